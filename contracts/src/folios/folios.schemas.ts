import { z } from 'zod';
import { MAX_TIP } from '../core/constants.ts';
import { deliveryStatuses, paymentCollectionTypes, serviceTypes } from '../core/enums.ts';
import { ZId, ZIsoDate, ZNote, ZText } from '../core/schemas.ts';
import { discountKinds } from '../definitions/definitions.schemas.ts';

/**
 * Folios (bills, checks): what a table ordered and how it was paid. The spec shows no fields or states; the model is
 * ours (docs/folios.md). Money is integer minor units of the store's currency (kuruş); prices include VAT (KDV dahil).
 * Every amount is computed by the server; a client never sends a total.
 */

/** `waiting`: a guest's order not yet accepted (docs/live.md); accepted it is `open`, rejected `cancelled`. */
export const folioStatuses = ['waiting', 'open', 'locked', 'closed', 'cancelled'] as const;
export type FolioStatus = (typeof folioStatuses)[number];
export const folioSources = ['portal', 'pos', 'guest-app'] as const;
export type FolioSource = (typeof folioSources)[number];
/** A guest-app order's answer (docs/live.md): null on every other folio. */
export const orderStates = ['waiting', 'accepted', 'rejected'] as const;
export type OrderState = (typeof orderStates)[number];
/** A line's state: sold at its price, given as a gift (price 0), or voided (kept, marked, never deleted). */
export const folioLineStates = ['active', 'gift', 'void'] as const;

/** The most lines one save may add, and a folio may hold (voided and split lines count). */
export const MAX_LINES_PER_SAVE = 100;
export const MAX_FOLIO_LINES = 500;
export const MAX_FOLIO_PAYMENTS = 50;
/** The most guests (covers) a folio may name; at least 1. null on a folio: not asked or unknown. */
export const MAX_COVERS = 999;
export const ZCovers = z.number().int().min(1).max(MAX_COVERS);
/** The most of one product a line may hold. */
export const MAX_QUANTITY = 999;
/**
 * The largest single payment, in minor units (10,000,000.00), and what a folio's lines may come to. A tip is at most
 * MAX_TIP (1,000,000.00) and the folio's tips at most the store's `maxTipPercent` of its total (docs/folios.md, Totals).
 */
export const MAX_AMOUNT = 1_000_000_000;
export { MAX_TIP };
/** A page of folio searches: default and most. */
export const FOLIO_PAGE_SIZE = 50;
export const MAX_FOLIO_PAGE_SIZE = 100;
/** The longest date range a search, export or report may span, in days. */
export const MAX_RANGE_DAYS = 366;
/** The most folios one POS import batch may carry. */
export const MAX_IMPORT_BATCH = 500;

const ZMoney = z.number().int();
const ZAmountIn = z.number().int().min(0).max(MAX_AMOUNT);
const ZTipIn = z.number().int().min(0).max(MAX_TIP);
/** Who did something: the user's id and name as they were. null: the POS, or the guest app. */
const ZActor = z.object({ id: z.string(), name: z.string() }).nullable();

// ---- a folio as read

export const ZFolioOption = z.object({
  modifierId: z.string(),
  modifierName: z.string(),
  optionId: z.string(),
  name: z.string(),
  /** Its price change per unit, as it was when ordered (may be negative). */
  price: ZMoney,
});

/** A discount as applied: on a line, or on the whole folio. `amount` is what it took off, in minor units. */
export const ZFolioDiscount = z.object({
  reasonId: z.string(),
  reasonName: z.string(),
  kind: z.enum(discountKinds),
  /** Percent (0–100, two decimals) or minor units, as given. */
  value: z.number(),
  amount: ZMoney,
});

/** The campaign that priced a line (docs/campaigns.md): its id and name as they were, and what it took off. */
export const ZFolioLineCampaign = z.object({ campaignId: z.string(), campaignName: z.string(), amount: ZMoney });
export type FolioLineCampaign = z.infer<typeof ZFolioLineCampaign>;

