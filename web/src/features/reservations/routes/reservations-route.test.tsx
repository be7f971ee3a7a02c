import { ModalsProvider } from '@mantine/modals';
import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { User } from '@sofra/contracts/auth/auth.schemas';
import type { Reservation, ReservationPoint } from '@sofra/contracts/reservations/reservations.schemas';
import type { Store } from '@sofra/contracts/stores/stores.schemas';
import { storeInfoQuery } from '../../../lib/active-store';
import { queryClient } from '../../../lib/query-client';
import { setActiveStoreId, setUser } from '../../../lib/session';
import { onDesktopScreen } from '../../../test/desktop';
import { fakeApi, renderWithProviders } from '../../../test/render';
import { InRouter } from '../../../test/render-at';
import { ownedStore, STORE } from '../test-tables';
import { Component as HostStand } from './reservations-route';

onDesktopScreen();

/** Friday 4 December 2026, 20:00 in Istanbul (UTC+3): the store opens 18:00 and closes 02:00 on Saturday. */
const NOW = new Date('2026-12-04T17:00:00Z');
const STORE_INFO = {
  id: STORE,
  name: 'Moda Lokantası',
  timeZone: 'Europe/Istanbul',
  dayStartHour: 5,
  storeCurrency: '₺',
  workingHours: [0, 1, 2, 3, 4, 5, 6].map((day) => ({ day, open: '18:00', close: '02:00' })),
} as unknown as Store;

const point = (id: string, name: string): ReservationPoint => ({
  id,
  storeId: STORE,
  name,
  kind: 'area',
  tableId: null,
  sectionId: null,
  minParty: 1,
  maxParty: 6,
  combinable: false,
  slots: [{ upTo: 6, minutes: 120 }],
  bufferMinutes: 15,
  windows: [],
  active: true,
});
const POINTS = [point('p1', 'Masa 1'), point('p2', 'Masa 2')];

const booking = (over: Partial<Reservation>): Reservation => ({
  id: 'r',
  storeId: STORE,
  guestUserId: null,
  guestName: 'Guest',
  guestPhone: null,
  partySize: 2,
  startsAt: '2026-12-04T17:00:00.000Z',
  endsAt: '2026-12-04T19:00:00.000Z',
  startTime: '20:00',
  endTime: '22:00',
  pointIds: ['p1'],
  pointNames: ['Masa 1'],
  channel: 'phone',
  notes: '',
  tags: [],
  status: 'confirmed',
  deposit: { amount: 0, state: 'none' },
  folioId: null,
  cancelReason: null,
  cancelledBy: null,
  guestConfirmedAt: null,
  createdBy: null,
  createdAt: '2026-12-01T10:00:00.000Z',
  version: 1,
  ...over,
});
const BOOKINGS = [
  // Friday 20:00–22:00 at Masa 1: two hours after the day's 18:00 start.
  booking({
    id: 'r1',
    guestName: 'Ayşe Yılmaz',
    guestPhone: '+905321112233',
    partySize: 4,
    tags: ['birthday'],
    guestConfirmedAt: '2026-12-03T09:30:00.000Z',
  }),
  // Saturday 00:30 at Masa 2: past midnight, still Friday's night.
  booking({
    id: 'r2',
    guestName: 'Mehmet Kaya',
    guestPhone: '+905334445566',
    startsAt: '2026-12-04T21:30:00.000Z',
    endsAt: '2026-12-04T23:00:00.000Z',
    pointIds: ['p2'],
    pointNames: ['Masa 2'],
    status: 'seated',
  }),
  // Saturday evening: the next day's, not on Friday's timeline.
  booking({
    id: 'r3',
    guestName: 'Zeynep Demir',
    startsAt: '2026-12-05T16:00:00.000Z',
    endsAt: '2026-12-05T18:00:00.000Z',
  }),
  booking({
    id: 'r4',
    guestName: 'Can Öz',
    startsAt: '2026-12-04T16:00:00.000Z',
    endsAt: '2026-12-04T18:00:00.000Z',
    status: 'cancelled',
  }),
];

