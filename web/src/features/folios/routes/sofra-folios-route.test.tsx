import { QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ModalsProvider } from '@mantine/modals';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Folio, FolioDetail, FolioLine } from '@sofra/contracts/folios/folios.schemas';
import { setLanguage } from '../../../lib/i18n';
import { queryClient } from '../../../lib/query-client';
import { setActiveStoreId } from '../../../lib/session';
import { renderAt } from '../../../test/render-at';
import { Component as SofraFolios } from './sofra-folios-route';

const STORE = 's1';
const MIN = 60_000;

const table = (id: string, groupName: string, tableName: string, active = true) => ({
  id,
  storeId: STORE,
  groupName,
  tableName,
  name: tableName,
  startAction: 'in-store',
  active,
  tableQrs: [],
});
const TABLES = {
  groups: ['Salon', 'Bahçe'],
  tables: [
    table('t1', 'Salon', 'Masa 1'),
    table('t2', 'Salon', 'Masa 2'),
    table('t3', 'Bahçe', 'Bahçe 1'),
    table('t4', 'Bahçe', 'Bahçe 2', false),
  ],
};

const option = (id: string, name: string, price = 0, isDefault = false) => ({ id, name, price, isDefault });
const MENU = {
  id: STORE,
  name: 'Demo',
  language: 'en',
  isDefault: true,
  languages: ['en'],
  menuVersion: 3,
  publishedAt: '2026-11-24T10:00:00.000Z',
  currency: 'TRY',
  productGroups: [
    { id: 'g-main', name: 'Mains', sequence: 1, image: null },
    { id: 'g-drinks', name: 'Drinks', sequence: 2, image: null },
  ],
  products: [
    product('p-kofte', 'g-main', 'Köfte', 25_000),
    product('p-cola', 'g-drinks', 'Cola', 4_000),
    product('p-ayran', 'g-drinks', 'Ayran', 3_000),
  ],
  productModifiers: [
    {
      id: 'm-size',
      name: 'Portion',
      minChoices: 1,
      maxChoices: 1,
      options: [option('o-normal', 'Normal', 0, true), option('o-large', 'Large', 5_000)],
      productIds: ['p-kofte'],
    },
  ],
  productGroupModifiers: [
    {
      id: 'm-extra',
      name: 'Extras',
      minChoices: 0,
      maxChoices: 2,
      options: [option('o-cheese', 'Cheese', 1_000), option('o-sauce', 'Sauce', 500), option('o-egg', 'Egg', 700)],
      groupIds: ['g-main'],
    },
  ],
  advices: [],
  banners: [],
};
function product(id: string, group: string, name: string, price: number) {
  return {
    id,
    group,
    name,
    description: '',
    price,
    image: null,
    isShowInStore: true,
    sequence: 1,
    plu: '',
    taxRate: 10,
    tags: [],
    allergens: [],
    calories: null,
    prepMinutes: null,
  };
}
const def = { storeId: STORE, active: true, createDate: '', updateDate: '' };
const PAYMENT_TYPES = [
  { ...def, id: 'pt-card', name: 'Credit card', collectionType: 'bank', countsAsRevenue: true, sequence: 2 },
  { ...def, id: 'pt-cash', name: 'Cash', collectionType: 'cash', countsAsRevenue: true, sequence: 1 },
  {
    ...def,
    id: 'pt-old',
    name: 'Old voucher',
    collectionType: 'other',
    countsAsRevenue: true,
    sequence: 0,
    active: false,
  },
];
const DISCOUNT_REASONS = [
  { ...def, id: 'd-staff', name: 'Staff', kind: 'percent', value: 10 },
  { ...def, id: 'd-manager', name: 'Manager', kind: 'amount', value: 0 },
];
const GIFT_REASONS = [{ ...def, id: 'g-birthday', name: 'Birthday' }];
const DELETE_REASONS = [{ ...def, id: 'x-wrong', name: 'Wrong order', wasted: false }];

const ayse = { id: 'u1', name: 'Ayşe' };

/**
 * A small folio server: folios kept in memory, changes applied the way docs/folios.md says (totals from the lines and
 * payments, the version bumped by every write), so the screen can be driven from open to closed.
 */
class FakeFolios {
  folios: FolioDetail[] = [];
  calls: { path: string; body: Record<string, unknown>; key: string | null }[] = [];
  /** The next write answers this error once (status, code). */
  refuseNext: { status: number; code: string } | null = null;
  /** The store's payment types (a test may leave one). */
  paymentTypes: typeof PAYMENT_TYPES = PAYMENT_TYPES;
  private folioSeq = 0;
  private lineSeq = 0;

