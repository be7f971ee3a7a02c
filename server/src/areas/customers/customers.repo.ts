import { and, asc, desc, eq, gte, isNull, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import type { Segment } from '@sofra/contracts/customers/customers.schemas';
import type { Tx } from '../../db/client.ts';
import {
  customerMessages,
  devices,
  messageDeliveries,
  smsOptOuts,
  stores,
  userPlaces,
  users,
} from '../../db/schema/index.ts';
import { segmentCondition, type SegmentCutoffs } from './segments.repo.ts';

export const placesOf = (db: Tx, userId: string) =>
  db
    .select({
      storeId: userPlaces.storeId,
      storeName: stores.name,
      firstVisitAt: userPlaces.firstVisitAt,
      lastVisitAt: userPlaces.lastVisitAt,
      visits: userPlaces.visits,
      spend: userPlaces.spend,
    })
    .from(userPlaces)
    .innerJoin(stores, eq(stores.id, userPlaces.storeId))
    .where(eq(userPlaces.userId, userId))
    .orderBy(desc(userPlaces.lastVisitAt));

export interface GuestFilter {
  storeId: string;
  segment: Segment;
  cutoffs: SegmentCutoffs;
  /** Lower-cased text matched against the name; digits also against the number. */
  search?: string;
  lastVisitFrom?: Date;
  lastVisitBefore?: Date;
}

const guestWhere = (f: GuestFilter): SQL => {
  const parts: (SQL | undefined)[] = [
    eq(userPlaces.storeId, f.storeId),
    segmentCondition(f.storeId, f.segment, f.cutoffs),
  ];
  if (f.search) {
    const text = `%${f.search.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    const digits = f.search.replace(/\D/g, '');
    parts.push(
      or(
        sql`lower(${users.name}) LIKE ${text}`,
        digits.length >= 3 ? sql`${users.gsm} LIKE ${`%${digits}%`}` : undefined,
      ),
    );
  }
  if (f.lastVisitFrom) parts.push(gte(userPlaces.lastVisitAt, f.lastVisitFrom));
  if (f.lastVisitBefore) parts.push(lt(userPlaces.lastVisitAt, f.lastVisitBefore));
  return and(...parts)!;
};

export const countGuests = async (db: Tx, f: GuestFilter): Promise<number> =>
  (
    await db
      .select({ n: sql<number>`count(*)::int` })
      .from(userPlaces)
      .innerJoin(users, eq(users.id, userPlaces.userId))
      .where(guestWhere(f))
  )[0]?.n ?? 0;

export const guestPage = (db: Tx, f: GuestFilter, limit: number, offset: number) =>
  db
    .select({ place: userPlaces, user: users })
    .from(userPlaces)
    .innerJoin(users, eq(users.id, userPlaces.userId))
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
 * The guests a message reaches: in the segment, not blocked, consent for the channel on, and for push at least one
 * registered device.
 */
export const audience = (db: Tx, storeId: string, segment: Segment, channel: 'sms' | 'push', cutoffs: SegmentCutoffs) =>
  db
    .select({ userId: users.id, gsm: users.gsm })
    .from(userPlaces)
    .innerJoin(users, eq(users.id, userPlaces.userId))
    .where(
      and(
        eq(userPlaces.storeId, storeId),
        segmentCondition(storeId, segment, cutoffs),
        eq(users.isBlocked, false),
        sql`(${users.permissions} ->> ${channel}) = 'true'`,
        channel === 'push' ? sql`EXISTS (SELECT 1 FROM ${devices} d WHERE d.user_id = ${users.id})` : undefined,
      ),
    )
    .orderBy(users.id);

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
export const lockDueMessages = (db: Tx, now: Date, limit: number) =>
  db
    .select()
    .from(customerMessages)
    .where(and(eq(customerMessages.status, 'queued'), lte(customerMessages.sendAfter, now)))
    .orderBy(asc(customerMessages.sendAfter), asc(customerMessages.id))
    .limit(limit)
    .for('update', { skipLocked: true });

export const lockMessage = async (db: Tx, id: string) =>
  (await db.select().from(customerMessages).where(eq(customerMessages.id, id)).for('update'))[0];

export const queuedDeliveries = (db: Tx, messageId: string) =>
  db
    .select({ delivery: messageDeliveries, user: users })
    .from(messageDeliveries)
    .innerJoin(users, eq(users.id, messageDeliveries.userId))
    .where(and(eq(messageDeliveries.messageId, messageId), eq(messageDeliveries.status, 'queued')))
    .orderBy(asc(messageDeliveries.id));

export const setDeliveryStatus = (db: Tx, id: string, status: string, at: Date | null) =>
  db.update(messageDeliveries).set({ status, sentAt: at }).where(eq(messageDeliveries.id, id));

export const finishMessage = (db: Tx, id: string, sent: number, at: Date) =>
  db.update(customerMessages).set({ status: 'sent', sent, sentAt: at }).where(eq(customerMessages.id, id));

export const devicesOf = (db: Tx, userId: string) => db.select().from(devices).where(eq(devices.userId, userId));

export const insertOptOut = (db: Tx, row: typeof smsOptOuts.$inferInsert) => db.insert(smsOptOuts).values(row);

export const optOutByHash = async (db: Tx, tokenHash: string) =>
  (
    await db
      .select({ optOut: smsOptOuts, storeName: stores.name })
      .from(smsOptOuts)
      .leftJoin(stores, eq(stores.id, smsOptOuts.storeId))
      .where(eq(smsOptOuts.tokenHash, tokenHash))
  )[0];

export const markOptOutUsed = (db: Tx, tokenHash: string, at: Date) =>
  db
    .update(smsOptOuts)
    .set({ usedAt: at })
    .where(and(eq(smsOptOuts.tokenHash, tokenHash), isNull(smsOptOuts.usedAt)));

/** The store's members (guests with a user place there, or points in its chain) and its visits (business days). */
export const membersAndVisits = async (tx: Tx, storeId: string, chainKey: string) => {
  const { rows } = (await tx.execute(sql`SELECT
      (SELECT count(*) FROM (
        SELECT user_id FROM user_places WHERE store_id = ${storeId}
        UNION SELECT user_id FROM point_balances WHERE chain_key = ${chainKey} AND points > 0) m)::bigint AS members,
      (SELECT coalesce(sum(visits), 0) FROM user_places WHERE store_id = ${storeId})::bigint AS visits`)) as unknown as {
    rows: { members: unknown; visits: unknown }[];
  };
  return { members: Number(rows[0]?.members ?? 0), visits: Number(rows[0]?.visits ?? 0) };
};
