import { sql } from 'drizzle-orm';
import { bigint, check, index, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { ActorRow } from './folios.ts';

const now = () => timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow();
/** Points and stamps are bigints: a balance or one expiry entry may pass 2^31 (docs/security.md, Counters and amounts). */
const count = (name: string) => bigint(name, { mode: 'number' });

/**
 * A guest's points and stamps per chain (docs/loyalty.md): the chain key is the parent store's id for a store that
 * shares points, the store's own id otherwise. The running sum of the ledger, changed only with its entry in the same
 * transaction while this row is locked; never below zero.
 */
export const pointBalances = pgTable(
  'point_balances',
  {
    chainKey: text('chain_key').notNull(),
    userId: text('user_id').notNull(),
    points: count('points').notNull().default(0),
    stamps: count('stamps').notNull().default(0),
    updatedAt: now(),
  },
  (t) => [
    primaryKey({ columns: [t.chainKey, t.userId] }),
    index('point_balances_chain_points_idx').on(t.chainKey, t.points.desc()),
    check('point_balances_points_not_negative', sql`${t.points} >= 0`),
    check('point_balances_stamps_not_negative', sql`${t.stamps} >= 0`),
  ],
);

/** The points ledger, append-only (a trigger refuses updates and deletes). */
export const pointEntries = pgTable(
  'point_entries',
  {
    id: text().primaryKey(),
    chainKey: text('chain_key').notNull(),
    userId: text('user_id').notNull(),
    /** The store where it happened. */
    storeId: text('store_id').notNull(),
    kind: text().$type<'earn' | 'adjust' | 'redeem' | 'refund' | 'expire' | 'stamp-reward'>().notNull(),
    points: count('points').notNull(),
    stamps: count('stamps').notNull().default(0),
    reason: text().notNull().default(''),
    folioId: text('folio_id'),
    paymentId: text('payment_id'),
    staff: jsonb().$type<ActorRow | null>(),
    at: now(),
    /** When the points of a credit (earn, positive adjust) expire; null: never. */
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    index('point_entries_owner_idx').on(t.chainKey, t.userId, t.at.desc(), t.id.desc()),
    index('point_entries_store_at_idx').on(t.storeId, t.at),
    uniqueIndex('point_entries_folio_earn')
      .on(t.folioId)
      .where(sql`${t.kind} = 'earn'`),
    uniqueIndex('point_entries_payment_kind')
      .on(t.paymentId, t.kind)
      .where(sql`${t.paymentId} IS NOT NULL`),
  ],
);