  folio(over: Partial<FolioDetail> & { lines?: FolioLine[] } = {}): FolioDetail {
    this.folioSeq += 1;
    const f: FolioDetail = {
      id: `f${this.folioSeq}`,
      storeId: STORE,
      number: this.folioSeq,
      businessDay: '2026-11-24',
      tableId: null,
      tableName: null,
      tableGroup: null,
      serviceType: 'take-away',
      source: 'portal',
      guestUserId: null,
      status: 'open',
      cancelReason: null,
      hidden: false,
      doneAt: null,
      note: '',
      covers: null,
      openedAt: new Date(Date.now() - 25 * MIN).toISOString(),
      closedAt: null,
      openedBy: ayse,
      closedBy: null,
      version: 1,
      posFolioId: null,
      orderState: null,
      prepMinutes: null,
      answeredAt: null,
      readyAt: null,
      deliveryStatus: 'none',
      courierName: null,
      deliveryStatusAt: null,
      discount: null,
      campaign: null,
      lines: [],
      payments: [],
      totals: {
        gross: 0,
        discounts: 0,
        gifts: 0,
        voids: 0,
        serviceFee: 0,
        taxes: [],
        total: 0,
        paid: 0,
        tip: 0,
        balance: 0,
      },
      history: [
        {
          id: `e${this.folioSeq}`,
          at: new Date().toISOString(),
          staff: ayse,
          action: 'opened',
          detail: {},
          version: 1,
        },
      ],
      ...over,
    };
    this.total(f);
    this.folios.push(f);
    return f;
  }

  line(name: string, unitPrice: number, quantity = 1, over: Partial<FolioLine> = {}): FolioLine {
    this.lineSeq += 1;
    return {
      id: `l${this.lineSeq}`,
      productId: `p-${name}`,
      name,
      plu: '',
      basePrice: unitPrice,
      guestOrderId: null,
      unitPrice,
      quantity,
      taxRate: 10,
      departmentId: null,
      departmentName: null,
      printerId: null,
      printerName: null,
      options: [],
      note: '',
      state: 'active',
      discount: null,
      campaign: null,
      gift: null,
      void: null,
      gross: unitPrice * quantity,
      net: unitPrice * quantity,
      tax: 0,
      staff: ayse,
      createdAt: new Date().toISOString(),
      ...over,
    };
  }

  private total(f: FolioDetail) {
    const active = f.lines.filter((l) => l.state === 'active');
    const gross = active.reduce((s, l) => s + l.gross, 0);
    const discounts = active.reduce((s, l) => s + (l.discount?.amount ?? 0), 0);
    const paid = f.payments.reduce((s, p) => s + p.amount, 0);
    const total = gross - discounts;
    f.totals = {
      ...f.totals,
      gross,
      discounts,
      gifts: f.lines.filter((l) => l.state === 'gift').reduce((s, l) => s + l.gross, 0),
      voids: f.lines.filter((l) => l.state === 'void').reduce((s, l) => s + l.gross, 0),
      total,
      paid,
      tip: f.payments.reduce((s, p) => s + p.tip, 0),
      balance: total - paid,
    };
  }

  private answer(f: FolioDetail, action: string) {
    f.version += 1;
    this.total(f);
    f.history = [
      ...f.history,
      {
        id: `e${f.version}-${f.id}`,
        at: new Date().toISOString(),
        staff: ayse,
        action,
        detail: {},
        version: f.version,
      },
    ];
    const { history: _history, ...folio } = f;
    return { body: structuredClone(folio) as Folio };
  }

  private find(body: Record<string, unknown>) {
    const f = this.folios.find((x) => x.id === body.id);
    if (!f) return { refused: { status: 404, body: { code: 'folio_not_found', desc: '' } } };
    if (body.version !== undefined && body.version !== f.version)
      return { refused: { status: 409, body: { code: 'folio_conflict', desc: '' } } };
    return { f };
  }

