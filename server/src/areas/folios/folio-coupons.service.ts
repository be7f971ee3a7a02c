import { folioCalls } from '@sofra/contracts/folios/folios.calls';
import type { Folio } from '@sofra/contracts/folios/folios.schemas';
import type { FolioDiscountRow } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import type { UserCtx } from '../../lib/call-context.ts';
import { announced, commit, draftOf, requireState, type Actor } from './folio-writes.ts';
import type { LineRow, Tx } from './folios.repo.ts';

/** Coupons on a folio (docs/coupons.md), applied in the coupon's redemption transaction. */

/** What a coupon gives a folio: a percent or an amount off the whole folio, or one unit of a product free. */
export type CouponEffect = { kind: 'percent' | 'amount'; value: number } | { kind: 'product'; productId: string };

/**
 * Applies a coupon to an open (or locked) folio inside the caller's transaction, so the redemption and the folio's
 * change commit together. `check` sees the folio's server total before the coupon (min spend) and its guest (the
 * coupon's uses per guest). A percent or amount
 * becomes the folio's discount, named after the coupon (`reasonId` `coupon:{id}`); a product makes one sold unit of it
 * free (a line discount of its unit price). A folio that already carries a discount of that kind takes no coupon
 * (coupon_not_applicable). Answers the folio and what the coupon took off; `announceFolio` publishes it after commit.
 */
export const applyCoupon = async (
  actor: Actor,
  tx: Tx,
  storeId: string,
  folioId: string,
  coupon: { id: string; label: string; effect: CouponEffect },
  check: (before: { total: number; guestUserId: string | null }) => Promise<void>,
  /** A guest's own order takes its coupon while it waits for the staff's answer too. */
  onOwnOrder = false,
): Promise<{ folio: Folio; amount: number }> => {
  const d = await draftOf(tx, storeId, folioId, undefined, actor);
  requireState(d, onOwnOrder ? ['open', 'locked', 'waiting'] : ['open', 'locked'], 'take a coupon');
  await check({ total: d.row.total, guestUserId: d.row.guestUserId });
  const discount: FolioDiscountRow | null =
    coupon.effect.kind === 'product'
      ? null
      : {
          reasonId: `coupon:${coupon.id}`,
          reasonName: coupon.label,
          kind: coupon.effect.kind,
          value: coupon.effect.value,
        };
  let line: LineRow | undefined;
  if (coupon.effect.kind === 'product') {
    const productId = coupon.effect.productId;
    line = d.lines.find((l) => l.productId === productId && l.state === 'active' && !l.discount);
    if (!line)
      throw new AppError(
        'coupon_not_applicable',
        `folio ${folioId} has no sold, undiscounted line of the coupon's product`,
      );
    line.discount = {
      reasonId: `coupon:${coupon.id}`,
      reasonName: coupon.label,
      kind: 'amount',
      value: line.unitPrice,
    };
    d.changed.add(line.id);
  } else {
    if (d.row.discount)
      throw new AppError('coupon_not_applicable', `folio ${folioId} already has a discount: take it off first`);
    d.patch.discount = discount;
  }
  let amount = 0;
  d.event = {
    action: 'discounted',
    detail: (t) => {
      amount = line ? t.lines[d.lines.indexOf(line)]!.discount : t.folioDiscount;
      return {
        ...(line ? { line: line.name } : {}),
        coupon: coupon.label,
        reason: coupon.label,
        kind: line ? 'amount' : discount!.kind,
        value: line ? line.unitPrice : discount!.value,
        amount,
      };
    },
  };
  const folio = await commit(tx, d);
  return { folio, amount };
};

/** The live event of a folio a coupon changed, once its transaction has committed. */
export const announceFolio = (ctx: UserCtx, folio: Folio) =>
  announced(ctx, folioCalls.applyDiscount, { storeId: folio.storeId }, folio);
