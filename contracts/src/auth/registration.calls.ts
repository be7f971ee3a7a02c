import { z } from 'zod';
import { defineCall } from '../core/call.ts';
import { ZRequestOtpAnswer } from './sign-in.schemas.ts';
import { ZRegister, ZRegistrationText, ZRegistrationTextsInput } from './registration.schemas.ts';

/** Signing up (docs/sign-up.md): the register page's calls. The code is then checked by `user/verifyOtp`. */
export const registrationCalls = {
  /** The membership agreement and the KVKK clarification text a registration accepts, with their versions. */
  getRegistrationTexts: defineCall('user/getRegistrationTexts', ZRegistrationTextsInput, z.array(ZRegistrationText), {
    access: 'public',
  }),
  /**
   * Sends the code that creates the account when verified. A number that already has an account gets a sign-in code
   * instead (`message: 'ok'`) and the registration details are dropped.
   */
  register: defineCall('user/register', ZRegister, ZRequestOtpAnswer, { access: 'public' }),
};
