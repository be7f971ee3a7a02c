import { authCalls } from '@sofra/contracts/auth/auth.calls';
import { post } from '../../../lib/post';

/** A captcha answered in the same call that needs it (docs/security.md). */
export interface SolvedCaptcha {
  captchaId: string;
  captcha: string;
}

/** The OTP sign-in calls. Their errors are shown by the sign-in flow itself (spec section 8). */
export const requestOtp = (gsm: string, captcha?: SolvedCaptcha) =>
  post(authCalls.requestOtp, { gsm, source: 'web', ...captcha }, { toast: false, loading: true });

export const verifyOtp = (gsm: string, otp: string) =>
  post(authCalls.verifyOtp, { gsm, otp }, { toast: false, loading: true });

export const createCaptcha = () => post(authCalls.createCaptcha, {}, { toast: false });

export const saveUser = (input: { name?: string; email?: string }) =>
  post(authCalls.saveUser, input, { loading: true });
