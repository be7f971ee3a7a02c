import {
  and,
  asc,
  desc,
  eq,
  getTableColumns,
  gte,
  inArray,
  isNull,
  lt,
  lte,
  sql,
  type SQL,
  type SQLWrapper,
} from 'drizzle-orm';
import type { Segment } from '@sofra/contracts/customers/customers.schemas';
import type { Tx } from '../../db/client.ts';
import { customerMessages, messageDeliveries, smsOptOuts, stores, userPlaces } from '../../db/schema/index.ts';
import type { reachableUsers } from '../auth/users.service.ts';
import { segmentCondition, type SegmentCutoffs } from './segments.repo.ts';

type ReachableUsers = ReturnType<typeof reachableUsers>;

/**
 * Queries of this area's tables only: what it needs of users (auth), stores, point balances (points) and devices (live)
 * comes from those areas' services, some as subqueries (`SQLWrapper`) this file puts in its own queries.
 */

export const placesOf = (db: Tx, userId: string) =>
  db
    .select({
      storeId: userPlaces.storeId,
      firstVisitAt: userPlaces.firstVisitAt,
      lastVisitAt: userPlaces.lastVisitAt,
      visits: userPlaces.visits,
      spend: userPlaces.spend,
    })
    .from(userPlaces)
    .where(eq(userPlaces.userId, userId))
    .orderBy(desc(userPlaces.lastVisitAt));

export interface GuestFilter {
  storeId: string;
  segment: Segment;
  cutoffs: SegmentCutoffs;
  /** The users the search names (auth's `userIdsMatching`), when there is a search. */
  searched?: SQLWrapper;
  lastVisitFrom?: Date;
  lastVisitBefore?: Date;
}

const guestWhere = (f: GuestFilter): SQL => {
  const parts: (SQL | undefined)[] = [
    eq(userPlaces.storeId, f.storeId),
    segmentCondition(f.storeId, f.segment, f.cutoffs),
  ];
  if (f.searched) parts.push(inArray(userPlaces.userId, f.searched));
  if (f.lastVisitFrom) parts.push(gte(userPlaces.lastVisitAt, f.lastVisitFrom));
  if (f.lastVisitBefore) parts.push(lt(userPlaces.lastVisitAt, f.lastVisitBefore));
  return and(...parts)!;
};

export const countGuests = async (db: Tx, f: GuestFilter): Promise<number> =>
  (
    await db
      .select({ n: sql<number>`count(*)::int` })
      .from(userPlaces)
      .where(guestWhere(f))
  )[0]?.n ?? 0;

export const guestPage = (db: Tx, f: GuestFilter, limit: number, offset: number) =>
  db
    .select()
    .from(userPlaces)
    .where(guestWhere(f))
    .orderBy(desc(userPlaces.lastVisitAt), asc(userPlaces.userId))
    .limit(limit)
    .offset(offset);

export const isGuestOf = async (db: Tx, storeId: string, userId: string) =>
  (
    await db
      .select({ userId: userPlaces.userId })
      .from(userPlaces)
      .where(and(eq(userPlaces.storeId, storeId), eq(userPlaces.userId, userId)))
  ).length > 0;

/**
 * The guests a message reaches: in the segment, among `reachable` (auth's `reachableUsers`: not blocked, consent for
 * the channel on) and, for push, among `withDevice` (live's `deviceOwners`: at least one registered device).
 */
export const audience = (
  db: Tx,
  storeId: string,
  segment: Segment,
  cutoffs: SegmentCutoffs,
  reachable: ReachableUsers,
  withDevice?: SQLWrapper,
) =>
  db
    .select({ userId: reachable.id, gsm: reachable.gsm })
    .from(userPlaces)
    .innerJoin(reachable, eq(reachable.id, userPlaces.userId))
    .where(
      and(
        eq(userPlaces.storeId, storeId),
        segmentCondition(storeId, segment, cutoffs),
        withDevice ? inArray(userPlaces.userId, withDevice) : undefined,
      ),
    )
    .orderBy(reachable.id);

/**
 * A store's guests a campaign message on a channel reaches (consent on, not blocked; for push with a device), picked by
 * their date of birth (`birthdays`: month-days `MM-DD`) or their last visit (`lastVisitBefore`). Answers each with
 * the field that makes the occasion: date of birth, last visit.
 */
export const campaignAudience = (
  db: Tx,
  storeId: string,
  who: { birthdays: string[] } | { lastVisitBefore: Date } | { anyBirthday: true },
  reachable: ReachableUsers,
  withDevice?: SQLWrapper,
) =>
  db
    .select({ userId: reachable.id, dateOfBirth: reachable.dateOfBirth, lastVisitAt: userPlaces.lastVisitAt })
    .from(userPlaces)
    .innerJoin(reachable, eq(reachable.id, userPlaces.userId))
    .where(
      and(
        eq(userPlaces.storeId, storeId),
        'lastVisitBefore' in who
          ? lt(userPlaces.lastVisitAt, who.lastVisitBefore)
          : 'birthdays' in who
            ? who.birthdays.length
              ? inArray(sql`substr(${reachable.dateOfBirth}, 6, 5)`, who.birthdays)
              : sql`false`
            : sql`${reachable.dateOfBirth} is not null`,
        withDevice ? inArray(userPlaces.userId, withDevice) : undefined,
      ),
    )
    .orderBy(reachable.id);

