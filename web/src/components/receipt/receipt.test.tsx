import { QueryClientProvider } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ReceiptLink } from '@sofra/contracts/folios/receipts.schemas';
import { exampleFolio } from '../folio-view/folio-fixture.test-data';
import { setLanguage } from '../../lib/i18n';
import { queryClient } from '../../lib/query-client';
import { fakeApi, renderWithProviders } from '../../test/render';
import { Receipt } from './receipt';
import { ReceiptActions } from './receipt-actions';

const link = (prints = 0): ReceiptLink => ({
  url: 'https://portal.example/r/s1.f1.abc.signature',
  qr: 'data:image/png;base64,iVBORw0KGgo=',
  prints,
  header: {
    name: 'Moda Meyhanesi',
    address: 'Moda Cad. No:1, Kadıköy',
    phone: '+902161234567',
    companyTitle: 'Moda Gıda Ltd. Şti.',
    taxOffice: 'Kadıköy',
    taxNumber: '1234567890',
    currency: '₺',
    timeZone: 'Europe/Istanbul',
  },
});

const receipt = () => screen.getByRole('article', { name: 'Receipt' });
/** The value a description list gives a term. */
const valueOf = (term: string) => within(receipt()).getByText(term, { selector: 'dt' }).nextElementSibling?.textContent;

describe('Receipt', () => {
  afterEach(async () => {
    await setLanguage('en');
  });

  it("shows the store's header, the bill's facts on the store's clock, lines, total, VAT per rate and payments", () => {
    renderWithProviders(<Receipt folio={exampleFolio} link={link()} copy={false} />);
    expect(within(receipt()).getByRole('heading', { name: 'Moda Meyhanesi' })).toBeInTheDocument();
    expect(receipt()).toHaveTextContent('Tax office Kadıköy · Tax no. 1234567890');
    expect(valueOf('Bill no.')).toBe('12');
    expect(valueOf('Table')).toBe('Bahçe / Masa 4');
    // Istanbul's wall clock (UTC+3), whatever the browser's zone.
    expect(valueOf('Opened')).toBe('24/11/2026 20:00');
    expect(valueOf('Staff')).toBe('Ayşe Demir');
    const items = within(screen.getByRole('list', { name: 'Items' })).getAllByRole('listitem');
    expect(items.map((li) => li.getAttribute('data-state'))).toEqual(['active', 'active', 'gift', 'void']);
    expect(items[0]).toHaveTextContent('2 × Köfte (Az pişmiş)₺500.00');
    expect(items[1]).toHaveTextContent('Discount Personel 10%: −₺4.00');
    expect(items[2]).toHaveTextContent('1 × Baklava · Gift₺0.00');
    expect(within(items[3]!).getByText('1 × Çay · Void')).toHaveClass('sofra-receipt-void');
    // The server's figures, as they are (docs/folios.md, the hand-computed example).
    expect(valueOf('Total')).toBe('₺589.60');
    expect(valueOf('VAT 10%')).toBe('₺45.45 of ₺454.55');
    expect(valueOf('VAT 20%')).toBe('₺14.93 of ₺74.67');
    expect(valueOf('Kredi kartı')).toBe('₺289.60 + Tip ₺20.00');
    expect(valueOf('Balance')).toBe('₺0.00');
    expect(within(receipt()).getByRole('img', { name: 'QR code of the receipt page' })).toHaveAttribute(
      'src',
      link().qr,
    );
    expect(within(receipt()).queryByText('COPY')).not.toBeInTheDocument();
  });

  it('in Turkish, a reprint is marked KOPYA', async () => {
    await setLanguage('tr');
    renderWithProviders(<Receipt folio={exampleFolio} link={link(1)} copy />);
    const paper = screen.getByRole('article', { name: 'Fiş' });
    expect(within(paper).getByText('KOPYA')).toBeInTheDocument();
    expect(paper).toHaveTextContent('V.D. Kadıköy · VKN/TCKN 1234567890');
    expect(paper).toHaveTextContent('Toplam₺589,60');
  });
});

