import { afterEach, describe, expect, test, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import type { GuestMenu, StoreMenu } from '@sofra/contracts/menu/published.schemas';
import { GuestApp, type GuestPageData } from './guest-app.tsx';

const menu = (language: 'tr' | 'en'): StoreMenu => ({
  id: 'store-1',
  name: 'Moda Lokantası',
  language,
  isDefault: language === 'tr',
  languages: ['tr', 'en'],
  menuVersion: 3,
  publishedAt: '2026-11-24T10:00:00.000Z',
  currency: 'TRY',
  productGroups: [
    { id: 'g1', name: language === 'tr' ? 'Çorbalar' : 'Soups', sequence: 0, image: null },
    { id: 'g2', name: language === 'tr' ? 'Tatlılar' : 'Desserts', sequence: 1, image: null },
  ],
  products: [
    {
      id: 'p1',
      group: 'g1',
      name: language === 'tr' ? 'Mercimek çorbası' : 'Lentil soup',
      description: '',
      price: 14_550,
      image: null,
      isShowInStore: true,
      sequence: 0,
      plu: '',
      taxRate: 10,
      tags: ['vegan'],
      allergens: ['celery'],
      calories: null,
      prepMinutes: null,
    },
    {
      id: 'p2',
      group: 'g2',
      name: 'Baklava',
      description: '',
      price: 20_000,
      image: null,
      isShowInStore: true,
      sequence: 0,
      plu: '',
      taxRate: 10,
      tags: [],
      allergens: ['nuts'],
      calories: null,
      prepMinutes: null,
    },
  ],
  productModifiers: [
    {
      id: 'm1',
      name: 'Porsiyon',
      minChoices: 1,
      maxChoices: 1,
      productIds: ['p1'],
      options: [
        { id: 'o1', name: 'Tam', price: 0, isDefault: true },
        { id: 'o2', name: 'Büyük', price: 5_000, isDefault: false },
      ],
    },
  ],
  productGroupModifiers: [],
  advices: [],
  banners: [],
});

const answer = (status: number, body: unknown) =>
  Promise.resolve(new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));

/** The page as the browser renders it without the server's HTML (the dev server): it reads the menu itself. */
const open = async (path: string, fetcher: (url: string) => Promise<Response>) => {
  cleanup();
  window.history.pushState({}, '', path);
  vi.stubGlobal('fetch', vi.fn(fetcher));
  render(<GuestApp path={path} />);
  // Until the menu is read (or not).
  await waitFor(() => expect(screen.queryByText(/^(Loading the menu…|Menü yükleniyor…)$/)).toBeNull());
};
const click = (element: Element) => fireEvent.click(element);

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  localStorage.clear();
  sessionStorage.clear();
  document.cookie = 'sofra-guest-language=; path=/; max-age=0';
});

const CODE = 'Qr_Code-0123456789abcd';
const LIMITS = { lineQuantity: 50, items: 200, verifiedPhoneAbove: 0 };
const atTable = (service: Partial<GuestMenu['service']>) => (url: string) =>
  answer(200, {
    menu: menu(url.includes('language=tr') ? 'tr' : 'en'),
    table: { name: 'Salon 1', groupName: 'Salon' },
    logo: null,
    service: {
      callWaiter: false,
      requestCheck: false,
      order: false,
      booking: false,
      status: 'open',
      limits: LIMITS,
      ...service,
    },
  } satisfies GuestMenu);

type QuoteIn = { lines: { productId: string; quantity: number; options: string[] }[] };
/** The server's quote as a test's server gives it when the test names none: the menu's prices, no fee. */
const menuQuote = (body: unknown) => {
  const m = menu('en');
  const options = m.productModifiers.flatMap((x) => x.options);
  const lines = (body as QuoteIn).lines.map((l) => {
    const product = m.products.find((p) => p.id === l.productId)!;
    const unitPrice = product.price + l.options.reduce((a, id) => a + options.find((o) => o.id === id)!.price, 0);
    const gross = unitPrice * l.quantity;
    return { ...l, name: product.name, options: [], unitPrice, gross, price: gross, campaignName: null };
  });
  const total = lines.reduce((a, l) => a + l.price, 0);
  return answer(200, {
    lines,
    subtotal: total,
    discounts: 0,
    serviceFee: 0,
    serviceFeePercent: 0,
    total,
    currency: 'TRY',
  });
};

/**
 * A fetch that answers the menu as `menuAnswer` does and each call by its path from `calls`, recording the bodies.
 * Unless the test names them, quotes are the menu's prices, no campaign runs, the table has no open bill and the
 * table's stream is not offered (none of them recorded).
 */