/** A campaign's reward on the whole bill (nth-visit, birthday, welcome): as given, and what it took off. */
export const ZFolioCampaign = z.object({
  campaignId: z.string(),
  campaignName: z.string(),
  kind: z.enum(['percent', 'amount']),
  /** Percent (two decimals) or minor units, as the campaign gives it. */
  value: z.number(),
  amount: ZMoney,
});
export type FolioCampaign = z.infer<typeof ZFolioCampaign>;

export const ZFolioLine = z.object({
  id: z.string(),
  /** null: a line a point-of-sale program imported whose PLU is not on our menu. */
  productId: z.string().nullable(),
  /** The product as it was when ordered (the published menu's default language). */
  name: z.string(),
  plu: z.string(),
  /** The product's price without options. */
  basePrice: ZMoney,
  /** basePrice plus the options' prices: what one unit costs. */
  unitPrice: ZMoney,
  quantity: z.number().int(),
  taxRate: z.number(),
  departmentId: z.string().nullable(),
  departmentName: z.string().nullable(),
  printerId: z.string().nullable(),
  printerName: z.string().nullable(),
  options: z.array(ZFolioOption),
  note: z.string(),
  state: z.enum(folioLineStates),
  discount: ZFolioDiscount.nullable(),
  /** The campaign that took something off this line, applied before its own discount (docs/campaigns.md). */
  campaign: ZFolioLineCampaign.nullable(),
  gift: z.object({ reasonId: z.string(), reasonName: z.string() }).nullable(),
  void: z.object({ reasonId: z.string(), reasonName: z.string(), wasted: z.boolean() }).nullable(),
  /** unitPrice × quantity (also for a gift or a void: what it would have cost). */
  gross: ZMoney,
  /** What the line adds to the bill after its own discount and its share of the folio's (0 for a gift or a void). */
  net: ZMoney,
  /** The VAT inside `net`, rounded half up (docs/folios.md, Tax). */
  tax: ZMoney,
  staff: ZActor,
  /** The guest's order (its id) the line came with from the web menu; null for the staff's own lines. */
  guestOrderId: z.string().nullable(),
  createdAt: z.string(),
});
export type FolioLine = z.infer<typeof ZFolioLine>;

export const ZFolioPayment = z.object({
  id: z.string(),
  paymentTypeId: z.string(),
  /** The payment type's name and collection type as they were. */
  name: z.string(),
  collectionType: z.enum(paymentCollectionTypes),
  amount: ZMoney,
  tip: ZMoney,
  staff: ZActor,
  createdAt: z.string(),
});
export type FolioPayment = z.infer<typeof ZFolioPayment>;

export const ZFolioTotals = z.object({
  /** Active lines at full price (gifts and voids apart). */
  gross: ZMoney,
  /** Line discounts and the folio's discount together. */
  discounts: ZMoney,
  /** What the gifted lines would have cost. */
  gifts: ZMoney,
  /** What the voided lines would have cost. */
  voids: ZMoney,
  /** The store's `serviceFee` percent of (gross − discounts), rounded half up. */
  serviceFee: ZMoney,
  /** VAT inside `total`, per rate (the service fee at the store's default rate). */
  taxes: z.array(z.object({ rate: z.number(), base: ZMoney, tax: ZMoney })),
  /** gross − discounts + serviceFee: what the guest owes. */
  total: ZMoney,
  /** Payments' amounts (tips apart). */
  paid: ZMoney,
  tip: ZMoney,
  /** total − paid; a folio closes only at 0. */
  balance: ZMoney,
});
export type FolioTotals = z.infer<typeof ZFolioTotals>;

