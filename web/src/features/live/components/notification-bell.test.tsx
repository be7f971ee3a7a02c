import { QueryClientProvider } from '@tanstack/react-query';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Notification } from '@sofra/contracts/live/live.schemas';
import { setLanguage } from '../../../lib/i18n';
import { live } from '../../../lib/live';
import { queryClient } from '../../../lib/query-client';
import { FakeEventSource } from '../../../test/fake-event-source';
import { fakeApi, renderWithProviders } from '../../../test/render';
import { NotificationBell } from './notification-bell';

const STORE = 's1';
const note = (id: string, over: Partial<Notification> = {}): Notification => ({
  id,
  storeId: STORE,
  storeName: 'Demo Cafe',
  kind: 'waiter-call',
  params: { tableName: 'Masa 4' },
  folioId: null,
  createdAt: '2026-11-24T18:05:00.000Z',
  read: false,
  ...over,
});

let counts: { user: number; store: number };
let calls: { path: string; body: Record<string, unknown> }[];
const record = (path: string, answer: (body: Record<string, unknown>) => unknown) => (body: unknown) => {
  calls.push({ path, body: body as Record<string, unknown> });
  return { body: answer(body as Record<string, unknown>) };
};

beforeEach(() => {
  queryClient.clear();
  FakeEventSource.reset();
  calls = [];
  counts = { user: 1, store: 2 };
  vi.stubGlobal('EventSource', FakeEventSource);
  vi.stubGlobal(
    'fetch',
    fakeApi({
      'user/streamTicket': () => ({ body: { ticket: 'tk', expiresAt: '' } }),
      'notification/getUnreadCounts': record('notification/getUnreadCounts', () => counts),
      'notification/getStaff': record('notification/getStaff', (body) =>
        body.cursor === 'p2'
          ? {
              items: [note('n3', { kind: 'check-request', params: { tableName: 'Bahçe 1' }, read: true })],
              nextCursor: null,
            }
          : {
              items: [note('n1'), note('n2', { kind: 'order-placed', params: { number: 12, tableName: 'Masa 5' } })],
              nextCursor: 'p2',
            },
      ),
      'notification/get': record('notification/get', () => ({
        items: [
          // An answer to the user's own order: about a store, yet in their own list.
          note('u1', {
            kind: 'order-answered',
            params: { number: 7, state: 'accepted', prepMinutes: 20 },
          }),
        ],
        nextCursor: null,
      })),
      'notification/markRead': record('notification/markRead', () => {
        counts = { user: 0, store: 0 };
        return { message: 'ok' };
      }),
      'notification/deleteStaff': record('notification/deleteStaff', () => ({ message: 'ok' })),
      'notification/delete': record('notification/delete', () => ({ message: 'ok' })),
    }),
  );
});
afterEach(async () => {
  live.stop();
  vi.unstubAllGlobals();
  queryClient.clear();
  await setLanguage('en');
});

const renderBell = () =>
  renderWithProviders(
    <QueryClientProvider client={queryClient}>
      <NotificationBell storeId={STORE} />
    </QueryClientProvider>,
  );

describe('the bell', () => {
  it('shows the unread count of the user and the store, raised live by the stream', async () => {
    renderBell();
    expect(await screen.findByRole('button', { name: 'Notifications, 3 unread' })).toBeInTheDocument();
    expect(calls.find((c) => c.path === 'notification/getUnreadCounts')?.body).toEqual({ storeId: STORE });
    live.start(STORE);
    await waitFor(() => expect(FakeEventSource.sources).toHaveLength(1));
    counts = { user: 1, store: 3 };
    act(() => FakeEventSource.last().emit({ type: 'notification', storeId: STORE, notification: note('n9') }, '7'));
    expect(await screen.findByRole('button', { name: 'Notifications, 4 unread' })).toBeInTheDocument();
  });

  it("opens on the store's and the user's notifications in words, marks them read, loads more and deletes", async () => {
    const user = userEvent.setup({ delay: null });
    renderBell();
    await user.click(await screen.findByRole('button', { name: 'Notifications, 3 unread' }));
    const dialog = await screen.findByRole('dialog', { name: /^Notifications/ });
    const store = within(dialog).getByRole('region', { name: 'This store' });
    expect(await within(store).findByText('Masa 4 called a waiter')).toBeInTheDocument();
    expect(within(store).getByText('New order 12 from Masa 5')).toBeInTheDocument();
    // The store's name and the time on the store's clock.
    expect(within(store).getAllByText('Demo Cafe · 24/11/2026 21:05')).toHaveLength(2);
    const mine = within(dialog).getByRole('region', { name: 'Yours' });
    expect(await within(mine).findByText('Order 7 was accepted (20 min)')).toBeInTheDocument();

    await waitFor(() =>
      expect(calls.filter((c) => c.path === 'notification/markRead').map((c) => c.body)).toEqual([
        { storeId: STORE },
        {},
      ]),
    );
    expect(screen.getByRole('button', { name: 'Notifications' })).toBeInTheDocument();

    await user.click(within(store).getByRole('button', { name: 'Load more' }));
    expect(await within(store).findByText('Bahçe 1 asked for the bill')).toBeInTheDocument();
    expect(calls.filter((c) => c.path === 'notification/getStaff').at(-1)?.body).toEqual({
      storeId: STORE,
      cursor: 'p2',
    });
    expect(within(store).queryByRole('button', { name: 'Load more' })).toBeNull();

    await user.click(within(store).getByRole('button', { name: 'Delete: Masa 4 called a waiter' }));
    await waitFor(() => expect(within(store).queryByText('Masa 4 called a waiter')).toBeNull());
    expect(calls.find((c) => c.path === 'notification/deleteStaff')?.body).toEqual({ storeId: STORE, ids: ['n1'] });
    await user.click(within(mine).getByRole('button', { name: 'Delete: Order 7 was accepted (20 min)' }));
    await waitFor(() => expect(within(mine).queryByText('Order 7 was accepted (20 min)')).toBeNull());
    expect(calls.find((c) => c.path === 'notification/delete')?.body).toEqual({ ids: ['u1'] });
  });

  it('writes the sentences in Turkish too', async () => {
    await setLanguage('tr');
    const user = userEvent.setup({ delay: null });
    renderBell();
    await user.click(await screen.findByRole('button', { name: 'Bildirimler, 3 okunmamış' }));
    expect(await screen.findByText('Masa 4 garson çağırdı')).toBeInTheDocument();
    expect(screen.getByText('7 numaralı sipariş kabul edildi (20 dk)')).toBeInTheDocument();
  });
});
