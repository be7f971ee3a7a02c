import { and, asc, eq, gt, gte, ilike, inArray, isNotNull, isNull, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import {
  reservationEvents,
  reservationLinks,
  reservationPoints,
  reservations,
  reservationSettings,
  reservationSlots,
} from '../../db/schema/index.ts';

/** Reservations, their points, the time they hold and their history: queries only (docs/reservations.md). */

export type PointRow = typeof reservationPoints.$inferSelect;
export type ReservationRow = typeof reservations.$inferSelect;
export type NewReservationRow = typeof reservations.$inferInsert;
export type EventRow = typeof reservationEvents.$inferInsert;

// ---- points

export const pointsOf = (db: Tx, storeId: string) =>
  db
    .select()
    .from(reservationPoints)
    .where(eq(reservationPoints.storeId, storeId))
    .orderBy(asc(reservationPoints.name));

export const pointById = async (db: Tx, storeId: string, id: string) =>
  (
    await db
      .select()
      .from(reservationPoints)
      .where(and(eq(reservationPoints.storeId, storeId), eq(reservationPoints.id, id)))
  )[0];

/** The store's points of `ids`, locked in the order of their ids (two bookings of the same points cannot deadlock). */
export const lockPoints = (db: Tx, storeId: string, ids: string[]) =>
  db
    .select()
    .from(reservationPoints)
    .where(and(eq(reservationPoints.storeId, storeId), inArray(reservationPoints.id, ids)))
    .orderBy(asc(reservationPoints.id))
    .for('update');

export const countPoints = async (db: Tx, storeId: string) =>
  (
    await db
      .select({ n: sql<number>`count(*)::int` })
      .from(reservationPoints)
      .where(eq(reservationPoints.storeId, storeId))
  )[0]!.n;

export const upsertPoint = async (db: Tx, row: typeof reservationPoints.$inferInsert) =>
  (
    await db
      .insert(reservationPoints)
      .values(row)
      .onConflictDoUpdate({
        target: reservationPoints.id,
        set: { ...row, createdAt: undefined, bookingSeq: undefined, updatedAt: new Date() },
      })
      .returning()
  )[0]!;

export const deletePoint = async (db: Tx, storeId: string, id: string) =>
  (
    await db
      .delete(reservationPoints)
      .where(and(eq(reservationPoints.storeId, storeId), eq(reservationPoints.id, id)))
      .returning({ id: reservationPoints.id })
  ).length > 0;

/** Whether a live reservation holds the point at or after `from`. */
export const pointHeldAfter = async (db: Tx, pointId: string, from: Date) =>
  (
    await db
      .select({ id: reservationSlots.reservationId })
      .from(reservationSlots)
      .where(and(eq(reservationSlots.pointId, pointId), gt(reservationSlots.endsAt, from)))
      .limit(1)
  ).length > 0;

// ---- slots

/** The store's held times meeting [from, to), by point. */
export const slotsBetween = (db: Tx, storeId: string, from: Date, to: Date) =>
  db
    .select({
      reservationId: reservationSlots.reservationId,
      pointId: reservationSlots.pointId,
      startsAt: reservationSlots.startsAt,
      endsAt: reservationSlots.endsAt,
    })
    .from(reservationSlots)
    .where(
      and(eq(reservationSlots.storeId, storeId), lt(reservationSlots.startsAt, to), gt(reservationSlots.endsAt, from)),
    );

export const clearSlots = (db: Tx, reservationId: string) =>
  db.delete(reservationSlots).where(eq(reservationSlots.reservationId, reservationId));

/** Writes the reservation's slots one by one, in the order given (the points' ids): the trigger checks each. */
export const writeSlots = async (db: Tx, rows: (typeof reservationSlots.$inferInsert)[]) => {
  for (const row of rows) await db.insert(reservationSlots).values(row);
};

// ---- reservations

export const reservationById = async (db: Tx, storeId: string, id: string) =>
  (
    await db
      .select()
      .from(reservations)
      .where(and(eq(reservations.storeId, storeId), eq(reservations.id, id)))
  )[0];

export const lockReservation = async (db: Tx, storeId: string, id: string) =>
  (
    await db
      .select()
      .from(reservations)
      .where(and(eq(reservations.storeId, storeId), eq(reservations.id, id)))
      .for('update')
  )[0];

export const insertReservation = async (db: Tx, row: NewReservationRow) =>
  (await db.insert(reservations).values(row).returning())[0]!;

export const updateReservation = async (db: Tx, id: string, patch: Partial<NewReservationRow>) =>
  (
    await db
      .update(reservations)
      .set({ ...patch, version: sql`${reservations.version} + 1`, updatedAt: new Date() })
      .where(eq(reservations.id, id))
      .returning()
  )[0]!;

export interface ReservationFilter {
  storeId: string;
  from: Date;
  to: Date;
  status?: string[];
  pointId?: string;
  search?: string;
}
const filterOf = (f: ReservationFilter): SQL => {
  const like = f.search ? `%${f.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : undefined;
  return and(
    eq(reservations.storeId, f.storeId),
    gte(reservations.startsAt, f.from),
    lt(reservations.startsAt, f.to),
    f.status?.length ? inArray(reservations.status, f.status as never[]) : undefined,
    f.pointId ? sql`${f.pointId} = ANY(${reservations.pointIds})` : undefined,
    like ? or(ilike(reservations.guestName, like), ilike(reservations.guestPhone, like)) : undefined,
  )!;
};
export const reservationsPage = async (db: Tx, f: ReservationFilter, offset: number, limit: number) => {
  const where = filterOf(f);
  const [rows, [count]] = await Promise.all([
    db
      .select()
      .from(reservations)
      .where(where)
      .orderBy(asc(reservations.startsAt), asc(reservations.id))
      .offset(offset)
      .limit(limit),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(reservations)
      .where(where),
  ]);
  return { rows, total: count!.n };
};

// ---- history

export const addEvent = (db: Tx, row: EventRow) => db.insert(reservationEvents).values(row);

export const eventsOf = (db: Tx, reservationId: string) =>
  db
    .select()
    .from(reservationEvents)
    .where(eq(reservationEvents.reservationId, reservationId))
    .orderBy(asc(reservationEvents.seq));

// ---- messages

/** Marks the confirmation as sent, once: answers the row when this caller is the one to send it. */
export const claimConfirmation = async (db: Tx, id: string, now: Date) =>
  (
    await db
      .update(reservations)
      .set({ confirmationSentAt: now })
      .where(
        and(
          eq(reservations.id, id),
          eq(reservations.status, 'confirmed'),
          isNull(reservations.confirmationSentAt),
          isNotNull(reservations.guestPhone),
        ),
      )
      .returning()
  )[0];

/**
 * The reminders due at `now`, marked sent in the same statement: of two processes each row goes to one (the rows
 * another holds are skipped, and the mark is checked again under the row's lock).
 */
export const claimReminders = async (db: Tx, now: Date, limit: number): Promise<ReservationRow[]> => {
  const due = db
    .select({ id: reservations.id })
    .from(reservations)
    .where(
      and(
        isNull(reservations.reminderSentAt),
        lte(reservations.reminderDueAt, now),
        gt(reservations.startsAt, now),
        eq(reservations.status, 'confirmed'),
      ),
    )
    .orderBy(asc(reservations.reminderDueAt))
    .limit(limit)
    .for('update', { skipLocked: true });
  return db
    .update(reservations)
    .set({ reminderSentAt: now })
    .where(and(inArray(reservations.id, due), isNull(reservations.reminderSentAt)))
    .returning();
};

// ---- settings

export type SettingsRow = typeof reservationSettings.$inferSelect;

export const settingsOf = async (db: Tx, storeId: string): Promise<SettingsRow | undefined> =>
  (await db.select().from(reservationSettings).where(eq(reservationSettings.storeId, storeId)))[0];

export const saveSettings = async (db: Tx, row: typeof reservationSettings.$inferInsert) =>
  (
    await db
      .insert(reservationSettings)
      .values(row)
      .onConflictDoUpdate({ target: reservationSettings.storeId, set: { ...row, storeId: undefined } })
      .returning()
  )[0]!;

/** The store's confirmed reservations still to start whose reminder has not gone. */
export const remindersToCome = (db: Tx, storeId: string, now: Date) =>
  db
    .select()
    .from(reservations)
    .where(
      and(
        eq(reservations.storeId, storeId),
        eq(reservations.status, 'confirmed'),
        gt(reservations.startsAt, now),
        isNull(reservations.reminderSentAt),
      ),
    );

/** Sets a reservation's reminder time alone (no version bump: nothing the host sees changed). */
export const setReminderDue = (db: Tx, id: string, due: Date | null) =>
  db.update(reservations).set({ reminderDueAt: due }).where(eq(reservations.id, id));

// ---- the guest's links

export const addLink = (db: Tx, row: typeof reservationLinks.$inferInsert) => db.insert(reservationLinks).values(row);

/** The reservation a link's token hash names. */
export const reservationByLink = async (db: Tx, tokenHash: string) =>
  (
    await db
      .select({ reservation: reservations })
      .from(reservationLinks)
      .innerJoin(reservations, eq(reservations.id, reservationLinks.reservationId))
      .where(eq(reservationLinks.tokenHash, tokenHash))
  )[0]?.reservation;

// ---- figures

/**
 * A store's reservations per business day of their start (the store's zone, its day starting at `dayStartHour`) and
 * status: how many, and their covers. `lo`..`hi` bound the instants read (the index), `from`..`to` the days kept.
 */
export const coversByDay = async (
  db: Tx,
  storeId: string,
  timeZone: string,
  dayStartHour: number,
  lo: Date,
  hi: Date,
  from: string,
  to: string,
) => {
  const day = sql`((${reservations.startsAt} AT TIME ZONE ${timeZone}) - make_interval(hours => ${dayStartHour}::int))::date`;
  const { rows } = (await db.execute(sql`
    SELECT d.day, d.status, count(*)::int AS n, sum(d.party_size)::int AS covers
    FROM (
      SELECT to_char(${day}, 'YYYY-MM-DD') AS day, ${reservations.status} AS status, ${reservations.partySize} AS party_size
      FROM ${reservations}
      WHERE ${reservations.storeId} = ${storeId} AND ${reservations.startsAt} >= ${lo} AND ${reservations.startsAt} < ${hi}
    ) d
    WHERE d.day BETWEEN ${from} AND ${to}
    GROUP BY d.day, d.status`)) as unknown as {
    rows: { day: string; status: ReservationRow['status']; n: number; covers: number }[];
  };
  return rows;
};