export const ZFolio = z.object({
  id: z.string(),
  storeId: z.string(),
  /** Per store and business day, from 1. */
  number: z.number().int(),
  /** The business day it was opened on (YYYY-MM-DD; docs/folios.md, Business day). */
  businessDay: z.string(),
  tableId: z.string().nullable(),
  tableName: z.string().nullable(),
  tableGroup: z.string().nullable(),
  serviceType: z.enum(serviceTypes),
  source: z.enum(folioSources),
  guestUserId: z.string().nullable(),
  status: z.enum(folioStatuses),
  cancelReason: z.string().nullable(),
  hidden: z.boolean(),
  /** When the order was served (`folio/done`), or null. */
  doneAt: z.string().nullable(),
  note: z.string(),
  /** The number of guests (covers), 1–999; null when not asked or unknown (take-away, delivery, a skipped step). */
  covers: z.number().int().nullable(),
  openedAt: z.string(),
  closedAt: z.string().nullable(),
  openedBy: ZActor,
  closedBy: ZActor,
  /** Bumped by every change; a write that names an older one is refused with folio_conflict. */
  version: z.number().int(),
  /** The point-of-sale program's own id of an imported folio. */
  posFolioId: z.string().nullable(),
  discount: ZFolioDiscount.nullable(),
  /** A campaign's reward on the whole bill, applied before the folio's own discount (docs/campaigns.md). */
  campaign: ZFolioCampaign.nullable(),
  /** A guest-app order's answer; null on every other folio. */
  orderState: z.enum(orderStates).nullable(),
  /** The preparation time promised on accepting, its answer time, and answeredAt + prepMinutes. */
  prepMinutes: z.number().int().nullable(),
  answeredAt: z.string().nullable(),
  readyAt: z.string().nullable(),
  /** Spec §4; `none` on folios that are not delivered. Moves: `deliveryTransitions` (docs/live.md). */
  deliveryStatus: z.enum(deliveryStatuses),
  courierName: z.string().nullable(),
  /** When it reached its delivery status (null while none). */
  deliveryStatusAt: z.string().nullable(),
  lines: z.array(ZFolioLine),
  payments: z.array(ZFolioPayment),
  totals: ZFolioTotals,
});
export type Folio = z.infer<typeof ZFolio>;

/** One change in a folio's append-only history. */
export const ZFolioEvent = z.object({
  id: z.string(),
  at: z.string(),
  staff: ZActor,
  /** opened, lines-added, locked, unlocked, payment-added, payment-removed, discounted, gifted, voided, moved, done,
   * closed, cancelled, hidden, shown, imported, note-changed, line-note-changed. */
  action: z.string(),
  /** What changed, in words a person reads in the drawer (names, amounts in minor units, reasons). */
  detail: z.record(z.string(), z.unknown()),
  version: z.number().int(),
});
export const ZFolioDetail = ZFolio.extend({ history: z.array(ZFolioEvent) });
export type FolioDetail = z.infer<typeof ZFolioDetail>;

/** A folio in a list: no lines, no history. */
export const ZFolioSummary = ZFolio.omit({ lines: true, payments: true }).extend({
  lineCount: z.number().int(),
  /** The payment types used, by name, in order. */
  paymentNames: z.array(z.string()),
});
export type FolioSummary = z.infer<typeof ZFolioSummary>;

// ---- writes

const ZVersion = z.number().int().min(0);
const ZRef = { storeId: ZId, id: ZId };

export const ZFolioLineIn = z.object({
  productId: ZId,
  quantity: z.number().int().min(1).max(MAX_QUANTITY),
  /** The chosen options by id; the variations' minimum and maximum choices are checked by the server. */
  options: z.array(ZId).max(50).default([]),
  note: ZText(200).default(''),
});

/**
 * Opens a folio (no `id`) or adds lines to an open one (`id` and the `version` the caller read). A table is required
 * for the table service types (table, timed-table) and allowed for the others.
 */
export const ZFolioSave = z
  .object({
    storeId: ZId,
    id: ZId.optional(),
    tableId: ZId.optional(),
    serviceType: z.enum(serviceTypes),
    lines: z.array(ZFolioLineIn).max(MAX_LINES_PER_SAVE).default([]),
    version: ZVersion.optional(),
    note: ZNote(500).optional(),
    guestUserId: ZId.optional(),
    /** The number of guests, when opening; an existing folio's is changed with `folio/setCovers`. */
    covers: ZCovers.optional(),
  })
  .superRefine((v, ctx) => {
    if (v.id !== undefined && v.version === undefined)
      ctx.addIssue({ code: 'custom', path: ['version'], message: 'the version you read is needed to add lines' });
    if (v.id === undefined && (v.serviceType === 'table' || v.serviceType === 'timed-table') && !v.tableId)
      ctx.addIssue({ code: 'custom', path: ['tableId'], message: 'a table is needed for table service' });
  });