describe('ReceiptActions', () => {
  let calls: string[];
  let prints: number;
  let sent: Record<string, unknown>[];
  beforeEach(() => {
    calls = [];
    sent = [];
    prints = 0;
    queryClient.clear();
    vi.stubGlobal('print', vi.fn());
    vi.stubGlobal(
      'fetch',
      fakeApi({
        'folio/receiptLink': () => {
          calls.push('receiptLink');
          return { body: link(prints) };
        },
        'folio/printReceipt': () => {
          calls.push('printReceipt');
          prints += 1;
          return { body: { copy: prints > 1, prints } };
        },
        'folio/getById': () => ({ body: exampleFolio }),
        'folio/sendReceipt': (body) => {
          sent.push(body as Record<string, unknown>);
          return sent.length > 1
            ? { status: 429, body: { code: 'sms_limit', desc: 'too many' } }
            : { body: { to: (body as { phone?: string }).phone ? 'phone' : 'guest', left: 2 } };
        },
      }),
    );
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  const render = () =>
    renderWithProviders(
      <QueryClientProvider client={queryClient}>
        <ReceiptActions storeId="s1" folio={exampleFolio} />
      </QueryClientProvider>,
    );

  it('previews the receipt, records the print, prints with the browser, and marks the next one a copy', async () => {
    const user = userEvent.setup();
    render();
    await user.click(screen.getByRole('button', { name: 'Print receipt' }));
    const dialog = await screen.findByRole('dialog', { name: 'Receipt of folio 12' });
    expect(await within(dialog).findByRole('article', { name: 'Receipt' })).toHaveTextContent('Moda Meyhanesi');
    expect(within(dialog).queryByText('COPY')).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Print' }));
    await waitFor(() => expect(window.print).toHaveBeenCalledTimes(1));
    expect(calls).toContain('printReceipt');
    // Read again after the print: now a copy.
    expect(await within(dialog).findByText('COPY')).toBeInTheDocument();
  });

  it('sends the link to a typed mobile number; a refusal is said in the dialog', async () => {
    const user = userEvent.setup();
    render();
    await user.click(screen.getByRole('button', { name: 'Send receipt' }));
    const dialog = await screen.findByRole('dialog', { name: 'Send the receipt of folio 12' });
    // The example bill has no guest: only the number.
    expect(within(dialog).queryByRole('button', { name: "Send to the bill's guest" })).not.toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: 'Mobile number' }), '5321112233');
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Receipt sent. This bill may send it 2 more times.')).toBeInTheDocument();
    expect(sent).toEqual([{ storeId: 's1', id: 'f1', phone: '+905321112233' }]);

    await user.click(screen.getByRole('button', { name: 'Send receipt' }));
    const again = await screen.findByRole('dialog', { name: 'Send the receipt of folio 12' });
    await user.type(within(again).getByRole('textbox', { name: 'Mobile number' }), '5321112234');
    await user.click(within(again).getByRole('button', { name: 'Send' }));
    expect(await within(again).findByRole('alert')).toHaveTextContent(/SMS/);
  });

  it("a bill with a guest sends to the guest's number without showing it", async () => {
    const user = userEvent.setup();
    renderWithProviders(
      <QueryClientProvider client={queryClient}>
        <ReceiptActions storeId="s1" folio={{ ...exampleFolio, guestUserId: 'u-guest' }} />
      </QueryClientProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'Send receipt' }));
    const dialog = await screen.findByRole('dialog', { name: 'Send the receipt of folio 12' });
    await user.click(within(dialog).getByRole('button', { name: "Send to the bill's guest" }));
    await waitFor(() => expect(sent).toEqual([{ storeId: 's1', id: 'f1' }]));
  });

  it('a cancelled bill has no receipt to print', () => {
    renderWithProviders(
      <QueryClientProvider client={queryClient}>
        <ReceiptActions storeId="s1" folio={{ ...exampleFolio, status: 'cancelled' }} />
      </QueryClientProvider>,
    );
    expect(screen.queryByRole('button', { name: 'Print receipt' })).not.toBeInTheDocument();
  });
});
