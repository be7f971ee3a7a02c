import { createHash } from 'node:crypto';
import type { z } from 'zod';
import type { Call } from '@sofra/contracts/core/call';
import { newId } from '@sofra/contracts/core/ids';
import { folioCalls } from '@sofra/contracts/folios/folios.calls';
import { MAX_AMOUNT, type Folio, type FolioStatus, type ZFolioChange } from '@sofra/contracts/folios/folios.schemas';
import type { ActorRow } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { readCacheOf } from '../../lib/read-cache.ts';
import type { UserCtx } from '../../lib/call-context.ts';
import { folioBrief } from '../../platform/live/events.ts';
import { userById } from '../auth/users.service.ts';
import { folioHooks } from './folio-hooks.ts';
import { discountIn, notFound, toFolio } from './folio-reads.service.ts';
import * as repo from './folios.repo.ts';
import type { FolioRow, LineRow, NewFolioRow, PaymentRow, Tx } from './folios.repo.ts';
import { bpToPercent, computeTotals, type Totals } from './totals.ts';

/**
 * Folio writes (docs/folios.md). Every write is one transaction: the folio row is locked and its version compared,
 * the change applied to the lines and payments read, the totals recomputed and stored, the version bumped (compare
 * and set) and one history row written with the new version; with an Idempotency-Key, the answer is kept in the same
 * transaction.
 */

type Out<T extends z.ZodType> = z.output<T>;
export type Actor = ActorRow;

/** An event's detail, given the totals after the change (so it can name the amounts). */
type Detail = Record<string, unknown> | ((t: Totals) => Record<string, unknown>);

/** A change being made: the folio as read (locked), the edits to it, and the history row it makes. */
export interface Draft {
  row: FolioRow;
  lines: LineRow[];
  /** Every payment, taken back ones too. */
  payments: PaymentRow[];
  /** null: no one (a guest's order, or one accepted by the store's settings). */
  actor: Actor | null;
  now: Date;
  patch: Partial<FolioRow>;
  inserted: Set<string>;
  changed: Set<string>;
  newPayments: PaymentRow[];
  removedPayment?: PaymentRow;
  /** null: the change changed nothing (the folio is answered as it is; no version, no history). */
  event: { action: string; detail: Detail } | null;
  /** A folio being opened: its row as inserted by the commit (which takes its number); `row` stands in until then. */
  fresh?: NewFolioRow;
}

export const draftOf = async (
  tx: Tx,
  storeId: string,
  id: string,
  version: number | undefined,
  actor: Actor | null,
) => {
  const row = await repo.folioForUpdate(tx, storeId, id);
  if (!row) throw notFound(id);
  if (version !== undefined && row.version !== version)
    throw new AppError('folio_conflict', `folio ${id} is at version ${row.version}, not ${version}: reload it`);
  // One after the other: a transaction is one connection, which runs one query at a time.
  const lines = await repo.linesOf(tx, [id]);
  const payments = await repo.paymentsOf(tx, [id]);
  return newDraft(row, lines, payments, actor);
};

export const newDraft = (row: FolioRow, lines: LineRow[], payments: PaymentRow[], actor: Actor | null): Draft => ({
  row,
  lines,
  payments,
  actor,
  now: new Date(),
  patch: {},
  inserted: new Set(),
  changed: new Set(),
  newPayments: [],
  event: null,
});

export const requireState = (d: Draft, allowed: FolioStatus[], what: string) => {
  if (!allowed.includes(d.row.status))
    throw new AppError('folio_not_open', `folio ${d.row.id} is ${d.row.status}: it cannot ${what}`);
};

export const requireLine = (d: Draft, lineId: string): LineRow => {
  const line = d.lines.find((l) => l.id === lineId);
  if (!line)
    throw new AppError('folio_line_not_found', `line ${lineId} is not a line of folio ${d.row.id}`, {}, [
      { path: 'lineId', code: 'folio_line_not_found' },
    ]);
  return line;
};

export const counted = (payments: PaymentRow[]) => payments.filter((p) => !p.removedAt);

/** What a line is in the history: its name and quantity, the options chosen. */
export const describeLine = (l: LineRow) => ({
  name: l.name,
  quantity: l.quantity,
  ...(l.options.length ? { options: l.options.map((o) => o.name) } : {}),
  unitPrice: l.unitPrice,
});

/**
 * A draft's amounts, as its commit will store them: running campaigns price its lines again when lines were added or
 * changed on a bill still open (docs/campaigns.md, Pricing), then the totals. A guest's quote is this, uncommitted.
 */
