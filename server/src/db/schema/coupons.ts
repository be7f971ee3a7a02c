import { sql } from 'drizzle-orm';
import { bigint, boolean, index, integer, jsonb, pgTable, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { users } from './auth.ts';
import { stores } from './stores.ts';

/** Coupons and scratch cards (docs/coupons.md). */

const now = () => timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow();
const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** A coupon: store_id null is a platform coupon (every store accepts it). `used` counts its redemptions. */
export const coupons = pgTable(
  'coupons',
  {
    id: text().primaryKey(),
    storeId: text('store_id').references(() => stores.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    /** percent (whole percent), amount (minor units) or product (`product_id`). */
    benefitKind: text('benefit_kind').$type<'percent' | 'amount' | 'product'>().notNull(),
    benefitValue: integer('benefit_value').notNull().default(0),
    productId: text('product_id'),
    singleUse: boolean('single_use').notNull().default(false),
    minSpend: integer('min_spend').notNull().default(0),
    validFrom: at('valid_from'),
    validTo: at('valid_to'),
    usesPerGuest: integer('uses_per_guest'),
    maxUses: integer('max_uses'),
    status: text().$type<'active' | 'disabled'>().notNull().default('active'),
    /** A running count: a bigint, so it never overflows (docs/security.md, Counters and amounts). */
    used: bigint({ mode: 'number' }).notNull().default(0),
    codeCount: integer('code_count').notNull().default(0),
    image: text(),
    createdBy: text('created_by'),
    createDate: now(),
  },
  (t) => [index('coupons_store_idx').on(t.storeId, t.createDate)],
);

/**
 * A coupon's codes. `scope` is the store id, or 'platform' for a platform coupon's codes: a code is unique in its
 * scope. `max_uses` 1 is a single-use code; null leaves the limit to the coupon. `holder_id`: the guest it was given to.
 */
export const couponCodes = pgTable(
  'coupon_codes',
  {
    id: text().primaryKey(),
    couponId: text('coupon_id')
      .notNull()
      .references(() => coupons.id, { onDelete: 'cascade' }),
    scope: text().notNull(),
    code: text().notNull(),
    maxUses: integer('max_uses'),
    uses: bigint({ mode: 'number' }).notNull().default(0),
    holderId: text('holder_id').references(() => users.id, { onDelete: 'set null' }),
    createDate: now(),
  },
  (t) => [
    unique('coupon_codes_scope_code_key').on(t.scope, t.code),
    index('coupon_codes_coupon_idx').on(t.couponId),
    index('coupon_codes_holder_idx').on(t.holderId),
  ],
);

/** A guest's wallet: the codes given to them (loaded by staff or won on a scratch card). */
export const couponWallet = pgTable(
  'coupon_wallet',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeId: text('code_id')
      .notNull()
      .references(() => couponCodes.id, { onDelete: 'cascade' }),
    couponId: text('coupon_id')
      .notNull()
      .references(() => coupons.id, { onDelete: 'cascade' }),
    /** load, scratch or welcome (a welcome campaign's coupon, docs/campaigns.md). */
    source: text().notNull(),
    loadedBy: text('loaded_by'),
    createDate: now(),
  },
  (t) => [
    unique('coupon_wallet_user_code_key').on(t.userId, t.codeId),
    index('coupon_wallet_coupon_idx').on(t.couponId, t.userId),
  ],
);

/** One row per redemption: what was used, where, by whom, and what it took off. */
export const couponRedemptions = pgTable(
  'coupon_redemptions',
  {
    id: text().primaryKey(),
    couponId: text('coupon_id')
      .notNull()
      .references(() => coupons.id, { onDelete: 'cascade' }),
    codeId: text('code_id')
      .notNull()
      .references(() => couponCodes.id, { onDelete: 'cascade' }),
    storeId: text('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    folioId: text('folio_id'),
    userId: text('user_id'),
    amount: integer(),
    staffName: text('staff_name'),
    at: now(),
  },
  (t) => [
    index('coupon_redemptions_coupon_idx').on(t.couponId, t.at),
    index('coupon_redemptions_guest_idx').on(t.couponId, t.userId),
  ],
);

/** A scratch card's pool: entries {couponId, weight} and the weight of "no prize". */
export const scratchPools = pgTable('scratch_pools', {
  id: text().primaryKey(),
  storeId: text('store_id')
    .notNull()
    .references(() => stores.id, { onDelete: 'cascade' }),
  name: text().notNull(),
  entries: jsonb()
    .$type<{ couponId: string; weight: number }[]>()
    .notNull()
    .default(sql`'[]'::jsonb`),
  noPrizeWeight: integer('no_prize_weight').notNull().default(0),
  active: boolean().notNull().default(true),
  createDate: now(),
});

/** A guest's one draw of a pool (the unique key makes it once, however many requests race). */
export const scratchDraws = pgTable(
  'scratch_draws',
  {
    poolId: text('pool_id')
      .notNull()
      .references(() => scratchPools.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    couponId: text('coupon_id'),
    codeId: text('code_id'),
    createDate: now(),
  },
  (t) => [unique('scratch_draws_pool_user_key').on(t.poolId, t.userId)],
);
