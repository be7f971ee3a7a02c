import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n, setLanguage } from '../../lib/i18n';
import { renderWithProviders } from '../../test/render';
import { exampleFolio } from './folio-fixture.test-data';
import { addDays, businessDayOf, daysBetween, formatFolioTime, lastBusinessDays, moneyFormat } from './folio-format';
import { describeDetail, FolioHistory } from './folio-history';
import { FolioTotals } from './folio-totals';
import { FolioView } from './folio-view';

const section = (name: string) => screen.getByRole('region', { name });
/** The value a description list gives a term. */
const valueOf = (list: HTMLElement, term: string) => {
  const dt = within(list).getByText(term, { selector: 'dt' });
  return dt.nextElementSibling?.textContent;
};

describe('FolioView', () => {
  afterEach(async () => {
    await setLanguage('en');
  });

  it('shows the header: number, status, business day, table, service type, who opened and closed it when', () => {
    renderWithProviders(<FolioView folio={exampleFolio} currency="₺" />);
    expect(screen.getByText('Folio 12')).toBeInTheDocument();
    expect(screen.getByText('Closed', { selector: '.mantine-Badge-label' })).toBeInTheDocument();
    const header = screen.getByText('Business day', { selector: 'dt' }).closest('dl')!;
    expect(valueOf(header, 'Business day')).toBe('24/11/2026');
    expect(valueOf(header, 'Table')).toBe('Bahçe / Masa 4');
    expect(valueOf(header, 'Service type')).toBe('Table service');
    // On the store's wall clock (Istanbul, UTC+3), whatever the browser's zone.
    expect(valueOf(header, 'Opened')).toBe('24/11/2026 20:00 by Murat Kaya');
    expect(valueOf(header, 'Closed')).toBe('24/11/2026 22:30 by Ayşe Demir');
  });

  it('marks gifts, voids and discounts in words; a voided line is struck through and keeps its reason', () => {
    renderWithProviders(<FolioView folio={exampleFolio} currency="₺" />);
    const items = within(section('Items')).getAllByRole('listitem');
    expect(items.map((li) => li.getAttribute('data-state'))).toEqual(['active', 'active', 'gift', 'void']);

    expect(items[0]).toHaveTextContent('2 × Köfte');
    expect(items[0]).toHaveTextContent('Az pişmiş');
    expect(items[0]).toHaveTextContent('₺250.00 each');
    expect(items[0]).toHaveTextContent('₺500.00');

    expect(items[1]).toHaveTextContent('Discount');
    expect(items[1]).toHaveTextContent('Personel (10%): −₺4.00');
    expect(items[1]).toHaveTextContent('₺36.00');

    expect(within(items[2]!).getByText('Gift')).toBeInTheDocument();
    expect(items[2]).toHaveTextContent('Doğum günü');
    expect(items[2]).toHaveTextContent('₺0.00');

    const voided = items[3]!;
    expect(within(voided).getByText('Void')).toBeInTheDocument();
    expect(within(voided).getByText('1 × Çay')).toHaveClass('sofra-folio-struck');
    expect(within(voided).getByText('₺15.00')).toHaveClass('sofra-folio-struck');
    const reason = within(voided).getByText('Yanlış sipariş (wasted)');
    expect(reason).not.toHaveClass('sofra-folio-struck');
  });

  it('lists the payments with type, amount, tip, staff and time', () => {
    renderWithProviders(<FolioView folio={exampleFolio} currency="₺" />);
    const payments = within(section('Payments')).getAllByRole('listitem');
    expect(payments).toHaveLength(2);
    expect(payments[1]).toHaveTextContent('Kredi kartı');
    expect(payments[1]).toHaveTextContent('Card · Ayşe Demir · 24/11/2026 22:25');
    expect(payments[1]).toHaveTextContent('₺289.60');
    expect(payments[1]).toHaveTextContent('tip ₺20.00');
  });

  it('leaves the history out when asked, or when the folio has none (the floor board)', () => {
    const { history: _history, ...withoutHistory } = exampleFolio;
    const { unmount } = renderWithProviders(<FolioView folio={withoutHistory} currency="₺" />);
    expect(screen.queryByRole('region', { name: 'History' })).not.toBeInTheDocument();
    expect(section('Totals')).toBeInTheDocument();
    unmount();
    renderWithProviders(<FolioView folio={exampleFolio} currency="₺" withHistory={false} />);
    expect(screen.queryByRole('region', { name: 'History' })).not.toBeInTheDocument();
  });

  it('reads in Turkish: ikram, iptal, indirim, ödemeler, the amounts after the number', async () => {
    await setLanguage('tr');
    renderWithProviders(<FolioView folio={exampleFolio} currency="₺" />);
    expect(screen.getByText('Adisyon 12')).toBeInTheDocument();
    const items = within(section('Ürünler')).getAllByRole('listitem');
    expect(within(items[2]!).getByText('İkram')).toBeInTheDocument();
    expect(within(items[3]!).getByText('İptal')).toBeInTheDocument();
    expect(items[3]).toHaveTextContent('Yanlış sipariş (zayi)');
    expect(items[1]).toHaveTextContent('Personel (%10): −₺4,00');
    expect(section('Ödemeler')).toHaveTextContent('bahşiş ₺20,00');
    expect(valueOf(screen.getByRole('region', { name: 'Toplamlar' }), 'Toplam')).toBe('₺589,60');
  });
});