export const priceDraft = async (tx: Tx, d: Draft) => {
  // Amounts stay integers of the database (int4): a folio's lines come to at most MAX_AMOUNT (10,000,000.00) in all,
  // so every total, the service fee included, fits; so do its tips together.
  if (d.lines.reduce((a, l) => a + Math.abs(l.unitPrice * l.quantity), 0) > MAX_AMOUNT)
    throw AppError.invalid(
      [{ path: 'lines', code: 'too_big' }],
      `a folio's lines may come to at most ${MAX_AMOUNT} minor units in all`,
    );
  const status = d.patch.status ?? d.row.status;
  if ((d.inserted.size || d.changed.size) && status !== 'closed' && status !== 'cancelled')
    d.patch.campaign = await folioHooks().priceLines(tx, d.row, d.lines, d.changed, d.now);
  const reward = 'campaign' in d.patch ? d.patch.campaign : d.row.campaign;
  const discount = 'discount' in d.patch ? d.patch.discount : d.row.discount;
  const payments = counted(d.payments);
  const totals = computeTotals({
    lines: d.lines.map((l) => ({
      unitPrice: l.unitPrice,
      quantity: l.quantity,
      taxRateBp: l.taxRate,
      state: l.state,
      discount: discountIn(l.discount),
      campaign: l.campaign?.amount ?? 0,
    })),
    discount: discountIn(discount),
    reward: discountIn(reward),
    serviceFeeBp: d.row.serviceFeeBp,
    serviceFeeTaxBp: d.row.serviceFeeTaxBp,
    payments,
  });
  return { reward, payments, totals };
};

/**
 * Recomputes the totals from the lines and payments as changed, refuses payments above the total, and writes: new and
 * changed lines, payments, the folio row (compare and set on the version read) and the history row.
 */
export const commit = async (tx: Tx, d: Draft): Promise<Folio> => {
  if (!d.event) return toFolio(d.row, d.lines, d.payments);
  const { reward, payments, totals } = await priceDraft(tx, d);
  if (totals.tip > MAX_AMOUNT)
    throw AppError.invalid([{ path: 'tip', code: 'too_big' }], `a folio's tips may come to at most ${MAX_AMOUNT}`);
  if (totals.paid > totals.total)
    throw new AppError(
      'payment_exceeds_balance',
      `the payments (${totals.paid}) would be more than the total (${totals.total}): take a payment back first`,
    );
  d.lines.forEach((l, i) => {
    const a = totals.lines[i]!;
    const next = {
      position: i,
      gross: a.gross,
      discountAmount: a.discount,
      folioDiscountShare: a.folioShare,
      net: a.net,
      tax: a.tax,
    };
    if ((Object.keys(next) as (keyof typeof next)[]).some((k) => l[k] !== next[k])) d.changed.add(l.id);
    Object.assign(l, next);
  });
  const patch = {
    ...d.patch,
    campaign: reward ? { ...reward, amount: totals.reward } : null,
    gross: totals.gross,
    discounts: totals.discounts,
    gifts: totals.gifts,
    voids: totals.voids,
    serviceFee: totals.serviceFee,
    taxes: totals.taxes.map((t) => ({ rate: bpToPercent(t.rateBp), base: t.base, tax: t.tax })),
    total: totals.total,
    paid: totals.paid,
    tip: totals.tip,
    lineCount: d.lines.length,
    paymentNames: [...new Set(payments.map((p) => p.name))],
  };
  const { action, detail } = d.event;
  const event = {
    id: newId(),
    folioId: d.row.id,
    at: d.now,
    staff: d.actor,
    action,
    detail: typeof detail === 'function' ? detail(totals) : detail,
    version: d.row.version + 1,
  };
  const newLines = d.lines.filter((l) => d.inserted.has(l.id));
  // One statement for the whole write (folios.repo.ts, writeChange and insertOpened; docs/performance.md, Folios).
  const updated = d.fresh
    ? await repo.insertOpened(tx, { ...d.fresh, ...patch, version: event.version }, newLines, event)
    : await repo.writeChange(tx, {
        storeId: d.row.storeId,
        id: d.row.id,
        readVersion: d.row.version,
        patch,
        newLines,
        changedLines: d.lines.filter((l) => d.changed.has(l.id) && !d.inserted.has(l.id)),
        newPayments: d.newPayments,
        removedPayment: d.removedPayment && { id: d.removedPayment.id, at: d.now },
        event,
      });
  // The row is locked since it was read, so this holds; the compare and set is the rule written down once more.
  if (!updated) throw new AppError('folio_conflict', `folio ${d.row.id} changed meanwhile: reload it`);
  // A closed day's bills take no change (docs/end-of-day.md, The lock). Asked after the write: a new folio has taken
  // its day's number lock by now, which the close holds too, so a close that committed meanwhile is seen here.
  await requireDayOpen(tx, updated.storeId, updated.businessDay);
  // Closed or cancelled now: the reports' rollups take it in this same transaction (docs/reports.md).
  if (d.patch.status === 'closed' || d.patch.status === 'cancelled') await folioHooks().recordSettled(tx, [d.row.id]);
  // A cancelled bill (a rejected order) used no coupon: the guest's code can be used again (docs/coupons.md).
  if (d.patch.status === 'cancelled') await folioHooks().giveBackCoupons(tx, d.row.id);
  // A guest's closed folio is a visit of theirs, in this transaction (docs/customers.md, User places).
  if (d.patch.status === 'closed' && updated.guestUserId)
    await folioHooks().recordVisit(tx, {
      storeId: updated.storeId,
      userId: updated.guestUserId,
      at: d.now,
      spend: updated.total,
    });
  return toFolio(updated, d.lines, d.payments);
};

