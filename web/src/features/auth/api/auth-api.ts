import { signInCalls } from '@sofra/contracts/auth/sign-in.calls';
import { post } from '../../../lib/post';

/** A captcha answered in the same call that needs it (docs/security.md). */
export interface SolvedCaptcha {
  captchaId: string;
  captcha: string;
}

/** The OTP sign-in calls. Their errors are shown by the sign-in flow itself (spec section 8). */
export const requestOtp = (gsm: string, captcha?: SolvedCaptcha) =>
  post(signInCalls.requestOtp, { gsm, source: 'web', ...captcha }, { toast: false, loading: true });

export const verifyOtp = (gsm: string, otp: string) =>
  post(signInCalls.verifyOtp, { gsm, otp }, { toast: false, loading: true });

export const createCaptcha = () => post(signInCalls.createCaptcha, {}, { toast: false });
