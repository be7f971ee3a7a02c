import { parsePhoneNumberFromString } from 'libphonenumber-js/max';
import { newId } from '@sofra/contracts/core/ids';
import type { SmsLimit } from '../../config.ts';
import type { Db, Tx } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Ctx } from '../../lib/call-context.ts';
import * as smsRepo from './sms.repo.ts';

/** Why a message is sent; the number's budget is kept per purpose. */
export type SmsPurpose = 'otp' | 'contract_link' | 'staff_invitation' | 'receipt' | 'reservation';

export interface OutgoingSms {
  /** E.164, already normalised. */
  to: string;
  text: string;
  purpose: SmsPurpose;
  /** The store the message is sent for, when there is one. */
  storeId?: string;
  /** The first sign-in code of an hour for the number, asked without a captcha (left out of the number's day budget). */
  free?: boolean;
  /**
   * The caller's own limit, checked and recorded under the same lock once every budget passed (a bill's receipt: at
   * most 3 sends): parallel sends cannot both take its last place. Throwing refuses the send.
   */
  claim?: (tx: Tx) => Promise<void>;
}

/** A number that may be texted: its country is on SMS_ALLOWED_COUNTRIES. */
export const assertCountryAllowed = (ctx: Pick<Ctx, 'services'>, to: string): void => {
  const country = parsePhoneNumberFromString(to)?.country;
  if (!country || !ctx.services.config.smsBudget.allowedCountries.includes(country)) {
    throw new AppError('sms_country_not_allowed', `SMS to ${country ?? 'this country'} is not enabled`);
  }
};

const over = (what: string, window: 'hour' | 'day', oldest: Date | undefined, now: Date) => {
  const span = window === 'hour' ? 3600_000 : 86_400_000;
  const wait = oldest ? (oldest.getTime() + span - now.getTime()) / 1000 : span / 1000;
  return new AppError('sms_limit', `too many SMS ${what} in the last ${window}`, {
    'retry-after': String(Math.max(1, Math.ceil(wait))),
  });
};

const check = (used: smsRepo.Used, limit: SmsLimit, what: string, now: Date) => {
  // The day first: when both are spent, its wait is the longer one.
  if (used.day >= limit.day) throw over(what, 'day', used.oldestDay, now);
  if (used.hour >= limit.hour) throw over(what, 'hour', used.oldestHour, now);
};

/**
 * The one place the server sends an SMS. Checks the country and the budget per number (and purpose), per user, per
 * store and per tenant, records the send, then hands it to the driver. Over a budget: `429 sms_limit` with
 * `Retry-After`; a driver failure: `502 sms_failed` (the send stays counted: the provider may have billed it).
 */
export const send = async (ctx: Ctx, sms: OutgoingSms, now = new Date()): Promise<void> => {
  assertCountryAllowed(ctx, sms.to);
  const budget = ctx.services.config.smsBudget;
  const userId = ctx.user?.id ?? null;
  await ctx.db.transaction(async (tx) => {
    await smsRepo.lockBudget(tx);
    check(
      await smsRepo.used(tx, smsRepo.toNumber(sms.to, sms.purpose), now, false),
      budget.perNumber,
      'to this number',
      now,
    );
    if (userId) check(await smsRepo.used(tx, smsRepo.byUser(userId), now), budget.perUser, 'from this user', now);
    if (sms.storeId)
      check(await smsRepo.used(tx, smsRepo.byStore(sms.storeId), now), budget.perStore, 'for this store', now);
    check(await smsRepo.used(tx, undefined, now), budget.perTenant, 'from this service', now);
    await sms.claim?.(tx);
    await smsRepo.record(tx, {
      id: newId(now.getTime()),
      to: sms.to,
      purpose: sms.purpose,
      userId,
      storeId: sms.storeId ?? null,
      free: sms.free ?? false,
      createdAt: now,
    });
  });
  try {
    await ctx.services.sms.send({ to: sms.to, text: sms.text });
  } catch (error) {
    // The provider's text may quote the number: digits are masked before the line is logged.
    const reason = (error instanceof Error ? error.message : String(error))
      .replace(/\+?\d[\d ]{5,}/g, '…')
      .slice(0, 300);
    ctx.log.error({ purpose: sms.purpose, driver: ctx.services.sms.name, reason }, 'SMS could not be sent');
    throw new AppError('sms_failed', 'the SMS could not be sent; try again');
  }
};

/**
 * A store's message to a guest who consented (docs/customers.md, Messages). Its budget is the store's daily message
 * budget, which the customers area checks when the message is written — apart from the budgets above, so that a
 * store's campaign can never use up the codes its guests sign in with. The country rule holds; the driver is still
 * called from this file only.
 */
export const sendStoreMessage = async (
  ctx: Pick<Ctx, 'services'>,
  sms: { to: string; text: string },
): Promise<void> => {
  assertCountryAllowed(ctx, sms.to);
  await ctx.services.sms.send(sms);
};

/** The budget looks back one day at most; sends are kept two, then deleted (the pruning job, every hour). */
export const SMS_SENDS_KEPT_MS = 48 * 3600_000;

export const pruneSends = (db: Db, now: Date): Promise<number> =>
  smsRepo.deleteSendsBefore(db, new Date(now.getTime() - SMS_SENDS_KEPT_MS));
