import { QueryClientProvider } from '@tanstack/react-query';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Folio } from '@sofra/contracts/folios/folios.schemas';
import { exampleFolio } from '../../../components/folio-view/folio-fixture.test-data';
import { live } from '../../../lib/live';
import { queryClient } from '../../../lib/query-client';
import { setActiveStoreId } from '../../../lib/session';
import { FakeEventSource } from '../../../test/fake-event-source';
import { fakeApi, renderWithProviders } from '../../../test/render';
import { InRouter } from '../../../test/render-at';
import { urls } from '../../../lib/urls';
import { Component as OrderService } from './order-service-route';

const STORE = 's1';
const MIN = 60_000;

const order = (id: string, number: number, over: Partial<Folio> = {}): Folio => {
  const { history: _history, ...base } = exampleFolio;
  return {
    ...base,
    id,
    number,
    storeId: STORE,
    source: 'guest-app',
    serviceType: 'table',
    status: 'waiting',
    orderState: 'waiting',
    closedAt: null,
    closedBy: null,
    payments: [],
    note: '',
    openedAt: new Date(Date.now() - 12 * MIN).toISOString(),
    lines: base.lines.slice(0, 2),
    totals: { ...base.totals, total: 54_000 },
    ...over,
  };
};

let orders: Folio[];
let settings: { storeId: string; autoAccept: boolean; prepMinutes: number; newBillPerOrder: boolean; status: string };
let calls: { path: string; body: Record<string, unknown> }[];
const record = (path: string, answer: (body: Record<string, unknown>) => unknown) => (body: unknown) => {
  calls.push({ path, body: body as Record<string, unknown> });
  return { body: answer(body as Record<string, unknown>) };
};

/** A beep is two tones; counted by a WebAudio double. */
const tones = { count: 0 };
class FakeAudioContext {
  state = 'running';
  currentTime = 0;
  destination = {};
  resume = () => Promise.resolve();
  createOscillator() {
    return {
      frequency: { value: 0 },
      connect: (n: unknown) => n,
      start: () => void (tones.count += 1),
      stop: () => undefined,
    };
  }
  createGain() {
    return { gain: { setValueAtTime: vi.fn(), exponentialRampToValueAtTime: vi.fn() }, connect: (n: unknown) => n };
  }
}

beforeEach(() => {
  localStorage.clear();
  queryClient.clear();
  FakeEventSource.reset();
  tones.count = 0;
  calls = [];
  setActiveStoreId(STORE);
  orders = [
    order('o1', 31, { tableName: 'Masa 4', tableGroup: 'Bahçe', note: 'No ice please' }),
    order('o0', 30, {
      status: 'open',
      orderState: 'accepted',
      prepMinutes: 20,
      answeredAt: '2026-11-24T17:10:00.000Z',
      readyAt: '2026-11-24T17:30:00.000Z',
      tableName: null,
      tableGroup: null,
      serviceType: 'take-away',
    }),
  ];
  settings = { storeId: STORE, autoAccept: false, prepMinutes: 20, newBillPerOrder: false, status: 'open' };
  vi.stubGlobal('EventSource', FakeEventSource);
  vi.stubGlobal('AudioContext', FakeAudioContext);
  vi.stubGlobal(
    'fetch',
    fakeApi({
      'user/streamTicket': () => ({ body: { ticket: 'tk', expiresAt: '' } }),
      'store/storeInfo': () => ({ body: { id: STORE, name: 'Demo Cafe', storeCurrency: '₺', status: 'open' } }),
      'order/get': record('order/get', () => orders),
      'order/getSettings': record('order/getSettings', () => settings),
      'order/accept': record('order/accept', (b) => {
        orders = orders.map((o) =>
          o.id === b.id ? { ...o, status: 'open', orderState: 'accepted', prepMinutes: b.prepMinutes as number } : o,
        );
        return orders.find((o) => o.id === b.id);
      }),
      'order/reject': record('order/reject', (b) => {
        orders = orders.map((o) =>
          o.id === b.id ? { ...o, status: 'cancelled', orderState: 'rejected', cancelReason: b.reason as string } : o,
        );
        return orders.find((o) => o.id === b.id);
      }),
      'order/setStoreStatus': record('order/setStoreStatus', (b) => {
        settings = { ...settings, status: b.status as string };
        return settings;
      }),
      'order/saveSettings': record('order/saveSettings', (b) => {
        settings = {
          ...settings,
          autoAccept: b.autoAccept as boolean,
          prepMinutes: b.prepMinutes as number,
          newBillPerOrder: b.newBillPerOrder as boolean,
        };
        return settings;
      }),
    }),
  );
});
afterEach(() => {
  live.stop();
  vi.unstubAllGlobals();
  setActiveStoreId(null);
  queryClient.clear();
});

