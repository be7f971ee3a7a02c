import type { z } from 'zod';
import { DEFAULT_MAX_TIP_PERCENT } from '@sofra/contracts/core/constants';
import { newId } from '@sofra/contracts/core/ids';
import type { PaymentType } from '@sofra/contracts/definitions/definitions.schemas';
import { folioCalls } from '@sofra/contracts/folios/folios.calls';
import {
  MAX_FOLIO_PAYMENTS,
  type ZFolioCancel,
  type ZFolioChange,
  type ZFolioPaymentAdd,
  type ZFolioPaymentRemove,
} from '@sofra/contracts/folios/folios.schemas';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { UserCtx } from '../../lib/call-context.ts';
import { storeRowById } from '../stores/stores.service.ts';
import { folioHooks } from './folio-hooks.ts';
import { requireDefinition } from './folio-references.ts';
import { change, counted, requireState, type Draft } from './folio-writes.ts';
import type { PaymentRow, Tx } from './folios.repo.ts';

/** Settling a folio: payments (with tips, or the guest's points) taken and given back, then closed or cancelled. */

type Out<T extends z.ZodType> = z.output<T>;

export const addPayment = (ctx: UserCtx, input: Out<typeof ZFolioPaymentAdd>, key?: string) =>
  change(ctx, folioCalls.addPayment, input, key, async (d, tx) => {
    requireState(d, ['open', 'locked'], 'take a payment');
    const type = await requireDefinition<PaymentType>(
      tx,
      'paymentTypes',
      d.row.storeId,
      input.paymentTypeId,
      'paymentTypeId',
    );
    if (d.payments.length >= MAX_FOLIO_PAYMENTS)
      throw new AppError('conflict', `a folio holds at most ${MAX_FOLIO_PAYMENTS} payments`);
    const balance = d.row.total - d.row.paid;
    if (input.amount > balance)
      throw new AppError('payment_exceeds_balance', `the balance is ${balance}; ${input.amount} is more`, {}, [
        { path: 'amount', code: 'payment_exceeds_balance' },
      ]);
    // A tip is relative to the bill: the folio's tips come to at most the store's maxTipPercent of its total.
    if (input.tip > 0) {
      const percent = (await storeRowById(tx as Db, d.row.storeId))?.maxTipPercent ?? DEFAULT_MAX_TIP_PERCENT;
      if ((d.row.tip + input.tip) * 100 > percent * d.row.total)
        throw AppError.invalid(
          [{ path: 'tip', code: 'too_big' }],
          `a folio's tips come to at most ${percent} % of its total (${d.row.total})`,
        );
    }
    const payment: PaymentRow = {
      id: newId(),
      folioId: d.row.id,
      storeId: d.row.storeId,
      paymentTypeId: type.id,
      name: type.name,
      collectionType: type.collectionType,
      amount: input.amount,
      tip: input.tip,
      staff: d.actor,
      createdAt: d.now,
      removedAt: null,
    };
    if (input.points) {
      // Paid with the guest's points: taken in this transaction, or the payment is refused (docs/loyalty.md).
      if (type.collectionType !== 'external')
        throw AppError.invalid([{ path: 'paymentTypeId', code: 'points_external' }]);
      if (!d.row.guestUserId) throw new AppError('points_no_guest', 'the folio has no guest whose points could pay');
      const by = { storeId: d.row.storeId, userId: d.row.guestUserId, folioId: d.row.id, paymentId: payment.id };
      await folioHooks().redeemPoints(tx, { ...by, amount: input.amount, now: d.now, actor: d.actor });
    }
    d.payments.push(payment);
    d.newPayments.push(payment);
    d.event = {
      action: 'payment-added',
      detail: { paymentType: type.name, collectionType: type.collectionType, amount: input.amount, tip: input.tip },
    };
  });

export const removePayment = (ctx: UserCtx, input: Out<typeof ZFolioPaymentRemove>, key?: string) =>
  change(ctx, folioCalls.removePayment, input, key, async (d, tx) => {
    requireState(d, ['open', 'locked'], 'give a payment back');
    const payment = d.payments.find((p) => p.id === input.paymentId && !p.removedAt);
    if (!payment)
      throw new AppError('folio_payment_not_found', `payment ${input.paymentId} is not a payment of this folio`, {}, [
        { path: 'paymentId', code: 'folio_payment_not_found' },
      ]);
    payment.removedAt = d.now;
    d.removedPayment = payment;
    await folioHooks().refundPoints(tx, payment.id, d.now, d.actor);
    d.event = {
      action: 'payment-removed',
      detail: { paymentType: payment.name, amount: payment.amount, tip: payment.tip },
    };
  });

/** `folio/close`: only at a balance of 0 (an unpaid bill is closed on purpose with a `not-paid` payment type). */
export const close = (ctx: UserCtx, input: Out<typeof ZFolioChange>, key?: string) =>
  change(ctx, folioCalls.close, input, key, (d, tx) => closeBill(d, tx));

/**
 * Closes the bill being changed, paid in full, and awards the guest's points and stamps once
 * (user-point/calcPointWithFolio answers the same award later). `detail`: more for the history row, as the delivery
 * move that closes it.
 */
export const closeBill = async (d: Draft, tx: Tx, detail: Record<string, unknown> = {}) => {
  requireState(d, ['open', 'locked'], 'be closed');
  const balance = d.row.total - d.row.paid;
  if (balance !== 0) throw new AppError('folio_balance_due', `the balance is ${balance}: take the rest first`);
  d.patch = { ...d.patch, status: 'closed', closedAt: d.now, closedBy: d.actor, closedById: d.actor?.id ?? null };
  await folioHooks().awardPoints(tx, { ...d.row, lines: d.lines }, d.now, d.actor);
  d.event = { action: 'closed', detail: { total: d.row.total, paid: d.row.paid, tip: d.row.tip, ...detail } };
};

/** `folio/cancel`: with a reason and no payment on it (a cancelled folio owes nothing). */
export const cancel = (ctx: UserCtx, input: Out<typeof ZFolioCancel>, key?: string) =>
  change(ctx, folioCalls.cancel, input, key, (d) => {
    requireState(d, ['open', 'locked'], 'be cancelled');
    if (counted(d.payments).length)
      throw new AppError(
        'payment_exceeds_balance',
        'a cancelled folio owes nothing, so it cannot keep payments: take them back first',
      );
    d.patch = {
      status: 'cancelled',
      cancelReason: input.reason,
      closedAt: d.now,
      closedBy: d.actor,
      closedById: d.actor?.id ?? null,
    };
    d.event = { action: 'cancelled', detail: { reason: input.reason, total: d.row.total } };
  });
