import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { stores } from './stores.ts';

const now = () => timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow();
const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const money = (name: string) => integer(name).notNull().default(0);

/** A user as they were when they did something (null id: the POS or the guest app). */
export interface ActorRow {
  id: string;
  name: string;
}
export interface FolioDiscountRow {
  reasonId: string;
  reasonName: string;
  kind: 'percent' | 'amount';
  value: number;
}
export interface FolioOptionRow {
  modifierId: string;
  modifierName: string;
  optionId: string;
  name: string;
  price: number;
}
/** The campaign that took something off a line (docs/campaigns.md), and how much. */
export interface LineCampaignRow {
  campaignId: string;
  campaignName: string;
  amount: number;
}
/** A campaign's reward on the whole bill: percent (two decimals) or minor units, and what it took off. */
export interface FolioCampaignRow {
  campaignId: string;
  campaignName: string;
  kind: 'percent' | 'amount';
  value: number;
  amount: number;
}
export interface FolioTaxRow {
  rate: number;
  base: number;
  tax: number;
}

/**
 * Folios (docs/folios.md). The totals columns are computed by the server at every write (never taken from a client)
 * and kept here so lists, searches and the export read one row per folio.
 */
export const folios = pgTable(
  'folios',
  {
    id: text().primaryKey(),
    storeId: text('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    /** Per store and business day, from 1 (folio_counters). */
    number: integer().notNull(),
    /** YYYY-MM-DD: the business day it was opened on. */
    businessDay: text('business_day').notNull(),
    tableId: text('table_id'),
    tableName: text('table_name'),
    tableGroup: text('table_group'),
    serviceType: text('service_type').notNull(),
    source: text().notNull().default('portal'),
    guestUserId: text('guest_user_id'),
    status: text().$type<'waiting' | 'open' | 'locked' | 'closed' | 'cancelled'>().notNull().default('open'),
    cancelReason: text('cancel_reason'),
    hidden: boolean().notNull().default(false),
    doneAt: at('done_at'),
    note: text().notNull().default(''),
    /** The number of guests (covers), 1–999; null: not asked or unknown (docs/folios.md, Covers). */
    covers: integer(),
    openedAt: now(),
    closedAt: at('closed_at'),
    openedBy: jsonb('opened_by').$type<ActorRow | null>(),
    closedBy: jsonb('closed_by').$type<ActorRow | null>(),
    /** User ids of who opened and closed, for the staff filter. */
    openedById: text('opened_by_id'),
    closedById: text('closed_by_id'),
    version: integer().notNull().default(1),
    posFolioId: text('pos_folio_id'),
    discount: jsonb().$type<FolioDiscountRow | null>(),
    /** A campaign's reward on the whole bill (docs/campaigns.md), set at every line write. */
    campaign: jsonb().$type<FolioCampaignRow | null>(),
    /** A guest-app order's answer (docs/live.md): waiting, accepted, rejected; null on other folios. */
    orderState: text('order_state').$type<'waiting' | 'accepted' | 'rejected'>(),
    prepMinutes: integer('prep_minutes'),
    answeredAt: at('answered_at'),
    /** sha256 of the token the guest's page holds to read its order (never the token itself). */
    orderTokenHash: text('order_token_hash'),
    /**
     * A guest's order accepted onto its table's open bill (docs/live.md, One bill per table): that bill's id. The order
     * is then kept for the guest's page only (cancelled and hidden, never a total); its lines are on the bill.
     */
    joinedFolioId: text('joined_folio_id'),
    /** Spec §4: none, preparing, routing, completed, closed, cancelled. */
    deliveryStatus: text('delivery_status').notNull().default('none'),
    courierName: text('courier_name'),
    deliveryStatusAt: at('delivery_status_at'),
    /**
     * The store's service fee and default tax rate (hundredths of a percent) when the folio was opened: a later change
     * of the store's leaves its bills as they were (0018_folio_terms.sql).
     */
    serviceFeeBp: integer('service_fee_bp').notNull().default(0),
    serviceFeeTaxBp: integer('service_fee_tax_bp').notNull().default(0),
    gross: money('gross'),
    discounts: money('discounts'),
    gifts: money('gifts'),
    voids: money('voids'),
    serviceFee: money('service_fee'),
    taxes: jsonb().$type<FolioTaxRow[]>().notNull().default([]),
    total: money('total'),
    paid: money('paid'),
    tip: money('tip'),
    lineCount: integer('line_count').notNull().default(0),
    /** The payment types used, by name, in order (lists show them without reading the payments). */
    paymentNames: jsonb('payment_names').$type<string[]>().notNull().default([]),
    updateDate: now(),
  },
  (t) => [
    uniqueIndex('folios_store_day_number').on(t.storeId, t.businessDay, t.number),
    // Searches: a store's folios by business day, newest first (keyset pages).
    index('folios_store_day_idx').on(t.storeId, t.businessDay.desc(), t.openedAt.desc(), t.id.desc()),
    // The same order per table and per waiter (opened or closed by): the list's table and staff filters read only the
    // matching folios, newest first, instead of every folio of the days asked (docs/performance.md, Folios).
    index('folios_store_table_day_idx')
      .on(t.storeId, t.tableId, t.businessDay.desc(), t.openedAt.desc(), t.id.desc())
      .where(sql`${t.tableId} IS NOT NULL`),
    index('folios_store_opener_day_idx')
      .on(t.storeId, t.openedById, t.businessDay.desc(), t.openedAt.desc(), t.id.desc())
      .where(sql`${t.openedById} IS NOT NULL`),
    index('folios_store_closer_day_idx')
      .on(t.storeId, t.closedById, t.businessDay.desc(), t.openedAt.desc(), t.id.desc())
      .where(sql`${t.closedById} IS NOT NULL`),
    // The floor board: the open and locked folios of a store.
    index('folios_store_live_idx')
      .on(t.storeId, t.openedAt)
      .where(sql`${t.status} IN ('open', 'locked')`),
    // The order service: a store's guest-app orders.
    index('folios_store_orders_idx')
      .on(t.storeId, t.openedAt.desc())
      .where(sql`${t.orderState} IS NOT NULL`),
    // The delivery board: deliveries under way.
    index('folios_store_delivery_idx')
      .on(t.storeId, t.deliveryStatusAt)
      .where(sql`${t.deliveryStatus} <> 'none'`),
    uniqueIndex('folios_store_pos_id')
      .on(t.storeId, t.posFolioId)
      .where(sql`${t.posFolioId} IS NOT NULL`),
    index('folios_guest_idx')
      .on(t.guestUserId, t.storeId, t.openedAt.desc())
      .where(sql`${t.guestUserId} IS NOT NULL`),
  ],
);

/** The last folio number given per store and business day. */
export const folioCounters = pgTable(
  'folio_counters',
  {
    storeId: text('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    businessDay: text('business_day').notNull(),
    last: integer().notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.storeId, t.businessDay] })],
);

