import type { z } from 'zod';
import { newId } from '@sofra/contracts/core/ids';
import type {
  GuestReservation,
  GuestSlots,
  ZGuestBook,
  ZGuestSlotsQuery,
} from '@sofra/contracts/reservations/reservations.schemas';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { budgetKey, lockBudget, requireBudget, spendBudget, type Budget } from '../../lib/budget.ts';
import type { Ctx, UserCtx } from '../../lib/call-context.ts';
import { localDayTime } from './booking-rules.ts';
import { hashOfToken, issueLink } from './messages.service.ts';
import * as repo from './reservations.repo.ts';
import type { ReservationRow } from './reservations.repo.ts';
import { announce, pointNames, requireStore, save, toReservation, type StoreRow } from './reservations.service.ts';
import { settingsOf } from './settings.service.ts';
import { pointTimes } from './availability.service.ts';

/**
 * The guest's side of reservations (docs/reservations.md, The guest page): the free times of a day, a signed-in guest's
 * booking, and the guest's own link to see, confirm or cancel it.
 */

type Out<T extends z.ZodType> = z.output<T>;
const DAY_MS = 86_400_000;

/** The store, when its guest page takes bookings (its `reservation` property); else `reservations_off`. */
const requireBookable = async (db: Db, storeId: string): Promise<StoreRow> => {
  const store = await requireStore(db, storeId);
  if (!store.properties.reservation)
    throw new AppError('reservations_off', `store ${storeId} takes no bookings from its guest page`);
  return store;
};

/** `guest/reservationSlots`: every free start time of the day at any point that takes the party, once each. */
export const slots = async (ctx: Ctx, input: Out<typeof ZGuestSlotsQuery>): Promise<GuestSlots> => {
  const store = await requireBookable(ctx.db, input.storeId);
  const [points, all] = await Promise.all([
    pointTimes(ctx.db, store, input.date, input.partySize, ctx.services.now().getTime()),
    repo.pointsOf(ctx.db, store.id),
  ]);
  const times = [...new Set(points.flatMap((p) => p.times))].sort((a, b) => a - b);
  return {
    date: input.date,
    timeZone: store.timeZone,
    maxParty: Math.max(0, ...all.filter((p) => p.active).map((p) => p.maxParty)),
    times: times.map((s) => ({ startsAt: new Date(s).toISOString(), time: localDayTime(s, store.timeZone).time })),
  };
};

/** Guests' bookings: per guest a day, per client address an hour (the configuration's numbers). */
export const guestBookingBudgets = (ctx: Ctx) =>
  ({
    user: { name: 'guest-booking', limit: ctx.services.config.guestBookings.perUserPerDay, windowSeconds: 86_400 },
    address: {
      name: 'guest-booking-address',
      limit: ctx.services.config.guestBookings.perAddressPerHour,
      windowSeconds: 3_600,
    },
  }) satisfies Record<string, Budget>;

/** What the guest sees of a booking. */
export const guestView = (row: ReservationRow, store: StoreRow, now: number): GuestReservation => {
  const start = localDayTime(row.startsAt.getTime(), store.timeZone);
  const before = now < row.startsAt.getTime();
  return {
    storeId: store.id,
    storeName: store.name,
    address: [store.addressLine, store.town].filter((part) => part.trim()).join(', '),
    timeZone: store.timeZone,
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt.toISOString(),
    date: start.date,
    startTime: start.time,
    endTime: localDayTime(row.endsAt.getTime(), store.timeZone).time,
    partySize: row.partySize,
    guestName: row.guestName,
    notes: row.notes,
    status: row.status,
    deposit: { amount: row.depositAmount, state: row.depositState },
    guestConfirmed: row.guestConfirmedAt !== null,
    canCancel: before && (row.status === 'requested' || row.status === 'confirmed'),
    canConfirm: before && row.status === 'confirmed' && row.guestConfirmedAt === null,
  };
};

/**
 * `guest/book`: the signed-in guest books under their account's phone (verified by its sign-in code). The smallest free
 * point that takes the party is chosen (fewest seats, then the most it needs, then by name); a point taken meanwhile
 * by another booking passes the turn to the next. Requested or confirmed per the store's setting; the confirmation SMS
 * as for any booking. Answers the guest's link with the booking.
 */