const server = (
  menuAnswer: (url: string) => Promise<Response>,
  calls: Record<string, (body: unknown) => Promise<Response>>,
  sent: { path: string; body: unknown }[],
) =>
  ((url: string, init?: RequestInit) => {
    if (!init?.method) return menuAnswer(url);
    const path = url.replace(/^\/api\//, '');
    const body: unknown = JSON.parse(String(init.body));
    if (!calls[path] && path === 'guest/quote') return menuQuote(body);
    if (!calls[path] && path === 'guest/tableTicket') return answer(404, { code: 'not_found', desc: '' });
    if (!calls[path] && path === 'guest/offers') return answer(200, { offers: [] });
    if (!calls[path] && path === 'guest/bill') return answer(200, null);
    sent.push({ path, body });
    return (calls[path] ?? (() => answer(404, { code: 'not_found', desc: '' })))(body);
  }) as (url: string) => Promise<Response>;

/** The orders kept on the device for the table. */
const keptOrders = () => JSON.parse(localStorage.getItem(`sofra-guest-orders:${CODE}`) ?? 'null') as unknown;
const keepOrder = (id = 'order-1') =>
  localStorage.setItem(`sofra-guest-orders:${CODE}`, JSON.stringify([{ id, token: 'secret-token', at: Date.now() }]));

const order = (state: 'waiting' | 'accepted' | 'rejected', more: Record<string, unknown> = {}) => ({
  id: 'order-1',
  number: 7,
  tableName: 'Salon 1',
  state,
  prepMinutes: state === 'accepted' ? 20 : null,
  readyAt: state === 'accepted' ? '2026-11-24T12:35:00.000Z' : null,
  reason: null,
  deliveryStatus: 'none',
  lines: [
    { name: 'Baklava', quantity: 1, net: 20_000 },
    { name: 'Lentil soup', quantity: 2, net: 39_100 },
  ],
  serviceFee: 0,
  total: 59_100,
  currency: 'TRY',
  createdAt: '2026-11-24T12:15:00.000Z',
  ...more,
});

describe('the guest web menu page', () => {
  test('shows the published menu: tabs, prices in the currency, chips, options, search', async () => {
    // Chosen here before: Turkish, whatever the browser's language.
    localStorage.setItem('sofra-guest-language', 'tr');
    await open('/menu/store-1', (url) =>
      answer(200, { menu: menu(url.includes('language=en') ? 'en' : 'tr'), table: null, logo: null } as GuestMenu),
    );
    const lentil = await screen.findByRole('article', { name: 'Mercimek çorbası' });
    expect(within(lentil).getByText('₺145,50')).toBeTruthy();
    expect(within(lentil).getByRole('list', { name: 'Alerjenler' }).textContent).toBe('Kereviz');
    expect(within(lentil).getByText('Seçenekler (1)')).toBeTruthy();
    expect(within(lentil).getByText('+₺50,00')).toBeTruthy();
    expect(screen.getAllByRole('tab')).toHaveLength(2);
    click(screen.getAllByRole('tab')[1]!);
    await screen.findByRole('article', { name: 'Baklava' });
    fireEvent.change(screen.getByRole('searchbox'), { target: { value: 'mercimek' } });
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(1));
  });

  test('a browser in a language the menu lacks reads it in English, not in its default Turkish', async () => {
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['de-DE', 'fr']);
    const asked: string[] = [];
    await open('/menu/store-1', ((url: string, init?: RequestInit) => {
      // The menu's reads (the campaign offers after it are a call of their own).
      if (init?.method) return answer(200, { offers: [] });
      asked.push(url);
      const language = /language=(\w+)/.exec(url)?.[1] === 'en' ? 'en' : 'tr';
      return answer(200, { menu: menu(language), table: null, logo: null } as GuestMenu);
    }) as (url: string) => Promise<Response>);
    expect(await screen.findByRole('article', { name: 'Lentil soup' })).toBeTruthy();
    expect(asked.at(-1)).toContain('language=en');
    vi.restoreAllMocks();
  });

  test('says the menu is not available on a 404, and offers a retry on a failure', async () => {
    await open('/qr/unknown', () => answer(404, { code: 'qr_code_not_found', desc: '' }));
    await screen.findByText(/This menu is not available right now/);
    // A store that does not exist, keeps its web menu off or never published: the one not_found, in each language.
    const notFound = () => answer(404, { code: 'not_found', desc: 'there is no web menu to show here' });
    await open('/menu/store-1', notFound);
    await screen.findByText(/This menu is not available right now/);
    localStorage.setItem('sofra-guest-language', 'tr');
    await open('/menu/store-1', notFound);
    await screen.findByText(/Bu menü şu anda kullanılamıyor/);
    localStorage.clear();
    await open('/menu/store-1', () => answer(500, { code: 'internal_error', desc: '' }));
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  test('running campaigns on the cards: the happy-hour price beside the list price, a deal named; asked as the guest', async () => {
    localStorage.setItem('sofra-guest-language', 'tr');
    localStorage.setItem(
      'sofra-guest-session',
      JSON.stringify({ token: 'guest-token', name: 'Ayşe', gsm: '+905321234567' }),
    );
    const asked: { auth: string | null; body: unknown }[] = [];
    const offers = {
      offers: [
        { productId: 'p1', campaignName: 'Mutlu saat', price: 12_368, deal: null },
        { productId: 'p2', campaignName: 'Tatlı günü', price: null, deal: { buy: 2, get: 1, percent: 50 } },
      ],
    };
    await open('/menu/store-1', ((url: string, init?: RequestInit) => {
      if (!init?.method) return answer(200, { menu: menu('tr'), table: null, logo: null } as GuestMenu);
      asked.push({ auth: new Headers(init.headers).get('authorization'), body: JSON.parse(String(init.body)) });
      return answer(200, offers);
    }) as (url: string) => Promise<Response>);
    const lentil = await screen.findByRole('article', { name: 'Mercimek çorbası' });
    await waitFor(() => expect(within(lentil).getByText('₺123,68')).toBeTruthy());
    expect(within(lentil).getByText('₺145,50').tagName).toBe('DEL');
    expect(within(lentil).getByText('Mutlu saat')).toBeTruthy();
    expect(asked).toEqual([{ auth: 'Bearer guest-token', body: { storeId: 'store-1' } }]);
    click(screen.getAllByRole('tab')[1]!);
    const baklava = await screen.findByRole('article', { name: 'Baklava' });
    // A deal leaves the price as it is and says what it gives.
    expect(within(baklava).getByText('₺200,00').tagName).toBe('P');
    expect(within(baklava).getByText('Tatlı günü: 2 alana 1 %50 indirimli')).toBeTruthy();
  });

  test('without campaigns, or when they cannot be read, the cards show their prices alone', async () => {
    await open('/menu/store-1', ((url: string, init?: RequestInit) =>
      init?.method
        ? answer(500, { code: 'internal_error', desc: '' })
        : answer(200, { menu: menu('en'), table: null, logo: null } as GuestMenu)) as (
      url: string,
    ) => Promise<Response>);
    const lentil = await screen.findByRole('article', { name: 'Lentil soup' });
    expect(within(lentil).getByText('₺145.50').tagName).toBe('P');
    expect(lentil.querySelector('del, .offer-note')).toBeNull();
  });

  test('shows the menu banners in their order above the menu, and none when there are none', async () => {
    const banners = ['/api/file/b1', '/api/file/b2'];
    await open('/menu/store-1', () => answer(200, { menu: { ...menu('tr'), banners }, table: null, logo: null }));
    await screen.findByRole('article', { name: 'Mercimek çorbası' });
    expect([...document.querySelectorAll('.banners img')].map((img) => img.getAttribute('src'))).toEqual(banners);
    await open('/menu/store-1', () => answer(200, { menu: menu('tr'), table: null, logo: null }));
    await screen.findByRole('article', { name: 'Mercimek çorbası' });
    expect(document.querySelector('.banners')).toBeNull();
  });
});

describe('at a table: waiter, bill and the basket', () => {
  test('call waiter and request the bill when the venue allows them; the answer is shown, too soon with its wait', async () => {
    const sent: { path: string; body: unknown }[] = [];
    let waiterCalls = 0;
    await open(
      `/qr/${CODE}`,
      server(
        atTable({ callWaiter: true, requestCheck: true }),
        {
          'folio/callWaiter': () =>
            ++waiterCalls === 1
              ? answer(200, { id: 's1', at: '2026-11-24T12:00:00.000Z' })
              : Promise.resolve(
                  new Response(JSON.stringify({ code: 'signal_too_soon', desc: '' }), {
                    status: 429,
                    headers: { 'content-type': 'application/json', 'retry-after': '24' },
                  }),
                ),
          'folio/requestCheck': () => answer(403, { code: 'signal_not_allowed', desc: '' }),
        },
        sent,
      ),
    );
    const call = await screen.findByRole('button', { name: 'Call waiter' });
    click(call);
    // Sent, not yet "on the way": no one has acknowledged it.
    await screen.findByText('Sent.');
    expect(screen.queryByText('Sent: a waiter is on the way.')).toBeNull();
    expect(sent).toEqual([{ path: 'folio/callWaiter', body: { code: CODE } }]);
    click(call);
    await screen.findByText('Already sent just now. You can try again in 24 s.');
    click(screen.getByRole('button', { name: 'Request the bill' }));
    await screen.findByText('This venue does not take this request from the menu.');
    // Ordering is off: no basket, no Add buttons.
    expect(screen.queryByRole('button', { name: /^Add/ })).toBeNull();
    expect(document.getElementById('basket')).toBeNull();
  });

  test('no waiter or bill buttons when the venue offers neither, nor on the store menu without a table', async () => {
    await open(`/qr/${CODE}`, atTable({}));
    await screen.findByRole('article', { name: 'Lentil soup' });
    expect(screen.queryByRole('button', { name: 'Call waiter' })).toBeNull();
    await open('/menu/store-1', (url) =>
      answer(200, {
        menu: menu(url.includes('language=tr') ? 'tr' : 'en'),
        table: null,
        logo: null,
        service: { callWaiter: true, requestCheck: true, order: true, status: 'open' },
      }),
    );
    await screen.findByRole('article', { name: 'Lentil soup' });
    expect(screen.queryByRole('button', { name: 'Call waiter' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Add/ })).toBeNull();
  });

  test('Book a table only when the store takes bookings; it opens the booking, which reads the day’s free times', async () => {
    const sent: { path: string; body: unknown }[] = [];
    await open(`/qr/${CODE}`, atTable({}));
    await screen.findByRole('article', { name: 'Lentil soup' });
    expect(screen.queryByRole('button', { name: 'Book a table' })).toBeNull();
    await open(
      `/qr/${CODE}`,
      server(
        atTable({ booking: true }),
        {
          'guest/reservationSlots': () =>
            answer(200, {
              date: '2031-03-14',
              timeZone: 'Europe/Istanbul',
              maxParty: 4,
              times: [{ startsAt: '2031-03-14T16:00:00.000Z', time: '19:00' }],
            }),
        },
        sent,
      ),
    );
    const book = await screen.findByRole('button', { name: 'Book a table' });
    expect(book.getAttribute('aria-expanded')).toBe('false');
    click(book);
    expect(book.getAttribute('aria-expanded')).toBe('true');
    expect(await screen.findByRole('radio', { name: '19:00' })).toBeTruthy();
    expect(sent.map((c) => c.path)).toEqual(['guest/reservationSlots']);
    expect(sent[0]!.body).toMatchObject({ storeId: 'store-1', partySize: 2 });
  });

  test('a basket with options and quantities is sent; the order waits, then shows accepted with its ready time', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const sent: { path: string; body: unknown }[] = [];
    let status = order('waiting');
    await open(
      `/qr/${CODE}`,
      server(
        atTable({ order: true }),
        {
          'guest/order': () => answer(200, { order: order('waiting'), token: 'secret-token' }),
          'guest/orderStatus': () => answer(200, status),
        },
        sent,
      ),
    );
    const soup = await screen.findByRole('article', { name: 'Lentil soup' });
    const add = within(soup).getByRole('button', { name: 'Add Lentil soup' });
    // "Add" below what the product is (its allergens); the options only in its form, not listed a second time.
    const allergens = within(soup).getByRole('list', { name: 'Allergens' });
    expect(allergens.compareDocumentPosition(add) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(within(soup).queryByText('Options (1)')).toBeNull();
    click(add);
    const form = within(soup).getByRole('form', { name: 'Add Lentil soup' });
    // The required portion is chosen by default; the larger one is picked, two of them.
    click(within(form).getByRole('radio', { name: /Büyük/ }) as HTMLInputElement);
    click(within(form).getByRole('button', { name: 'One more Lentil soup' }));
    const submit = within(form).getByRole('button', { name: 'Add to basket' });
    submit.focus();
    click(submit);
    // The form closes; the focus goes back to the product's "Add".
    await waitFor(() => expect(document.activeElement).toBe(add));
    click(screen.getAllByRole('tab')[1]!);
    click(await screen.findByRole('button', { name: 'Add Baklava' }));
    const basket = screen.getByRole('region', { name: 'Your basket' });
    expect(within(basket).getByText('Lentil soup, Büyük')).toBeTruthy();
    expect(await screen.findByRole('link', { name: /^Basket: 3 items · ₺591\.00$/ })).toBeTruthy();
    // One less and one more: the same line, still one.
    click(within(basket).getByRole('button', { name: 'One more Baklava' }));
    click(within(basket).getByRole('button', { name: 'One less Baklava' }));
    const note = within(basket).getByRole('textbox', {
      name: 'Note for the kitchen (optional)',
    }) as HTMLTextAreaElement;
    fireEvent.change(note, { target: { value: ' No nuts on top ' } });
    // Sent once the server priced the basket as it is now.
    await waitFor(() => expect(within(basket).getByRole('button', { name: 'Send order' })).toBeEnabled());
    click(within(basket).getByRole('button', { name: 'Send order' }));

    await screen.findByText('Sent.');
    expect(sent[0]).toEqual({
      path: 'guest/order',
      body: {
        code: CODE,
        note: 'No nuts on top',
        lines: [
          { productId: 'p1', quantity: 2, options: ['o2'] },
          { productId: 'p2', quantity: 1, options: [] },
        ],
      },
    });
    expect(screen.getByRole('heading', { name: 'Your order (no. 7)' })).toBeTruthy();
    expect(keptOrders()).toEqual([{ id: 'order-1', token: 'secret-token', at: expect.any(Number) }]);
    // The basket is emptied; no EventSource here, so the page asks every 10 s.
    expect(screen.queryByRole('region', { name: 'Your basket' })).toBeNull();
    status = order('accepted');
    await vi.advanceTimersByTimeAsync(10_000);
    const ready = new Date('2026-11-24T12:35:00.000Z').toLocaleTimeString('en', { hour: '2-digit', minute: '2-digit' });
    await screen.findByText(`Sent: a waiter is on the way. Ready at about ${ready}.`);
    expect(sent.filter((c) => c.path === 'guest/orderStatus')[0]!.body).toEqual({
      id: 'order-1',
      token: 'secret-token',
    });
    // Answered: no more asking.
    const asked = sent.length;
    await vi.advanceTimersByTimeAsync(30_000);
    expect(sent).toHaveLength(asked);
  });

  test('an order is refused with its reason: closed, or too soon with the wait', async () => {
    const sent: { path: string; body: unknown }[] = [];
    let refusal = 'ordering_closed';
    await open(
      `/qr/${CODE}`,
      server(
        atTable({ order: true }),
        {
          'guest/order': () =>
            Promise.resolve(
              new Response(JSON.stringify({ code: refusal, desc: '' }), {
                status: refusal === 'signal_too_soon' ? 429 : 409,
                headers: { 'content-type': 'application/json', 'retry-after': '17' },
              }),
            ),
        },
        sent,
      ),
    );
    click(screen.getAllByRole('tab')[1]!);
    click(await screen.findByRole('button', { name: 'Add Baklava' }));
    const send = screen.getByRole('button', { name: 'Send order' });
    await waitFor(() => expect(send).toBeEnabled());
    click(send);
    await screen.findByText('The venue is not taking orders right now.');
    refusal = 'signal_too_soon';
    click(send);
    await screen.findByText('An order was sent from this table just now. Try again in 17 s.');
    // The basket is kept for another try.
    expect(screen.getByRole('region', { name: 'Your basket' })).toBeTruthy();
  });

  test('the basket keeps to the store’s limits: a line and the order stop at their most, saying why', async () => {
    await open(`/qr/${CODE}`, atTable({ order: true, limits: { ...LIMITS, lineQuantity: 3, items: 4 } }));
    click(screen.getAllByRole('tab')[1]!);
    const add = await screen.findByRole('button', { name: 'Add Baklava' });
    for (let i = 0; i < 5; i++) click(add);
    const basket = screen.getByRole('region', { name: 'Your basket' });
    expect(screen.getByRole('link', { name: /^Basket: 3 items/ })).toBeTruthy();
    expect(within(basket).getByRole('status').textContent).toBe('At most 3 of one item per order.');
    // The option form's stepper stops at the line's most too.
    click(screen.getAllByRole('tab')[0]!);
    const soup = await screen.findByRole('article', { name: 'Lentil soup' });
    click(within(soup).getByRole('button', { name: 'Add Lentil soup' }));
    const form = within(soup).getByRole('form', { name: 'Add Lentil soup' });
    for (let i = 0; i < 5; i++) click(within(form).getByRole('button', { name: 'One more Lentil soup' }));
    expect(within(form).getByText('3')).toBeTruthy();
    click(within(form).getByRole('button', { name: 'Add to basket' }));
    // Room for one more item in the order: one soup is added.
    expect(screen.getByRole('link', { name: /^Basket: 4 items/ })).toBeTruthy();
    expect(within(basket).getByRole('status').textContent).toBe('At most 4 items per order.');
    click(within(basket).getByRole('button', { name: 'One less Baklava' }));
    expect(within(basket).getByRole('status').textContent).toBe('');
    click(within(basket).getByRole('button', { name: 'One more Lentil soup, Tam' }));
    expect(screen.getByRole('link', { name: /^Basket: 4 items/ })).toBeTruthy();
  });

  test('refusals by the limits are said in words: too many orders from here, too large, a verified phone', async () => {
    let refusal = { status: 429, code: 'rate_limited' };
    await open(
      `/qr/${CODE}`,
      server(
        atTable({ order: true, limits: { lineQuantity: 5, items: 9, verifiedPhoneAbove: 30_000 } }),
        {
          'guest/order': () =>
            Promise.resolve(
              new Response(JSON.stringify({ code: refusal.code, desc: '' }), {
                status: refusal.status,
                headers: { 'content-type': 'application/json', 'retry-after': '42' },
              }),
            ),
        },
        [],
      ),
    );
    click(screen.getAllByRole('tab')[1]!);
    const add = await screen.findByRole('button', { name: 'Add Baklava' });
    click(add);
    const basket = screen.getByRole('region', { name: 'Your basket' });
    const send = within(basket).getByRole('button', { name: 'Send order' });
    await waitFor(() => expect(send).toBeEnabled());
    const said = async (text: string) => {
      click(send);
      await waitFor(() => expect(within(basket).getByRole('status').textContent).toBe(text));
    };
    await said('Too many orders were sent from here just now. Try again in 42 s.');
    refusal = { status: 409, code: 'order_line_too_large' };
    await said('At most 5 of one item can be ordered at once. Please lower the number, or ask a member of staff.');
    refusal = { status: 409, code: 'order_too_large' };
    await said(
      'At most 9 items can be ordered at once. Please send part of the basket now and the rest later, or ask a member of staff.',
    );
    // Above the amount the basket warns before sending; the server's refusal says the same.
    const warning =
      /^Orders above ₺300\.00 can only be sent by a guest signed in with a verified phone number\. Please order for less, or ask a member of staff to take your order\.$/;
    expect(within(basket).getByText(warning)).not.toBeVisible();
    click(add);
    await waitFor(() => expect(within(basket).getByText(warning)).toBeVisible());
    refusal = { status: 403, code: 'order_needs_verified_phone' };
    await waitFor(() => expect(send).toBeEnabled());
    click(send);
    await waitFor(() => expect(within(basket).getByRole('status').textContent).toMatch(warning));
  });

  test('the limits’ refusals in Turkish', async () => {
    localStorage.setItem('sofra-guest-language', 'tr');
    await open(
      `/qr/${CODE}`,
      server(
        atTable({ order: true, limits: { lineQuantity: 5, items: 9, verifiedPhoneAbove: 30_000 } }),
        { 'guest/order': () => answer(403, { code: 'order_needs_verified_phone', desc: '' }) },
        [],
      ),
    );
    click(screen.getAllByRole('tab')[1]!);
    click(await screen.findByRole('button', { name: 'Baklava ekle' }));
    const basket = screen.getByRole('region', { name: 'Sepetiniz' });
    await waitFor(() => expect(within(basket).getByRole('button', { name: 'Siparişi gönder' })).toBeEnabled());
    click(within(basket).getByRole('button', { name: 'Siparişi gönder' }));
    await waitFor(() =>
      expect(within(basket).getByRole('status').textContent).toBe(
        '₺300,00 üzerindeki siparişleri yalnızca doğrulanmış telefon numarasıyla giriş yapmış misafirler gönderebilir. Lütfen daha düşük tutarda sipariş verin ya da siparişinizi bir görevliye iletin.',
      ),
    );
  });

  test('an order sent before is shown again after a reload, read with the token kept for this visit', async () => {
    keepOrder();
    const sent: { path: string; body: unknown }[] = [];
    await open(
      `/qr/${CODE}`,
      server(
        atTable({ order: true }),
        { 'guest/orderStatus': () => answer(200, order('rejected', { reason: 'Out of baklava' })) },
        sent,
      ),
    );
    await screen.findByText('Not accepted: Out of baklava');
    expect(sent).toEqual([{ path: 'guest/orderStatus', body: { id: 'order-1', token: 'secret-token' } }]);
    click(screen.getByRole('button', { name: 'Hide this order' }));
    expect(keptOrders()).toBeNull();
  });
});

/** An EventSource double for the guest page: every one made, its listeners by event name. */
const sources: FakeSource[] = [];
class FakeSource {
  static CLOSED = 2;
  readyState = 1;
  listeners = new Map<string, () => void>();
  onerror: (() => void) | null = null;
  constructor(readonly url: string) {
    sources.push(this);
  }
  addEventListener(type: string, listener: () => void) {
    this.listeners.set(type, listener);
  }
  close() {
    this.readyState = 2;
  }
}

test('with a stream: the order ticket opens it, and its order.answered event reads the order again', async () => {
  sources.length = 0;
  vi.stubGlobal('EventSource', FakeSource);
  keepOrder();
  const sent: { path: string; body: unknown }[] = [];
  let status = order('waiting');
  await open(
    `/qr/${CODE}`,
    server(
      atTable({ order: true }),
      {
        'guest/orderStatus': () => answer(200, status),
        'guest/orderTicket': () => answer(200, { ticket: 't.k/1', expiresAt: '2026-11-24T12:16:00.000Z' }),
      },
      sent,
    ),
  );
  await screen.findByText('Sent.');
  await waitFor(() => expect(sources).toHaveLength(1));
  expect(sources[0]!.url).toBe('/api/stream?ticket=t.k%2F1');
  status = order('rejected', { reason: 'Closing' });
  sources[0]!.listeners.get('order.answered')!();
  await screen.findByText('Not accepted: Closing');
  expect(sources[0]!.readyState).toBe(2);
});

test('a dropped order stream is closed and opened again with a new ticket one poll later; a replaced one is not', async () => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  sources.length = 0;
  vi.stubGlobal('EventSource', FakeSource);
  keepOrder();
  let tickets = 0;
  const sent: { path: string; body: unknown }[] = [];
  await open(
    `/qr/${CODE}`,
    server(
      atTable({ order: true }),
      {
        'guest/orderStatus': () => answer(200, order('waiting')),
        'guest/orderTicket': () => answer(200, { ticket: `t${++tickets}`, expiresAt: '2026-11-24T12:16:00.000Z' }),
      },
      sent,
    ),
  );
  await screen.findByText('Sent.');
  await waitFor(() => expect(sources).toHaveLength(1));

  // EventSource would reconnect with its spent ticket: the page closes it and asks for a new one after 10 s.
  sources[0]!.onerror!();
  expect(sources[0]!.readyState).toBe(2);
  await vi.advanceTimersByTimeAsync(9_000);
  expect(sources).toHaveLength(1);
  await vi.advanceTimersByTimeAsync(1_100);
  await waitFor(() => expect(sources).toHaveLength(2));
  expect(sources[1]!.url).toBe('/api/stream?ticket=t2');

  // Replaced by a newer stream from this address: closed, and the page only polls from now on.
  sources[1]!.listeners.get('replaced')!();
  expect(sources[1]!.readyState).toBe(2);
  const polls = sent.filter((c) => c.path === 'guest/orderStatus').length;
  await vi.advanceTimersByTimeAsync(30_000);
  expect(sources).toHaveLength(2);
  expect(sent.filter((c) => c.path === 'guest/orderStatus').length).toBeGreaterThan(polls);
});