  handle(path: string, body: Record<string, unknown>): { status?: number; body: unknown } {
    switch (path) {
      case 'store/storeInfo':
        return { body: { id: STORE, name: 'Demo Lokanta', storeCurrency: '₺', tipEnabled: true } };
      case 'store/getStoreTables':
        return { body: TABLES };
      case 'store/storeMenu':
        return { body: MENU };
      case 'pos/getPaymentTypes':
        return { body: this.paymentTypes };
      case 'pos/getDiscountReasons':
        return { body: DISCOUNT_REASONS };
      case 'pos/getGiftReasons':
        return { body: GIFT_REASONS };
      case 'pos/getDeleteReasons':
        return { body: DELETE_REASONS };
      case 'folio/get':
        return {
          body: this.folios
            .filter((f) => f.status === 'open' || f.status === 'locked')
            .map(({ history: _h, ...f }) => structuredClone(f)),
        };
      case 'folio/getById': {
        const f = this.folios.find((x) => x.id === body.id);
        return f ? { body: structuredClone(f) } : { status: 404, body: { code: 'folio_not_found', desc: '' } };
      }
    }
    if (this.refuseNext) {
      const { status, code } = this.refuseNext;
      this.refuseNext = null;
      return { status, body: { code, desc: 'refused' } };
    }
    if (path === 'folio/save' && !body.id) {
      const t = TABLES.tables.find((x) => x.id === body.tableId);
      const f = this.folio({
        serviceType: body.serviceType as FolioDetail['serviceType'],
        tableId: t?.id ?? null,
        tableName: t?.tableName ?? null,
        tableGroup: t?.groupName ?? null,
        covers: (body.covers as number | undefined) ?? null,
        openedAt: new Date().toISOString(),
      });
      f.version = 0;
      f.lines = this.newLines(body.lines as NewLine[]);
      return this.answer(f, 'opened');
    }
    const { f, refused } = this.find(body);
    if (refused) return refused;
    switch (path) {
      case 'folio/save':
        f.lines = [...f.lines, ...this.newLines(body.lines as NewLine[])];
        return this.answer(f, 'lines-added');
      case 'folio/applyDiscount': {
        const line = f.lines.find((l) => l.id === body.lineId)!;
        const reason = DISCOUNT_REASONS.find((r) => r.id === body.reasonId);
        line.discount = reason
          ? {
              reasonId: reason.id,
              reasonName: reason.name,
              kind: reason.kind as 'percent',
              value: (body.value as number) ?? reason.value,
              amount: Math.round((line.gross * ((body.value as number) ?? reason.value)) / 100),
            }
          : null;
        return this.answer(f, 'discounted');
      }
      case 'folio/giftLine': {
        const line = f.lines.find((l) => l.id === body.lineId)!;
        const reason = GIFT_REASONS.find((r) => r.id === body.reasonId);
        line.state = reason ? 'gift' : 'active';
        line.gift = reason ? { reasonId: reason.id, reasonName: reason.name } : null;
        return this.answer(f, 'gifted');
      }
      case 'folio/voidLine': {
        const line = f.lines.find((l) => l.id === body.lineId)!;
        line.state = 'void';
        line.void = { reasonId: String(body.reasonId), reasonName: 'Wrong order', wasted: false };
        return this.answer(f, 'voided');
      }
      case 'folio/addPayment': {
        const type = this.paymentTypes.find((p) => p.id === body.paymentTypeId)!;
        f.payments.push({
          id: `pay${f.payments.length + 1}`,
          paymentTypeId: type.id,
          name: type.name,
          collectionType: type.collectionType as 'cash',
          amount: body.amount as number,
          tip: (body.tip as number) ?? 0,
          staff: ayse,
          createdAt: new Date().toISOString(),
        });
        return this.answer(f, 'payment-added');
      }
      case 'folio/noteLine': {
        const line = f.lines.find((l) => l.id === body.lineId)!;
        line.note = String(body.note);
        return this.answer(f, 'line-note-changed');
      }
      case 'folio/setCovers':
        f.covers = body.covers as number | null;
        return this.answer(f, 'covers-changed');
      case 'folio/close':
        f.status = 'closed';
        return this.answer(f, 'closed');
      case 'folio/cancel':
        f.status = 'cancelled';
        f.cancelReason = String(body.reason);
        return this.answer(f, 'cancelled');
      case 'folio/lock':
        f.status = body.locked === false ? 'open' : 'locked';
        return this.answer(f, body.locked === false ? 'unlocked' : 'locked');
    }
    return { status: 404, body: { code: 'not_found', desc: path } };
  }

  private newLines(lines: NewLine[]) {
    return lines.map((l) => {
      const p = MENU.products.find((x) => x.id === l.productId)!;
      const options = MENU.productModifiers
        .concat(MENU.productGroupModifiers as never)
        .flatMap((m) => m.options.map((o) => ({ ...o, modifierId: m.id, modifierName: m.name })))
        .filter((o) => l.options.includes(o.id))
        .map((o) => ({
          modifierId: o.modifierId,
          modifierName: o.modifierName,
          optionId: o.id,
          name: o.name,
          price: o.price,
        }));
      const unit = p.price + options.reduce((s, o) => s + o.price, 0);
      return this.line(p.name, unit, l.quantity, { productId: p.id, options, note: l.note, basePrice: p.price });
    });
  }