describe('FolioTotals', () => {
  it('shows every total of docs/folios.md: gross, discounts, gifts, voids, fee, VAT per rate, total, paid, tip, balance', () => {
    const { container } = renderWithProviders(<FolioTotals totals={exampleFolio.totals} currency="₺" />);
    const list = container.querySelector('dl')!;
    expect(valueOf(list, 'Gross')).toBe('₺540.00');
    expect(valueOf(list, 'Discounts')).toBe('−₺4.00');
    expect(valueOf(list, 'Gifts')).toBe('₺90.00');
    expect(valueOf(list, 'Voids')).toBe('₺15.00');
    expect(valueOf(list, 'Service fee')).toBe('₺53.60');
    expect(valueOf(list, 'VAT 10%')).toBe('₺45.45 of ₺454.55');
    expect(valueOf(list, 'VAT 20%')).toBe('₺14.93 of ₺74.67');
    expect(valueOf(list, 'Total')).toBe('₺589.60');
    expect(valueOf(list, 'Paid')).toBe('₺589.60');
    expect(valueOf(list, 'Tip')).toBe('₺20.00');
    expect(valueOf(list, 'Balance')).toBe('₺0.00');
  });
});

describe('FolioHistory', () => {
  it('says who did what when, the action translated and the detail in words', () => {
    renderWithProviders(<FolioHistory events={exampleFolio.history} currency="₺" />);
    const events = screen.getAllByRole('listitem');
    expect(events.map((e) => e.querySelector('p')?.textContent)).toEqual([
      'Folio opened',
      'Items added',
      'Payment taken',
      'Folio closed',
    ]);
    expect(events[0]).toHaveTextContent('24/11/2026 20:00 · Murat Kaya');
    expect(events[0]).toHaveTextContent(
      'Number: 12 · Business day: 24/11/2026 · Service type: Table service · Table: Masa 4',
    );
    expect(events[1]).toHaveTextContent('Items: 2 × Köfte (Az pişmiş), 1 × Cola');
    expect(events[2]).toHaveTextContent(
      'Payment type: Kredi kartı · Collection type: Card · Amount: ₺289.60 · Tip: ₺20.00',
    );
    expect(events[3]).toHaveTextContent('Point of sale or guest app');
    expect(events[3]).toHaveTextContent('Total: ₺589.60 · Paid: ₺589.60 · Tip: ₺20.00');
  });

  it('shows an action or a field it has no words for under its own name', () => {
    const money = moneyFormat('₺', 'en');
    expect(
      describeDetail(
        { courses: 3, wasted: true, fired: false, staffNote: '', lineId: 'l1', tip: 0 },
        money,
        i18n.t,
        'en',
      ),
    ).toEqual(['courses: 3', 'Wasted']);
    // A discount's value is a percent or an amount, by its kind.
    expect(
      describeDetail(
        { line: 'Cola', reason: 'Personel', kind: 'percent', value: 10, amount: 400 },
        money,
        i18n.t,
        'en',
      ),
    ).toEqual(['Item: Cola', 'Reason: Personel', 'Value: 10%', 'Amount: ₺4.00']);
    expect(describeDetail({ kind: 'amount', value: 500 }, money, i18n.t, 'en')).toEqual(['Value: ₺5.00']);
    // A guest's order: its source by name, and the minutes promised when it was accepted.
    expect(describeDetail({ source: 'guest-app', prepMinutes: 15 }, money, i18n.t, 'en')).toEqual([
      'Source: Guest app',
      'Preparation (min): 15',
    ]);
    renderWithProviders(
      <FolioHistory
        events={[{ id: 'x', at: '2026-11-24T10:00:00.000Z', staff: null, action: 'split', detail: {}, version: 3 }]}
        currency="₺"
      />,
    );
    expect(screen.getByText('split')).toBeInTheDocument();
  });
});

describe('business days', () => {
  it('belong to the evening before until 05:00 in Istanbul', () => {
    expect(businessDayOf(new Date('2026-11-24T01:59:00Z'))).toBe('2026-11-23'); // 04:59 in Istanbul
    expect(businessDayOf(new Date('2026-11-24T02:00:00Z'))).toBe('2026-11-24'); // 05:00
    expect(lastBusinessDays(7, new Date('2026-03-02T12:00:00Z'))).toEqual({ from: '2026-02-24', to: '2026-03-02' });
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(daysBetween('2026-01-01', '2026-12-31')).toBe(365);
    expect(formatFolioTime('2026-11-24T21:30:00Z')).toBe('25/11/2026 00:30');
    expect(formatFolioTime('2026-11-24T21:30:00Z', 'tr')).toBe('25.11.2026 00:30');
  });
});
