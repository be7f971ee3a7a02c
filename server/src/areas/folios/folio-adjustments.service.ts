import type { z } from 'zod';
import { newId } from '@sofra/contracts/core/ids';
import type { DeleteReason, DiscountReason, GiftReason } from '@sofra/contracts/definitions/definitions.schemas';
import { folioCalls } from '@sofra/contracts/folios/folios.calls';
import {
  MAX_AMOUNT,
  MAX_FOLIO_LINES,
  type ZFolioDiscountApply,
  type ZFolioGift,
  type ZFolioVoid,
} from '@sofra/contracts/folios/folios.schemas';
import type { FolioDiscountRow } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import type { UserCtx } from '../../lib/call-context.ts';
import { requireDefinition } from './folio-references.ts';
import { change, requireLine, requireState } from './folio-writes.ts';
import type { LineRow } from './folios.repo.ts';
import { percentToBp } from './totals.ts';

/** What a bill charges for its lines, by a reason: a discount (on a line or the folio), a gift, a void. */

type Out<T extends z.ZodType> = z.output<T>;

/** The discount a reason gives, or the `value` typed at the till (which a reason of value 0 needs). */
const discountFrom = (reason: DiscountReason, value: number | undefined): FolioDiscountRow => {
  const given = value ?? reason.value;
  const fits =
    given > 0 &&
    (reason.kind === 'percent'
      ? given <= 100 && Math.abs(Math.round(given * 100) - given * 100) < 1e-6
      : Number.isInteger(given) && given <= MAX_AMOUNT);
  if (!fits)
    throw AppError.invalid(
      [{ path: 'value', code: value === undefined ? 'required' : 'invalid_value' }],
      reason.kind === 'percent'
        ? 'value: a percentage above 0, at most 100, with at most two decimals'
        : 'value: an amount in minor units above 0',
    );
  return {
    reasonId: reason.id,
    reasonName: reason.name,
    kind: reason.kind,
    value: reason.kind === 'percent' ? percentToBp(given) / 100 : given,
  };
};

/** `folio/applyDiscount`: on a sold line (`lineId`) or the whole folio; `reasonId: null` takes it off. */
export const applyDiscount = (ctx: UserCtx, input: Out<typeof ZFolioDiscountApply>, key?: string) =>
  change(ctx, folioCalls.applyDiscount, input, key, async (d, tx) => {
    requireState(d, ['open', 'locked'], 'take a discount');
    const line = input.lineId === undefined ? undefined : requireLine(d, input.lineId);
    if (line && line.state !== 'active')
      throw new AppError('conflict', `line ${line.id} is a ${line.state}: only a sold line takes a discount`, {}, [
        { path: 'lineId', code: 'conflict' },
      ]);
    const discount =
      input.reasonId === null
        ? null
        : discountFrom(
            await requireDefinition<DiscountReason>(tx, 'discountReasons', d.row.storeId, input.reasonId, 'reasonId'),
            input.value,
          );
    const before = line ? line.discount : d.row.discount;
    if (!discount && !before) return;
    if (line) {
      line.discount = discount;
      d.changed.add(line.id);
    } else d.patch.discount = discount;
    const on = line ? { line: line.name } : {};
    d.event = {
      action: 'discounted',
      detail: discount
        ? (t) => ({
            ...on,
            reason: discount.reasonName,
            kind: discount.kind,
            value: discount.value,
            amount: line ? t.lines[d.lines.indexOf(line)]!.discount : t.folioDiscount,
          })
        : { ...on, removed: before!.reasonName },
    };
  });

/** `folio/giftLine`: a line given with a gift reason (price 0 on the bill); `reasonId: null` sells it again. */
export const giftLine = (ctx: UserCtx, input: Out<typeof ZFolioGift>, key?: string) =>
  change(ctx, folioCalls.giftLine, input, key, async (d, tx) => {
    requireState(d, ['open', 'locked'], 'give a gift');
    const line = requireLine(d, input.lineId);
    if (line.state === 'void')
      throw new AppError('conflict', `line ${line.id} is voided`, {}, [{ path: 'lineId', code: 'conflict' }]);
    if (input.reasonId === null) {
      if (line.state !== 'gift') return;
      const was = line.gift!;
      Object.assign(line, { state: 'active', gift: null });
      d.changed.add(line.id);
      d.event = { action: 'gifted', detail: { line: line.name, quantity: line.quantity, removed: was.reasonName } };
      return;
    }
    const reason = await requireDefinition<GiftReason>(tx, 'giftReasons', d.row.storeId, input.reasonId, 'reasonId');
    Object.assign(line, { state: 'gift', gift: { reasonId: reason.id, reasonName: reason.name }, discount: null });
    d.changed.add(line.id);
    d.event = {
      action: 'gifted',
      detail: {
        line: line.name,
        quantity: line.quantity,
        reason: reason.name,
        amount: line.unitPrice * line.quantity,
      },
    };
  });

/** `folio/voidLine`: a line, or `quantity` of it (the voided part becomes a line of its own right after it). */
export const voidLine = (ctx: UserCtx, input: Out<typeof ZFolioVoid>, key?: string) =>
  change(ctx, folioCalls.voidLine, input, key, async (d, tx) => {
    requireState(d, ['open', 'locked'], 'void a line');
    const line = requireLine(d, input.lineId);
    if (line.state === 'void')
      throw new AppError('conflict', `line ${line.id} is voided already`, {}, [{ path: 'lineId', code: 'conflict' }]);
    const reason = await requireDefinition<DeleteReason>(
      tx,
      'deleteReasons',
      d.row.storeId,
      input.reasonId,
      'reasonId',
    );
    const quantity = input.quantity ?? line.quantity;
    if (quantity > line.quantity)
      throw AppError.invalid([{ path: 'quantity', code: 'too_big' }], `the line has ${line.quantity}`);
    const voided = { reasonId: reason.id, reasonName: reason.name, wasted: reason.wasted };
    if (quantity < line.quantity) {
      if (d.lines.length >= MAX_FOLIO_LINES)
        throw new AppError('conflict', `a folio holds at most ${MAX_FOLIO_LINES} lines`);
      const part: LineRow = { ...line, id: newId(), quantity, state: 'void', void: voided, discount: null, gift: null };
      line.quantity -= quantity;
      d.changed.add(line.id);
      d.lines.splice(d.lines.indexOf(line) + 1, 0, part);
      d.inserted.add(part.id);
    } else {
      Object.assign(line, { state: 'void', void: voided, discount: null, gift: null });
      d.changed.add(line.id);
    }
    d.event = {
      action: 'voided',
      detail: {
        line: line.name,
        quantity,
        reason: reason.name,
        wasted: reason.wasted,
        amount: line.unitPrice * quantity,
      },
    };
  });
