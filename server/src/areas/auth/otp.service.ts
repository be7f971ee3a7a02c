import { newId } from '@sofra/contracts/core/ids';
import { otpRules } from '@sofra/contracts/core/constants';
import type { UserSource } from '@sofra/contracts/core/enums';
import type { Ctx } from '../../lib/call-context.ts';
import type { PendingRegistration } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { budgetKey, lockBudget, requireBudget, spendBudget, type Budget } from '../../lib/budget.ts';
import { normalizeGsm } from '../../lib/phone.ts';
import { keyedHash, randomDigits, sameHash } from '../../lib/secrets.ts';
import * as sms from '../sms/sms.service.ts';
import * as captcha from './captcha.service.ts';
import * as otpRepo from './otp.repo.ts';
import * as usersRepo from './users.repo.ts';
import * as usersService from './users.service.ts';

const hashCode = (ctx: Ctx, gsm: string, code: string) =>
  keyedHash(ctx.services.config.jwtSecret, 'otp', `${ctx.tenant.slug}|${gsm}|${code}`);

// One text for every reason a captcha is asked for, so the answer does not tell a number with no account from one
// texted within the hour (docs/sign-up.md).
export const captchaRequired = () =>
  new AppError('captcha_required', 'solve the captcha and send it with this request to get a code for this number');

/** A number's wait between two codes (`OTP_RESEND_SECONDS`, 60 by default). */
const resendSeconds = (ctx: Ctx) => ctx.services.config.otpResendSeconds;

const resendWait = (ctx: Ctx, last: Date | undefined, now: Date) => {
  if (!last) return;
  const wait = resendSeconds(ctx) - (now.getTime() - last.getTime()) / 1000;
  if (wait > 0) throw limited(`wait ${Math.ceil(wait)} s before asking for a new code`, wait);
};

const limited = (desc: string, retryAfterSeconds: number) =>
  new AppError('rate_limited', desc, { 'retry-after': String(Math.max(1, Math.ceil(retryAfterSeconds))) });

/**
 * "No account has this number" answers per client address and hour: a third of its code budget (10 by default). Checked
 * before anything depends on whether the number has an account, so once it is spent every number gets the same 429.
 */
export const noAccountBudget = (ctx: Ctx): Budget => ({
  name: 'no-account',
  limit: Math.max(1, Math.round(ctx.services.config.otpPerIpPerHour / 3)),
  windowSeconds: 3600,
});

/** The client address's budgets, checked first: the same refusal whatever the number (docs/sign-up.md). */
export const checkAddress = async (ctx: Ctx, now: Date) => {
  const fromIp = await otpRepo.sentFromIp(ctx.db, ctx.ip, new Date(now.getTime() - 3600_000));
  if (fromIp >= ctx.services.config.otpPerIpPerHour)
    throw limited('too many codes from this address in the last hour', 3600);
  const budget = noAccountBudget(ctx);
  await requireBudget(ctx.db, budget, budgetKey(budget, ctx.ip), now);
};

const noAccount = async (ctx: Ctx, now: Date): Promise<never> => {
  const budget = noAccountBudget(ctx);
  const key = budgetKey(budget, ctx.ip);
  await ctx.db.transaction(async (tx) => {
    await lockBudget(tx, key);
    await requireBudget(tx, budget, key, now);
    await spendBudget(tx, budget, key, now);
  });
  throw new AppError('user_not_found', 'no account has this number; register it with user/register');
};

/** The 60 s wait, checked before a captcha is used up (and again under the lock); answers the number's sends. */
export const checkResendWait = async (ctx: Ctx, gsm: string, now: Date) => {
  const sent = await otpRepo.sentToNumber(ctx.db, gsm, now);
  resendWait(ctx, sent.last, now);
  return sent;
};

export const answer = (ctx: Ctx, message: 'ok' | 'new') => ({
  message,
  resendAfterSeconds: resendSeconds(ctx),
  expiresInSeconds: otpRules.ttlSeconds,
});

/**
 * The code's text in the language the person registered in (the language of the texts they accepted), Turkish
 * unless that was English.
 */
export const codeText = (code: string, lang: string | undefined): string => {
  const minutes = otpRules.ttlSeconds / 60;
  return lang === 'en'
    ? `Your Sofra verification code: ${code}. It is valid for ${minutes} minutes; do not share it with anyone.`
    : `Sofra doğrulama kodunuz: ${code}. Kod ${minutes} dakika geçerlidir; kimseyle paylaşmayın.`;
};

/** The language a user registered in: that of the first texts they accepted (undefined before any). */
const registeredLang = async (ctx: Ctx, userId: string) => (await usersRepo.consentLogsOf(ctx.db, userId))[0]?.lang;

/**
 * Issues a code and texts it, within the limits of docs/security.md: one per 60 s, 5 an hour and 10 a day per number
 * (the day counting only codes asked with a solved captcha), a budget per client address, and the SMS budget. A
 * registration's details ride on the code until it is verified.
 */