/** Refuses a change to a bill of a closed business day (the transaction rolls back). */
export const requireDayOpen = async (tx: Tx, storeId: string, businessDay: string) => {
  if (await folioHooks().isDayClosed(tx, storeId, businessDay))
    throw new AppError(
      'business_day_closed',
      `the business day ${businessDay} is closed: reopen it (End of day) to change its bills`,
    );
};

/**
 * The caller as history and bills name them: their id and their name as it is now — kept in the read cache until the
 * user's row changes (`user:<id>`, docs/adr/0007), so a write does not read it every time.
 */
export const actorOf = async (ctx: UserCtx): Promise<Actor> => ({
  id: ctx.user.id,
  name: await readCacheOf(ctx.db).get(`actor-name:${ctx.user.id}`, async () => ({
    value: (await userById(ctx.db, ctx.user.id))?.name ?? '',
    tags: [`user:${ctx.user.id}`],
  })),
});

/** JSON with its keys sorted, so the same input always hashes the same. */
const canonical = (value: unknown): string =>
  JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : 1)))
      : v,
  );

/** Keys older than a day are forgotten now and then (at most every ten minutes per tenant and process). */
const PURGE_EVERY_MS = 10 * 60_000;
const lastPurge = new WeakMap<object, number>();
const purgeNowAndThen = async (ctx: UserCtx) => {
  const last = lastPurge.get(ctx.db) ?? 0;
  if (Date.now() - last < PURGE_EVERY_MS) return;
  lastPurge.set(ctx.db, Date.now());
  await repo.purgeExpiredKeys(ctx.db).catch((error: unknown) => ctx.log.warn({ err: error }, 'idempotency purge'));
};

/**
 * Runs a folio write in one transaction. With an Idempotency-Key the key is claimed first, in the same transaction:
 * a duplicate sent at the same time waits for it, then finds the key taken and answers the stored result; the same key
 * on another call or with another input is idempotency_key_reused. A refused write keeps nothing: the key may be
 * tried again.
 */
export const write = async (
  ctx: UserCtx,
  call: Call,
  input: { storeId: string },
  key: string | undefined,
  work: (tx: Tx, actor: Actor) => Promise<Folio>,
): Promise<Folio> => {
  const actor = await actorOf(ctx);
  if (!key) return announced(ctx, call, input, await ctx.db.transaction((tx) => work(tx, actor)));
  const { storeId } = input;
  const inputHash = createHash('sha256').update(canonical(input)).digest('hex');
  await purgeNowAndThen(ctx);
  let written = false;
  const answer = await ctx.db.transaction(async (tx) => {
    const claim = { storeId, key, call: call.path, inputHash, answer: {} };
    let claimed = await repo.claimKey(tx, claim);
    if (!claimed && (await repo.dropExpiredKey(tx, storeId, key))) claimed = await repo.claimKey(tx, claim);
    if (!claimed) {
      const kept = await repo.liveKey(tx, storeId, key);
      if (!kept) throw new AppError('conflict', 'this Idempotency-Key is in use by another request: try again');
      if (kept.call !== call.path || kept.inputHash !== inputHash)
        throw new AppError(
          'idempotency_key_reused',
          `this Idempotency-Key was used on ${kept.call} with another input: send a new key for a new change`,
        );
      return kept.answer as Folio;
    }
    const answer = call.output.parse(await work(tx, actor)) as Folio;
    await repo.setAnswer(tx, storeId, key, answer);
    written = true;
    return answer;
  });
  // A duplicate answered from its key wrote nothing: its event went out with the first.
  return written ? announced(ctx, call, input, answer) : answer;
};

/**
 * The live event of a folio write, published once its transaction has committed (docs/live.md): `folio.opened` for a
 * new folio, `folio.closed` when it is closed or cancelled, `folio.changed` for anything else. A write that failed
 * never gets here; a bus that fails is logged and the write's answer stands.
 */
export const announced = async (ctx: UserCtx, call: Call, input: { storeId: string }, folio: Folio): Promise<Folio> => {
  const opened = call === folioCalls.save && (input as { id?: string }).id === undefined;
  const type = opened
    ? 'folio.opened'
    : folio.status === 'closed' || folio.status === 'cancelled'
      ? 'folio.closed'
      : 'folio.changed';
  await ctx.services.live
    .publish(ctx.tenant.slug, { type, storeId: folio.storeId, folio: folioBrief(folio) })
    .catch((error: unknown) => ctx.log.warn({ err: error }, 'live event not published'));
  return folio;
};

/** A write to an existing folio: lock and read it, apply the change, commit. */
export const change = <I extends Out<typeof ZFolioChange>>(
  ctx: UserCtx,
  call: Call,
  input: I,
  key: string | undefined,
  apply: (d: Draft, tx: Tx) => void | Promise<void>,
) =>
  write(ctx, call, input, key, async (tx, actor) => {
    const d = await draftOf(tx, input.storeId, input.id, input.version, actor);
    d.now = ctx.services.now();
    await apply(d, tx);
    return commit(tx, d);
  });
