import { z } from 'zod';
import { genders, userSources, userStatuses } from '../core/enums.ts';
import { staffPermissions } from '../core/permissions.ts';
import { ZGsm, ZId, ZIsoDate, ZIsoDateTime, ZText } from '../core/schemas.ts';
import { ZStore } from '../stores/stores.schemas.ts';

export const ZPermissions = z.object({
  push: z.boolean(),
  sms: z.boolean(),
  email: z.boolean(),
  phone: z.boolean(),
});
export type Permissions = z.infer<typeof ZPermissions>;

export const ZUser = z.object({
  id: ZId,
  name: z.string(),
  email: z.string(),
  image: z.string(),
  gsm: z.string(),
  status: z.enum(userStatuses),
  dateOfBirth: ZIsoDate.nullable(),
  gender: z.enum(genders),
  isMaster: z.boolean(),
  isVirtual: z.boolean(),
  isBlocked: z.boolean(),
  segment: z.string(),
  source: z.string(),
  permissions: ZPermissions,
  createDate: ZIsoDateTime,
  updateDate: ZIsoDateTime,
});
export type User = z.infer<typeof ZUser>;

/**
 * What an owner adding staff learns of a person found by number: the id, a display name (first name and the initial of
 * the last, "Zeynep K.") and the number as given (E.164). Nothing else of the profile.
 */
export const ZUserLookup = z.object({ id: ZId, name: z.string(), gsm: z.string() });
export const ZUserLookupInput = z.object({ storeId: ZId, gsm: ZGsm });

export const ZSession = z.object({ userInfo: ZUser, token: z.string() });
export type Session = z.infer<typeof ZSession>;

/**
 * `captchaId` + `captcha`: a captcha solved in this call. The first code for a number in an hour needs none; later
 * ones answer `captcha_required` without it (docs/security.md).
 */
export const ZRequestOtp = z.object({
  gsm: ZGsm,
  source: z.enum(userSources).default('web'),
  captchaId: ZId.optional(),
  captcha: ZText(16).min(1).optional(),
});
/** `ok` for a registered number, `new` for a number that registers when the code is verified. */
export const ZRequestOtpAnswer = z.object({
  message: z.enum(['ok', 'new']),
  resendAfterSeconds: z.number().int(),
  expiresInSeconds: z.number().int(),
});
export const ZVerifyOtp = z.object({ gsm: ZGsm, otp: z.string().regex(/^\d{6}$/, 'expected 6 digits') });

export const ZCaptcha = z.object({ id: ZId, code: z.string() });
export type Captcha = z.infer<typeof ZCaptcha>;
/** The captcha as issued: its id and a picture of the code. The code itself never leaves the server. */
export const ZCaptchaChallenge = z.object({ id: ZId, image: z.string(), expiresInSeconds: z.number().int() });
export const ZVerifyCaptcha = z.object({ id: ZId, code: ZText(16).min(1) });

export const ZSaveUser = z.object({
  name: ZText(120).optional(),
  email: z.union([z.literal(''), z.email().max(200)]).optional(),
  dateOfBirth: ZIsoDate.nullable().optional(),
  gender: z.enum(genders).optional(),
  permissions: ZPermissions.optional(),
  appName: ZText(40).optional(),
});

export const ZPermissionLog = z.object({
  userId: ZId,
  createDate: ZIsoDateTime,
  push: z.boolean(),
  sms: z.boolean(),
  email: z.boolean(),
  phone: z.boolean(),
  source: z.string(),
  appName: z.string(),
});
export type PermissionLog = z.infer<typeof ZPermissionLog>;

export const ZUserQr = z.object({
  qrCode: z.string(),
  userId: ZId,
  createDate: ZIsoDateTime,
  qrType: z.string().default('user'),
  code: z.string(),
  appName: z.string(),
});
export type UserQr = z.infer<typeof ZUserQr>;

export const ZUserOwnedStore = z.object({
  userId: ZId,
  storeId: ZId,
  position: z.string(),
  approved: z.boolean(),
  storeInfo: ZStore,
});
export type UserOwnedStore = z.infer<typeof ZUserOwnedStore>;

/** `invited`: added by an owner, not yet accepted by the person (holds no permission until then); `active`: accepted. */
export const staffStatuses = ['invited', 'active'] as const;
export const ZStaff = z.object({
  userId: ZId,
  userName: z.string(),
  gsm: z.string(),
  position: z.string(),
  permissions: z.array(z.enum(staffPermissions)),
  status: z.enum(staffStatuses),
});
export type Staff = z.infer<typeof ZStaff>;

export const ZLinkOwnedStore = z.object({ userId: ZId, storeId: ZId });

/** Being made an owner or staff of a store is an invitation the person accepts (docs/security.md, invitations). */
export const invitationKinds = ['owner', 'staff'] as const;
export type InvitationKind = (typeof invitationKinds)[number];

/** One of the signed-in user's own invitations: which store, who asked, as what, since when. */
export const ZInvitation = z.object({
  kind: z.enum(invitationKinds),
  storeId: ZId,
  storeName: z.string(),
  /** The store's city (province) name, '' when it has none. */
  city: z.string(),
  town: z.string(),
  /** Who made the invitation; empty when that user is gone. */
  invitedBy: z.object({ name: z.string(), gsm: z.string() }),
  /** The staff position offered; null for an owner invitation. */
  position: z.string().nullable(),
  createDate: ZIsoDateTime,
});
export type Invitation = z.infer<typeof ZInvitation>;

/** Names an invitation of the signed-in user: a user has at most one of each kind per store. */
export const ZInvitationKey = z.object({ storeId: ZId, kind: z.enum(invitationKinds) });
