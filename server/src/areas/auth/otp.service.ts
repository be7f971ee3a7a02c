import { newId } from '@sofra/contracts/core/ids';
import { otpRules } from '@sofra/contracts/core/constants';
import type { UserSource } from '@sofra/contracts/core/enums';
import type { Ctx } from '../../plugins/rpc.ts';
import { AppError } from '../../lib/app-error.ts';
import { normalizeGsm } from '../../lib/phone.ts';
import { keyedHash, randomDigits, sameHash } from '../../lib/secrets.ts';
import * as sms from '../sms/sms.service.ts';
import * as captcha from './captcha.service.ts';
import * as otpRepo from './otp.repo.ts';
import * as usersRepo from './users.repo.ts';

const hashCode = (ctx: Ctx, gsm: string, code: string) =>
  keyedHash(ctx.services.config.jwtSecret, 'otp', `${ctx.tenant.slug}|${gsm}|${code}`);

const captchaRequired = () =>
  new AppError(
    'captcha_required',
    'a code was already sent to this number in the last hour; solve the captcha to get another',
  );

const resendWait = (last: Date | undefined, now: Date) => {
  if (!last) return;
  const wait = otpRules.resendAfterSeconds - (now.getTime() - last.getTime()) / 1000;
  if (wait > 0) throw limited(`wait ${Math.ceil(wait)} s before asking for a new code`, wait);
};

const limited = (desc: string, retryAfterSeconds: number) =>
  new AppError('rate_limited', desc, { 'retry-after': String(Math.max(1, Math.ceil(retryAfterSeconds))) });

/**
 * Sends a fresh 6-digit code to the number, within the limits of docs/security.md: one per 60 s, 5 an hour and
 * 10 a day per number (the day counting only codes asked with a solved captcha), a budget per client address, and
 * the SMS budget. The first code for a number in an hour needs no captcha; later ones answer `captcha_required`
 * unless the call carries a captcha solved in it (one guess, used up either way).
 */
export const requestOtp = async (
  ctx: Ctx,
  input: { gsm: string; source: UserSource; captchaId?: string; captcha?: string },
  now = new Date(),
) => {
  const gsm = normalizeGsm(input.gsm);
  sms.assertCountryAllowed(ctx, gsm);
  const user = await usersRepo.byGsm(ctx.db, gsm);
  if (user?.isBlocked) throw new AppError('user_blocked', 'this number is blocked');

  // Before a captcha is used up: the resend wait, and whether one is needed at all. Checked again under the lock.
  const before = await otpRepo.sentToNumber(ctx.db, gsm, now);
  resendWait(before.last, now);
  const captchaPassed = input.captchaId !== undefined && input.captcha !== undefined;
  if (captchaPassed) await captcha.check(ctx, { id: input.captchaId!, code: input.captcha! }, now);
  else if (before.lastHour > 0) throw captchaRequired();

  const code = randomDigits(otpRules.length);
  const id = newId(now.getTime());
  await ctx.db.transaction(async (tx) => {
    await otpRepo.lockNumber(tx, gsm);
    const sent = await otpRepo.sentToNumber(tx, gsm, now);
    resendWait(sent.last, now);
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
      source: input.source,
      ip: ctx.ip,
      captchaPassed,
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
        text: `Sofra doğrulama kodunuz: ${code}. Kod ${otpRules.ttlSeconds / 60} dakika geçerlidir; kimseyle paylaşmayın.`,
      },
      now,
    );
  } catch (error) {
    // Not sent (over the SMS budget, or the provider failed): the code is discarded, nobody can guess it.
    await otpRepo.discard(ctx.db, id, new Date());
    throw error;
  }
  return {
    message: user ? ('ok' as const) : ('new' as const),
    resendAfterSeconds: otpRules.resendAfterSeconds,
    expiresInSeconds: otpRules.ttlSeconds,
  };
};

/**
 * Checks a code and answers the user it signs in (registering a new number). Each guess is counted before the
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
  const user =
    existing ?? (await usersRepo.insertOrGet(ctx.db, { id: newId(), gsm, status: 'registered', source: code.source }));
  if (user.isBlocked) throw new AppError('user_blocked', 'this number is blocked');
  return user.status === 'registered' ? user : usersRepo.update(ctx.db, user.id, { status: 'registered' });
};
