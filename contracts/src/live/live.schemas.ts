import { z } from 'zod';
import { deliveryStatuses, storeStatuses, type DeliveryStatus } from '../core/enums.ts';
import { ZId, ZNote, ZText } from '../core/schemas.ts';
import { MAX_LINES_PER_SAVE, ZFolio, ZFolioLineIn, ZFolioSummary, orderStates } from '../folios/folios.schemas.ts';
import { ZCouponCodeIn } from '../loyalty/coupons.schemas.ts';
import { orderLimits } from '../stores/stores.schemas.ts';
import { ZReservationBrief } from '../reservations/reservations.schemas.ts';

/**
 * Live service (docs/live.md): what happens on the floor right now — waiter calls, bill requests, guests' orders,
 * deliveries — pushed to the owners' and staff's screens over one event stream per store, and the notifications kept
 * for the bell.
 */

// ---- the event stream

/** How long a stream ticket may be used to open a stream, in seconds; it opens one stream, once. */
export const STREAM_TICKET_SECONDS = 60;
/** How long events are kept for a reconnecting stream's `Last-Event-ID`, in seconds. */
export const EVENT_REPLAY_SECONDS = 5 * 60;

export const ZStreamTicketQuery = z.object({ storeId: ZId });
export const ZStreamTicket = z.object({
  /** Opaque and single use; `GET /api/stream?ticket=…` (EventSource sends no headers). */
  ticket: z.string(),
  /** When it can no longer open a stream (an open stream stays open); a used ticket opens none either. */
  expiresAt: z.string(),
});
/**
 * `GET /api/stream?ticket=…[&lastEventId=…]`: `text/event-stream`. The ticket is spent by the first stream it opens, so
 * a page reconnects with a new EventSource, a new ticket and `lastEventId` (or the `Last-Event-ID` header), which
 * replays what was missed, kept 5 minutes; when the id is older than that, the first event is `reset` (read
 * everything again).
 */
export const ZStreamQuery = z.object({ ticket: ZText(2000).min(1), lastEventId: ZText(100).optional() });

/** A guest's call at a table: for a waiter, or for the bill. */
export const signalKinds = ['waiter', 'check'] as const;
export type SignalKind = (typeof signalKinds)[number];
/** One call per table (of each kind) in this many seconds; a second is answered `signal_too_soon`. */
export const SIGNAL_INTERVAL_SECONDS = 30;
/**
 * A table takes at most this many guests' orders in SIGNAL_INTERVAL_SECONDS (one more is `signal_too_soon`): guests
 * at one table order from their own phones, at the same moment too (docs/live.md, Guests' orders).
 */
export const TABLE_ORDERS_PER_INTERVAL = 3;

const ZActorOut = z.object({ id: z.string(), name: z.string() }).nullable();

export const ZSignal = z.object({
  id: z.string(),
  storeId: z.string(),
  kind: z.enum(signalKinds),
  tableId: z.string(),
  tableName: z.string(),
  groupName: z.string(),
  at: z.string(),
  /** null until someone acknowledged it (for everyone at once). */
  answeredAt: z.string().nullable(),
  answeredBy: ZActorOut,
});
export type Signal = z.infer<typeof ZSignal>;

/**
 * The allowed moves of a delivery (spec §4's statuses): forward along preparing → routing → completed → closed, or
 * cancelled from any status not yet completed. Anything else is `delivery_transition_invalid`.
 */
export const deliveryTransitions: Record<DeliveryStatus, readonly DeliveryStatus[]> = {
  none: ['preparing', 'cancelled'],
  preparing: ['routing', 'cancelled'],
  routing: ['completed', 'cancelled'],
  completed: ['closed'],
  closed: [],
  cancelled: [],
};
/** The board's timers: amber from this many minutes in one status, red from the second. */
export const DELIVERY_AMBER_MINUTES = 15;
export const DELIVERY_RED_MINUTES = 30;

