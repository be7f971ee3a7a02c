import { z } from 'zod';
import { ZGsm, ZId, ZIsoDate, ZIsoDateTime, ZNote, ZText } from '../core/schemas.ts';

/** Guest segments (docs/customers.md, Segments); `all` is every guest of the store. */
export const segments = ['all', 'new', 'regular', 'lapsed', 'top'] as const;
export const ZSegment = z.enum(segments);
export type Segment = z.infer<typeof ZSegment>;
/** The segments a guest can be flagged with (every guest is in `all`). */
export const segmentFlags = ['new', 'regular', 'lapsed', 'top'] as const;
export type SegmentFlag = (typeof segmentFlags)[number];

export const consentChannels = ['push', 'sms', 'email', 'phone'] as const;
export const ZConsentChannel = z.enum(consentChannels);
export const messageChannels = ['sms', 'push'] as const;
export const ZMessageChannel = z.enum(messageChannels);

/** A user place (spec §3): the signed-in guest's stores. */
export const ZMyPlace = z.object({
  storeId: ZId,
  storeName: z.string(),
  firstVisit: ZIsoDateTime,
  lastVisit: ZIsoDateTime,
  visits: z.number().int(),
  spend: z.number().int(),
});
export type MyPlace = z.infer<typeof ZMyPlace>;
export const ZMyPlaces = z.array(ZMyPlace);

export const ZUserReportQuery = z.object({
  storeId: ZId,
  segment: ZSegment.default('all'),
  search: ZText(80).optional(),
  lastVisitFrom: ZIsoDate.optional(),
  lastVisitTo: ZIsoDate.optional(),
  page: z.number().int().min(1).max(10_000).default(1),
  pageSize: z.number().int().min(1).max(200).default(50),
});

export const ZConsents = z.object({ push: z.boolean(), sms: z.boolean(), email: z.boolean(), phone: z.boolean() });

/** The user report row (spec §3: id, permissions, name, gsm, email, dateOfBirth, isBlocked, gender, createDate) + visits. */
export const ZUserReportRow = z.object({
  userId: ZId,
  name: z.string(),
  email: z.string(),
  dateOfBirth: z.string().nullable(),
  gender: z.string(),
  createDate: ZIsoDateTime,
  /** Masked (`+90 555 *** ** 12`) unless the viewer holds customers.view. */
  gsm: z.string(),
  gsmMasked: z.boolean(),
  isVirtual: z.boolean(),
  isBlocked: z.boolean(),
  visits: z.number().int(),
  spend: z.number().int(),
  /** The guest's points balance in the store's chain (docs/loyalty.md); 0 without one. */
  points: z.number().int(),
  firstVisit: ZIsoDateTime,
  lastVisit: ZIsoDateTime,
  segments: z.array(z.enum(segmentFlags)),
  consents: ZConsents,
});
export type UserReportRow = z.infer<typeof ZUserReportRow>;
export const ZUserReport = z.object({
  items: z.array(ZUserReportRow),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type UserReport = z.infer<typeof ZUserReport>;

export const ZUserReportExportQuery = ZUserReportQuery.omit({ page: true, pageSize: true }).extend({
  language: z.enum(['tr', 'en']).default('en'),
});

export const ZMessageAudienceQuery = z.object({ storeId: ZId, segment: ZSegment, channel: ZMessageChannel });
export const ZMessageAudience = z.object({
  /** Guests in the segment. */
  segmentSize: z.number().int(),
  /** Of them, those whose consent for the channel is on, not blocked, and reachable on it. */
  reached: z.number().int(),
  /** SMS only: what today's budget still allows (null for push). */
  budgetLeft: z.number().int().nullable(),
  /** True when a message written now waits for 09:00 store time. */
  quietHours: z.boolean(),
});

/** SMS text: the opt-out line is added by the server (docs/customers.md). */
export const MESSAGE_MAX = 480;
export const ZSendMessage = z.object({
  storeId: ZId,
  segment: ZSegment,
  channel: ZMessageChannel,
  text: ZNote(MESSAGE_MAX).min(1),
});
export const ZSentMessage = z.object({
  id: ZId,
  status: z.enum(['queued', 'sent']),
  audience: z.number().int(),
  sent: z.number().int(),
  sendAfter: ZIsoDateTime,
});

export const ZCreateVirtualUser = z.object({ storeId: ZId, name: ZText(100).min(1), gsm: ZGsm });
export const ZVirtualUser = z.object({ id: ZId, name: z.string(), gsm: z.string(), isVirtual: z.boolean() });

/** A guest changes their own consent for one channel. */
export const ZSetMyConsent = z.object({ channel: ZConsentChannel, value: z.boolean() });
/** Staff record a guest's spoken consent for one channel at their store. */
export const ZRecordConsent = z.object({ storeId: ZId, userId: ZId, channel: ZConsentChannel, value: z.boolean() });
export const ZConsentAnswer = z.object({ userId: ZId, consents: ZConsents });

export const ZOptOut = z.object({ token: ZText(64).min(8) });
export const ZOptOutAnswer = z.object({ storeName: z.string(), sms: z.boolean() });

export const ZPermissionLogQuery = z.object({ storeId: ZId, userId: ZId });
export const ZPermissionLogEntry = z.object({
  at: ZIsoDateTime,
  source: z.string(),
  channel: z.string().nullable(),
  value: z.boolean().nullable(),
  byStaff: z.boolean(),
  consents: ZConsents,
});
export const ZPermissionLogList = z.array(ZPermissionLogEntry);