describe('the host stand', { timeout: 60_000 }, () => {
  const calls: { path: string; body: unknown }[] = [];
  let owner = true;
  let manages = true;
  let refuseSave: string | null = null;

  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(NOW);
    calls.length = 0;
    owner = true;
    manages = true;
    refuseSave = null;
    queryClient.clear();
    setUser({ id: 'u1', name: 'Ayşe' } as User);
    setActiveStoreId(STORE);
    queryClient.setQueryData(storeInfoQuery(STORE).queryKey, STORE_INFO);
    const log = (path: string, answer: (body: unknown) => { status?: number; body: unknown }) => (body: unknown) => {
      calls.push({ path, body });
      return answer(body);
    };
    vi.stubGlobal(
      'fetch',
      fakeApi({
        'user/getOwnedStores': ownedStore(() => ({ owner, manages })),
        'reservation/getPoints': () => ({ body: POINTS }),
        'report/getUserReport': log('report/getUserReport', () => ({
          body: {
            items: [{ userId: 'u9', name: 'Zeynep Arslan', gsm: '+905551112233', gsmMasked: false }],
            total: 1,
            page: 1,
            pageSize: 10,
          },
        })),
        'reservation/byStore': log('reservation/byStore', () => ({
          body: { items: BOOKINGS, total: BOOKINGS.length, page: 1, pageSize: 500 },
        })),
        'reservation/get': (body) => ({
          body: {
            ...BOOKINGS.find((r) => r.id === (body as { id: string }).id),
            history: [
              { at: '2026-12-01T10:00:00.000Z', actor: { id: 'u1', name: 'Ayşe' }, action: 'created', detail: {} },
            ],
          },
        }),
        'reservation/types': () => ({ body: { statuses: [], channels: [], tags: [], pointKinds: [] } }),
        // As the server answers: a booking being moved (exceptId) frees its own table's times around it.
        'reservation/availability': log('reservation/availability', (body) => ({
          body: {
            date: '2026-12-04',
            timeZone: 'Europe/Istanbul',
            points: [
              {
                pointId: 'p1',
                name: 'Masa 1',
                times:
                  (body as { exceptId?: string }).exceptId === 'r1'
                    ? [
                        { startsAt: '2026-12-04T16:45:00.000Z', time: '19:45' },
                        { startsAt: '2026-12-04T17:00:00.000Z', time: '20:00' },
                        { startsAt: '2026-12-04T17:15:00.000Z', time: '20:15' },
                      ]
                    : [],
              },
              {
                pointId: 'p2',
                name: 'Masa 2',
                times: [{ startsAt: '2026-12-04T18:00:00.000Z', time: '21:00' }],
              },
            ],
          },
        })),
        'reservation/cancel': log('reservation/cancel', () => ({
          body: { ...BOOKINGS[0], status: 'cancelled', version: 2 },
        })),
        'reservation/setStatus': log('reservation/setStatus', () => ({
          body: { ...BOOKINGS[0], status: 'seated', folioId: 'f1', version: 2 },
        })),
        'reservation/save': log('reservation/save', () =>
          refuseSave ? { status: 409, body: { code: refuseSave, desc: 'refused' } } : { body: BOOKINGS[0] },
        ),
      }),
    );
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    setActiveStoreId(null);
    localStorage.clear();
  });

  const show = () =>
    renderWithProviders(
      <QueryClientProvider client={queryClient}>
        <ModalsProvider>
          <InRouter>
            <HostStand />
          </InRouter>
        </ModalsProvider>
      </QueryClientProvider>,
    );
  const row = (name: string) => screen.getByRole('group', { name });
  const block = (name: RegExp) => screen.getByRole('button', { name });

  it('places the day’s bookings by time and point, past midnight included, and counts the day', async () => {
    show();
    expect(await screen.findByRole('heading', { level: 1, name: 'Reservations' })).toBeInTheDocument();
    await screen.findByRole('region', { name: 'Timeline' });
    // Asked for Friday and the morning after.
    expect(calls.find((c) => c.path === 'reservation/byStore')?.body).toMatchObject({
      storeId: STORE,
      from: '2026-12-04',
      to: '2026-12-05',
    });
    // 20:00 is two hours after 18:00 (2 px a minute); 00:30 six and a half.
    const ayse = within(row('Masa 1')).getByRole('button', {
      name: /^Ayşe Yılmaz, 4 guests, 20:00–22:00, Confirmed, Birthday/,
    });
    expect(ayse.style.left).toBe('240px');
    expect(ayse.style.width).toBe(`${120 * 2 - 2}px`);
    const mehmet = within(row('Masa 2')).getByRole('button', { name: /^Mehmet Kaya, 2 guests, 00:30–02:00, Seated/ });
    expect(mehmet.style.left).toBe('780px');
    expect(within(row('Masa 1')).queryByRole('button', { name: /Mehmet/ })).toBeNull();
    // Saturday's evening is Saturday's; a cancelled booking leaves the floor.
    expect(screen.queryByRole('button', { name: /Zeynep/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /Can Öz/ })).toBeNull();
    // The hours run past midnight to 02:00.
    const timeline = screen.getByRole('region', { name: 'Timeline' });
    expect(within(timeline).getByText('18:00')).toBeInTheDocument();
    expect(within(timeline).getByText('01:00')).toBeInTheDocument();
    expect(within(timeline).queryByText('02:00')).toBeNull();
    // Figures: 2 booked (the cancelled one not), 6 covers, 1 seated; 4 guests at 20:00, 2 at 00:00.
    expect(screen.getByRole('group', { name: 'Booked' })).toHaveTextContent('2');
    expect(screen.getByRole('group', { name: 'Covers' })).toHaveTextContent('6');
    expect(screen.getByRole('group', { name: 'Seated' })).toHaveTextContent('1');
    expect(screen.getByRole('img', { name: '20:00: 4 guests' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: '00:00: 2 guests' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: '21:00: 0 guests' })).toBeInTheDocument();
    expect(screen.getByTestId('now-line').style.left).toBe(`${132 + 240}px`);
  });

  it('says why a move was refused and puts the booking back', async () => {
    const user = userEvent.setup({ delay: null });
    refuseSave = 'reservation_conflict';
    show();
    await user.click(await screen.findByRole('button', { name: /^Ayşe Yılmaz/ }));
    const drawer = await screen.findByRole('dialog', { name: 'Ayşe Yılmaz' });
    expect(await within(drawer).findByText('Booked')).toBeInTheDocument();
    // The guest said through their link that they are coming (shown on the store's clock).
    expect(within(drawer).getByRole('row', { name: /Guest said they are coming/ })).toHaveTextContent('12:30');
    await user.click(within(drawer).getByRole('button', { name: 'Move' }));
    const panel = within(drawer).getByRole('group', { name: 'Move to another table or time' });
    await waitFor(() => expect(within(panel).getByRole('option', { name: 'Masa 2' })).toBeInTheDocument());
    // The times are asked as if the booking were not there: its own table offers the steps around its start (not the
    // start itself: that is no move).
    expect(calls).toContainEqual({
      path: 'reservation/availability',
      body: expect.objectContaining({ exceptId: 'r1', partySize: 4 }),
    });
    await user.selectOptions(within(panel).getByRole('combobox', { name: 'Table or place' }), 'p1');
    const ownTimes = within(within(panel).getByRole('combobox', { name: 'Start time' }))
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(ownTimes).toEqual(['Choose a time', '19:45', '20:15']);
    await user.selectOptions(within(panel).getByRole('combobox', { name: 'Table or place' }), 'p2');
    await user.selectOptions(within(panel).getByRole('combobox', { name: 'Start time' }), '21:00');
    await user.click(within(panel).getByRole('button', { name: 'Move here' }));

    expect(
      await screen.findByText(
        'Another reservation already holds this table at that time. Choose another time or table.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('The booking was not moved')).toBeInTheDocument();
    expect(calls.filter((c) => c.path === 'reservation/save').map((c) => c.body)).toEqual([
      expect.objectContaining({
        id: 'r1',
        version: 1,
        startsAt: '2026-12-04T18:00:00.000Z',
        pointIds: ['p2'],
        partySize: 4,
      }),
    ]);
    // Back at Masa 1, 20:00.
    await waitFor(() =>
      expect(within(row('Masa 1')).getByRole('button', { name: /^Ayşe Yılmaz/ }).style.left).toBe('240px'),
    );
    expect(within(row('Masa 2')).queryByRole('button', { name: /^Ayşe/ })).toBeNull();
  });

  it('drags a block half an hour later in 15-minute steps; a refusal puts it back and says why', async () => {
    refuseSave = 'reservation_unavailable';
    show();
    const ayse = await screen.findByRole('button', { name: /^Ayşe Yılmaz/ });
    expect(ayse).toHaveAttribute('aria-roledescription', 'draggable');
    // 62 px to the right: 31 minutes, snapped to 30.
    fireEvent.mouseDown(ayse, { button: 0, clientX: 300, clientY: 100 });
    fireEvent.mouseMove(document, { clientX: 310, clientY: 100 });
    fireEvent.mouseMove(document, { clientX: 362, clientY: 100 });
    fireEvent.mouseUp(document, { clientX: 362, clientY: 100 });
    await waitFor(() =>
      expect(calls.filter((c) => c.path === 'reservation/save').map((c) => c.body)).toEqual([
        expect.objectContaining({ id: 'r1', version: 1, startsAt: '2026-12-04T17:30:00.000Z', pointIds: ['p1'] }),
      ]),
    );
    expect(
      await screen.findByText(
        'This time cannot be booked: it is outside the booking hours, the table is off, or the party does not fit.',
      ),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(
        within(row('Masa 1')).getByRole('button', { name: /^Ayşe Yılmaz, 4 guests, 20:00–22:00/ }).style.left,
      ).toBe('240px'),
    );
    // The drop is no click: the details stay closed.
    expect(screen.queryByRole('dialog', { name: 'Ayşe Yılmaz' })).toBeNull();
  });

  it('goes to the next day and back to today', async () => {
    const user = userEvent.setup({ delay: null });
    show();
    await screen.findByRole('button', { name: /^Ayşe Yılmaz/ });
    expect(screen.getByRole('button', { name: 'Today' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Next day' }));
    expect(await screen.findByRole('button', { name: /^Zeynep Demir, 2 guests, 19:00–21:00/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Ayşe Yılmaz/ })).toBeNull();
    expect(screen.getByLabelText('Day')).toHaveValue('2026-12-05');
    expect(calls.filter((c) => c.path === 'reservation/byStore').map((c) => c.body)).toContainEqual(
      expect.objectContaining({ from: '2026-12-05', to: '2026-12-06' }),
    );
    await user.click(screen.getByRole('button', { name: 'Today' }));
    expect(await screen.findByRole('button', { name: /^Ayşe Yılmaz/ })).toBeInTheDocument();
  });

  it('shows staff without reservations.manage the day read-only', async () => {
    const user = userEvent.setup({ delay: null });
    owner = false;
    manages = false;
    show();
    expect(
      await screen.findByText('You can see the day; changing bookings needs the reservations permission.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'New booking' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Walk-in' })).toBeNull();
    // Not draggable.
    expect(block(/^Ayşe Yılmaz/)).not.toHaveAttribute('aria-roledescription');
    await user.click(block(/^Ayşe Yılmaz/));
    const drawer = await screen.findByRole('dialog', { name: 'Ayşe Yılmaz' });
    expect(within(drawer).getByText('+905321112233')).toBeInTheDocument();
    for (const name of ['Confirm', 'Seat', 'Move', 'Edit', 'Cancel booking'])
      expect(within(drawer).queryByRole('button', { name })).toBeNull();
  });

  it('lists the day by time, filtered by status and searched by name or phone', async () => {
    const user = userEvent.setup({ delay: null });
    show();
    await user.click(await screen.findByRole('radio', { name: 'List' }));
    const list = await screen.findByRole('list', { name: 'List' });
    const names = () =>
      within(list)
        .getAllByRole('button')
        .map((b) => b.getAttribute('aria-label')!.split(',')[0]);
    // By time: Can Öz (19:00, cancelled), Ayşe (20:00), Mehmet (00:30).
    expect(names()).toEqual(['Can Öz', 'Ayşe Yılmaz', 'Mehmet Kaya']);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'seated');
    expect(names()).toEqual(['Mehmet Kaya']);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), '');
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), '0532111');
    expect(names()).toEqual(['Ayşe Yılmaz']);
    await user.clear(screen.getByRole('searchbox', { name: 'Search' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'mehmet');
    expect(names()).toEqual(['Mehmet Kaya']);
    await user.click(within(screen.getByRole('list', { name: 'List' })).getByRole('button'));
    expect(await screen.findByRole('dialog', { name: 'Mehmet Kaya' })).toBeInTheDocument();
  });

  it('books through the dialog: a free time and point for the party; a refusal is said under the time', async () => {
    const user = userEvent.setup({ delay: null });
    refuseSave = 'reservation_conflict';
    show();
    await user.click((await screen.findAllByRole('button', { name: 'New booking' }))[0]!);
    const dialog = await screen.findByRole('dialog', { name: 'New booking' });
    await user.type(within(dialog).getByRole('textbox', { name: "Guest's name" }), 'Deniz Ak');
    await user.type(within(dialog).getByRole('textbox', { name: 'Phone' }), '05321234567');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    // The contract's own rules: a time and a point are needed.
    expect(within(dialog).getByRole('combobox', { name: /^Start time/ })).toHaveAttribute('aria-invalid', 'true');
    expect(calls.filter((c) => c.path === 'reservation/save')).toEqual([]);

    const time = within(dialog).getByRole('combobox', { name: /^Start time/ });
    await waitFor(() => expect(within(time).getByRole('option', { name: '21:00' })).toBeInTheDocument());
    await user.selectOptions(time, '21:00');
    // Only the points free at 21:00 for the party.
    const place = within(dialog).getByRole('combobox', { name: /^Table or place/ });
    expect(
      within(place)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Choose a table or place', 'Masa 2']);
    await user.selectOptions(place, 'p2');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Allergy' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(
      await within(dialog).findByText(
        'Another reservation already holds this table at that time. Choose another time or table.',
      ),
    ).toBeInTheDocument();

    refuseSave = null;
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'New booking' })).toBeNull());
    const sent = calls.filter((c) => c.path === 'reservation/save').map((c) => c.body);
    expect(sent).toHaveLength(2);
    expect(sent[1]).toEqual({
      storeId: STORE,
      guest: { name: 'Deniz Ak', phone: '05321234567' },
      partySize: 2,
      startsAt: '2026-12-04T18:00:00.000Z',
      pointIds: ['p2'],
      channel: 'phone',
      notes: '',
      tags: ['allergy'],
      status: 'confirmed',
    });
  });

  it("books for one of the store's registered guests, found by name: the booking is their account's", async () => {
    const user = userEvent.setup({ delay: null });
    show();
    await user.click((await screen.findAllByRole('button', { name: 'New booking' }))[0]!);
    const dialog = await screen.findByRole('dialog', { name: 'New booking' });
    await user.type(await within(dialog).findByRole('combobox', { name: /^Registered guest/ }), 'Zey');
    await user.click(await screen.findByRole('option', { name: 'Zeynep Arslan · +905551112233' }));
    expect(calls).toContainEqual({
      path: 'report/getUserReport',
      body: expect.objectContaining({ storeId: STORE, search: 'Zey' }),
    });
    // Their account's name and phone, not to be typed over.
    expect(within(dialog).getByRole('textbox', { name: "Guest's name" })).toHaveValue('Zeynep Arslan');
    expect(within(dialog).getByRole('textbox', { name: "Guest's name" })).toBeDisabled();
    const time = within(dialog).getByRole('combobox', { name: /^Start time/ });
    await waitFor(() => expect(within(time).getByRole('option', { name: '21:00' })).toBeInTheDocument());
    await user.selectOptions(time, '21:00');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: /^Table or place/ }), 'p2');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'New booking' })).toBeNull());
    const [sent] = calls.filter((c) => c.path === 'reservation/save').map((c) => c.body);
    expect(sent).toMatchObject({ guestUserId: 'u9', pointIds: ['p2'] });
    expect(sent).not.toHaveProperty('guest');
  });

  it('seats a walk-in at a point free now: booked as a walk-in starting now, then seated', async () => {
    const user = userEvent.setup({ delay: null });
    show();
    await user.click(await screen.findByRole('button', { name: 'Walk-in' }));
    const dialog = await screen.findByRole('dialog', { name: 'Walk-in' });
    // Masa 1 is Ayşe's from 20:00: only Masa 2 is free now.
    const place = within(dialog).getByRole('combobox', { name: /^Table or place free now/ });
    expect(
      within(place)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Choose a table or place', 'Masa 2']);
    await user.selectOptions(place, 'p2');
    await user.click(within(dialog).getByRole('button', { name: 'Seat now' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Walk-in' })).toBeNull());
    expect(calls.filter((c) => c.path === 'reservation/save' || c.path === 'reservation/setStatus')).toEqual([
      {
        path: 'reservation/save',
        body: {
          storeId: STORE,
          guest: { name: 'Walk-in guest' },
          partySize: 2,
          startsAt: '2026-12-04T17:00:00.000Z',
          pointIds: ['p2'],
          channel: 'walk-in',
          status: 'requested',
        },
      },
      { path: 'reservation/setStatus', body: { storeId: STORE, id: 'r1', status: 'seated', version: 1 } },
    ]);
    expect(await screen.findByText("Seated: the table's folio is open.")).toBeInTheDocument();
  });

  it('cancels a booking with a reason only after asking', async () => {
    const user = userEvent.setup({ delay: null });
    show();
    await user.click(await screen.findByRole('button', { name: /^Ayşe Yılmaz/ }));
    const drawer = await screen.findByRole('dialog', { name: 'Ayşe Yılmaz' });
    // Confirmed, from 20:00 (now): confirm is done, seat, no-show and cancel are offered; complete is not.
    expect(within(drawer).queryByRole('button', { name: 'Confirm' })).toBeNull();
    expect(within(drawer).queryByRole('button', { name: 'Complete' })).toBeNull();
    expect(within(drawer).getByRole('button', { name: 'Seat' })).toBeInTheDocument();
    expect(within(drawer).getByRole('button', { name: 'No-show' })).toBeInTheDocument();
    await user.click(within(drawer).getByRole('button', { name: 'Cancel booking' }));
    const panel = within(drawer).getByRole('group', { name: 'Cancel the booking' });
    await user.click(within(panel).getByRole('button', { name: 'Cancel booking' }));
    expect(within(panel).getByText('Fill in this field.')).toBeInTheDocument();
    await user.type(within(panel).getByRole('textbox', { name: /^Reason/ }), 'Called to cancel');
    await user.click(within(panel).getByRole('button', { name: 'Cancel booking' }));
    const ask = await screen.findByRole('dialog', { name: 'Cancel the booking' });
    expect(ask).toHaveTextContent("Cancel Ayşe Yılmaz's booking? Its table becomes free again.");
    expect(calls.filter((c) => c.path === 'reservation/cancel')).toEqual([]);
    await user.click(within(ask).getByRole('button', { name: 'Cancel booking' }));
    await waitFor(() =>
      expect(calls.filter((c) => c.path === 'reservation/cancel').map((c) => c.body)).toEqual([
        { storeId: STORE, id: 'r1', reason: 'Called to cancel', by: 'guest', version: 1 },
      ]),
    );
  });
});