const ZFolioBrief = z.object({
  folioId: z.string(),
  number: z.number().int(),
  tableId: z.string().nullable(),
  tableName: z.string().nullable(),
  status: ZFolio.shape.status,
  version: z.number().int(),
  total: z.number().int(),
});

export const notificationKinds = [
  'waiter-call',
  'check-request',
  'order-placed',
  'order-answered',
  'delivery-changed',
] as const;
export type NotificationKind = (typeof notificationKinds)[number];

/**
 * A notification kept for the bell. The portal writes its text from `kind` and `params` (both languages); the server
 * sends no sentences.
 */
export const ZNotification = z.object({
  id: z.string(),
  /** The store it is about; null: the user's own. */
  storeId: z.string().nullable(),
  storeName: z.string().nullable(),
  kind: z.enum(notificationKinds),
  /** Table name, folio number, order state, delivery status…: what the text needs. */
  params: z.record(z.string(), z.union([z.string(), z.number(), z.null()])),
  /** The folio or signal it points at, when there is one. */
  folioId: z.string().nullable(),
  createdAt: z.string(),
  read: z.boolean(),
});
export type Notification = z.infer<typeof ZNotification>;

/**
 * The stream's events: SSE `event:` is `type`, `data:` the whole object as JSON, `id:` an opaque id increasing per
 * store. A guest's order stream carries only `order.answered` and `delivery.changed` of its own folio.
 */
export const ZLiveEvent = z.discriminatedUnion('type', [
  z.object({ type: z.literal('folio.opened'), storeId: z.string(), folio: ZFolioBrief }),
  z.object({ type: z.literal('folio.changed'), storeId: z.string(), folio: ZFolioBrief }),
  z.object({ type: z.literal('folio.closed'), storeId: z.string(), folio: ZFolioBrief }),
  z.object({ type: z.literal('waiter.called'), storeId: z.string(), signal: ZSignal }),
  z.object({ type: z.literal('check.requested'), storeId: z.string(), signal: ZSignal }),
  z.object({ type: z.literal('signal.answered'), storeId: z.string(), signal: ZSignal }),
  z.object({ type: z.literal('order.placed'), storeId: z.string(), folio: ZFolioBrief }),
  z.object({
    type: z.literal('order.answered'),
    storeId: z.string(),
    folio: ZFolioBrief,
    state: z.enum(orderStates),
    prepMinutes: z.number().int().nullable(),
    reason: z.string().nullable(),
  }),
  z.object({
    type: z.literal('delivery.changed'),
    storeId: z.string(),
    folio: ZFolioBrief,
    deliveryStatus: z.enum(deliveryStatuses),
    courierName: z.string().nullable(),
  }),
  z.object({ type: z.literal('menu.published'), storeId: z.string(), menuVersion: z.number().int() }),
  z.object({ type: z.literal('store.status'), storeId: z.string(), status: z.enum(storeStatuses) }),
  z.object({ type: z.literal('notification'), storeId: z.string(), notification: ZNotification }),
  /** The `Last-Event-ID` was too old (or unknown): what was missed cannot be replayed; read everything again. */
  z.object({ type: z.literal('reset'), storeId: z.string() }),
  /**
   * The last event of a stream ended because a newer one of the same user (or from the same address) took its place
   * beyond the limits (docs/security.md, "Event streams"): the page waits before it opens another.
   */
  z.object({ type: z.literal('replaced'), storeId: z.string() }),
  /** A reservation made, or changed (moved, edited, a status): docs/reservations.md. */
  z.object({ type: z.literal('reservation.created'), storeId: z.string(), reservation: ZReservationBrief }),
  z.object({ type: z.literal('reservation.changed'), storeId: z.string(), reservation: ZReservationBrief }),
]);
export type LiveEvent = z.infer<typeof ZLiveEvent>;

export type LiveEventType = LiveEvent['type'];
export type FolioBrief = z.infer<typeof ZFolioBrief>;
export { ZFolioBrief };

