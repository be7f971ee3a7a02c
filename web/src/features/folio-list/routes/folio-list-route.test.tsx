import { QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from '@tanstack/react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { FolioSummary } from '@sofra/contracts/folios/folios.schemas';
import type { User } from '@sofra/contracts/auth/auth.schemas';
import { exampleFolio } from '../../../components/folio-view/folio-fixture.test-data';
import { lastBusinessDays } from '../../../components/folio-view/folio-format';
import { queryClient } from '../../../lib/query-client';
import { setActiveStoreId, setUser } from '../../../lib/session';
import { onDesktopScreen } from '../../../test/desktop';
import { fakeApi } from '../../../test/render';
import { renderAt } from '../../../test/render-at';
import { Component as FolioList } from './folio-list-route';

const STORE = 's1';
const { lines: _lines, payments: _payments, history: _history, ...head } = exampleFolio;

/** A folio as the list answers it. */
const summary = (number: number, over: Partial<FolioSummary> = {}): FolioSummary => ({
  ...head,
  id: `f${number}`,
  number,
  lineCount: 4,
  paymentNames: ['Nakit', 'Kredi kartı'],
  ...over,
});

const TOTALS = {
  count: 3,
  hidden: 0,
  gross: 162_000,
  discounts: 1_200,
  gifts: 9_000,
  voids: 1_500,
  serviceFee: 16_080,
  total: 176_880,
  paid: 176_880,
  tip: 2_000,
};

let phone = false;
onDesktopScreen((query) => (phone ? query.includes('max-width') : !query.includes('max-width')));

/** Where the router is, shown for the test to read. */
function Where() {
  const l = useLocation();
  return <output aria-label="address">{l.href}</output>;
}
const address = () => screen.getByRole('status', { name: 'address' }).textContent ?? '';

describe('Folio list', { timeout: 30_000 }, () => {
  let calls: { path: string; body: Record<string, unknown> }[];
  let pages: Record<string, { items: FolioSummary[]; nextCursor: string | null }>;
  let failList: boolean;
  let hideAnswer: { status?: number; body: unknown } | null;
  let hideKeys: (string | null)[];
  /** The folio as the server holds it: hiding changes it. */
  let held: typeof exampleFolio;
  let totals: typeof TOTALS;

  beforeEach(() => {
    calls = [];
    totals = TOTALS;
    phone = false;
    failList = false;
    hideAnswer = null;
    hideKeys = [];
    held = exampleFolio;
    pages = {
      first: {
        items: [summary(12), summary(11, { status: 'cancelled', cancelReason: 'Müşteri vazgeçti' })],
        nextCursor: 'c1',
      },
      c1: { items: [summary(3, { tableName: null, tableGroup: null, serviceType: 'take-away' })], nextCursor: null },
    };
    queryClient.clear();
    setActiveStoreId(STORE);
    setUser({ id: 'u-ayse', name: 'Ayşe Demir', isMaster: false } as User);
    const record = (path: string) => (body: unknown) => {
      calls.push({ path, body: body as Record<string, unknown> });
      return undefined;
    };
    const api = fakeApi({
      'store/storeInfo': () => ({ body: { id: STORE, name: 'Karaköy Meyhanesi', storeCurrency: '₺' } }),
      'folio/getByStore': (body) => {
        record('folio/getByStore')(body);
        if (failList) return { status: 500, body: { code: 'internal_error', desc: 'boom' } };
        const cursor = (body as { cursor?: string }).cursor;
        return { body: pages[cursor ?? 'first'] };
      },
      'folio/getTotals': (body) => {
        record('folio/getTotals')(body);
        return { body: totals };
      },
      'folio/getById': (body) => {
        record('folio/getById')(body);
        return { body: held };
      },
      'folio/hide': (body) => {
        record('folio/hide')(body);
        if (hideAnswer) return hideAnswer;
        const { lines, payments } = held;
        held = { ...held, hidden: (body as { hidden: boolean }).hidden, version: held.version + 1 };
        return { body: { ...held, history: undefined, lines, payments } };
      },
      'store/getStoreTables': () => ({
        body: {
          groups: ['Bahçe'],
          tables: [{ id: 't1', storeId: STORE, groupName: 'Bahçe', tableName: 'Masa 4', name: 'Masa 4' }],
        },
      }),
      'pos/getPaymentTypes': () => ({
        body: [{ id: 'pt-cash', name: 'Nakit', sequence: 1, collectionType: 'cash', active: true }],
      }),
      // A staff member without staff.view: the staff filter still offers who is named on the folios.
      'store/getStaffList': () => ({ status: 403, body: { code: 'store_forbidden', desc: 'no' } }),
    });
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
      if (String(input).endsWith('/folio/hide')) hideKeys.push(new Headers(init?.headers).get('idempotency-key'));
      if (String(input).endsWith('/folio/exportList')) {
        calls.push({ path: 'folio/exportList', body: JSON.parse(String(init?.body)) as Record<string, unknown> });
        return new Response(new Uint8Array([0x50, 0x4b, 0x03, 0x04]), {
          headers: { 'content-disposition': 'attachment; filename="folios-karakoy-2026-11-18-2026-11-24.xlsx"' },
        });
      }
      return api(input, init);
    });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    setActiveStoreId(null);
  });

  const renderPage = (path = '/main/folio-list') =>
    renderAt(
      path,
      <QueryClientProvider client={queryClient}>
        <Where />
        <FolioList />
      </QueryClientProvider>,
    );
  const searches = () => calls.filter((c) => c.path === 'folio/getByStore').map((c) => c.body);

  it('lists the last seven business days of closed and cancelled folios, with the totals row', async () => {
    await renderPage();
    const grid = await screen.findByRole('table', { name: 'Folios' });
    const row = await within(grid).findByRole('row', { name: /Bahçe \/ Masa 4.*Closed/ });
    expect(row).toHaveTextContent('24/11/2026');
    expect(row).toHaveTextContent('24/11/2026 20:00');
    expect(row).toHaveTextContent('Nakit, Kredi kartı');
    expect(row).toHaveTextContent('₺589.60');
    expect(within(grid).getByRole('row', { name: /^11 .*Cancelled/ })).toBeInTheDocument();

    const { from, to } = lastBusinessDays(7);
    expect(searches()).toEqual([
      { storeId: STORE, from, to, status: ['closed', 'cancelled'], includeHidden: false, limit: 50 },
    ]);
    expect(calls.find((c) => c.path === 'folio/getTotals')?.body).toEqual({
      storeId: STORE,
      from,
      to,
      status: ['closed', 'cancelled'],
      includeHidden: false,
    });
    const totals = screen.getByRole('region', { name: 'Totals' });
    expect(within(totals).getByText('Folios').nextSibling).toHaveTextContent('3');
    expect(within(totals).getByText('Total').nextSibling).toHaveTextContent('₺1,768.80');
    expect(within(totals).getByText('Tip').nextSibling).toHaveTextContent('₺20.00');
    expect(screen.getByText('2 of 3 folios shown')).toBeInTheDocument();
  });

  it('loads the next page after the last one’s cursor, and no more once there is none', async () => {
    const user = userEvent.setup({ delay: null });
    await renderPage();
    await user.click(await screen.findByRole('button', { name: 'Load more' }));
    const grid = screen.getByRole('table', { name: 'Folios' });
    const takeAway = await within(grid).findByRole('row', { name: /^3 / });
    // A folio without a table says how it was served instead.
    expect(takeAway).toHaveTextContent('Take away');
    expect(searches().map((s) => s.cursor)).toEqual([undefined, 'c1']);
    expect(within(grid).getAllByRole('row')).toHaveLength(4); // header + 3
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    expect(screen.getByText('3 of 3 folios shown')).toBeInTheDocument();
  });

  it('opens a folio’s detail in a drawer, named in the address, and closes it', async () => {
    const user = userEvent.setup({ delay: null });
    await renderPage();
    await user.click(await screen.findByRole('button', { name: 'Open folio 12' }));
    const drawer = await screen.findByRole('dialog', { name: 'Folio 12' });
    expect(await within(drawer).findByRole('region', { name: 'Items' })).toHaveTextContent('2 × Köfte');
    expect(within(drawer).getByRole('region', { name: 'History' })).toHaveTextContent('Payment taken');
    expect(calls.filter((c) => c.path === 'folio/getById').map((c) => c.body)).toEqual([{ storeId: STORE, id: 'f12' }]);
    expect(address()).toContain('folio=f12');
    expect(screen.getByRole('table', { name: 'Folios' })).toBeInTheDocument();

    await user.click(within(drawer).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(address()).not.toContain('folio=');
  });

  it('hides a closed folio from the list with a reason, its version and a key, then shows it again', async () => {
    const user = userEvent.setup({ delay: null });
    // The folio as the server holds it (f1, number 12).
    await renderPage('/main/folio-list?folio=f1');
    const drawer = await screen.findByRole('dialog', { name: 'Folio 12' });
    const searchesBefore = searches().length;
    await user.click(await within(drawer).findByRole('button', { name: 'Hide from the list' }));
    // A reason is asked for, and needed.
    const ask = await screen.findByRole('dialog', { name: 'Hide folio 12 from the list' });
    expect(ask).toHaveTextContent('stays in every total');
    await user.click(within(ask).getByRole('button', { name: 'Hide' }));
    expect(await within(ask).findByRole('textbox', { name: /Reason/ })).toHaveAccessibleDescription(/.+/);
    expect(calls.filter((c) => c.path === 'folio/hide')).toEqual([]);
    await user.type(within(ask).getByRole('textbox', { name: /Reason/ }), '  Test fişi ');
    await user.click(within(ask).getByRole('button', { name: 'Hide' }));
    // The answer at once: marked hidden, and the way back offered.
    await within(drawer).findByRole('button', { name: 'Show in the list' });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: /^Hide folio/ })).not.toBeInTheDocument());
    expect(within(drawer).getAllByText('Hidden').length).toBeGreaterThan(0);
    expect(hideKeys[0]).toMatch(/^[0-9a-f-]{32,36}$/);
    // The list and its totals are read again: the folio leaves the list, not the totals.
    await waitFor(() => expect(searches().length).toBeGreaterThan(searchesBefore));
    // Shown again at once: no reason asked.
    await user.click(within(drawer).getByRole('button', { name: 'Show in the list' }));
    await within(drawer).findByRole('button', { name: 'Hide from the list' });
    expect(calls.filter((c) => c.path === 'folio/hide').map((c) => c.body)).toEqual([
      { storeId: STORE, id: 'f1', version: exampleFolio.version, hidden: true, reason: 'Test fişi' },
      { storeId: STORE, id: 'f1', version: exampleFolio.version + 1, hidden: false },
    ]);
  });

  it('says what to ask for when the server refuses hiding (no folios.cancel permission)', async () => {
    hideAnswer = { status: 403, body: { code: 'store_forbidden', desc: 'no' } };
    const user = userEvent.setup({ delay: null });
    // The folio as the server holds it (f1, number 12).
    await renderPage('/main/folio-list?folio=f1');
    const drawer = await screen.findByRole('dialog', { name: 'Folio 12' });
    await user.click(await within(drawer).findByRole('button', { name: 'Hide from the list' }));
    const ask = await screen.findByRole('dialog', { name: 'Hide folio 12 from the list' });
    await user.type(within(ask).getByRole('textbox', { name: /Reason/ }), 'Deneme');
    await user.click(within(ask).getByRole('button', { name: 'Hide' }));
    expect(await within(ask).findByRole('alert')).toHaveTextContent(
      'You do not have the permission for this at this store; ask the store owner for it.',
    );
    expect(within(drawer).getByRole('button', { name: 'Hide from the list' })).toBeInTheDocument();
  });

  it('says how many hidden folios the totals hold, and shows them on asking', async () => {
    totals = { ...TOTALS, count: 5, hidden: 2 };
    const user = userEvent.setup({ delay: null });
    await renderPage();
    const row = await screen.findByRole('region', { name: 'Totals' });
    expect(await within(row).findByText('2 hidden folios — included in the totals')).toBeInTheDocument();
    expect(within(row).getByText('Folios').nextSibling).toHaveTextContent('5');
    // The list leaves the hidden ones out: 2 of the 3 it holds are loaded.
    expect(await screen.findByText('2 of 3 folios shown')).toBeInTheDocument();
    await user.click(within(row).getByRole('button', { name: 'Show them' }));
    await waitFor(() => expect(searches().at(-1)).toMatchObject({ includeHidden: true }));
    expect(address()).toMatch(/hidden=1/);
    expect(await screen.findByText('2 of 5 folios shown')).toBeInTheDocument();
    expect(within(row).queryByRole('button', { name: 'Show them' })).not.toBeInTheDocument();
    expect(within(row).getByText('2 hidden folios — included in the totals')).toBeInTheDocument();
  });

  it('offers no hiding for a folio still open', async () => {
    const user = userEvent.setup({ delay: null });
    const api = globalThis.fetch;
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) =>
      String(input).endsWith('/folio/getById')
        ? new Response(JSON.stringify({ ...exampleFolio, status: 'open', closedAt: null, closedBy: null }), {
            headers: { 'content-type': 'application/json' },
          })
        : api(input, init),
    );
    await renderPage('/main/folio-list?folio=f12');
    const drawer = await screen.findByRole('dialog', { name: 'Folio 12' });
    await within(drawer).findByRole('region', { name: 'Items' });
    expect(within(drawer).queryByRole('button', { name: 'Hide from the list' })).not.toBeInTheDocument();
    await user.keyboard('{Escape}');
  });

  it('a link with ?folio= opens that folio at once', async () => {
    await renderPage('/main/folio-list?folio=f12');
    expect(await screen.findByRole('dialog', { name: 'Folio 12' })).toBeInTheDocument();
  });

  it('searches again by table, payment type, staff, status and hidden ones; the filter stays in the address', async () => {
    const user = userEvent.setup({ delay: null });
    await renderPage();
    await screen.findByRole('row', { name: /^12 / });
    await user.click(screen.getByRole('combobox', { name: 'Table' }));
    await user.click(await screen.findByRole('option', { name: 'Masa 4' }));
    await waitFor(() => expect(searches().at(-1)).toMatchObject({ tableId: 't1' }));

    await user.click(screen.getByRole('combobox', { name: 'Payment type' }));
    await user.click(await screen.findByRole('option', { name: 'Nakit' }));
    await waitFor(() => expect(searches().at(-1)).toMatchObject({ tableId: 't1', paymentTypeId: 'pt-cash' }));

    // The staff list is not readable here: the people named on the folios are offered.
    await user.click(screen.getByRole('combobox', { name: 'Staff' }));
    await user.click(await screen.findByRole('option', { name: 'Murat Kaya' }));
    await waitFor(() => expect(searches().at(-1)).toMatchObject({ staffId: 'u-murat' }));

    await user.click(screen.getByRole('checkbox', { name: 'Open' }));
    await user.click(screen.getByRole('switch', { name: 'Show hidden folios' }));
    await waitFor(() =>
      expect(searches().at(-1)).toMatchObject({ status: ['closed', 'cancelled', 'open'], includeHidden: true }),
    );
    expect(calls.filter((c) => c.path === 'folio/getTotals').at(-1)?.body).toMatchObject({
      tableId: 't1',
      paymentTypeId: 'pt-cash',
      staffId: 'u-murat',
      includeHidden: true,
    });
    expect(address()).toMatch(/table=t1&payment=pt-cash&staff=u-murat&hidden=1/);
  });

  it('reads the period and status of the address', async () => {
    await renderPage('/main/folio-list?from=2026-10-01&to=2026-10-31&status=cancelled');
    await screen.findByRole('table', { name: 'Folios' });
    await waitFor(() =>
      expect(searches()[0]).toMatchObject({ from: '2026-10-01', to: '2026-10-31', status: ['cancelled'] }),
    );
  });

  it('says so when the period has no folios', async () => {
    pages.first = { items: [], nextCursor: null };
    await renderPage();
    expect(await screen.findByText('No folios in this period')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('shows a failed load with a retry that loads again', async () => {
    failList = true;
    const user = userEvent.setup({ delay: null });
    await renderPage();
    expect(await screen.findByText('The folios could not be loaded.')).toBeInTheDocument();
    failList = false;
    await user.click(screen.getByRole('button', { name: 'Reload' }));
    expect(await screen.findByRole('row', { name: /^12 / })).toBeInTheDocument();
  });

  it('exports the same filter in the interface language and saves it under the server’s file name', async () => {
    const user = userEvent.setup({ delay: null });
    const saved: string[] = [];
    URL.createObjectURL = vi.fn(() => 'blob:folios');
    URL.revokeObjectURL = vi.fn();
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    await renderPage('/main/folio-list?from=2026-11-18&to=2026-11-24&table=t1');
    await screen.findByRole('row', { name: /^12 / });
    await user.click(screen.getByRole('button', { name: 'Export' }));
    await waitFor(() => expect(saved).toEqual(['folios-karakoy-2026-11-18-2026-11-24.xlsx']));
    expect(calls.find((c) => c.path === 'folio/exportList')?.body).toEqual({
      storeId: STORE,
      from: '2026-11-18',
      to: '2026-11-24',
      status: ['closed', 'cancelled'],
      tableId: 't1',
      includeHidden: false,
      language: 'en',
    });
  });

  it('on a phone: each folio a card, the detail over the whole screen', async () => {
    phone = true;
    const user = userEvent.setup({ delay: null });
    await renderPage();
    const cards = await screen.findByRole('list', { name: 'Folios' });
    const first = within(cards).getAllByRole('listitem')[0]!;
    expect(first).toHaveTextContent('Bahçe / Masa 4');
    expect(first).toHaveTextContent('₺589.60');
    // The times are in the detail; the card stays short.
    expect(within(first).queryByText('Opened')).not.toBeInTheDocument();
    // The filters beyond period and status fold away.
    expect(screen.queryByRole('combobox', { name: 'Table' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'More filters' }));
    expect(screen.getByRole('combobox', { name: 'Table' })).toBeInTheDocument();

    await act(async () => {
      fireEvent.click(within(first).getByRole('button', { name: 'Open folio 12' }));
    });
    expect(await screen.findByRole('dialog', { name: 'Folio 12' })).toBeInTheDocument();
  });
});
