import {
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { DEFAULT_MAX_POINT_CHANGE, DEFAULT_MAX_TIP_PERCENT } from '@sofra/contracts/core/constants';
import type { StoreProperties, WorkingHour } from '@sofra/contracts/stores/stores.schemas';
import { users } from './auth.ts';

const now = () => timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow();

export const stores = pgTable('stores', {
  id: text().primaryKey(),
  name: text().notNull(),
  description: text().notNull().default(''),
  serviceTypes: jsonb('service_types').$type<string[]>().notNull().default([]),
  apiKey: text('api_key').notNull().default(''),
  properties: jsonb().$type<StoreProperties>().notNull(),
  languages: jsonb().$type<string[]>().notNull().default(['tr']),
  localPayTypes: jsonb('local_pay_types').$type<string[]>().notNull().default([]),
  payTypes: jsonb('pay_types').$type<string[]>().notNull().default([]),
  cloudId: text('cloud_id').notNull().default(''),
  mainAction: text('main_action').notNull().default('in-store'),
  menuVersion: integer('menu_version').notNull().default(0),
  sofraPayPoint: doublePrecision('sofra_pay_point').notNull().default(0),
  payPoint: doublePrecision('pay_point').notNull().default(0),
  masterpass: jsonb()
    .$type<{ serviceUrl: string; clientId: string }>()
    .notNull()
    .default({ serviceUrl: '', clientId: '' }),
  kerzzId: text('kerzz_id').notNull().default(''),
  tipEnabled: boolean('tip_enabled').notNull().default(false),
  workingHours: jsonb('working_hours').$type<WorkingHour[]>().notNull(),
  deliveryHours: jsonb('delivery_hours').$type<WorkingHour[]>().notNull(),
  isProduction: boolean('is_production').notNull().default(true),
  storeCurrency: text('store_currency').notNull().default('₺'),
  storeLocale: text('store_locale').notNull().default('tr'),
  parentId: text('parent_id').notNull().default(''),
  pointTitle: text('point_title').notNull().default(''),
  maxPoint: doublePrecision('max_point').notNull().default(0),
  /** Limits of one call (docs/security.md, Counters and amounts): points one staff change moves; tips, % of a folio. */
  maxPointChange: integer('max_point_change').notNull().default(DEFAULT_MAX_POINT_CHANGE),
  maxTipPercent: integer('max_tip_percent').notNull().default(DEFAULT_MAX_TIP_PERCENT),
  isVisible: boolean('is_visible').notNull().default(true),
  sharedPoints: boolean('shared_points').notNull().default(false),
  deliveryStoreId: text('delivery_store_id').notNull().default(''),
  countryCode: text('country_code').notNull().default('TR'),
  cityCode: text('city_code').notNull().default(''),
  town: text().notNull().default(''),
  addressLine: text('address_line').notNull().default(''),
  phone: text().notNull().default(''),
  location: text().notNull().default(''),
  latitude: doublePrecision(),
  longitude: doublePrecision(),
  instagramAddress: text('instagram_address').notNull().default(''),
  amountPerPerson: doublePrecision('amount_per_person').notNull().default(0),
  rate: doublePrecision().notNull().default(0),
  serviceFee: doublePrecision('service_fee').notNull().default(0),
  mainCategoryId: text('main_category_id').notNull().default(''),
  status: text().notNull().default('open'),
  subCategories: jsonb('sub_categories').$type<string[]>().notNull().default([]),
  attributes: jsonb().$type<string[]>().notNull().default([]),
  branchCode: integer('branch_code'),
  /** The store's business day (docs/reports.md): its IANA time zone and the hour its day starts. */
  timeZone: text('time_zone').notNull().default('Europe/Istanbul'),
  dayStartHour: integer('day_start_hour').notNull().default(5),
  createDate: now(),
  updateDate: now(),
});

export const userOwnedStores = pgTable(
  'user_owned_stores',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id),
    storeId: text('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    position: text().notNull().default('owner'),
    /** False while the link is an invitation the user has not accepted; only approved links grant access. */
    approved: boolean().notNull().default(true),
    /** Who linked (invited) the user; null for the store's creator and the seed. */
    invitedBy: text('invited_by').references(() => users.id, { onDelete: 'set null' }),
    /** As `staff.expired_at`: an owner invitation not accepted within 7 days; inviting the user again clears it. */
    expiredAt: timestamp('expired_at', { withTimezone: true, mode: 'date' }),
    createDate: now(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.storeId] }), index('user_owned_stores_store_idx').on(t.storeId)],
);

/** Staff of a store; `permissions` lists the staff permissions granted (docs/permissions.md, issue 4). */
export const staff = pgTable(
  'staff',
  {
    storeId: text('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id),
    position: text().notNull().default('waiter'),
    permissions: jsonb().$type<string[]>().notNull().default([]),
    /** Null while the membership is an invitation the person has not accepted; only accepted staff pass the store guard. */
    acceptedAt: timestamp('accepted_at', { withTimezone: true, mode: 'date' }),
    /** The owner who added the person; null when that user is gone. */
    invitedBy: text('invited_by').references(() => users.id, { onDelete: 'set null' }),
    /** Set by the invitations job when the invitation was not accepted within 7 days; sending it again clears it. */
    expiredAt: timestamp('expired_at', { withTimezone: true, mode: 'date' }),
    createDate: now(),
  },
  (t) => [primaryKey({ columns: [t.storeId, t.userId] }), index('staff_user_idx').on(t.userId)],
);

/**
 * A number invited to a store's staff that has no account yet (issue 11). When someone signs up with the number, each
 * row becomes a `staff` row with `accepted_at` null (claimInvitationsByGsm) and is deleted; the person then accepts or
 * declines as any invited member.
 */
export const staffInvitations = pgTable(
  'staff_invitations',
  {
    storeId: text('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    /** E.164, normalised. */
    gsm: text().notNull(),
    position: text().notNull().default('waiter'),
    permissions: jsonb().$type<string[]>().notNull().default([]),
    /** The owner who invited the number; null when that user is gone. */
    invitedBy: text('invited_by').references(() => users.id, { onDelete: 'set null' }),
    /** As `staff.expired_at`: 7 days without a sign-up; adding the number again sends the invitation again. */
    expiredAt: timestamp('expired_at', { withTimezone: true, mode: 'date' }),
    createDate: now(),
  },
  (t) => [primaryKey({ columns: [t.storeId, t.gsm] }), index('staff_invitations_gsm_idx').on(t.gsm)],
);

/** Each menu sync an owner starts from the header's Sync button. */
export const storeMenuSyncs = pgTable(
  'store_menu_syncs',
  {
    id: text().primaryKey(),
    storeId: text('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id),
    menuVersion: integer('menu_version').notNull(),
    createDate: now(),
  },
  (t) => [index('store_menu_syncs_store_idx').on(t.storeId, t.createDate)],
);