// ---- guest signals (public: the table QR code is the guest's proof of presence)

export const ZSignalIn = z.object({ code: ZId });
export const ZSignalSent = z.object({ id: z.string(), at: z.string() });
export const ZSignalQuery = z.object({ storeId: ZId });
export const ZSignalAnswer = z.object({ storeId: ZId, id: ZId });

// ---- guests' orders

/**
 * A guest's basket. The store's own limits (`orderMaxLineQuantity`, `orderMaxItems`) are the server's to check; the
 * contract keeps the ceilings no store passes: 999 of a line, 999 items in all (docs/security.md, Guest orders).
 */
export const ZGuestOrderIn = z
  .object({
    /** The table QR code the guest scanned. */
    code: ZId,
    lines: z.array(ZFolioLineIn).min(1).max(MAX_LINES_PER_SAVE),
    note: ZNote(500).default(''),
    /** A coupon or promo code the signed-in guest uses on this order (docs/coupons.md, The guest's wallet). */
    couponCode: ZCouponCodeIn.optional(),
  })
  .refine((o) => o.lines.reduce((n, l) => n + l.quantity, 0) <= orderLimits.items.max, {
    message: `at most ${orderLimits.items.max} items in one order`,
    path: ['lines'],
  });
/** A coupon's discount on a guest's order, named as the bill names it (`{coupon name} ({code})`). */
export const ZGuestCouponLine = z.object({ name: z.string(), amount: z.number().int() });
/** What the guest's page may know of its order: no staff, no history. `token` proves it is theirs. */
export const ZGuestOrder = z.object({
  id: z.string(),
  number: z.number().int(),
  tableName: z.string().nullable(),
  state: z.enum(orderStates),
  prepMinutes: z.number().int().nullable(),
  /** acceptedAt + prepMinutes: when it should be ready. */
  readyAt: z.string().nullable(),
  reason: z.string().nullable(),
  deliveryStatus: z.enum(deliveryStatuses),
  lines: z.array(z.object({ name: z.string(), quantity: z.number().int(), net: z.number().int() })),
  /** The store's service fee on it (0: none); `total` includes it. */
  serviceFee: z.number().int(),
  /** The coupon the guest used on it, when one. */
  coupon: ZGuestCouponLine.nullable(),
  total: z.number().int(),
  currency: z.string(),
  createdAt: z.string(),
});
export type GuestOrder = z.infer<typeof ZGuestOrder>;
export const ZGuestOrderPlaced = z.object({ order: ZGuestOrder, token: z.string() });
/** `guest/quote`: the basket as `guest/order` would price it now — the same input, nothing written. */
export const ZGuestQuoteIn = ZGuestOrderIn;
export const ZGuestQuoteLine = z.object({
  productId: z.string(),
  name: z.string(),
  quantity: z.number().int(),
  /** The names of the options chosen. */
  options: z.array(z.string()),
  /** One unit with its options, at the menu's price. */
  unitPrice: z.number().int(),
  /** unitPrice × quantity. */
  gross: z.number().int(),
  /** gross less what a running campaign takes off this line (happy hour, buy x get y). */
  price: z.number().int(),
  /** The campaign that priced the line, when one did. */
  campaignName: z.string().nullable(),
});
export const ZGuestQuote = z.object({
  lines: z.array(ZGuestQuoteLine),
  /** The lines' prices added up. */
  subtotal: z.number().int(),
  /** What a campaign's reward on the whole bill and the coupon take off (0 when none). */
  discounts: z.number().int(),
  /** The coupon's part of `discounts`, as the order's bill will name it; null without a coupon. */
  coupon: ZGuestCouponLine.nullable(),
  /** The store's service fee on what is left, and its rate in percent (0: none). */
  serviceFee: z.number().int(),
  serviceFeePercent: z.number(),
  /** subtotal − discounts + serviceFee: what `guest/order` would answer as the order's total. */
  total: z.number().int(),
  currency: z.string(),
});
export type GuestQuote = z.infer<typeof ZGuestQuote>;
export const ZGuestOrderRef = z.object({ id: ZId, token: ZText(200).min(1) });

