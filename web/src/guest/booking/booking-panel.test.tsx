import { afterEach, describe, expect, test, vi } from 'vitest';
import type { ComponentProps } from 'react';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { GuestReservation, GuestSlots } from '@sofra/contracts/reservations/reservations.schemas';
import BookingPanel, { todayIn } from './booking-panel.tsx';
import { answer, guestServer as server, type Sent } from '../test-server.ts';

const session = { token: 'guest-token', name: 'Ayşe', gsm: '+905321234567' };
const today = todayIn('Europe/Istanbul');
const at = (time: string) => new Date(`${today}T${time}:00+03:00`).toISOString();
const slots = (times: string[], maxParty = 6): GuestSlots => ({
  date: today,
  timeZone: 'Europe/Istanbul',
  maxParty,
  times: times.map((time) => ({ startsAt: at(time), time })),
});
const reservation = (status: GuestReservation['status']): GuestReservation => ({
  storeId: 'store-1',
  storeName: 'Moda Meyhanesi',
  address: 'Moda Cad. 12, Kadıköy',
  timeZone: 'Europe/Istanbul',
  startsAt: at('19:30'),
  endsAt: at('21:30'),
  date: '2031-03-14',
  startTime: '19:30',
  endTime: '21:30',
  partySize: 4,
  guestName: 'Ayşe',
  notes: '',
  status,
  deposit: { amount: 0, state: 'none' },
  guestConfirmed: false,
  canCancel: true,
  canConfirm: status === 'confirmed',
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

/** The panel at store-1, in English, the guest signed in unless `session` is null. */
const panel = ({
  session: signedIn = session,
  ...props
}: Partial<ComponentProps<typeof BookingPanel>> & {
  session?: typeof session | null;
} = {}) => {
  return render(<BookingPanel storeId="store-1" language="en" session={signedIn} {...props} />);
};

const slotCalls = (sent: Sent[]) => sent.filter((s) => s.path === 'guest/reservationSlots').map((s) => s.body);

describe('Book a table on the guest page', () => {
  test('the free times of the party and day the guest chose; parties up to the store’s largest', async () => {
    const sent: Sent[] = [];
    server(
      {
        'guest/reservationSlots': (body) =>
          answer(200, (body as { partySize: number }).partySize === 4 ? slots(['20:00']) : slots(['19:00', '19:30'])),
      },
      sent,
    );
    panel();
    const times = screen.getByRole('group', { name: 'Time' });
    expect(await within(times).findByRole('radio', { name: '19:00' })).toBeTruthy();
    expect(within(times).getByRole('radio', { name: '19:30' })).toBeTruthy();
    expect(slotCalls(sent)).toEqual([{ storeId: 'store-1', date: today, partySize: 2 }]);
    // The store takes parties of up to 6.
    const party = screen.getByLabelText('Guests') as HTMLSelectElement;
    expect([...party.options].map((o) => o.text)).toEqual([
      '1 person',
      '2 people',
      '3 people',
      '4 people',
      '5 people',
      '6 people',
    ]);
    fireEvent.change(party, { target: { value: '4' } });
    expect(await within(times).findByRole('radio', { name: '20:00' })).toBeTruthy();
    expect(within(times).queryByRole('radio', { name: '19:00' })).toBeNull();
    // Another day: its own times.
    const day = screen.getByLabelText('Day') as HTMLSelectElement;
    expect(day.options[0]!.text).toMatch(/^Today · /);
    fireEvent.change(day, { target: { value: day.options[2]!.value } });
    await waitFor(() =>
      expect(slotCalls(sent).at(-1)).toEqual({ storeId: 'store-1', date: day.options[2]!.value, partySize: 4 }),
    );
  });

  test('a day with no free time says so; a failed read offers to try again', async () => {
    const sent: Sent[] = [];
    server(
      {
        'guest/reservationSlots': (_b, n) =>
          n === 1 ? answer(500, { code: 'internal_error', desc: '' }) : answer(200, slots([])),
      },
      sent,
    );
    panel();
    expect(await screen.findByText('The free times could not be loaded.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No free time that day for 2 people. Please try another day.')).toBeTruthy();
    expect(screen.queryAllByRole('radio')).toHaveLength(0);
    expect((screen.getByRole('button', { name: 'Book' }) as HTMLButtonElement).disabled).toBe(true);
  });

  test('a signed-out guest is asked for their phone and the SMS code first', async () => {
    server({ 'guest/reservationSlots': () => answer(200, slots(['19:00'])) }, []);
    panel({ session: null });
    expect(await screen.findByRole('heading', { name: 'Sign in with your phone' })).toBeTruthy();
    expect(screen.getByLabelText('Mobile number')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Send code' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Book' })).toBeNull();
  });

  test('a time taken meanwhile: said in plain words, and the day’s times read again', async () => {
    const sent: Sent[] = [];
    server(
      {
        'guest/reservationSlots': (_b, n) => answer(200, n === 1 ? slots(['19:00', '19:30']) : slots(['19:30'])),
        'guest/book': () => answer(409, { code: 'reservation_unavailable', desc: '' }),
      },
      sent,
    );
    panel();
    fireEvent.click(await screen.findByRole('radio', { name: '19:00' }));
    fireEvent.click(screen.getByRole('button', { name: 'Book' }));
    expect(await screen.findByText('Someone has just taken this time. Please choose another one.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('radio', { name: '19:00' })).toBeNull());
    expect(screen.getByRole('radio', { name: '19:30' })).toBeTruthy();
    expect(slotCalls(sent)).toHaveLength(2);
  });

  test('too many bookings: rate_limited in plain words', async () => {
    server(
      {
        'guest/reservationSlots': () => answer(200, slots(['19:00'])),
        'guest/book': () => answer(429, { code: 'rate_limited', desc: '' }, { 'retry-after': '3600' }),
      },
      [],
    );
    panel({ language: 'tr' });
    fireEvent.click(await screen.findByRole('radio', { name: '19:00' }));
    fireEvent.click(screen.getByRole('button', { name: 'Rezervasyon yap' }));
    expect(
      await screen.findByText('Şimdilik alabileceğimiz kadar rezervasyon yaptınız. Lütfen daha sonra yeniden deneyin.'),
    ).toBeTruthy();
  });

  test('a store that stopped taking bookings: said in plain words, no times offered', async () => {
    server({ 'guest/reservationSlots': () => answer(409, { code: 'reservations_off', desc: '' }) }, []);
    panel();
    expect(await screen.findByText('This restaurant is not taking bookings online right now.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
    expect(screen.queryAllByRole('radio')).toHaveLength(0);
  });

  test('booked: sent with the guest’s token; the answer, the summary and the link to the booking’s page', async () => {
    const sent: Sent[] = [];
    server(
      {
        'guest/reservationSlots': () => answer(200, slots(['19:00', '19:30'])),
        'guest/book': () => answer(200, { token: 'T'.repeat(43), reservation: reservation('requested') }),
      },
      sent,
    );
    panel();
    fireEvent.change(screen.getByLabelText('Guests'), { target: { value: '4' } });
    fireEvent.click(await screen.findByRole('radio', { name: '19:30' }));
    fireEvent.change(screen.getByLabelText('Name for the booking'), { target: { value: 'Ayşe Y.' } });
    fireEvent.change(screen.getByLabelText('Notes for the restaurant (optional)'), { target: { value: 'Cam kenarı' } });
    fireEvent.click(screen.getByRole('button', { name: 'Book' }));
    const heading = await screen.findByRole('heading', { name: 'Requested' });
    expect(document.activeElement).toBe(heading);
    expect(screen.getByText('The restaurant will confirm by SMS.')).toBeTruthy();
    expect(screen.getByText('Moda Meyhanesi')).toBeTruthy();
    expect(screen.getByText('Friday, 14 March, 19:30')).toBeTruthy();
    expect(screen.getByText('4 people')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'See or cancel your booking' }).getAttribute('href')).toBe(
      `/b/${'T'.repeat(43)}`,
    );
    const booked = sent.find((s) => s.path === 'guest/book')!;
    expect(booked.authorization).toBe('Bearer guest-token');
    expect(booked.body).toEqual({
      storeId: 'store-1',
      partySize: 4,
      startsAt: at('19:30'),
      name: 'Ayşe Y.',
      notes: 'Cam kenarı',
    });
  });

  test('a store that confirms at once: Confirmed', async () => {
    server(
      {
        'guest/reservationSlots': () => answer(200, slots(['19:30'])),
        'guest/book': () => answer(200, { token: 'T'.repeat(43), reservation: reservation('confirmed') }),
      },
      [],
    );
    panel({ language: 'tr' });
    fireEvent.click(await screen.findByRole('radio', { name: '19:30' }));
    fireEvent.click(screen.getByRole('button', { name: 'Rezervasyon yap' }));
    expect(await screen.findByRole('heading', { name: 'Onaylandı' })).toBeTruthy();
    expect(screen.getByText('14 Mart Cuma, 19:30')).toBeTruthy();
  });
});