  /** A fetch double that records each call with its idempotency key. */
  fetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const path = String(input).replace(/^.*\/api\//, '');
    const body = init?.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : {};
    const headers = (init?.headers ?? {}) as Record<string, string>;
    this.calls.push({ path, body, key: headers['idempotency-key'] ?? null });
    const answer = this.handle(path, body);
    return new Response(JSON.stringify(answer.body), {
      status: answer.status ?? 200,
      headers: { 'content-type': 'application/json' },
    });
  };

  writes(path: string) {
    return this.calls.filter((c) => c.path === path);
  }
}
interface NewLine {
  productId: string;
  quantity: number;
  options: string[];
  note: string;
}

let api: FakeFolios;

beforeEach(() => {
  api = new FakeFolios();
  queryClient.clear();
  setActiveStoreId(STORE);
  vi.stubGlobal('fetch', api.fetch);
});
afterEach(async () => {
  // The page goes before its doubles: still mounted, it would read again (the cleared queries) through the real
  // fetch, and that failure's toast would show in the next test.
  cleanup();
  vi.unstubAllGlobals();
  setActiveStoreId(null);
  queryClient.clear();
  await setLanguage('en');
});

const renderPage = (path = '/main/sofra-folios') =>
  renderAt(
    path,
    <QueryClientProvider client={queryClient}>
      <ModalsProvider>
        <SofraFolios />
      </ModalsProvider>
    </QueryClientProvider>,
  );

const board = async () => {
  await screen.findByRole('heading', { level: 1, name: 'Open folios' });
  return screen.findByRole('region', { name: 'Salon' });
};
const drawer = (name: RegExp | string) => screen.findByRole('dialog', { name });

