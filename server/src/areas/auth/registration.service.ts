import type { z } from 'zod';
import { registrationTexts, type ZRegister } from '@sofra/contracts/auth/registration.schemas';
import type { Language } from '@sofra/contracts/core/enums';
import { AppError } from '../../lib/app-error.ts';
import { normalizeGsm } from '../../lib/phone.ts';
import type { Ctx } from '../../lib/call-context.ts';
import * as legal from '../legal/legal.service.ts';
import * as sms from '../sms/sms.service.ts';
import * as captcha from './captcha.service.ts';
import * as otp from './otp.service.ts';
import * as usersRepo from './users.repo.ts';

/** The platform's membership agreement and clarification text as published now, in `lang` or Turkish. */
const publishedTexts = (ctx: Ctx, lang: Language) =>
  Promise.all(registrationTexts.map((type) => legal.publishedPlatformText(ctx.db, type, lang)));

/** What the register page links to; a text that is not published is left out (registration is then closed). */
export const texts = async (ctx: Ctx, { lang }: { lang: Language }) =>
  (await publishedTexts(ctx, lang))
    .filter((text) => text !== undefined)
    .map(({ type, lang: found, caption, version }) => ({
      type: type as (typeof registrationTexts)[number],
      lang: found,
      caption,
      version,
    }));

/**
 * Sends the code that creates an account (docs/sign-up.md). Both texts must be accepted and published; a captcha solved
 * in this call is always needed. The name, the texts' versions and the marketing permissions (off unless sent true)
 * ride on the code; `user/verifyOtp` creates the account from them. A number that has an account gets a sign-in code
 * instead and nothing else changes.
 */
export const register = async (ctx: Ctx, input: z.output<typeof ZRegister>, now = new Date()) => {
  const gsm = normalizeGsm(input.gsm);
  sms.assertCountryAllowed(ctx, gsm);
  const refused = (Object.keys(input.accepts) as (keyof typeof input.accepts)[]).filter((key) => !input.accepts[key]);
  if (refused.length) {
    throw new AppError(
      'consent_required',
      'a registration must accept the membership agreement and the clarification text',
      {},
      refused.map((key) => ({ path: `accepts.${key}`, code: 'consent_required' })),
    );
  }
  const shown = await publishedTexts(ctx, input.lang);
  if (shown.some((text) => text === undefined)) {
    throw new AppError('legal_text_missing', 'the membership agreement or the clarification text is not published');
  }

  await otp.checkAddress(ctx, now);
  const user = await usersRepo.byGsm(ctx.db, gsm);
  if (user?.isBlocked) throw new AppError('user_blocked', 'this number is blocked');
  await otp.checkResendWait(ctx, gsm, now);
  await captcha.check(ctx, { id: input.captchaId, code: input.captcha }, now);

  const registration = user
    ? undefined
    : {
        name: input.name,
        permissions: { push: false, sms: false, email: false, phone: false, ...input.permissions },
        consents: shown.map((text) => ({
          type: text!.type,
          lang: text!.lang,
          version: text!.version,
          textHash: text!.textHash,
        })),
        acceptedAt: now.toISOString(),
        appName: 'web',
      };
  await otp.issueCode(ctx, gsm, { source: input.source, captchaPassed: true, registration, lang: input.lang }, now);
  return otp.answer(ctx, user ? 'ok' : 'new');
};
