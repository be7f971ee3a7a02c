import { z } from 'zod';
import { genders, userSources, userStatuses } from '../core/enums.ts';
import { ZGsm, ZId, ZIsoDate, ZIsoDateTime, ZText } from '../core/schemas.ts';

// What the sign-in page's calls need, apart from the rest of auth.schemas.ts (which re-exports it), so the first load
// of /login carries only these schemas.

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

export const ZSession = z.object({ userInfo: ZUser, token: z.string() });
export type Session = z.infer<typeof ZSession>;

/**
 * Signs in a number that has an account. `captchaId` + `captcha`: a captcha solved in this call. A registered number's
 * first code in an hour needs none; later ones answer `captcha_required` without it (docs/security.md). A number with
 * no account always answers `captcha_required` without one, and `user_not_found` with one: nothing is sent, and the
 * portal offers registration (`user/register`, docs/sign-up.md).
 */
export const ZRequestOtp = z.object({
  gsm: ZGsm,
  source: z.enum(userSources).default('web'),
  captchaId: ZId.optional(),
  captcha: ZText(16).min(1).optional(),
});
/** `ok`: a sign-in code went to a registered number; `new`: a registration code (`user/register`) went out. */
export const ZRequestOtpAnswer = z.object({
  message: z.enum(['ok', 'new']),
  resendAfterSeconds: z.number().int(),
  expiresInSeconds: z.number().int(),
});
export const ZVerifyOtp = z.object({ gsm: ZGsm, otp: z.string().regex(/^\d{6}$/, 'expected 6 digits') });

/** The captcha as issued: its id and a picture of the code. The code itself never leaves the server. */
export const ZCaptchaChallenge = z.object({ id: ZId, image: z.string(), expiresInSeconds: z.number().int() });