const renderPage = async () => {
  renderWithProviders(
    <QueryClientProvider client={queryClient}>
      <InRouter at={urls.main.orderService}>
        <OrderService />
      </InRouter>
    </QueryClientProvider>,
  );
  await screen.findByRole('heading', { level: 1, name: 'Order service' });
  return screen.findByRole('region', { name: 'Waiting for an answer' });
};
const sent = (path: string) => calls.filter((c) => c.path === path).map((c) => c.body);

describe('the order service', { timeout: 60_000 }, () => {
  it('lists the waiting orders with their lines, note, table and wait, and the answered ones below', async () => {
    const waiting = await renderPage();
    const card = within(waiting).getByRole('article', { name: 'Order 31 · Bahçe / Masa 4' });
    expect(within(card).getByText('Waiting 12 min')).toBeInTheDocument();
    expect(within(card).getByText('2 × Köfte (Az pişmiş)')).toBeInTheDocument();
    expect(within(card).getByText('1 × Cola')).toBeInTheDocument();
    expect(within(card).getByText('Note: No ice please')).toBeInTheDocument();
    expect(within(card).getByText('₺540.00')).toBeInTheDocument();
    const answered = screen.getByRole('region', { name: 'Answered today' });
    const done = within(answered).getByRole('article', { name: 'Order 30 · Take-away' });
    expect(within(done).getByText('Accepted · ready 20:30 (20 min)')).toBeInTheDocument();
    expect(within(done).queryByRole('button', { name: 'Accept' })).toBeNull();
  });

  it("shows the lines' products and options in the portal's language, read from the store's menu", async () => {
    const api = fetch;
    vi.stubGlobal(
      'fetch',
      vi.fn((url: string, init?: RequestInit) =>
        url.endsWith('/menu/getProducts')
          ? Promise.resolve(Response.json([{ id: 'p-l1', names: { tr: 'Köfte', en: 'Meatballs' } }]))
          : url.endsWith('/menu/getModifiers')
            ? Promise.resolve(
                Response.json([{ id: 'm1', options: [{ id: 'o1', names: { tr: 'Az pişmiş', en: 'Rare' } }] }]),
              )
            : api(url, init),
      ),
    );
    const waiting = await renderPage();
    const card = within(waiting).getByRole('article', { name: 'Order 31 · Bahçe / Masa 4' });
    expect(await within(card).findByText('2 × Meatballs (Rare)')).toBeInTheDocument();
    // Not on the menu (any more): the name it was ordered with.
    expect(within(card).getByText('1 × Cola')).toBeInTheDocument();
  });

  it('accepts with a quick pick of 20 minutes, or a typed time', async () => {
    const user = userEvent.setup({ delay: null });
    orders.push(order('o2', 32, { tableName: 'Masa 1', tableGroup: 'Salon' }));
    const waiting = await renderPage();
    const card = within(waiting).getByRole('article', { name: 'Order 31 · Bahçe / Masa 4' });
    await user.click(within(card).getByRole('button', { name: 'Accept' }));
    const dialog = await screen.findByRole('dialog', { name: 'Accept order 31' });
    await user.click(within(dialog).getByRole('radio', { name: '10 min' }));
    await user.click(within(dialog).getByRole('radio', { name: '20 min' }));
    await user.click(within(dialog).getByRole('button', { name: 'Accept order' }));
    await waitFor(() => expect(sent('order/accept')).toEqual([{ storeId: STORE, id: 'o1', prepMinutes: 20 }]));
    await waitFor(() =>
      expect(
        within(screen.getByRole('region', { name: 'Answered today' })).getByRole('article', {
          name: 'Order 31 · Bahçe / Masa 4',
        }),
      ).toBeInTheDocument(),
    );

    const other = within(screen.getByRole('region', { name: 'Waiting for an answer' })).getByRole('article', {
      name: 'Order 32 · Salon / Masa 1',
    });
    await user.click(within(other).getByRole('button', { name: 'Accept' }));
    const second = await screen.findByRole('dialog', { name: 'Accept order 32' });
    const typed = within(second).getByRole('textbox', { name: 'Preparation time (minutes)' });
    await user.clear(typed);
    await user.click(within(second).getByRole('button', { name: 'Accept order' }));
    // A time is needed: said under the field, nothing sent.
    expect(await within(second).findByText('This field is required')).toBeInTheDocument();
    expect(sent('order/accept')).toHaveLength(1);
    // Over the maximum: refused under the field with the maximum, not changed to it.
    expect(within(second).getByText('1 to 240 minutes.')).toBeInTheDocument();
    await user.type(typed, '300');
    await user.click(within(second).getByRole('button', { name: 'Accept order' }));
    expect(await within(second).findByText('Enter 240 or less')).toBeInTheDocument();
    expect(typed).toHaveValue('300 min');
    expect(sent('order/accept')).toHaveLength(1);
    await user.clear(typed);
    await user.type(typed, '25');
    await user.click(within(second).getByRole('button', { name: 'Accept order' }));
    await waitFor(() => expect(sent('order/accept')[1]).toEqual({ storeId: STORE, id: 'o2', prepMinutes: 25 }));
  });

  it('rejects only with a reason', async () => {
    const user = userEvent.setup({ delay: null });
    const waiting = await renderPage();
    await user.click(within(waiting).getByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject order 31' });
    await user.click(within(dialog).getByRole('button', { name: 'Reject order' }));
    expect(await within(dialog).findByText('This field is required')).toBeInTheDocument();
    expect(sent('order/reject')).toEqual([]);
    await user.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'Out of köfte');
    await user.click(within(dialog).getByRole('button', { name: 'Reject order' }));
    await waitFor(() => expect(sent('order/reject')).toEqual([{ storeId: STORE, id: 'o1', reason: 'Out of köfte' }]));
    const answered = screen.getByRole('region', { name: 'Answered today' });
    expect(await within(answered).findByText('Reason: Out of köfte')).toBeInTheDocument();
  });

  it('shows a new order live, with a beep, when the stream says one was placed', async () => {
    await renderPage();
    live.start(STORE);
    await waitFor(() => expect(FakeEventSource.sources).toHaveLength(1));
    act(() => FakeEventSource.last().open());
    orders = [order('o5', 35, { tableName: 'Masa 9', tableGroup: 'Salon' }), ...orders];
    act(() =>
      FakeEventSource.last().emit(
        {
          type: 'order.placed',
          storeId: STORE,
          folio: {
            folioId: 'o5',
            number: 35,
            tableId: 't9',
            tableName: 'Masa 9',
            status: 'waiting',
            version: 1,
            total: 1,
          },
        },
        '9',
      ),
    );
    const waiting = screen.getByRole('region', { name: 'Waiting for an answer' });
    expect(await within(waiting).findByRole('article', { name: 'Order 35 · Salon / Masa 9' })).toBeInTheDocument();
    expect(tones.count).toBe(2);
  });

  it('pauses new orders with one switch, and saves auto-accept with its preparation time', async () => {
    const user = userEvent.setup({ delay: null });
    await renderPage();
    const panel = screen.getByRole('region', { name: 'Order settings' });
    await user.click(within(panel).getByRole('switch', { name: /Pause new orders/ }));
    await waitFor(() => expect(sent('order/setStoreStatus')).toEqual([{ storeId: STORE, status: 'rush-hour' }]));
    expect(await within(panel).findByText('Paused (rush hour)')).toBeInTheDocument();
    expect(within(panel).getByRole('switch', { name: /Pause new orders/ })).toBeChecked();
    await user.click(within(panel).getByRole('switch', { name: /Pause new orders/ }));
    await waitFor(() => expect(sent('order/setStoreStatus')[1]).toEqual({ storeId: STORE, status: 'open' }));

    await user.click(within(panel).getByRole('switch', { name: /Accept new orders automatically/ }));
    const minutes = within(panel).getByRole('textbox', { name: 'Preparation time (minutes)' });
    await user.clear(minutes);
    await user.type(minutes, '15');
    await user.click(within(panel).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(sent('order/saveSettings')).toEqual([
        { storeId: STORE, autoAccept: true, prepMinutes: 15, newBillPerOrder: false },
      ]),
    );
    // A table's orders join its open bill unless the store makes a new bill per order.
    await user.click(within(panel).getByRole('switch', { name: /A new bill per order/ }));
    await user.click(within(panel).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(sent('order/saveSettings')[1]).toEqual({
        storeId: STORE,
        autoAccept: true,
        prepMinutes: 15,
        newBillPerOrder: true,
      }),
    );
  });

  it('says so when no order waits', async () => {
    orders = [];
    const waiting = await renderPage();
    expect(within(waiting).getByText(/No order is waiting/)).toBeInTheDocument();
    expect(screen.getByText('No order has been answered today.')).toBeInTheDocument();
  });
});