export const ZFolioRef = z.object(ZRef);
/** A change to a folio: the version the caller read (absent: no check, the change applies to the latest). */
export const ZFolioChange = z.object({ ...ZRef, version: ZVersion.optional() });
export const ZFolioLock = ZFolioChange.extend({ locked: z.boolean().default(true) });
export const ZFolioPaymentAdd = ZFolioChange.extend({
  paymentTypeId: ZId,
  amount: ZAmountIn.min(1),
  tip: ZTipIn.default(0),
  /**
   * Paid with the folio guest's loyalty points (a payment type of collection type `external`): `amount` / 100 points
   * are taken in the same write (docs/loyalty.md, Paying with points).
   */
  points: z.boolean().default(false),
});
export const ZFolioPaymentRemove = ZFolioChange.extend({ paymentId: ZId });
export const ZFolioCancel = ZFolioChange.extend({ reason: ZText(200).min(1) });
/** The most characters of the reason a folio is hidden (or shown again) for. */
export const MAX_HIDE_REASON = 200;
/**
 * Hides a closed or cancelled folio from the list (`hidden: true`) or shows it again. Hiding needs a `reason` (the
 * server refuses one without: validation_failed, `reason` required); it is kept with who and when in the folio's
 * history, and the folio stays in every total (docs/folios.md, Hidden folios).
 */
export const ZFolioHide = ZFolioChange.extend({
  hidden: z.boolean().default(true),
  reason: ZText(MAX_HIDE_REASON).optional(),
});
/** The portal's hide form: the reason, required. */
export const ZFolioHideForm = z.object({ reason: ZText(MAX_HIDE_REASON).min(1) });
/**
 * A discount on one line (`lineId`) or the whole folio: the reason's kind and value unless `value` is given (a reason
 * of value 0 needs one). `reasonId` null takes the discount off.
 */
export const ZFolioDiscountApply = ZFolioChange.extend({
  lineId: ZId.optional(),
  reasonId: ZId.nullable(),
  value: z.number().min(0).max(MAX_AMOUNT).optional(),
});
/** Gives a line as a gift (price 0) with a gift reason; `reasonId` null makes it sold again. */
export const ZFolioGift = ZFolioChange.extend({ lineId: ZId, reasonId: ZId.nullable() });
/** Voids a line, or `quantity` of it (the line splits: the voided part becomes a line of its own), with a reason. */
export const ZFolioVoid = ZFolioChange.extend({
  lineId: ZId,
  reasonId: ZId,
  quantity: z.number().int().min(1).max(MAX_QUANTITY).optional(),
});
export const ZFolioMove = ZFolioChange.extend({ tableId: ZId });
/** A line's note ("no onions"), changed while the folio is open; an empty note takes it off. */
/** The number of guests on a folio not yet closed or cancelled; null: unknown. */
export const ZFolioCovers = ZFolioChange.extend({ covers: ZCovers.nullable() });
export const ZFolioLineNote = ZFolioChange.extend({ lineId: ZId, note: ZText(200) });
/** `folio/refresh`: the folio when its version is not `version` (else 304, no body). */
export const ZFolioRefresh = z.object({ ...ZRef, version: ZVersion });

/** Every folio write may carry this header: the same key again answers the first result and changes nothing. */
export const ZIdempotencyHeaders = z.object({ 'idempotency-key': ZText(100).min(8).optional() });

// ---- reads

export const ZFolioStoreQuery = z.object({ storeId: ZId });

/** Searches closed and cancelled folios (and open ones when asked) by business day, newest first. */
export const ZFolioSearch = z
  .object({
    storeId: ZId,
    from: ZIsoDate,
    to: ZIsoDate,
    status: z.array(z.enum(folioStatuses)).max(folioStatuses.length).optional(),
    tableId: ZId.optional(),
    paymentTypeId: ZId.optional(),
    /** Opened or closed by this user. */
    staffId: ZId.optional(),
    includeHidden: z.boolean().default(false),
    /** The `nextCursor` of the page before. */
    cursor: ZText(200).optional(),
    limit: z.number().int().min(1).max(MAX_FOLIO_PAGE_SIZE).default(FOLIO_PAGE_SIZE),
    /** The export's column headers: Turkish or English (default English). */
    language: z.enum(['tr', 'en']).optional(),
  })
  .refine((v) => v.from <= v.to, { message: 'from must not be after to', path: ['to'] });
