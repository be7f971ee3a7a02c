import { ModalsProvider } from '@mantine/modals';
import { QueryClientProvider } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { User } from '@sofra/contracts/auth/auth.schemas';
import type { ReservationPoint } from '@sofra/contracts/reservations/reservations.schemas';
import type { Store } from '@sofra/contracts/stores/stores.schemas';
import { storeInfoQuery } from '../../../lib/active-store';
import { queryClient } from '../../../lib/query-client';
import { setActiveStoreId, setUser } from '../../../lib/session';
import { onDesktopScreen } from '../../../test/desktop';
import { fakeApi, renderWithProviders } from '../../../test/render';
import { InRouter } from '../../../test/render-at';
import { Component as TicketPoints } from './ticket-points-route';
import { ownedStore, STORE, storeTables } from '../test-tables';

onDesktopScreen();

const point = (over: Partial<ReservationPoint>): ReservationPoint => ({
  id: 'p',
  storeId: STORE,
  name: 'P',
  kind: 'area',
  tableId: null,
  sectionId: null,
  minParty: 1,
  maxParty: 4,
  combinable: false,
  slots: [{ upTo: 4, minutes: 90 }],
  bufferMinutes: 15,
  windows: [],
  active: true,
  ...over,
});
const POINTS = [
  point({ id: 'p1', name: 'Bahçe grubu', kind: 'section', sectionId: 'sec1', minParty: 6, maxParty: 20 }),
  point({ id: 'p2', name: 'Masa 1', kind: 'table', tableId: 't1', minParty: 2, maxParty: 4, combinable: true }),
  point({ id: 'p3', name: 'Teras', kind: 'area', minParty: 2, maxParty: 10, active: false }),
];

describe('the reservation points screen', { timeout: 60_000 }, () => {
  const calls: { path: string; body: unknown }[] = [];
  let points: ReservationPoint[] = [];
  /** What the permission probe answers: staff without reservations.manage are refused by the store guard. */
  let manages = true;
  let owner = true;

  beforeEach(() => {
    calls.length = 0;
    points = [...POINTS];
    manages = true;
    owner = true;
    queryClient.clear();
    // The tour has been seen: the tests are about the list.
    localStorage.setItem('sofra.toursSeen', JSON.stringify({ u1: { definitions: true } }));
    setUser({ id: 'u1', name: 'Ayşe' } as User);
    setActiveStoreId(STORE);
    queryClient.setQueryData(storeInfoQuery(STORE).queryKey, { id: STORE, name: 'Moda Lokantası' } as Store);
    const log = (path: string, answer: (body: unknown) => { status?: number; body: unknown }) => (body: unknown) => {
      calls.push({ path, body });
      return answer(body);
    };
    vi.stubGlobal(
      'fetch',
      fakeApi({
        'user/getOwnedStores': ownedStore(() => ({ owner, manages })),
        'reservation/getPoints': log('reservation/getPoints', () => ({ body: points })),
        'store/getStoreTables': () => ({ body: storeTables(1) }),
        'store/getTableSections': () => ({
          body: [{ id: 'sec1', storeId: STORE, name: 'Bahçe', staffs: [], tables: ['t1'] }],
        }),
        'reservation/deletePoint': log('reservation/deletePoint', (body) => {
          const { id } = body as { id: string };
          if (!manages) return { status: 403, body: { code: 'store_forbidden', desc: 'needs reservations.manage' } };
          if (!points.some((p) => p.id === id))
            return { status: 404, body: { code: 'reservation_point_not_found', desc: 'no such point' } };
          points = points.filter((p) => p.id !== id);
          return { body: { message: 'ok' } };
        }),
      }),
    );
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    setActiveStoreId(null);
    localStorage.clear();
  });

  const show = () =>
    renderWithProviders(
      <QueryClientProvider client={queryClient}>
        <ModalsProvider>
          <InRouter>
            <TicketPoints />
          </InRouter>
        </ModalsProvider>
      </QueryClientProvider>,
    );
  const grid = () => screen.getByRole('table', { name: 'Reservation points' });
  const row = (name: string) => within(grid()).getByRole('row', { name: new RegExp(name) });

  it('lists the points with kind, place, party, combinable and on/off; deletes one after asking', async () => {
    const user = userEvent.setup({ delay: null });
    show();
    expect(await screen.findByRole('heading', { level: 1, name: 'Reservation points' })).toBeInTheDocument();
    await waitFor(() => expect(within(grid()).getAllByRole('row')).toHaveLength(4));
    expect(row('Masa 1')).toHaveTextContent(/Masa 1.*Table.*Salon \/ Masa 1.*2–4 guests.*Yes.*On/);
    expect(row('Bahçe grubu')).toHaveTextContent(/Table section.*Bahçe.*6–20 guests.*No.*On/);
    expect(row('Teras')).toHaveTextContent(/Named place.*2–10 guests.*Off/);
    expect(await screen.findByRole('button', { name: 'New reservation point' })).toBeInTheDocument();
    // Deleted one at a time: no selection.
    expect(within(grid()).queryByRole('checkbox')).toBeNull();

    await user.click(within(row('Teras')).getByRole('button', { name: 'Delete' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete record' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(within(grid()).getAllByRole('row')).toHaveLength(3));
    expect(calls.filter((c) => c.path === 'reservation/deletePoint')).toEqual([
      { path: 'reservation/deletePoint', body: { storeId: STORE, id: 'p3' } },
    ]);
  });

  it('opens the edit dialog with the point', async () => {
    const user = userEvent.setup({ delay: null });
    show();
    await waitFor(() => expect(within(grid()).getAllByRole('row')).toHaveLength(4));
    await user.click(within(row('Masa 1')).getByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit reservation point' });
    expect(within(dialog).getByRole('combobox', { name: /^Table/ })).toHaveValue('t1');
    expect(within(dialog).getByRole('switch', { name: /^Can be combined/ })).toBeChecked();
  });

  it('shows staff without reservations.manage the list only', async () => {
    owner = false;
    manages = false;
    show();
    await waitFor(() => expect(within(grid()).getAllByRole('row')).toHaveLength(4));
    expect(
      await screen.findByText('You can see this list; changing it needs the reservations permission.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'New reservation point' })).toBeNull();
    expect(within(grid()).queryByRole('button', { name: 'Edit' })).toBeNull();
    expect(within(grid()).queryByRole('button', { name: 'Delete' })).toBeNull();
    // The owned stores' answer said so: nothing was asked of the points' writes.
    expect(calls.filter((c) => c.path === 'reservation/deletePoint')).toEqual([]);
  });

  it('lets staff holding reservations.manage change the points', async () => {
    owner = false;
    show();
    await waitFor(() => expect(within(grid()).getAllByRole('row')).toHaveLength(4));
    expect(await screen.findByRole('button', { name: 'New reservation point' })).toBeInTheDocument();
    expect(within(row('Teras')).getByRole('button', { name: 'Edit' })).toBeInTheDocument();
    expect(points).toHaveLength(3);
  });
});