export const smsSentSince = async (db: Tx, storeId: string, since: Date): Promise<number> =>
  (
    await db
      .select({ n: sql<number>`count(*)::int` })
      .from(messageDeliveries)
      .where(
        and(
          eq(messageDeliveries.storeId, storeId),
          eq(messageDeliveries.channel, 'sms'),
          eq(messageDeliveries.status, 'sent'),
          gte(messageDeliveries.sentAt, since),
        ),
      )
  )[0]?.n ?? 0;

/** SMS queued for delivery at or after `from` (messages written in the quiet hours, counted against that day). */
export const smsQueuedFrom = async (db: Tx, storeId: string, from: Date, until: Date): Promise<number> =>
  (
    await db
      .select({ n: sql<number>`count(*)::int` })
      .from(messageDeliveries)
      .innerJoin(customerMessages, eq(customerMessages.id, messageDeliveries.messageId))
      .where(
        and(
          eq(messageDeliveries.storeId, storeId),
          eq(messageDeliveries.channel, 'sms'),
          eq(messageDeliveries.status, 'queued'),
          gte(customerMessages.sendAfter, from),
          lt(customerMessages.sendAfter, until),
        ),
      )
  )[0]?.n ?? 0;

/** One message of a store at a time is counted against its daily SMS budget: held until the transaction ends. */
export const lockStoreMessages = async (db: Tx, storeId: string): Promise<void> => {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`customer-messages:${storeId}`}))`);
};

export const insertMessage = async (db: Tx, row: typeof customerMessages.$inferInsert) =>
  (await db.insert(customerMessages).values(row).returning())[0]!;

export const insertDeliveries = async (db: Tx, rows: (typeof messageDeliveries.$inferInsert)[]) => {
  for (let i = 0; i < rows.length; i += 500) await db.insert(messageDeliveries).values(rows.slice(i, i + 500));
};

/** Locks the due queued messages (oldest first) so two sweeps never send one twice. */
/**
 * Queued messages whose time has come, of stores outside their quiet hours now (each on its own zone's clock: a
 * message due at 09:00 but not sent by 21:00 waits for the next morning), oldest first, locked.
 */
export const lockDueMessages = (
  db: Tx,
  now: Date,
  limit: number,
  quiet: { quietFromHour: number; quietUntilHour: number },
) =>
  db
    .select(getTableColumns(customerMessages))
    .from(customerMessages)
    .innerJoin(stores, eq(stores.id, customerMessages.storeId))
    .where(
      and(
        eq(customerMessages.status, 'queued'),
        lte(customerMessages.sendAfter, now),
        sql`extract(hour from (${now.toISOString()}::timestamptz at time zone ${stores.timeZone})) between ${quiet.quietUntilHour} and ${quiet.quietFromHour - 1}`,
      ),
    )
    .orderBy(asc(customerMessages.sendAfter), asc(customerMessages.id))
    .limit(limit)
    .for('update', { of: customerMessages, skipLocked: true });

export const lockMessage = async (db: Tx, id: string) =>
  (await db.select().from(customerMessages).where(eq(customerMessages.id, id)).for('update'))[0];

export const queuedDeliveries = (db: Tx, messageId: string) =>
  db
    .select()
    .from(messageDeliveries)
    .where(and(eq(messageDeliveries.messageId, messageId), eq(messageDeliveries.status, 'queued')))
    .orderBy(asc(messageDeliveries.id));

export const setDeliveryStatus = (db: Tx, id: string, status: string, at: Date | null) =>
  db.update(messageDeliveries).set({ status, sentAt: at }).where(eq(messageDeliveries.id, id));

export const finishMessage = (db: Tx, id: string, sent: number, at: Date) =>
  db.update(customerMessages).set({ status: 'sent', sent, sentAt: at }).where(eq(customerMessages.id, id));

export const insertOptOut = (db: Tx, row: typeof smsOptOuts.$inferInsert) => db.insert(smsOptOuts).values(row);

export const optOutByHash = async (db: Tx, tokenHash: string) =>
  (await db.select().from(smsOptOuts).where(eq(smsOptOuts.tokenHash, tokenHash)))[0];

export const markOptOutUsed = (db: Tx, tokenHash: string, at: Date) =>
  db
    .update(smsOptOuts)
    .set({ usedAt: at })
    .where(and(eq(smsOptOuts.tokenHash, tokenHash), isNull(smsOptOuts.usedAt)));

/**
 * The store's members (guests with a user place there, or `holders`: points' `pointHolders` of its chain) and its
 * visits (business days).
 */
export const membersAndVisits = async (tx: Tx, storeId: string, holders: SQLWrapper) => {
  const { rows } = (await tx.execute(sql`SELECT
      (SELECT count(*) FROM (
        SELECT user_id FROM user_places WHERE store_id = ${storeId}
        UNION ${holders}) m)::bigint AS members,
      (SELECT coalesce(sum(visits), 0) FROM user_places WHERE store_id = ${storeId})::bigint AS visits`)) as unknown as {
    rows: { members: unknown; visits: unknown }[];
  };
  return { members: Number(rows[0]?.members ?? 0), visits: Number(rows[0]?.visits ?? 0) };
};