/** A folio's lines; the product, its price, tax rate, department and printer kept as they were. Never deleted. */
export const folioLines = pgTable(
  'folio_lines',
  {
    id: text().primaryKey(),
    folioId: text('folio_id')
      .notNull()
      .references(() => folios.id, { onDelete: 'cascade' }),
    storeId: text('store_id').notNull(),
    position: integer().notNull(),
    productId: text('product_id'),
    name: text().notNull(),
    plu: text().notNull().default(''),
    basePrice: integer('base_price').notNull(),
    unitPrice: integer('unit_price').notNull(),
    quantity: integer().notNull(),
    taxRate: integer('tax_rate_bp').notNull(),
    departmentId: text('department_id'),
    departmentName: text('department_name'),
    printerId: text('printer_id'),
    printerName: text('printer_name'),
    options: jsonb().$type<FolioOptionRow[]>().notNull().default([]),
    note: text().notNull().default(''),
    state: text().$type<'active' | 'gift' | 'void'>().notNull().default('active'),
    discount: jsonb().$type<FolioDiscountRow | null>(),
    /** The campaign that priced the line (docs/campaigns.md), set at every line write. */
    campaign: jsonb().$type<LineCampaignRow | null>(),
    gift: jsonb().$type<{ reasonId: string; reasonName: string } | null>(),
    void: jsonb().$type<{ reasonId: string; reasonName: string; wasted: boolean } | null>(),
    /** Computed at every write of the folio, as its totals: net = gross − discount_amount − folio_discount_share. */
    gross: money('gross'),
    /** The line's own discount. */
    discountAmount: money('discount_amount'),
    /** Its share of the folio's discount (largest remainder; docs/folios.md, Totals). */
    folioDiscountShare: money('folio_discount_share'),
    net: money('net'),
    tax: money('tax'),
    staff: jsonb().$type<ActorRow | null>(),
    /** The guest's order (its folio id) the line came with; null for the staff's own lines. */
    guestOrderId: text('guest_order_id'),
    createdAt: now(),
  },
  (t) => [index('folio_lines_folio_idx').on(t.folioId, t.position)],
);

/** A folio's payments; the payment type's name and collection type kept as they were. */
export const folioPayments = pgTable(
  'folio_payments',
  {
    id: text().primaryKey(),
    folioId: text('folio_id')
      .notNull()
      .references(() => folios.id, { onDelete: 'cascade' }),
    storeId: text('store_id').notNull(),
    paymentTypeId: text('payment_type_id').notNull(),
    name: text().notNull(),
    collectionType: text('collection_type').notNull(),
    amount: integer().notNull(),
    tip: integer().notNull().default(0),
    staff: jsonb().$type<ActorRow | null>(),
    createdAt: now(),
    /** Taken back (`folio/removePayment`): kept, no longer counted. */
    removedAt: at('removed_at'),
  },
  (t) => [
    index('folio_payments_folio_idx').on(t.folioId),
    index('folio_payments_type_idx').on(t.storeId, t.paymentTypeId, t.folioId),
  ],
);

/** Every change to a folio, append-only (a trigger refuses updates and deletes). */
export const folioEvents = pgTable(
  'folio_events',
  {
    id: text().primaryKey(),
    folioId: text('folio_id')
      .notNull()
      .references(() => folios.id, { onDelete: 'cascade' }),
    at: now(),
    staff: jsonb().$type<ActorRow | null>(),
    action: text().notNull(),
    detail: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    version: integer().notNull(),
  },
  (t) => [index('folio_events_folio_idx').on(t.folioId, t.at)],
);

/**
 * Answers of folio writes by their `Idempotency-Key` (per store), kept a day: the same key again answers the stored
 * result and changes nothing; the same key with another call or body is idempotency_key_reused.
 */
export const folioIdempotency = pgTable(
  'folio_idempotency',
  {
    storeId: text('store_id').notNull(),
    key: text().notNull(),
    call: text().notNull(),
    /** SHA-256 of the call's input, as JSON. */
    inputHash: text('input_hash').notNull(),
    answer: jsonb().notNull(),
    createdAt: now(),
  },
  (t) => [primaryKey({ columns: [t.storeId, t.key] }), index('folio_idempotency_created_idx').on(t.createdAt)],
);
