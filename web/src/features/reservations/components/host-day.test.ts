import { describe, expect, it } from 'vitest';
import type { Reservation, ReservationPoint } from '@sofra/contracts/reservations/reservations.schemas';
import { bookingsOfDay, coversPerHour, dayFigures, daySpan, hoursOf, localInstant, type StoreClock } from './host-day';
import { pointsFreeNow } from './walk-in-dialog';

const night: StoreClock = {
  timeZone: 'Europe/Istanbul',
  dayStartHour: 5,
  // Friday (4) 18:00–02:00; Sunday (6) closed; the rest noon to 23:00.
  workingHours: [0, 1, 2, 3, 4, 5, 6].map((day) =>
    day === 4
      ? { day, open: '18:00', close: '02:00' }
      : day === 6
        ? { day, open: '00:00', close: '00:00', closed: true }
        : { day, open: '12:00', close: '23:00' },
  ),
};
const at = (iso: string) => Date.parse(iso);
const booking = (startsAt: string, endsAt: string, over: Partial<Reservation> = {}) =>
  ({ id: startsAt, startsAt, endsAt, partySize: 2, status: 'confirmed', pointIds: ['p1'], ...over }) as Reservation;

describe("the host stand's day", () => {
  it('runs a night past midnight: Friday 18:00 to Saturday 02:00, in whole hours of the store’s clock', () => {
    const span = daySpan(night, '2026-12-04', []);
    expect(span).toEqual({ start: at('2026-12-04T15:00:00Z'), end: at('2026-12-04T23:00:00Z') });
    expect(hoursOf(span, night.timeZone).map((h) => h.label)).toEqual([
      '18:00',
      '19:00',
      '20:00',
      '21:00',
      '22:00',
      '23:00',
      '00:00',
      '01:00',
    ]);
  });

  it('widens to a booking outside the hours, and shows noon to 23:00 on a closed day', () => {
    expect(daySpan(night, '2026-12-04', [booking('2026-12-04T13:30:00Z', '2026-12-04T15:00:00Z')]).start).toBe(
      at('2026-12-04T13:00:00Z'),
    );
    expect(daySpan(night, '2026-12-06', [])).toEqual({
      start: at('2026-12-06T09:00:00Z'),
      end: at('2026-12-06T20:00:00Z'),
    });
  });

  it('keeps the bookings of the business day: 01:30 is the evening before’s, 06:00 the next day’s', () => {
    const late = booking('2026-12-04T22:30:00Z', '2026-12-05T00:00:00Z');
    const morning = booking('2026-12-05T03:00:00Z', '2026-12-05T04:00:00Z');
    const evening = booking('2026-12-04T17:00:00Z', '2026-12-04T19:00:00Z');
    expect(bookingsOfDay([late, morning, evening], night, '2026-12-04')).toEqual([evening, late]);
    expect(bookingsOfDay([late, morning, evening], night, '2026-12-05')).toEqual([morning]);
  });

  it('reads a clock change as the zone has it', () => {
    // Berlin's clocks go back at 03:00 on 25 October 2026: 12:00 that day is UTC+1.
    expect(localInstant('2026-10-25', '12:00', 'Europe/Berlin')).toBe(at('2026-10-25T11:00:00Z'));
    expect(localInstant('2026-10-24', '12:00', 'Europe/Berlin')).toBe(at('2026-10-24T10:00:00Z'));
  });

  it('counts the day and the guests arriving in each hour, without the cancelled and no-shows', () => {
    const list = [
      booking('2026-12-04T17:00:00Z', '2026-12-04T19:00:00Z', { partySize: 4 }),
      booking('2026-12-04T17:30:00Z', '2026-12-04T19:00:00Z', { partySize: 2, status: 'seated' }),
      booking('2026-12-04T18:00:00Z', '2026-12-04T19:00:00Z', { partySize: 6, status: 'cancelled' }),
      booking('2026-12-04T18:15:00Z', '2026-12-04T19:00:00Z', { partySize: 3, status: 'no_show' }),
    ];
    expect(dayFigures(list)).toEqual({ booked: 3, covers: 9, seated: 1, seatedCovers: 2, noShows: 1 });
    const span = daySpan(night, '2026-12-04', list);
    expect(coversPerHour(list, span, night.timeZone).slice(1, 4)).toEqual([
      { label: '19:00', covers: 0 },
      { label: '20:00', covers: 6 },
      { label: '21:00', covers: 0 },
    ]);
    // Open all day: from the first arrival's hour to the last's.
    const allDay = { ...night, workingHours: night.workingHours.map((h) => ({ ...h, open: '00:00', close: '00:00' })) };
    expect(coversPerHour(list, daySpan(allDay, '2026-12-04', list), night.timeZone)).toEqual([
      { label: '20:00', covers: 6 },
    ]);
  });

  it('offers a walk-in the points that take the party and that no live booking holds for its slot and buffer', () => {
    const point = (id: string, over: Partial<ReservationPoint> = {}) =>
      ({
        id,
        active: true,
        minParty: 1,
        maxParty: 4,
        slots: [{ upTo: 4, minutes: 90 }],
        bufferMinutes: 15,
        ...over,
      }) as ReservationPoint;
    const now = at('2026-12-04T17:07:00Z');
    const points = [
      point('free'),
      point('soon'),
      point('small', { maxParty: 2 }),
      point('off', { active: false }),
      point('cancelled'),
    ];
    const bookings = [
      // Starts within the walk-in's 90 minutes and 15 of buffer.
      booking('2026-12-04T18:30:00Z', '2026-12-04T20:00:00Z', { pointIds: ['soon'] }),
      booking('2026-12-04T17:00:00Z', '2026-12-04T18:00:00Z', { pointIds: ['cancelled'], status: 'cancelled' }),
      // Starts after the walk-in's slot and buffer: 17:00 + 90 + 15 = 18:45.
      booking('2026-12-04T18:45:00Z', '2026-12-04T20:00:00Z', { pointIds: ['free'] }),
    ];
    expect(pointsFreeNow(points, bookings, 3, now).map((p) => p.id)).toEqual(['free', 'cancelled']);
  });
});