export const book = async (ctx: UserCtx, input: Out<typeof ZGuestBook>) => {
  const store = await requireBookable(ctx.db, input.storeId);
  const settings = await settingsOf(ctx.db, store.id);
  const now = ctx.services.now();
  const start = new Date(input.startsAt).getTime();
  // A window past midnight belongs to the day before: both days' times are looked at.
  const day = localDayTime(start, store.timeZone).date;
  const dayBefore = localDayTime(start - DAY_MS, store.timeZone).date;
  const candidates = [
    ...(await pointTimes(ctx.db, store, dayBefore, input.partySize, now.getTime())),
    ...(await pointTimes(ctx.db, store, day, input.partySize, now.getTime())),
  ]
    .filter((p) => p.times.includes(start))
    .map((p) => p.point);
  const points = [...new Map(candidates.map((p) => [p.id, p])).values()].sort(
    (a, b) => a.maxParty - b.maxParty || b.minParty - a.minParty || a.name.localeCompare(b.name),
  );
  if (!points.length)
    throw new AppError('reservation_unavailable', `no point takes a party of ${input.partySize} at that time`);

  const budgets = guestBookingBudgets(ctx);
  const userKey = budgetKey(budgets.user, ctx.user.id);
  const addressKey = budgetKey(budgets.address, ctx.ip);
  let token = '';
  for (const [i, point] of points.entries()) {
    try {
      const booked = await save(
        ctx,
        {
          storeId: store.id,
          guestUserId: ctx.user.id,
          guest: { name: input.name },
          partySize: input.partySize,
          startsAt: input.startsAt,
          pointIds: [point.id],
          channel: 'guest-page',
          notes: input.notes,
          tags: [],
          status: settings.guestConfirmation === 'instant' ? 'confirmed' : 'requested',
        },
        {
          // Locks in one order — the guest, then the address — so no two bookings wait for each other.
          before: async (tx) => {
            await lockBudget(tx, userKey);
            await lockBudget(tx, addressKey);
            await requireBudget(tx, budgets.user, userKey, now);
            await requireBudget(tx, budgets.address, addressKey, now);
          },
          after: async (tx, row) => {
            await spendBudget(tx, budgets.user, userKey, now);
            await spendBudget(tx, budgets.address, addressKey, now);
            token = await issueLink(tx, row.id, now);
          },
        },
      );
      const row = (await repo.reservationById(ctx.db, store.id, booked.id))!;
      return { token, reservation: guestView(row, store, now.getTime()) };
    } catch (error) {
      const taken = error instanceof AppError && error.code === 'reservation_conflict';
      if (!taken || i === points.length - 1) throw error;
    }
  }
  throw new AppError('reservation_conflict', 'every point was taken meanwhile');
};

/** The booking a link names, while the link holds: until the booking's end. */
const byLink = async (ctx: Pick<Ctx, 'db' | 'services'>, token: string) => {
  const row = await repo.reservationByLink(ctx.db, hashOfToken(token));
  const now = ctx.services.now();
  if (!row || now.getTime() > row.endsAt.getTime())
    throw new AppError('reservation_link_invalid', 'this link names no booking, or its booking has ended');
  return { row, now, store: await requireStore(ctx.db, row.storeId) };
};

/** `guest/reservation`: what, when, where, status. */
export const reservation = async (ctx: Pick<Ctx, 'db' | 'services'>, token: string): Promise<GuestReservation> => {
  const { row, store, now } = await byLink(ctx, token);
  return guestView(row, store, now.getTime());
};

/** The guest as the history names them: their account when they have one, else none (the detail says `by: guest`). */
const guestActor = (row: ReservationRow) => (row.guestUserId ? { id: row.guestUserId, name: row.guestName } : null);

/** Writes a guest's move under the reservation's lock, with its history row; announces it to the hosts. */
const guestMove = async (
  ctx: Ctx,
  token: string,
  change: (
    row: ReservationRow,
    now: Date,
  ) => { patch: Partial<repo.NewReservationRow>; action: string; detail: Record<string, unknown> } | null,
): Promise<GuestReservation> => {
  const found = await byLink(ctx, token);
  const { store, now } = found;
  const after = await ctx.db.transaction(async (tx) => {
    const row = (await repo.lockReservation(tx, store.id, found.row.id))!;
    const m = change(row, now);
    if (!m) return null;
    const next = await repo.updateReservation(tx, row.id, m.patch);
    if (m.patch.status === 'cancelled') await repo.clearSlots(tx, row.id);
    await repo.addEvent(tx, {
      id: newId(now.getTime()),
      reservationId: row.id,
      storeId: row.storeId,
      at: now,
      actor: guestActor(row),
      action: m.action,
      detail: m.detail,
    });
    return next;
  });
  if (!after) return guestView((await repo.reservationById(ctx.db, store.id, found.row.id))!, store, now.getTime());
  await announce(ctx, 'reservation.changed', toReservation(after, await pointNames(ctx.db, store.id), store.timeZone));
  return guestView(after, store, now.getTime());
};

const started = (row: ReservationRow, now: Date) => now.getTime() >= row.startsAt.getTime();

/** `guest/reservationCancel`: a requested or confirmed booking, until its start; again: answered as it is. */
export const cancel = (ctx: Ctx, token: string) =>
  guestMove(ctx, token, (row, now) => {
    if (row.status === 'cancelled' && row.cancelledBy === 'guest') return null;
    if ((row.status !== 'requested' && row.status !== 'confirmed') || started(row, now))
      throw new AppError('reservation_status_invalid', `a ${row.status} booking cannot be cancelled now`);
    const reason = 'guest link';
    return {
      patch: { status: 'cancelled', cancelledBy: 'guest', cancelReason: reason },
      action: 'cancelled',
      detail: { from: row.status, by: 'guest', reason },
    };
  });

/** `guest/reservationConfirm`: the guest is coming (a booking the store confirmed, until its start); again: as it is. */
export const confirm = (ctx: Ctx, token: string) =>
  guestMove(ctx, token, (row, now) => {
    if (row.status === 'confirmed' && row.guestConfirmedAt) return null;
    if (row.status !== 'confirmed' || started(row, now))
      throw new AppError(
        'reservation_status_invalid',
        row.status === 'requested' ? 'the store has not confirmed this booking yet' : `a ${row.status} booking`,
      );
    return { patch: { guestConfirmedAt: now }, action: 'guest-confirmed', detail: { by: 'guest' } };
  });