export const ZFolioPage = z.object({ items: z.array(ZFolioSummary), nextCursor: z.string().nullable() });

/**
 * The totals row of a search (`ZFolioSearch` without paging). Hidden folios always count (a paid bill is a fiscal
 * record; hiding is for the list only), whether the list shows them or not: `count` is every folio in the totals,
 * `hidden` how many of them are hidden.
 */
export const ZFolioSearchTotals = z.object({
  count: z.number().int(),
  hidden: z.number().int(),
  gross: ZMoney,
  discounts: ZMoney,
  gifts: ZMoney,
  voids: ZMoney,
  serviceFee: ZMoney,
  total: ZMoney,
  paid: ZMoney,
  tip: ZMoney,
});
export const ZFolioByDate = z.object({ storeId: ZId, date: ZIsoDate });
export const ZFolioByUserQr = z.object({ storeId: ZId, userQr: ZText(200).min(1) });
export const ZFolioUserFolios = z.object({
  storeId: ZId,
  userId: ZId,
  cursor: ZText(200).optional(),
  limit: z.number().int().min(1).max(MAX_FOLIO_PAGE_SIZE).default(FOLIO_PAGE_SIZE),
});

/** The master users' folio report: every store of the tenant over business days. */
export const ZFolioReportQuery = z
  .object({ from: ZIsoDate, to: ZIsoDate })
  .refine((v) => v.from <= v.to, { message: 'from must not be after to', path: ['to'] });
export const ZFolioReport = z.object({
  rows: z.array(
    z.object({
      storeId: z.string(),
      storeName: z.string(),
      currency: z.string(),
      closed: z.number().int(),
      cancelled: z.number().int(),
      open: z.number().int(),
      gross: ZMoney,
      discounts: ZMoney,
      total: ZMoney,
      paid: ZMoney,
      tip: ZMoney,
    }),
  ),
});

// ---- the point-of-sale program

/** A closed folio as a POS sends it (docs/pos-import.md): its own id, lines and payments; totals are ours. */
export const ZPosFolioIn = z.object({
  posFolioId: ZText(100).min(1),
  openedAt: z.iso.datetime({ offset: true }),
  closedAt: z.iso.datetime({ offset: true }),
  serviceType: z.enum(serviceTypes).default('table'),
  tableName: ZText(60).optional(),
  /** The number of guests, when the POS knows it (1–999). */
  covers: ZCovers.optional(),
  status: z.enum(['closed', 'cancelled']).default('closed'),
  cancelReason: ZText(200).optional(),
  lines: z
    .array(
      z.object({
        /** The product's PLU code in our menu, or none: the line keeps the POS's name and price. */
        plu: ZText(40).optional(),
        name: ZText(120).min(1),
        unitPrice: ZAmountIn,
        quantity: z.number().int().min(1).max(MAX_QUANTITY),
        taxRate: z.number().min(0).max(100),
        state: z.enum(folioLineStates).default('active'),
        discount: ZAmountIn.default(0),
      }),
    )
    .max(MAX_FOLIO_LINES),
  payments: z
    .array(z.object({ paymentTypeId: ZId, amount: ZAmountIn, tip: ZTipIn.default(0) }))
    .max(MAX_FOLIO_PAYMENTS),
});
export const ZPosFolioImport = z.object({
  storeId: ZId,
  folios: z.array(ZPosFolioIn).min(1).max(MAX_IMPORT_BATCH),
});
export const ZPosFolioImported = z.object({
  /** Folios made by this batch. */
  imported: z.number().int(),
  /** Folios whose posFolioId was imported before: left as they were. */
  skipped: z.number().int(),
});
/** `folio/controlFromPos`: the POS confirms it took these guest-app folios over (its own id for each). */
export const ZPosFolioControl = z.object({
  storeId: ZId,
  folios: z
    .array(z.object({ id: ZId, posFolioId: ZText(100).min(1) }))
    .min(1)
    .max(MAX_IMPORT_BATCH),
});