describe('Open folios: the floor board', { timeout: 60_000 }, () => {
  it("shows each group's tables, free or with their folio's total, age and status, and the folios on no table", async () => {
    api.folio({
      tableId: 't2',
      tableName: 'Masa 2',
      tableGroup: 'Salon',
      serviceType: 'table',
      lines: [api.line('Köfte', 25_000, 2)],
    });
    api.folio({ lines: [api.line('Cola', 4_000)], status: 'locked', doneAt: new Date().toISOString() });
    await renderPage();

    const salon = await board();
    const free = within(salon).getByRole('button', { name: /Masa 1/ });
    expect(free).toHaveTextContent('Free');
    const busy = within(salon).getByRole('button', { name: /Masa 2/ });
    expect(busy).toHaveTextContent('₺500.00');
    expect(busy).toHaveTextContent('Open');
    expect(busy).toHaveTextContent('25 min');
    // A table out of use is off the floor.
    const garden = screen.getByRole('region', { name: 'Bahçe' });
    expect(within(garden).getAllByRole('button')).toHaveLength(1);
    const strip = screen.getByRole('region', { name: 'Take-away and other folios' });
    const takeAway = within(strip).getByRole('button');
    expect(takeAway).toHaveTextContent('Folio 2 · Take away');
    expect(takeAway).toHaveTextContent('Locked');
    expect(takeAway).toHaveTextContent('Served');
  });

  it('lets the user pick one of the folios on a table, or open another one there', async () => {
    const user = userEvent.setup({ delay: null });
    const on = { tableId: 't2', tableName: 'Masa 2', tableGroup: 'Salon', serviceType: 'table' as const };
    api.folio({ ...on, lines: [api.line('Köfte', 25_000)] });
    api.folio({ ...on, lines: [api.line('Cola', 4_000)] });
    await renderPage();
    const table = within(await board()).getByRole('button', { name: /Masa 2/ });
    expect(table).toHaveTextContent('2 folios');
    expect(table).toHaveTextContent('₺290.00');
    await user.click(table);
    expect(screen.getAllByRole('menuitem').map((i) => i.textContent)).toEqual([
      'Folio 1 · ₺250.00',
      'Folio 2 · ₺40.00',
      'Open another folio',
    ]);
    await user.click(screen.getByRole('menuitem', { name: 'Folio 2 · ₺40.00' }));
    expect(within(await drawer('Folio 2')).getByText('1 × Cola')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await user.click(table);
    await user.click(screen.getByRole('menuitem', { name: 'Open another folio' }));
    expect(await drawer('New folio: Salon / Masa 2')).toBeInTheDocument();
  });

  it('asks for tables when the store has none, and still lets a take-away folio open', async () => {
    api.handle = ((orig) => (path: string, body: Record<string, unknown>) =>
      path === 'store/getStoreTables' ? { body: { groups: [], tables: [] } } : orig(path, body))(api.handle.bind(api));
    await renderPage();
    expect(await screen.findByText(/This store has no tables yet/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to tables' })).toHaveAttribute('href', '/main/table-and-groups');
    expect(screen.getByText('No folio without a table is open.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'New take-away' })).toBeEnabled();
  });

  it('reads the open folios again every 15 seconds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      await renderPage();
      await board();
      const reads = () => api.calls.filter((c) => c.path === 'folio/get').length;
      const before = reads();
      api.folio({ tableId: 't1', tableName: 'Masa 1', tableGroup: 'Salon', lines: [api.line('Cola', 4_000)] });
      await act(() => vi.advanceTimersByTimeAsync(15_500));
      await waitFor(() => expect(reads()).toBeGreaterThan(before));
      expect(await screen.findByRole('button', { name: /Masa 1.*₺40\.00/ })).toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('Open folios: the drawer', { timeout: 60_000 }, () => {
  it('opens a folio on a free table with a product and its options, sent in one save with an idempotency key', async () => {
    const user = userEvent.setup({ delay: null });
    await renderPage();
    const salon = await board();
    await user.click(within(salon).getByRole('button', { name: /Masa 1/ }));
    const dialog = await drawer('New folio: Salon / Masa 1');
    // The number of guests is asked first (2 chosen for a table); 3 at this one.
    expect(await within(dialog).findByRole('button', { name: '2', pressed: true })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: '3' }));
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));

    // Groups as chips (once the published menu's read is in); Köfte has variations: its options first.
    await user.click(await within(dialog).findByRole('radio', { name: 'Mains' }));
    await user.click(await within(dialog).findByRole('button', { name: /Köfte/ }));
    const options = await screen.findByRole('dialog', { name: 'Köfte' });
    expect(within(options).getByRole('radio', { name: 'Normal' })).toBeChecked();
    await user.click(within(options).getByRole('radio', { name: 'Large (+₺50.00)' }));
    await user.click(within(options).getByRole('checkbox', { name: 'Cheese (+₺10.00)' }));
    await user.click(within(options).getByRole('checkbox', { name: 'Sauce (+₺5.00)' }));
    // At most two extras.
    expect(within(options).getByRole('checkbox', { name: 'Egg (+₺7.00)' })).toBeDisabled();
    const quantity = within(options).getByRole('textbox', { name: 'Quantity' });
    await user.clear(quantity);
    await user.type(quantity, '2');
    await user.type(within(options).getByRole('textbox', { name: 'Note' }), 'no onions');
    expect(options).toHaveTextContent('2 × ₺315.00 = ₺630.00');
    await user.click(within(options).getByRole('button', { name: 'Add to order' }));

    // A product without variations goes straight into the order; search finds it across groups.
    await user.type(within(dialog).getByRole('textbox', { name: 'Search products' }), 'ayr');
    await user.click(within(dialog).getByRole('button', { name: /Ayran/ }));
    const order = within(dialog).getByRole('list', { name: 'Order' });
    expect(within(order).getAllByRole('listitem')).toHaveLength(2);
    expect(dialog).toHaveTextContent('Total ₺660.00');

    await user.click(within(dialog).getByRole('button', { name: 'Open folio' }));
    await drawer('Folio 1');
    const [save] = api.writes('folio/save');
    expect(save!.body).toEqual({
      storeId: STORE,
      serviceType: 'table',
      tableId: 't1',
      covers: 3,
      lines: [
        { productId: 'p-kofte', quantity: 2, options: ['o-large', 'o-cheese', 'o-sauce'], note: 'no onions' },
        { productId: 'p-ayran', quantity: 1, options: [], note: '' },
      ],
    });
    expect(save!.key).toMatch(/^[0-9a-f-]{32,36}$/);
    expect(await drawer('Folio 1')).toHaveTextContent('3 guests');
    const lines = within(await drawer('Folio 1')).getByRole('list', { name: 'Items' });
    expect(within(lines).getAllByRole('listitem')[0]).toHaveTextContent('2 × Köfte');
    expect(within(lines).getAllByRole('listitem')[0]).toHaveTextContent('Large, Cheese, Sauce');
    // The table is taken on the board.
    expect(await within(salon).findByRole('button', { name: /Masa 1.*₺660\.00/ })).toBeInTheDocument();
  });

  it('discounts a line, splits the payment cash and card, closes at balance 0 and the folio leaves the board', async () => {
    const user = userEvent.setup({ delay: null });
    api.folio({
      tableId: 't2',
      tableName: 'Masa 2',
      tableGroup: 'Salon',
      serviceType: 'table',
      lines: [api.line('Köfte', 25_000, 2), api.line('Cola', 4_000)],
    });
    await renderPage();
    await user.click(within(await board()).getByRole('button', { name: /Masa 2/ }));
    const dialog = await drawer('Folio 1');
    expect(dialog).toHaveTextContent('Opened');
    expect(dialog).toHaveTextContent('Ayşe');

    await user.click(within(dialog).getByRole('button', { name: 'Actions for Köfte' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Discount' }));
    const discount = await screen.findByRole('dialog', { name: 'Discount: Köfte' });
    await user.selectOptions(within(discount).getByRole('combobox', { name: 'Discount reason' }), 'Staff (10%)');
    await user.click(within(discount).getByRole('button', { name: 'Apply discount' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Discount: Köfte' })).toBeNull());
    expect(api.writes('folio/applyDiscount')[0]!.body).toEqual({
      storeId: STORE,
      id: 'f1',
      version: 1,
      lineId: 'l1',
      reasonId: 'd-staff',
    });
    expect(await within(dialog).findByText('Discount 10%: Staff')).toBeInTheDocument();

    // Total 540 − 50 = 490: 300 in cash, the rest by card.
    await user.click(within(dialog).getByRole('button', { name: 'Pay' }));
    const form = await within(dialog).findByRole('form', { name: 'Add a payment' });
    expect(within(form).getByRole('textbox', { name: 'Amount' })).toHaveValue('₺490.00');
    // The inactive type is not offered; cash comes first by sequence (once the payment types' read is in).
    expect((await within(form).findAllByRole('radio')).map((r) => r.textContent)).toEqual(['Cash', 'Credit card']);
    await user.click(within(form).getByRole('radio', { name: 'Cash' }));
    const amount = within(form).getByRole('textbox', { name: 'Amount' });
    await user.clear(amount);
    await user.type(amount, '300');
    await user.type(within(form).getByRole('textbox', { name: 'Tip' }), '20');
    expect(within(dialog).getByRole('button', { name: 'Close folio' })).toBeDisabled();
    await user.click(within(form).getByRole('button', { name: 'Add payment' }));
    // The form starts again once the payment is in (a new one, for the balance left): found after that.
    await waitFor(() =>
      expect(
        within(within(dialog).getByRole('form', { name: 'Add a payment' })).getByRole('textbox', { name: 'Amount' }),
      ).toHaveValue('₺190.00'),
    );
    const cardForm = within(dialog).getByRole('form', { name: 'Add a payment' });
    await user.click(within(cardForm).getByRole('radio', { name: 'Credit card' }));
    await user.click(within(cardForm).getByRole('button', { name: 'Add payment' }));
    expect(await within(dialog).findByText('Paid in full: the folio can be closed.')).toBeInTheDocument();
    expect(api.writes('folio/addPayment').map((c) => c.body)).toEqual([
      { storeId: STORE, id: 'f1', version: 2, paymentTypeId: 'pt-cash', amount: 30_000, tip: 2_000 },
      { storeId: STORE, id: 'f1', version: 3, paymentTypeId: 'pt-card', amount: 19_000, tip: 0 },
    ]);
    const payments = within(dialog).getByRole('list', { name: 'Payments' });
    expect(
      within(payments)
        .getAllByRole('listitem')
        .map((p) => p.textContent),
    ).toEqual([expect.stringContaining('Cash'), expect.stringContaining('Credit card')]);

    await user.click(within(dialog).getByRole('button', { name: 'Close folio' }));
    expect(await screen.findByText('Folio 1 closed')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Folio 1' })).toBeNull());
    expect(api.writes('folio/close')[0]!.body).toEqual({ storeId: STORE, id: 'f1', version: 4 });
    expect(
      within(screen.getByRole('region', { name: 'Salon' })).getByRole('button', { name: /Masa 2/ }),
    ).toHaveTextContent('Free');
    // Every write went with its own key.
    const keys = api.calls.filter((c) => c.key).map((c) => c.key);
    expect(new Set(keys).size).toBe(keys.length);
    expect(keys).toHaveLength(4);
  });

  it("changes a line's note while the folio is open, with its version and a key; a locked folio offers no note", async () => {
    const user = userEvent.setup({ delay: null });
    const folio = api.folio({ lines: [api.line('Köfte', 25_000, 1, { note: 'Az pişmiş' }), api.line('Cola', 4_000)] });
    await renderPage(`/main/sofra-folios?folio=${folio.id}`);
    const dialog = await drawer('Folio 1');
    expect(dialog).toHaveTextContent('Note: Az pişmiş');
    await user.click(within(dialog).getByRole('button', { name: 'Actions for Köfte' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Change the note' }));
    const form = await screen.findByRole('dialog', { name: 'Note for Köfte' });
    const note = within(form).getByRole('textbox', { name: 'Note' });
    expect(note).toHaveValue('Az pişmiş');
    await user.clear(note);
    await user.type(note, '  Soğansız ');
    await user.click(within(form).getByRole('button', { name: 'Save note' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Note for Köfte' })).toBeNull());
    expect(await within(dialog).findByText('Note: Soğansız')).toBeInTheDocument();
    const [write] = api.writes('folio/noteLine');
    expect(write!.body).toEqual({ storeId: STORE, id: 'f1', version: 1, lineId: 'l1', note: 'Soğansız' });
    expect(write!.key).toBeTruthy();
    // A line without a note offers to add one.
    await user.click(within(dialog).getByRole('button', { name: 'Actions for Cola' }));
    expect(await screen.findByRole('menuitem', { name: 'Add a note' })).toBeInTheDocument();
    await user.keyboard('{Escape}');

    // Locked: the bill is printed, the note stays as it is.
    await user.click(within(dialog).getByRole('button', { name: 'Lock (bill printed)' }));
    await within(dialog).findByRole('button', { name: 'Unlock' });
    await user.click(within(dialog).getByRole('button', { name: 'Actions for Köfte' }));
    expect(await screen.findByRole('menuitem', { name: 'Discount' })).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Change the note' })).toBeNull();
  });

  it("chooses the store's only payment type for the payment", async () => {
    const user = userEvent.setup({ delay: null });
    api.paymentTypes = PAYMENT_TYPES.filter((p) => p.id === 'pt-cash');
    const folio = api.folio({ lines: [api.line('Cola', 4_000)] });
    await renderPage(`/main/sofra-folios?folio=${folio.id}`);
    const dialog = await drawer('Folio 1');
    await user.click(within(dialog).getByRole('button', { name: 'Pay' }));
    // Chosen once the payment types arrive (the form starts again with it).
    await waitFor(() => expect(within(dialog).getByRole('radio', { name: 'Cash' })).toBeChecked());
    const form = within(dialog).getByRole('form', { name: 'Add a payment' });
    expect(within(form).getAllByRole('radio')).toHaveLength(1);
    await user.click(within(form).getByRole('button', { name: 'Add payment' }));
    expect(await within(dialog).findByText('Paid in full: the folio can be closed.')).toBeInTheDocument();
    expect(api.writes('folio/addPayment').map((c) => c.body)).toEqual([
      { storeId: STORE, id: 'f1', version: 1, paymentTypeId: 'pt-cash', amount: 4_000, tip: 0 },
    ]);
  });

  it('reloads the folio and says so when another device changed it first', async () => {
    const user = userEvent.setup({ delay: null });
    const folio = api.folio({ lines: [api.line('Cola', 4_000, 3)] });
    await renderPage(`/main/sofra-folios?folio=${folio.id}`);
    const dialog = await drawer('Folio 1');
    // Another waiter adds a line meanwhile.
    folio.lines.push(api.line('Ayran', 3_000));
    folio.version = 2;

    await user.click(within(dialog).getByRole('button', { name: 'Actions for Cola' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Void' }));
    const form = await screen.findByRole('dialog', { name: 'Void: Cola' });
    await user.selectOptions(within(form).getByRole('combobox', { name: 'Deletion reason' }), 'Wrong order');
    const howMany = within(form).getByRole('textbox', { name: 'How many' });
    await user.clear(howMany);
    await user.type(howMany, '1');
    await user.click(within(form).getByRole('button', { name: 'Void' }));

    expect(
      await screen.findByText('Someone else changed this folio just now. It has been reloaded; please try again.'),
    ).toBeInTheDocument();
    expect(api.writes('folio/voidLine')[0]!.body).toMatchObject({ version: 1, lineId: 'l1', quantity: 1 });
    // Read again: the other waiter's line shows, and the next try names the new version.
    expect(await within(dialog).findByText('1 × Ayran')).toBeInTheDocument();
    await user.click(within(form).getByRole('button', { name: 'Void' }));
    await waitFor(() => expect(api.writes('folio/voidLine')).toHaveLength(2));
    expect(api.writes('folio/voidLine')[1]!.body).toMatchObject({ version: 2, lineId: 'l1', quantity: 1 });
  });

  it('gives a line as a gift and takes it back; a voided line stays on the folio, struck through', async () => {
    const user = userEvent.setup({ delay: null });
    const folio = api.folio({
      lines: [
        api.line('Baklava', 9_000),
        api.line('Çay', 1_500, 1, {
          state: 'void',
          void: { reasonId: 'x-wrong', reasonName: 'Wrong order', wasted: true },
        }),
      ],
    });
    await renderPage(`/main/sofra-folios?folio=${folio.id}`);
    const dialog = await drawer('Folio 1');
    const lines = within(dialog).getByRole('list', { name: 'Items' });
    const [baklava, tea] = within(lines).getAllByRole('listitem');
    expect(within(tea!).getByText('1 × Çay')).toHaveStyle({ textDecoration: 'line-through' });
    expect(tea).toHaveTextContent('Void, wasted: Wrong order');
    // Nothing more to do on a voided line.
    expect(within(tea!).queryByRole('button')).toBeNull();

    await user.click(within(baklava!).getByRole('button', { name: 'Actions for Baklava' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Gift' }));
    const form = await screen.findByRole('dialog', { name: 'Gift: Baklava' });
    await user.click(within(form).getByRole('button', { name: 'Give as a gift' }));
    expect(within(form).getByRole('combobox', { name: 'Gift reason' })).toHaveAttribute('aria-invalid', 'true');
    await user.selectOptions(within(form).getByRole('combobox', { name: 'Gift reason' }), 'Birthday');
    await user.click(within(form).getByRole('button', { name: 'Give as a gift' }));
    expect(await within(dialog).findByText('Gift: Birthday')).toBeInTheDocument();
    expect(dialog).toHaveTextContent('To pay: ₺0.00 of ₺0.00');

    await user.click(within(lines).getByRole('button', { name: 'Actions for Baklava' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Remove gift' }));
    await waitFor(() => expect(within(dialog).queryByText('Gift: Birthday')).toBeNull());
    expect(api.writes('folio/giftLine').map((c) => c.body.reasonId)).toEqual(['g-birthday', null]);
    expect(dialog).toHaveTextContent('To pay: ₺90.00 of ₺90.00');
  });

  it('says a staff member lacks the permission when the server refuses the store, and keeps the folio as it was', async () => {
    const user = userEvent.setup({ delay: null });
    const folio = api.folio({ lines: [api.line('Cola', 4_000)] });
    await renderPage(`/main/sofra-folios?folio=${folio.id}`);
    const dialog = await drawer('Folio 1');
    api.refuseNext = { status: 403, code: 'store_forbidden' };
    await user.click(within(dialog).getByRole('button', { name: 'Lock (bill printed)' }));
    expect(
      await screen.findByText('You do not have the permission for this at this store; ask the store owner for it.'),
    ).toBeInTheDocument();
    expect(within(dialog).getByText('Open')).toBeInTheDocument();
    // Locked, there is no adding; unlocking opens it again.
    await user.click(within(dialog).getByRole('button', { name: 'Lock (bill printed)' }));
    expect(await within(dialog).findByRole('button', { name: 'Unlock' })).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Add products' })).toBeNull();
    expect(api.writes('folio/lock').map((c) => c.body.locked)).toEqual([true, true]);
  });

  it('cancels a take-away folio with a reason, in Turkish', async () => {
    await setLanguage('tr');
    const user = userEvent.setup({ delay: null });
    await renderPage();
    await screen.findByRole('heading', { level: 1, name: 'Açık adisyonlar' });
    await user.click(screen.getByRole('button', { name: 'Yeni gel al' }));
    const draft = await drawer('Yeni gel al adisyonu');
    // The products come with the published menu's read.
    await user.click(await within(draft).findByRole('button', { name: /Cola/ }));
    await user.click(within(draft).getByRole('button', { name: 'Adisyon aç' }));
    const dialog = await drawer('Adisyon 1');
    expect(api.writes('folio/save')[0]!.body).toMatchObject({ serviceType: 'take-away' });
    expect(api.writes('folio/save')[0]!.body).not.toHaveProperty('tableId');
    expect(dialog).toHaveTextContent('Kalan: ₺40,00 / ₺40,00');

    await user.click(within(dialog).getByRole('button', { name: 'Diğer' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Adisyonu iptal et' }));
    const cancel = await screen.findByRole('dialog', { name: '1 numaralı adisyonu iptal et' });
    await user.click(within(cancel).getByRole('button', { name: 'Adisyonu iptal et' }));
    expect(within(cancel).getByRole('textbox', { name: 'Neden' })).toHaveAttribute('aria-invalid', 'true');
    expect(api.writes('folio/cancel')).toHaveLength(0);
    await user.type(within(cancel).getByRole('textbox', { name: 'Neden' }), 'Müşteri vazgeçti');
    await user.click(within(cancel).getByRole('button', { name: 'Adisyonu iptal et' }));
    expect(await screen.findByText('1 numaralı adisyon iptal edildi')).toBeInTheDocument();
    expect(api.writes('folio/cancel')[0]!.body).toEqual({
      storeId: STORE,
      id: 'f1',
      version: 1,
      reason: 'Müşteri vazgeçti',
    });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Adisyon 1' })).toBeNull());
    expect(screen.getByText('Masasız açık adisyon yok.')).toBeInTheDocument();
  });
});
