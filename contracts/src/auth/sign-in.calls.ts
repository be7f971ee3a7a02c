import { defineCall } from '../core/call.ts';
import { ZEmpty } from '../core/schemas.ts';
import { ZCaptchaChallenge, ZRequestOtp, ZRequestOtpAnswer, ZSession, ZVerifyOtp } from './sign-in.schemas.ts';

/** The calls of the sign-in page, apart so its first load carries no other schema (part of `authCalls`). */
export const signInCalls = {
  requestOtp: defineCall('user/requestOtp', ZRequestOtp, ZRequestOtpAnswer, { access: 'public' }),
  verifyOtp: defineCall('user/verifyOtp', ZVerifyOtp, ZSession, { access: 'public' }),
  createCaptcha: defineCall('user/CreateCaptcha', ZEmpty, ZCaptchaChallenge, { access: 'public' }),
};
