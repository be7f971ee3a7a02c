import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { Permissions } from '@sofra/contracts/auth/auth.schemas';

/** What a registration code carries until it is verified (docs/sign-up.md). */
export interface PendingRegistration {
  name: string;
  permissions: Permissions;
  /** The texts accepted, as published when the person sent the form. */
  consents: { type: string; lang: string; version: string; textHash: string }[];
  /** When the person sent the form with the boxes ticked (ISO time). */
  acceptedAt: string;
  appName: string;
}

const now = () => timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow();

export const users = pgTable(
  'users',
  {
    id: text().primaryKey(),
    gsm: text().notNull(),
    name: text().notNull().default(''),
    email: text().notNull().default(''),
    image: text().notNull().default(''),
    status: text().notNull().default('new'),
    dateOfBirth: text('date_of_birth'),
    gender: text().notNull().default('undefined'),
    isMaster: boolean('is_master').notNull().default(false),
    isVirtual: boolean('is_virtual').notNull().default(false),
    isBlocked: boolean('is_blocked').notNull().default(false),
    segment: text().notNull().default(''),
    source: text().notNull().default('sofra'),
    permissions: jsonb()
      .$type<Permissions>()
      .notNull()
      .default(sql`'{"push":true,"sms":true,"email":true,"phone":true}'::jsonb`),
    /** Bumped on logout or block: every token carrying an older version is refused at once. */
    tokenVersion: integer('token_version').notNull().default(0),
    createDate: now().$type<Date>(),
    updateDate: now().$type<Date>(),
  },
  (t) => [uniqueIndex('users_gsm_key').on(t.gsm)],
);

/** One SMS code. Only an HMAC of the code is kept; a row is dead once consumed, expired or out of attempts. */
export const otpCodes = pgTable(
  'otp_codes',
  {
    id: text().primaryKey(),
    gsm: text().notNull(),
    codeHash: text('code_hash').notNull(),
    source: text().notNull(),
    ip: text().notNull(),
    attempts: integer().notNull().default(0),
    /** Asked with a solved captcha: only these count towards the number's day budget (docs/security.md). */
    captchaPassed: boolean('captcha_passed').notNull().default(false),
    /**
     * A registration's details (`user/register`), applied when this code is verified; null for a sign-in code. Cleared
     * once the code is used, replaced or discarded, so a name does not outlive the code.
     */
    registration: jsonb().$type<PendingRegistration>(),
    createdAt: now(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    index('otp_codes_gsm_created_idx').on(t.gsm, t.createdAt),
    index('otp_codes_ip_created_idx').on(t.ip, t.createdAt),
  ],
);

export const captchas = pgTable('captchas', {
  id: text().primaryKey(),
  codeHash: text('code_hash').notNull(),
  createdAt: now(),
  expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true, mode: 'date' }),
});

export const permissionLogs = pgTable(
  'permission_logs',
  {
    id: text().primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id),
    createDate: now(),
    push: boolean().notNull(),
    sms: boolean().notNull(),
    email: boolean().notNull(),
    phone: boolean().notNull(),
    source: text().notNull(),
    appName: text('app_name').notNull(),
    /** Who made the change (the guest, or the staff member recording spoken consent); null before 0024. */
    changedById: text('changed_by_id'),
    /** The one channel changed and its new value; null for a row written with every channel at once. */
    channel: text(),
    value: boolean(),
    /** The store whose staff recorded it or whose SMS was answered; null for the guest's own change. */
    storeId: text('store_id'),
  },
  (t) => [index('permission_logs_user_idx').on(t.userId, t.createDate)],
);

export const userQrs = pgTable(
  'user_qrs',
  {
    qrCode: text('qr_code').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id),
    createDate: now(),
    qrType: text('qr_type').notNull().default('user'),
    code: text().notNull(),
    appName: text('app_name').notNull().default(''),
  },
  (t) => [index('user_qrs_user_idx').on(t.userId)],
);

/**
 * The legal texts a user accepted (membership agreement, KVKK clarification text): which text, in which language and
 * version (when it was published), a hash of the text shown, and when. Rows are only ever added (docs/sign-up.md).
 */
export const consentLogs = pgTable(
  'consent_logs',
  {
    id: text().primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id),
    type: text().notNull(),
    lang: text().notNull(),
    version: text().notNull(),
    /** SHA-256 of the caption and text as published: the note itself may be edited later. */
    textHash: text('text_hash').notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true, mode: 'date' }).notNull(),
    source: text().notNull(),
    appName: text('app_name').notNull(),
    createDate: now(),
  },
  (t) => [index('consent_logs_user_idx').on(t.userId, t.createDate)],
);