// ---- the order service

export const MAX_PREP_MINUTES = 240;
export const ZOrderQuery = z.object({ storeId: ZId });
export const ZOrderAccept = z.object({
  storeId: ZId,
  id: ZId,
  prepMinutes: z.number().int().min(1).max(MAX_PREP_MINUTES),
});
export const ZOrderReject = z.object({ storeId: ZId, id: ZId, reason: ZText(200).min(1) });
export const ZOrderSettings = z.object({
  storeId: z.string(),
  /** New orders are accepted at once with `prepMinutes`. */
  autoAccept: z.boolean(),
  prepMinutes: z.number().int().min(1).max(MAX_PREP_MINUTES),
  /**
   * false (the default): a guest's order accepted while its table has an open bill joins that bill; true: every order
   * is a bill of its own (docs/live.md, One bill per table).
   */
  newBillPerOrder: z.boolean(),
  /** The store's status (spec §4): only `open` takes new orders; rush-hour and out-of-order pause them. */
  status: z.enum(storeStatuses),
});
export const ZOrderSettingsSave = z.object({
  storeId: ZId,
  autoAccept: z.boolean(),
  prepMinutes: z.number().int().min(1).max(MAX_PREP_MINUTES),
  /** Absent: kept as it is. */
  newBillPerOrder: z.boolean().optional(),
});
export const ZStoreStatusSet = z.object({ storeId: ZId, status: z.enum(storeStatuses) });

// ---- deliveries

export const ZDeliveryQuery = z.object({
  /** Only these of the caller's stores; absent: every store they own (or serve with orders.manage). */
  storeIds: z.array(ZId).max(200).optional(),
});
/** A delivery on the board: the folio's summary and its store's name. */
export const ZDeliveryFolio = ZFolioSummary.extend({ storeName: z.string() });
export type DeliveryFolio = z.infer<typeof ZDeliveryFolio>;
export const ZDeliveryUpdate = z.object({
  storeId: ZId,
  id: ZId,
  status: z.enum(deliveryStatuses),
  /** Who takes it; needed (or kept from before) when it leaves for routing. */
  courierName: ZText(80).optional(),
  version: z.number().int().min(0).optional(),
});

// ---- notifications and devices

export const NOTIFICATION_PAGE_SIZE = 30;
const ZPageIn = {
  cursor: ZText(200).optional(),
  limit: z.number().int().min(1).max(100).default(NOTIFICATION_PAGE_SIZE),
};
export const ZNotificationQuery = z.object(ZPageIn);
export const ZStaffNotificationQuery = z.object({ storeId: ZId, ...ZPageIn });
export const ZNotificationPage = z.object({ items: z.array(ZNotification), nextCursor: z.string().nullable() });
export const ZNotificationDelete = z.object({ ids: z.array(ZId).min(1).max(100) });
export const ZStaffNotificationDelete = z.object({ storeId: ZId, ids: z.array(ZId).min(1).max(100) });
/** Marks read: the ids given, or everything (of the store when `storeId`, else the user's own) when none. */
export const ZNotificationRead = z.object({ storeId: ZId.optional(), ids: z.array(ZId).max(100).optional() });
export const ZUnreadCountsQuery = z.object({ storeId: ZId.optional() });
export const ZUnreadCounts = z.object({
  /** The user's own. */
  user: z.number().int(),
  /** The store's (when `storeId` was given), for this user. */
  store: z.number().int(),
});

export const devicePlatforms = ['ios', 'android', 'web'] as const;
export const ZDeviceRegister = z.object({
  /** The push service's token for this device (FCM/APNs/Web Push endpoint). */
  token: ZText(4096).min(10),
  platform: z.enum(devicePlatforms),
  language: z.enum(['tr', 'en']).optional(),
});
