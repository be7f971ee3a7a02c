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

/** What another signed-in user may learn of a user found by number (e.g. to add them as staff). */
export const ZUserSummary = ZUser.pick({ id: true, name: true, gsm: true });

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

export const ZStaff = z.object({
  userId: ZId, userName: z.string(), gsm: z.string(), position: z.string(), permissions: z.array(z.enum(staffPermissions)),
});
export type Staff = z.infer<typeof ZStaff>;

export const ZLinkOwnedStore = z.object({ userId: ZId, storeId: ZId });
