import type { z } from 'zod';
import { currencyCode } from '@sofra/contracts/core/currency';
import type { Folio } from '@sofra/contracts/folios/folios.schemas';
import {
  GUEST_BILL_COUPON_TRIES_PER_MINUTE,
  type GuestBill,
  type ZGuestBillCoupon,
} from '@sofra/contracts/loyalty/guest-bill.schemas';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { budgetKey, lockBudget, requireBudget, spendBudget, type Budget } from '../../lib/budget.ts';
import type { Ctx, UserCtx } from '../../lib/call-context.ts';
import { userById } from '../auth/users.service.ts';
import { redeemCode } from '../coupons/coupons.service.ts';
import { tableBillOf } from '../folios/folio-reads.service.ts';
import { announceFolio } from '../folios/folio-coupons.service.ts';
import { guestTableOf } from '../tables/table-qrs.service.ts';

/**
 * The table's bill on the guest page (docs/coupons.md, The table's bill), after Toast's and Sunday's pay-at-table: the
 * table QR code shows the table's open bill, and a signed-in guest applies a coupon or promo code to it through the
 * coupons' own redemption. Every figure is the folio's as its last write stored it; nothing is priced here.
 */

type Out<T extends z.ZodType> = z.output<T>;

/** The guest's view of a folio: products and amounts, discounts by name; no staff, no guest, no payment type. */
const toGuestBill = (f: Folio, currency: string): GuestBill => {
  const lines = f.lines
    .filter((l) => l.state !== 'void')
    .map((l) => {
      const sold = l.state === 'active';
      // As the totals take them (totals.ts): the line's campaign, at most its gross, then its own discount.
      const campaign = Math.min(l.campaign?.amount ?? 0, l.gross);
      return {
        name: l.name,
        options: l.options.map((o) => o.name),
        quantity: l.quantity,
        gross: l.gross,
        amount: sold ? l.gross - campaign - (l.discount?.amount ?? 0) : 0,
        gift: l.state === 'gift',
      };
    });
  return {
    number: f.number,
    tableName: f.tableName,
    status: f.status === 'locked' ? 'locked' : 'open',
    lines,
    subtotal: lines.reduce((a, l) => a + l.amount, 0),
    campaign: f.campaign && f.campaign.amount > 0 ? { name: f.campaign.campaignName, amount: f.campaign.amount } : null,
    discount: f.discount && f.discount.amount > 0 ? { name: f.discount.reasonName, amount: f.discount.amount } : null,
    serviceFee: f.totals.serviceFee,
    total: f.totals.total,
    paid: f.totals.paid,
    balance: f.totals.balance,
    currency,
  };
};

/** The table a guest's QR code names (`qr_code_not_found`, `qr_code_unassigned`, `table_inactive` otherwise). */
const tableOf = async (db: Db, code: string) => {
  const { table, storeRow } = await guestTableOf(db, code);
  return { storeId: storeRow.id, tableId: table.id, currency: currencyCode(storeRow.storeCurrency) };
};

/** `guest/bill {code}`: the table's open (else locked) bill as its guests see it; null while it has none. */
export const bill = async (ctx: Ctx, code: string): Promise<GuestBill | null> => {
  const { storeId, tableId, currency } = await tableOf(ctx.db, code);
  const folio = await tableBillOf(ctx.db, storeId, tableId);
  return folio ? toGuestBill(folio, currency) : null;
};

/**
 * A signed-in guest's tries per minute. Counted before the try, in a transaction of its own, so a refused code counts
 * too: a short promo code is not to be guessed from a guest page.
 */
const couponTries: Budget = { name: 'guest-bill-coupon', limit: GUEST_BILL_COUPON_TRIES_PER_MINUTE, windowSeconds: 60 };

const spendTry = (ctx: UserCtx, now: Date) =>
  ctx.db.transaction(async (tx) => {
    const key = budgetKey(couponTries, ctx.user.id);
    await lockBudget(tx as Db, key);
    await requireBudget(tx as Db, couponTries, key, now);
    await spendBudget(tx as Db, couponTries, key, now);
  });

/**
 * `guest/billCoupon {code, couponCode}`: the code redeemed on the table's bill exactly as `coupon/use` redeems it
 * (`redeemCode`: the coupon's row lock, status and dates, its and the code's uses, `usesPerGuest` counted for the
 * signed-in guest, `minSpend` against the bill's server total, one discount per bill — `coupon_not_applicable`), with
 * no staff name on the redemption. No open bill at the table: `folio_not_found`. The owner's board hears of the change
 * (`folio.changed`), and a bill cancelled later gives the use back (the folio hook `giveBackCoupons`).
 */
export const billCoupon = async (ctx: UserCtx, input: Out<typeof ZGuestBillCoupon>): Promise<GuestBill> => {
  const now = ctx.services.now();
  await spendTry(ctx, now);
  const { storeId, tableId, currency } = await tableOf(ctx.db, input.code);
  const name = (await userById(ctx.db, ctx.user.id))?.name ?? '';
  const folio = await ctx.db.transaction(async (tx) => {
    // Read again under the coupon's and the folio's locks by `applyCoupon`: a bill closed meanwhile is folio_not_open.
    const open = await tableBillOf(tx, storeId, tableId);
    if (!open) throw new AppError('folio_not_found', 'the table has no open bill');
    const used = await redeemCode(tx, {
      storeId,
      code: input.couponCode,
      folioId: open.id,
      given: ctx.user.id,
      now,
      actor: { id: ctx.user.id, name },
      staffName: null,
    });
    return used.folio!;
  });
  ctx.log.info({ storeId, folioId: folio.id }, 'coupon applied to a table bill by a guest');
  await announceFolio(ctx, folio);
  return toGuestBill(folio, currency);
};