describe('the page the server rendered', () => {
  const service: GuestMenu['service'] = {
    callWaiter: true,
    requestCheck: true,
    order: true,
    booking: false,
    status: 'open',
    limits: LIMITS,
  };
  const data: GuestPageData = {
    answer: { menu: menu('tr'), table: null, logo: '/api/file/logo', service },
    language: 'tr',
  };

  /** Hydrates the server's HTML of a page; answers what React and the console said of it. */
  const hydrated = async (path: string, page: GuestPageData) => {
    const container = document.body.appendChild(document.createElement('div'));
    container.innerHTML = renderToString(<GuestApp path={path} initial={page} />);
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const recoverable = vi.fn();
    const root = await act(async () =>
      hydrateRoot(container, <GuestApp path={path} initial={page} />, { onRecoverableError: recoverable }),
    );
    const said = [...recoverable.mock.calls, ...errors.mock.calls];
    errors.mockRestore();
    return { said, done: () => (act(() => root.unmount()), container.remove()) };
  };

  test('holds every group’s products before hydration; hydrated as it is, with no read and no mismatch', async () => {
    cleanup();
    // Without JavaScript every group is in the page, the search still off.
    const server = document.createElement('div');
    server.innerHTML = renderToString(<GuestApp path="/menu/store-1" initial={data} />);
    expect([...server.querySelectorAll('h3')].map((h) => h.textContent)).toEqual(['Mercimek çorbası', 'Baklava']);
    expect(server.querySelector('[role="tabpanel"][hidden]')).toBeNull();
    expect(server.querySelector('input[type="search"]')).toBeDisabled();

    const fetcher = vi.fn();
    vi.stubGlobal('fetch', fetcher);
    const { said, done } = await hydrated('/menu/store-1', data);
    expect(said).toEqual([]);
    // No read of the menu: the campaign offers (asked once hydrated, from their own chunk) are the only call.
    await waitFor(() => expect(fetcher.mock.calls.map(([url]) => url)).toEqual(['/api/guest/offers']));
    // Hydrated: the groups are tabs again, the search on.
    expect(screen.getByRole('searchbox')).toBeEnabled();
    expect(screen.getAllByRole('article')).toHaveLength(1);
    click(screen.getByRole('tab', { name: 'Tatlılar' }));
    expect(screen.getByRole('article', { name: 'Baklava' })).toBeTruthy();
    expect(screen.queryByRole('article', { name: 'Mercimek çorbası' })).toBeNull();
    done();
  });

  test('at a table: hydrated as it is, its waiter, bill and Add buttons on once hydrated', async () => {
    cleanup();
    const fetcher = vi.fn();
    vi.stubGlobal('fetch', fetcher);
    const html = renderToString(
      <GuestApp
        path={`/qr/${CODE}`}
        initial={{ ...data, answer: { ...data.answer!, table: { name: 'Salon 1', groupName: '' } } }}
      />,
    );
    expect(html).toMatch(/<button type="button" class="button" disabled="">Garson çağır<\/button>/);
    const { said, done } = await hydrated(`/qr/${CODE}`, {
      ...data,
      answer: { ...data.answer!, table: { name: 'Salon 1', groupName: '' } },
    });
    expect(said).toEqual([]);
    // No read of the menu: the campaign offers and the table's bill (each asked once hydrated, from its own chunk) are
    // the only calls.
    await waitFor(() =>
      expect(fetcher.mock.calls.map(([url]) => url).sort()).toEqual(['/api/guest/bill', '/api/guest/offers']),
    );
    expect(screen.getByRole('button', { name: 'Garson çağır' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Mercimek çorbası ekle' })).toBeEnabled();
    done();
  });

  test('a read the server could not make: "could not load", and Try again reads it in the browser', async () => {
    cleanup();
    const fetcher = vi.fn((url: string) =>
      answer(200, { menu: menu(url.includes('language=en') ? 'en' : 'tr'), table: null, logo: null }),
    );
    vi.stubGlobal('fetch', fetcher);
    const { said, done } = await hydrated('/menu/store-1', { answer: null, language: 'en', failed: true });
    expect(said).toEqual([]);
    expect(screen.getByRole('status').textContent).toBe('The menu could not be loaded.');
    click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('article', { name: 'Lentil soup' })).toBeTruthy();
    expect(fetcher).toHaveBeenCalledWith('/api/guest/menu/store-1?language=en', expect.anything());
    done();
  });

  test('a language chosen is read at once and kept in a cookie the server reads', async () => {
    cleanup();
    const fetcher = vi.fn((url: string) =>
      answer(200, { menu: menu(url.includes('language=en') ? 'en' : 'tr'), table: null, logo: null }),
    );
    vi.stubGlobal('fetch', fetcher);
    render(<GuestApp path="/menu/store-1" initial={data} />);
    fireEvent.change(screen.getByRole('combobox', { name: 'Dil' }), { target: { value: 'en' } });
    expect(await screen.findByRole('article', { name: 'Lentil soup' })).toBeTruthy();
    expect(fetcher).toHaveBeenCalledWith('/api/guest/menu/store-1?language=en', expect.anything());
    expect(document.cookie).toContain('sofra-guest-language=en');
    expect(screen.getByRole('combobox', { name: 'Language' })).toHaveValue('en');
    expect(document.documentElement.lang).toBe('en');
  });
});

describe('the basket is the order; every order followed; a pause reaches the page', () => {
  /** Su at 40.00 on the menu, 36.00 by a running campaign; Baklava 200.00; a 10 % service fee. */
  const campaignQuote = (body: unknown) => {
    const lines = (body as QuoteIn).lines.map((l) =>
      l.productId === 'p2'
        ? {
            ...l,
            name: 'Baklava',
            options: [],
            unitPrice: 20_000,
            gross: 20_000 * l.quantity,
            price: 18_000 * l.quantity,
            campaignName: 'Tatlı saati',
          }
        : {
            ...l,
            name: 'Lentil soup',
            options: ['Tam'],
            unitPrice: 14_550,
            gross: 14_550 * l.quantity,
            price: 14_550 * l.quantity,
            campaignName: null,
          },
    );
    const subtotal = lines.reduce((a, l) => a + l.price, 0);
    const fee = Math.round(subtotal / 10);
    return answer(200, {
      lines,
      subtotal,
      discounts: 0,
      serviceFee: fee,
      serviceFeePercent: 10,
      total: subtotal + fee,
      currency: 'TRY',
    });
  };

  test('the basket shows the server’s quote: campaign prices, the service fee and the total, in ₺', async () => {
    const sent: { path: string; body: unknown }[] = [];
    await open(`/qr/${CODE}`, server(atTable({ order: true }), { 'guest/quote': campaignQuote }, sent));
    click(screen.getAllByRole('tab')[1]!);
    const add = await screen.findByRole('button', { name: 'Add Baklava' });
    click(add);
    click(add);
    const basket = screen.getByRole('region', { name: 'Your basket' });
    await within(basket).findByText('₺360.00');
    expect(within(basket).getByLabelText('Menu price ₺400.00')).toBeTruthy();
    expect(within(basket).getByText('Tatlı saati')).toBeTruthy();
    expect(within(basket).getByText('Service fee (10%)').nextSibling!.textContent).toBe('₺36.00');
    expect(within(basket).getByText('Total').nextSibling!.textContent).toBe('₺396.00');
    expect(screen.getByRole('link', { name: 'Basket: 2 items · ₺396.00' })).toBeTruthy();
    // One quote for the two taps, of the basket as it is.
    expect(sent.filter((c) => c.path === 'guest/quote')).toEqual([
      { path: 'guest/quote', body: { code: CODE, lines: [{ productId: 'p2', quantity: 2, options: [] }] } },
    ]);
  });

  test('in Turkish the amounts are written ₺40,00', async () => {
    localStorage.setItem('sofra-guest-language', 'tr');
    await open(`/qr/${CODE}`, server(atTable({ order: true }), { 'guest/quote': campaignQuote }, []));
    click(screen.getAllByRole('tab')[1]!);
    click(await screen.findByRole('button', { name: 'Baklava ekle' }));
    const basket = screen.getByRole('region', { name: 'Sepetiniz' });
    await within(basket).findByText('₺180,00');
    expect(within(basket).getByText('Servis ücreti (%10)').nextSibling!.textContent).toBe('₺18,00');
    expect(within(basket).getByText('Toplam').nextSibling!.textContent).toBe('₺198,00');
  });

  test('a refused quote says why and the basket is not sent', async () => {
    await open(
      `/qr/${CODE}`,
      server(atTable({ order: true }), { 'guest/quote': () => answer(409, { code: 'ordering_closed', desc: '' }) }, []),
    );
    click(screen.getAllByRole('tab')[1]!);
    click(await screen.findByRole('button', { name: 'Add Baklava' }));
    const basket = screen.getByRole('region', { name: 'Your basket' });
    await waitFor(() =>
      expect(within(basket).getByRole('status').textContent).toBe('The venue is not taking orders right now.'),
    );
    expect(within(basket).getByRole('button', { name: 'Send order' })).toBeDisabled();
  });

  test('two orders of the visit are both listed with their states; the first one’s rejection stays in sight', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let placed = 0;
    const states: Record<string, ReturnType<typeof order>> = {};
    await open(
      `/qr/${CODE}`,
      server(
        atTable({ order: true }),
        {
          'guest/order': () => {
            placed += 1;
            const id = `order-${placed}`;
            const createdAt = `2026-11-24T12:1${placed}:00.000Z`;
            states[id] = order('waiting', { id, number: 6 + placed, createdAt });
            return answer(200, { order: states[id], token: `token-${placed}` });
          },
          'guest/orderStatus': (body) => answer(200, states[(body as { id: string }).id]),
        },
        [],
      ),
    );
    click(screen.getAllByRole('tab')[1]!);
    const add = await screen.findByRole('button', { name: 'Add Baklava' });
    const sendOne = async () => {
      click(add);
      const send = screen.getByRole('button', { name: 'Send order' });
      await waitFor(() => expect(send).toBeEnabled());
      click(send);
    };
    await sendOne();
    await screen.findByRole('heading', { name: 'Your order (no. 7)' });
    await sendOne();
    await screen.findByRole('heading', { name: 'Your order (no. 8)' });
    expect(screen.getByRole('heading', { name: 'Your order (no. 7)' })).toBeTruthy();
    states['order-1'] = order('rejected', {
      id: 'order-1',
      number: 7,
      reason: 'Out of baklava',
      createdAt: states['order-1']!.createdAt,
    });
    states['order-2'] = order('accepted', { id: 'order-2', number: 8, createdAt: states['order-2']!.createdAt });
    await vi.advanceTimersByTimeAsync(10_000);
    const first = screen.getByRole('region', { name: 'Your order (no. 7)' });
    const second = screen.getByRole('region', { name: 'Your order (no. 8)' });
    await within(first).findByText('Not accepted: Out of baklava');
    await within(second).findByText(/^Sent: a waiter is on the way\./);
    // Newest first; both kept on the device for this visit.
    expect(screen.getAllByRole('heading', { name: /^Your order/ }).map((h) => h.textContent)).toEqual([
      'Your order (no. 8)',
      'Your order (no. 7)',
    ]);
    expect((keptOrders() as { id: string }[]).map((k) => k.id)).toEqual(['order-1', 'order-2']);
  });

  test('a waiter call reads "on the way" once staff acknowledged it, through the table’s stream', async () => {
    sources.length = 0;
    vi.stubGlobal('EventSource', FakeSource);
    await open(
      `/qr/${CODE}`,
      server(
        atTable({ callWaiter: true }),
        {
          'guest/tableTicket': () => answer(200, { ticket: 'table-ticket', expiresAt: '2026-11-24T12:16:00.000Z' }),
          'folio/callWaiter': () => answer(200, { id: 's1', at: '2026-11-24T12:00:00.000Z' }),
        },
        [],
      ),
    );
    await waitFor(() => expect(sources).toHaveLength(1));
    click(await screen.findByRole('button', { name: 'Call waiter' }));
    await screen.findByText('Sent.');
    const answered = (id: string) =>
      act(() =>
        (sources[0]!.listeners.get('signal.answered') as unknown as (e: { data: string }) => void)({
          data: JSON.stringify({ type: 'signal.answered', storeId: 'store-1', signal: { id } }),
        }),
      );
    // Another call's answer changes nothing.
    answered('s0');
    expect(screen.getByText('Sent.')).toBeTruthy();
    answered('s1');
    expect(await screen.findByText('Sent: a waiter is on the way.')).toBeTruthy();
  });

  test('a pause on the table’s stream hides ordering on the open page; open shows it again', async () => {
    sources.length = 0;
    vi.stubGlobal('EventSource', FakeSource);
    const sent: { path: string; body: unknown }[] = [];
    await open(
      `/qr/${CODE}`,
      server(
        atTable({ order: true }),
        { 'guest/tableTicket': () => answer(200, { ticket: 'table-ticket', expiresAt: '2026-11-24T12:16:00.000Z' }) },
        sent,
      ),
    );
    click(screen.getAllByRole('tab')[1]!);
    click(await screen.findByRole('button', { name: 'Add Baklava' }));
    await waitFor(() => expect(sources).toHaveLength(1));
    expect(sent).toEqual([{ path: 'guest/tableTicket', body: { code: CODE } }]);
    expect(sources[0]!.url).toBe('/api/stream?ticket=table-ticket');
    const status = (value: string) =>
      act(() =>
        (sources[0]!.listeners.get('store.status') as unknown as (e: { data: string }) => void)({
          data: JSON.stringify({ type: 'store.status', storeId: 'store-1', status: value }),
        }),
      );
    status('rush-hour');
    expect(screen.queryByRole('button', { name: 'Add Baklava' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Your basket' })).toBeNull();
    expect(screen.getByText('The venue is not taking orders right now.')).toBeTruthy();
    status('open');
    expect(await screen.findByRole('button', { name: 'Add Baklava' })).toBeTruthy();
  });
});
