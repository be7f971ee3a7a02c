import { z } from 'zod';
import { ZHourMinute, ZId, ZIsoDate, ZIsoDateTime, ZNote, ZText } from '../core/schemas.ts';

/** Reservations and reservation points (docs/reservations.md). */

export const reservationLimits = {
  partySize: { min: 1, max: 50 },
  pointsPerStore: 200,
  pointsPerReservation: 6,
  windowsPerPoint: 28,
  slotRulesPerPoint: 10,
  slotMinutes: { min: 15, max: 720 },
  bufferMinutes: { max: 120, default: 15 },
  daysAhead: 180,
  minutesBack: 60,
  rangeDays: 31,
  pageSize: 500,
  guestName: 80,
  notes: 500,
  cancelReason: 200,
  /** The reminder goes this many minutes before the start (the store's setting). */
  reminderMinutes: { min: 30, max: 1440, default: 120 },
} as const;
/** Start times are on this grid, in minutes. */
export const RESERVATION_STEP_MINUTES = 15;
/** A booking from the guest page: a request the host confirms (the default), or confirmed at once. */
export const guestConfirmations = ['request', 'instant'] as const;

export const reservationStatuses = ['requested', 'confirmed', 'seated', 'completed', 'cancelled', 'no_show'] as const;
export type ReservationStatus = (typeof reservationStatuses)[number];
/** The statuses that hold their points. */
export const liveReservationStatuses: readonly ReservationStatus[] = ['requested', 'confirmed', 'seated'];
/** The moves `reservation/setStatus` makes (cancel has its own call). */
export const reservationTransitions: Record<ReservationStatus, readonly ReservationStatus[]> = {
  requested: ['confirmed', 'seated', 'cancelled', 'no_show'],
  confirmed: ['seated', 'cancelled', 'no_show'],
  seated: ['completed'],
  completed: [],
  cancelled: [],
  no_show: [],
};
export const reservationChannels = ['phone', 'walk-in', 'guest-page', 'app'] as const;
export const reservationTags = ['birthday', 'allergy', 'vip'] as const;
export const reservationPointKinds = ['table', 'section', 'area'] as const;
export const depositStates = ['none', 'due', 'paid', 'applied', 'refunded'] as const;

const minutes = z
  .number()
  .int()
  .min(reservationLimits.slotMinutes.min)
  .max(reservationLimits.slotMinutes.max)
  .refine((m) => m % RESERVATION_STEP_MINUTES === 0, `a multiple of ${RESERVATION_STEP_MINUTES} minutes`);
const partySize = z.number().int().min(reservationLimits.partySize.min).max(reservationLimits.partySize.max);

export const ZSlotRule = z.object({ upTo: partySize, minutes });
/** Day 0 = Monday … 6 = Sunday; `to` before `from` runs past midnight; 00:00–00:00 is the whole day. */
export const ZBookingWindow = z.object({ day: z.number().int().min(0).max(6), from: ZHourMinute, to: ZHourMinute });

const pointFields = {
  name: ZText(60).min(1),
  kind: z.enum(reservationPointKinds),
  tableId: ZId.nullable().optional(),
  sectionId: ZId.nullable().optional(),
  minParty: partySize,
  maxParty: partySize,
  combinable: z.boolean().default(false),
  slots: z.array(ZSlotRule).min(1).max(reservationLimits.slotRulesPerPoint),
  bufferMinutes: z.number().int().min(0).max(reservationLimits.bufferMinutes.max).default(15),
  windows: z.array(ZBookingWindow).max(reservationLimits.windowsPerPoint).default([]),
  active: z.boolean().default(true),
};

export const ZReservationPointSave = z
  .object({ storeId: ZId, id: ZId.optional(), ...pointFields })
  .refine((p) => p.minParty <= p.maxParty, { message: 'minParty is above maxParty', path: ['minParty'] })
  .refine((p) => p.kind !== 'table' || Boolean(p.tableId), {
    message: 'a table point names its table',
    path: ['tableId'],
  })
  .refine((p) => p.kind !== 'section' || Boolean(p.sectionId), {
    message: 'a section point names its section',
    path: ['sectionId'],
  });
export type ReservationPointSave = z.input<typeof ZReservationPointSave>;

export const ZReservationPoint = z.object({
  id: z.string(),
  storeId: z.string(),
  name: z.string(),
  kind: z.enum(reservationPointKinds),
  tableId: z.string().nullable(),
  sectionId: z.string().nullable(),
  minParty: z.number().int(),
  maxParty: z.number().int(),
  combinable: z.boolean(),
  slots: z.array(z.object({ upTo: z.number().int(), minutes: z.number().int() })),
  bufferMinutes: z.number().int(),
  windows: z.array(z.object({ day: z.number().int(), from: z.string(), to: z.string() })),
  active: z.boolean(),
});
export type ReservationPoint = z.infer<typeof ZReservationPoint>;

