import { newId } from '@sofra/contracts/core/ids';
import { SIGNAL_INTERVAL_SECONDS, type Signal, type SignalKind } from '@sofra/contracts/live/live.schemas';
import type { Ctx, UserCtx } from '../../lib/call-context.ts';
import { AppError } from '../../lib/app-error.ts';
import { userById } from '../auth/users.service.ts';
import {
  answerSignal,
  insertSignalLog,
  lastSignalAt,
  lockTableForSignal,
  openSignals,
  signalById,
  tableOfSignal,
} from '../tables/table-logs.service.ts';

/**
 * A guest's call at the table (docs/live.md, Guest signals): for a waiter, or for the bill. Public: the table's QR code
 * is the proof of presence. Each is a table log without a user, answered once for everyone.
 */

const actionOf = { waiter: 'waiter-call', check: 'check-request' } as const satisfies Record<SignalKind, string>;
const propertyOf = { waiter: 'callWaiter', check: 'requestCheck' } as const satisfies Record<SignalKind, string>;
const kindOf = (action: string): SignalKind => (action === 'waiter-call' ? 'waiter' : 'check');

/** The most unanswered signals `signal/get` answers (a floor with more is not being looked at). */
export const MAX_OPEN_SIGNALS = 200;

type LogRow = NonNullable<Awaited<ReturnType<typeof signalById>>>;

const toSignal = (log: LogRow): Signal => ({
  id: log.id,
  storeId: log.storeId,
  kind: kindOf(log.action),
  tableId: log.tableId,
  tableName: log.tableName,
  groupName: log.groupName,
  at: log.createDate.toISOString(),
  answeredAt: log.answeredAt?.toISOString() ?? null,
  answeredBy: log.answeredBy ?? null,
});

/**
 * `folio/callWaiter`, `folio/requestCheck`: refused when the store's property is off; one per table and kind per
 * SIGNAL_INTERVAL_SECONDS, checked in the database under a lock on the table's row (two at once take turns, so the
 * second sees the first, in every process). Published after the commit.
 */
export const send = async (ctx: Ctx, kind: SignalKind, code: string, now = new Date()) => {
  const log = await ctx.db.transaction(async (tx) => {
    const { qr, table, storeRow } = await tableOfSignal(tx, code);
    if (!storeRow.properties[propertyOf[kind]])
      throw new AppError('signal_not_allowed', `the store does not take ${actionOf[kind]} from its tables`);
    await lockTableForSignal(tx, qr.storeId, table.id);
    const last = await lastSignalAt(tx, qr.storeId, table.id, actionOf[kind]);
    if (last && now.getTime() - last.getTime() < SIGNAL_INTERVAL_SECONDS * 1000)
      throw new AppError(
        'signal_too_soon',
        `this table called ${Math.round((now.getTime() - last.getTime()) / 1000)} s ago; one call per ${SIGNAL_INTERVAL_SECONDS} s`,
      );
    return insertSignalLog(tx, {
      id: newId(now.getTime()),
      storeId: qr.storeId,
      tableId: table.id,
      tableName: table.tableName,
      groupName: table.groupName ?? '',
      userId: null,
      action: actionOf[kind],
      qrCode: qr.code,
      createDate: now,
      answeredAt: null,
      answeredBy: null,
    });
  });
  const signal = toSignal(log);
  await ctx.services.live.publish(ctx.tenant.slug, {
    type: kind === 'waiter' ? 'waiter.called' : 'check.requested',
    storeId: signal.storeId,
    signal,
  });
  return { id: signal.id, at: signal.at };
};

/** `signal/get`: the store's signals not yet answered, oldest first. */
export const open = async (ctx: UserCtx, storeId: string): Promise<Signal[]> =>
  (await openSignals(ctx.db, storeId, MAX_OPEN_SIGNALS)).map(toSignal);

/**
 * `signal/acknowledge`: answered for everyone at once (`signal.answered`). One answered already is answered as it is,
 * changed by no one: the first answer stands.
 */
export const acknowledge = async (ctx: UserCtx, storeId: string, id: string, now = new Date()): Promise<Signal> => {
  const by = { id: ctx.user.id, name: (await userById(ctx.db, ctx.user.id))?.name ?? '' };
  const answered = await answerSignal(ctx.db, storeId, id, now, by);
  if (!answered) {
    const current = await signalById(ctx.db, storeId, id);
    if (!current) throw new AppError('signal_not_found', `signal ${id} is not a signal of this store`);
    return toSignal(current);
  }
  const signal = toSignal(answered);
  await ctx.services.live.publish(ctx.tenant.slug, { type: 'signal.answered', storeId, signal });
  return signal;
};