export const issueCode = async (
  ctx: Ctx,
  gsm: string,
  opts: { source: UserSource; captchaPassed: boolean; registration?: PendingRegistration; lang?: string },
  now: Date,
): Promise<void> => {
  const { captchaPassed } = opts;
  const code = randomDigits(otpRules.length);
  const id = newId(now.getTime());
  await ctx.db.transaction(async (tx) => {
    await otpRepo.lockNumber(tx, gsm);
    const sent = await otpRepo.sentToNumber(tx, gsm, now);
    resendWait(ctx, sent.last, now);
    if (!captchaPassed && sent.lastHour > 0) throw captchaRequired();
    if (sent.lastHour >= otpRules.maxPerNumberPerHour)
      throw limited('too many codes for this number in the last hour', 3600);
    if (sent.lastDayWithCaptcha >= otpRules.maxPerNumberPerDay)
      throw limited('too many codes for this number today', 86_400);
    const fromIp = await otpRepo.sentFromIp(tx, ctx.ip, new Date(now.getTime() - 3600_000));
    if (fromIp >= ctx.services.config.otpPerIpPerHour)
      throw limited('too many codes from this address in the last hour', 3600);
    await otpRepo.replaceLive(tx, {
      id,
      gsm,
      codeHash: hashCode(ctx, gsm, code),
      source: opts.source,
      ip: ctx.ip,
      captchaPassed,
      registration: opts.registration ?? null,
      createdAt: now,
      expiresAt: new Date(now.getTime() + otpRules.ttlSeconds * 1000),
    });
  });

  try {
    await sms.send(
      ctx,
      {
        to: gsm,
        purpose: 'otp',
        free: !captchaPassed,
        text: codeText(code, opts.lang),
      },
      now,
    );
  } catch (error) {
    // Not sent (over the SMS budget, or the provider failed): the code is discarded, nobody can guess it.
    await otpRepo.discard(ctx.db, id, new Date());
    throw error;
  }
};

/**
 * Sends a sign-in code to a number that has an account. Its first code in an hour needs no captcha; later ones answer
 * `captcha_required` unless the call carries a captcha solved in it (one guess, used up either way). A number with no
 * account gets nothing: `captcha_required` without a captcha, `user_not_found` after a solved one (docs/sign-up.md).
 */
export const requestOtp = async (
  ctx: Ctx,
  input: { gsm: string; source: UserSource; captchaId?: string; captcha?: string },
  now = new Date(),
) => {
  const gsm = normalizeGsm(input.gsm);
  sms.assertCountryAllowed(ctx, gsm);
  await checkAddress(ctx, now);
  const user = await usersRepo.byGsm(ctx.db, gsm);
  if (user?.isBlocked) throw new AppError('user_blocked', 'this number is blocked');
  const captchaPassed = input.captchaId !== undefined && input.captcha !== undefined;

  if (!user) {
    if (!captchaPassed) throw captchaRequired();
    await captcha.check(ctx, { id: input.captchaId!, code: input.captcha! }, now);
    return noAccount(ctx, now);
  }

  // Before a captcha is used up: the resend wait, and whether one is needed at all. Checked again under the lock.
  const before = await checkResendWait(ctx, gsm, now);
  if (captchaPassed) await captcha.check(ctx, { id: input.captchaId!, code: input.captcha! }, now);
  else if (before.lastHour > 0) throw captchaRequired();

  await issueCode(ctx, gsm, { source: input.source, captchaPassed, lang: await registeredLang(ctx, user.id) }, now);
  return answer(ctx, 'ok');
};

/**
 * Checks a code and answers the user it signs in; a registration's code creates the account. Each guess is counted before the
 * comparison; the fifth wrong guess kills the code, and so does its first right use.
 */
export const verifyOtp = async (ctx: Ctx, input: { gsm: string; otp: string }, now = new Date()) => {
  const gsm = normalizeGsm(input.gsm);
  const code = await otpRepo.latest(ctx.db, gsm);
  if (!code || code.consumedAt) throw new AppError('otp_invalid', 'no live code for this number; ask for a new one');
  if (code.attempts >= otpRules.maxAttempts)
    throw new AppError('otp_locked', 'too many wrong codes; ask for a new one');
  if (code.expiresAt.getTime() <= now.getTime())
    throw new AppError('otp_expired', 'the code has expired; ask for a new one');
  const attempts = await otpRepo.takeAttempt(ctx.db, code.id, otpRules.maxAttempts);
  if (attempts === undefined) throw new AppError('otp_locked', 'too many wrong codes; ask for a new one');
  if (!sameHash(hashCode(ctx, gsm, input.otp), code.codeHash)) {
    if (attempts >= otpRules.maxAttempts) throw new AppError('otp_locked', 'too many wrong codes; ask for a new one');
    throw new AppError('otp_invalid', 'wrong code');
  }
  if (!(await otpRepo.consume(ctx.db, code.id, now))) throw new AppError('otp_invalid', 'the code was already used');

  const existing = await usersRepo.byGsm(ctx.db, gsm);
  if (existing) {
    if (existing.isBlocked) throw new AppError('user_blocked', 'this number is blocked');
    return existing.status === 'registered'
      ? existing
      : usersRepo.update(ctx.db, existing.id, { status: 'registered' });
  }
  // Only a registration's code creates an account (docs/sign-up.md).
  if (!code.registration) throw new AppError('user_not_found', 'no account has this number; register it first');
  return usersService.createUser(ctx.db, { gsm, source: code.source, registration: code.registration });
};