export const ZStoreOnly = z.object({ storeId: ZId });
export const ZStoreItem = z.object({ storeId: ZId, id: ZId });

export const ZReservationGuestIn = z.object({
  name: ZText(reservationLimits.guestName).min(1),
  phone: ZText(32).optional(),
});

/**
 * `reservation/save`: creates (no `id`) or edits a reservation. The guest is a registered user (`guestUserId`) or a name
 * and phone (`guest`); an edit may leave both out to keep the guest.
 */
export const ZReservationSave = z.object({
  storeId: ZId,
  id: ZId.optional(),
  /** The version read; a stale one is `conflict`. */
  version: z.number().int().min(1).optional(),
  guestUserId: ZId.optional(),
  guest: ZReservationGuestIn.optional(),
  partySize,
  startsAt: ZIsoDateTime,
  /** The length the host sets instead of the points' slot length. */
  minutes: minutes.optional(),
  pointIds: z.array(ZId).min(1).max(reservationLimits.pointsPerReservation),
  channel: z.enum(reservationChannels).default('phone'),
  notes: ZNote(reservationLimits.notes).default(''),
  tags: z.array(z.enum(reservationTags)).max(reservationTags.length).default([]),
  /** A new reservation's status: confirmed unless asked to wait as a request. */
  status: z.enum(['requested', 'confirmed']).optional(),
});
export type ReservationSave = z.input<typeof ZReservationSave>;

export const ZReservationStatusSet = z.object({
  storeId: ZId,
  id: ZId,
  status: z.enum(['confirmed', 'seated', 'completed', 'no_show']),
  version: z.number().int().min(1).optional(),
});

export const ZReservationCancel = z.object({
  storeId: ZId,
  id: ZId,
  reason: ZText(reservationLimits.cancelReason).min(1),
  /** Who asked: the guest (a call, the link) or the store. */
  by: z.enum(['guest', 'store']).default('guest'),
  version: z.number().int().min(1).optional(),
});

const ZActor = z.object({ id: z.string().nullable(), name: z.string() }).nullable();

export const ZReservation = z.object({
  id: z.string(),
  storeId: z.string(),
  guestUserId: z.string().nullable(),
  guestName: z.string(),
  guestPhone: z.string().nullable(),
  partySize: z.number().int(),
  startsAt: z.string(),
  endsAt: z.string(),
  /** Start and end on the store's clock, HH:mm. */
  startTime: z.string(),
  endTime: z.string(),
  pointIds: z.array(z.string()),
  pointNames: z.array(z.string()),
  channel: z.enum(reservationChannels),
  notes: z.string(),
  tags: z.array(z.enum(reservationTags)),
  status: z.enum(reservationStatuses),
  deposit: z.object({ amount: z.number().int(), state: z.enum(depositStates) }),
  folioId: z.string().nullable(),
  cancelReason: z.string().nullable(),
  cancelledBy: z.enum(['guest', 'store']).nullable(),
  /** When the guest said through their link that they are coming (a confirmed booking). */
  guestConfirmedAt: z.string().nullable(),
  createdBy: ZActor,
  createdAt: z.string(),
  version: z.number().int(),
});
export type Reservation = z.infer<typeof ZReservation>;

export const ZReservationEvent = z.object({
  at: z.string(),
  actor: ZActor,
  action: z.string(),
  detail: z.record(z.string(), z.unknown()),
});
export const ZReservationDetail = ZReservation.extend({ history: z.array(ZReservationEvent) });
export type ReservationDetail = z.infer<typeof ZReservationDetail>;

/** `reservation/byStore`: the reservations starting on the store's days `from`..`to` (31 at most). */
export const ZReservationQuery = z.object({
  storeId: ZId,
  from: ZIsoDate,
  to: ZIsoDate.optional(),
  status: z.array(z.enum(reservationStatuses)).max(reservationStatuses.length).optional(),
  pointId: ZId.optional(),
  /** A part of the guest's name or phone. */
  search: ZText(80).optional(),
  page: z.number().int().min(1).max(10_000).default(1),
  pageSize: z.number().int().min(1).max(reservationLimits.pageSize).default(200),
});
export const ZReservationPage = z.object({
  items: z.array(ZReservation),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});

