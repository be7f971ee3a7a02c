import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { ActorRow } from './folios.ts';
import { stores } from './stores.ts';

/** Reservations and the points they book (docs/reservations.md). */

const now = () => timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow();
const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export interface SlotRuleRow {
  upTo: number;
  minutes: number;
}
export interface BookingWindowRow {
  day: number;
  from: string;
  to: string;
}

/** A place a guest can book: a table, a table section, or a named point (a terrace, a private room). */
export const reservationPoints = pgTable(
  'reservation_points',
  {
    id: text().primaryKey(),
    storeId: text('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    kind: text().$type<'table' | 'section' | 'area'>().notNull(),
    tableId: text('table_id'),
    sectionId: text('section_id'),
    minParty: integer('min_party').notNull(),
    maxParty: integer('max_party').notNull(),
    combinable: boolean().notNull().default(false),
    slots: jsonb().$type<SlotRuleRow[]>().notNull(),
    bufferMinutes: integer('buffer_minutes').notNull().default(15),
    windows: jsonb().$type<BookingWindowRow[]>().notNull(),
    active: boolean().notNull().default(true),
    /** Bumped by the slot trigger: its row lock is what serialises two bookings of the point. */
    bookingSeq: integer('booking_seq').notNull().default(0),
    createdAt: now(),
    updatedAt: now(),
  },
  (t) => [
    uniqueIndex('reservation_points_name_key').on(t.storeId, t.name),
    uniqueIndex('reservation_points_table_key')
      .on(t.storeId, t.tableId)
      .where(sql`${t.tableId} IS NOT NULL`),
  ],
);

export type ReservationStatusRow = 'requested' | 'confirmed' | 'seated' | 'completed' | 'cancelled' | 'no_show';

export const reservations = pgTable(
  'reservations',
  {
    id: text().primaryKey(),
    storeId: text('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    guestUserId: text('guest_user_id'),
    guestName: text('guest_name').notNull(),
    /** E.164, or null (a walk-in who left none). */
    guestPhone: text('guest_phone'),
    partySize: integer('party_size').notNull(),
    startsAt: at('starts_at').notNull(),
    endsAt: at('ends_at').notNull(),
    pointIds: text('point_ids').array().notNull(),
    channel: text().$type<'phone' | 'walk-in' | 'guest-page' | 'app'>().notNull(),
    notes: text().notNull().default(''),
    tags: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    status: text().$type<ReservationStatusRow>().notNull(),
    /** Minor units: reservationPrice × party when the store asks for one. */
    depositAmount: integer('deposit_amount').notNull().default(0),
    depositState: text('deposit_state').$type<'none' | 'due' | 'paid' | 'applied' | 'refunded'>().notNull(),
    folioId: text('folio_id'),
    cancelReason: text('cancel_reason'),
    cancelledBy: text('cancelled_by').$type<'guest' | 'store'>(),
    createdBy: jsonb('created_by').$type<ActorRow | null>(),
    confirmedAt: at('confirmed_at'),
    confirmationSentAt: at('confirmation_sent_at'),
    /** When the reminder goes; null: none (no phone, or confirmed too close to the start). */
    reminderDueAt: at('reminder_due_at'),
    reminderSentAt: at('reminder_sent_at'),
    /** When the guest confirmed they are coming, through their link (a confirmed booking). */
    guestConfirmedAt: at('guest_confirmed_at'),
    version: integer().notNull().default(1),
    createdAt: now(),
    updatedAt: now(),
  },
  (t) => [
    index('reservations_store_start_idx').on(t.storeId, t.startsAt),
    index('reservations_reminder_due_idx')
      .on(t.reminderDueAt)
      .where(sql`${t.reminderSentAt} IS NULL AND ${t.reminderDueAt} IS NOT NULL`),
  ],
);

/**
 * The time a live reservation holds each of its points: its start to its end plus the point's buffer. A trigger locks
 * the point and refuses an overlap with another reservation's row (migration 0040, docs/reservations.md).
 */
export const reservationSlots = pgTable(
  'reservation_slots',
  {
    reservationId: text('reservation_id')
      .notNull()
      .references(() => reservations.id, { onDelete: 'cascade' }),
    pointId: text('point_id')
      .notNull()
      .references(() => reservationPoints.id, { onDelete: 'cascade' }),
    storeId: text('store_id').notNull(),
    startsAt: at('starts_at').notNull(),
    endsAt: at('ends_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.reservationId, t.pointId] }),
    index('reservation_slots_point_idx').on(t.pointId, t.startsAt),
    index('reservation_slots_store_idx').on(t.storeId, t.startsAt),
  ],
);

/** Every change of a reservation, append-only (a trigger refuses updates and deletes). */
export const reservationEvents = pgTable(
  'reservation_events',
  {
    id: text().primaryKey(),
    /** The order the rows were written in (several may share one `at`). */
    seq: bigserial({ mode: 'number' }).notNull(),
    reservationId: text('reservation_id').notNull(),
    storeId: text('store_id').notNull(),
    at: now(),
    actor: jsonb().$type<ActorRow | null>(),
    action: text().notNull(),
    detail: jsonb().$type<Record<string, unknown>>().notNull(),
  },
  (t) => [index('reservation_events_reservation_idx').on(t.reservationId, t.seq)],
);

/** A store's reservation settings (docs/reservations.md, Settings); a store without a row has the defaults. */
export const reservationSettings = pgTable('reservation_settings', {
  storeId: text('store_id')
    .primaryKey()
    .references(() => stores.id, { onDelete: 'cascade' }),
  /** A guest page booking: `request` waits for the host; `instant` is confirmed at once. */
  guestConfirmation: text('guest_confirmation').$type<'request' | 'instant'>().notNull().default('request'),
  /** The reminder goes this many minutes before the start. */
  reminderMinutes: integer('reminder_minutes').notNull().default(120),
  updatedAt: now(),
});

/**
 * The guest's own link to a reservation (`/b/{token}`): only a hash of the token is kept, as an opt-out link's; one row per
 * link sent (the booking's answer, each confirmation and reminder), each good until the booking's end.
 */
export const reservationLinks = pgTable(
  'reservation_links',
  {
    tokenHash: text('token_hash').primaryKey(),
    reservationId: text('reservation_id')
      .notNull()
      .references(() => reservations.id, { onDelete: 'cascade' }),
    createdAt: now(),
  },
  (t) => [index('reservation_links_reservation_idx').on(t.reservationId)],
);