export const ZAvailabilityQuery = z.object({
  storeId: ZId,
  date: ZIsoDate,
  partySize,
  /** A booking being moved or edited: its own hold does not count, so its own time and nearby ones are offered. */
  exceptId: ZId.optional(),
});
export const ZAvailability = z.object({
  date: z.string(),
  timeZone: z.string(),
  points: z.array(
    z.object({
      pointId: z.string(),
      name: z.string(),
      times: z.array(z.object({ startsAt: z.string(), time: z.string() })),
    }),
  ),
});
export type Availability = z.infer<typeof ZAvailability>;

const ZNamed = z.array(
  z.object({ id: z.string(), name: z.string(), names: z.object({ tr: z.string(), en: z.string() }) }),
);
export const ZReservationTypes = z.object({
  statuses: ZNamed,
  channels: ZNamed,
  tags: ZNamed,
  pointKinds: ZNamed,
});

/** What the live events carry of a reservation. */
export const ZReservationBrief = ZReservation.pick({
  id: true,
  status: true,
  startsAt: true,
  endsAt: true,
  partySize: true,
  pointIds: true,
  guestName: true,
  version: true,
});
export type ReservationBrief = z.infer<typeof ZReservationBrief>;

// ---- the store's settings

export const ZReservationSettings = z.object({
  storeId: z.string(),
  /** `request` (the default): a guest page booking waits for the host; `instant`: it is confirmed at once. */
  guestConfirmation: z.enum(guestConfirmations),
  /** Minutes before the start the reminder goes (30–1440, default 120). */
  reminderMinutes: z.number().int(),
});
export type ReservationSettings = z.infer<typeof ZReservationSettings>;
export const ZReservationSettingsSave = z.object({
  storeId: ZId,
  guestConfirmation: z.enum(guestConfirmations),
  reminderMinutes: z
    .number()
    .int()
    .min(reservationLimits.reminderMinutes.min)
    .max(reservationLimits.reminderMinutes.max),
});
export type ReservationSettingsSave = z.input<typeof ZReservationSettingsSave>;

// ---- the guest's own calls (the guest web menu's "Book a table", and the link in the messages)

/** `guest/reservationSlots`: the free start times of the store's day for the party, any point. */
export const ZGuestSlotsQuery = ZAvailabilityQuery.omit({ exceptId: true });
export const ZGuestSlots = z.object({
  date: z.string(),
  timeZone: z.string(),
  /** The largest party any of the store's active points takes (0: none): the page offers party sizes up to it. */
  maxParty: z.number().int(),
  times: z.array(z.object({ startsAt: z.string(), time: z.string() })),
});
export type GuestSlots = z.infer<typeof ZGuestSlots>;

/** `guest/book`: a signed-in guest's booking (their phone is the account's, verified by its sign-in code). */
export const ZGuestBook = z.object({
  storeId: ZId,
  partySize,
  startsAt: ZIsoDateTime,
  /** The name the table is booked under (the account's name by default on the page). */
  name: ZText(reservationLimits.guestName).min(1),
  notes: ZNote(reservationLimits.notes).default(''),
});
export type GuestBook = z.input<typeof ZGuestBook>;

/** The guest's link: `/b/{token}`. */
export const ZGuestReservationRef = z.object({ token: ZText(64).min(16) });

/** What the guest sees of their booking: what, when, where, its status; never the floor's other bookings. */
export const ZGuestReservation = z.object({
  storeId: z.string(),
  storeName: z.string(),
  /** The store's address line, as its page shows it. */
  address: z.string(),
  timeZone: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
  /** The store's day and times, YYYY-MM-DD and HH:mm. */
  date: z.string(),
  startTime: z.string(),
  endTime: z.string(),
  partySize: z.number().int(),
  guestName: z.string(),
  notes: z.string(),
  status: z.enum(reservationStatuses),
  deposit: z.object({ amount: z.number().int(), state: z.enum(depositStates) }),
  /** The guest said they are coming (`guest/reservationConfirm`). */
  guestConfirmed: z.boolean(),
  /** Until the start, a requested or confirmed booking may be cancelled by the guest. */
  canCancel: z.boolean(),
  /** A confirmed booking not yet started whose guest has not said they are coming. */
  canConfirm: z.boolean(),
});
export type GuestReservation = z.infer<typeof ZGuestReservation>;

export const ZGuestBooked = z.object({
  /** The guest's link to this booking (good until its end); the page keeps it. */
  token: z.string(),
  reservation: ZGuestReservation,
});
export type GuestBooked = z.infer<typeof ZGuestBooked>;
