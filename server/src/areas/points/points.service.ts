import type { z } from 'zod';
import { newId } from '@sofra/contracts/core/ids';
import type { Folio } from '@sofra/contracts/folios/folios.schemas';
import {
  POINT_VALUE_MINOR,
  type PointEntry,
  type Points,
  type PointsBalance,
  type PointTotals,
  type ZChildStores,
  type ZPayoffRules,
  type ZCustomUserPoints,
  type ZCustomUserPointsQuery,
  type ZFolioPoints,
  type ZPointAdd,
  type ZPointsQuery,
  type ZPointTotalsQuery,
  type ZStampRedeem,
} from '@sofra/contracts/loyalty/points.schemas';
import type { Db, Tx } from '../../db/client.ts';
import type { ActorRow, stores } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Ctx, UserCtx } from '../../lib/call-context.ts';
import { isStoreMember } from '../../lib/session.ts';
import { storeRowById } from '../stores/stores.service.ts';
import { findGuest, userById } from '../auth/users.service.ts';
import type { PointsPayment } from '../folios/folio-hooks.ts';
import { pointsHooks } from './points-hooks.ts';
import * as repo from './points.repo.ts';
import type { BalanceRow, EntryRow, NewEntry } from './points.repo.ts';

type Out<T extends z.ZodType> = z.output<T>;
type StoreRow = typeof stores.$inferSelect;

// ---- the rules (docs/loyalty.md)

/** The balance a store's guests use: its parent's when it shares points with a parent, its own otherwise. */
export const chainKeyOf = (store: Pick<StoreRow, 'id' | 'parentId' | 'sharedPoints'>): string =>
  store.sharedPoints && store.parentId ? store.parentId : store.id;

/**
 * Points a folio earns: floor(base × payPoint / 10 000) with the base in minor units (payPoint points per 100 of the
 * currency), at most maxPoint when that is above 0. The base is the folio's total less what points paid of it.
 */
export const pointsFor = (baseMinor: number, payPoint: number, maxPoint: number): number => {
  if (baseMinor <= 0 || payPoint <= 0) return 0;
  const earned = Math.floor((baseMinor * payPoint) / 10_000);
  return maxPoint > 0 ? Math.min(earned, Math.floor(maxPoint)) : earned;
};

/** Stamps a folio earns when the store's stamps are on: one per product bought (gifts and voids do not count). */
type StampLine = Pick<Folio['lines'][number], 'state' | 'quantity'>;

const stampsFor = (lines: StampLine[], active: boolean): number =>
  active ? lines.filter((l) => l.state === 'active').reduce((n, l) => n + l.quantity, 0) : 0;

/** When credits earned at `at` expire: `months` calendar months later (the last day of a shorter month), or never. */
export const expiryOf = (at: Date, months: number): Date | null => {
  if (!months) return null;
  const d = new Date(at);
  const day = d.getUTCDate();
  d.setUTCDate(1);
  d.setUTCMonth(d.getUTCMonth() + months);
  const last = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0)).getUTCDate();
  d.setUTCDate(Math.min(day, last));
  return d;
};

const insufficient = (balance: number, wanted: number, path: string) =>
  new AppError('points_insufficient', `the balance is ${balance} points; ${wanted} is more`, {}, [
    { path, code: 'points_insufficient' },
  ]);

const requireStore = async (db: Tx, storeId: string): Promise<StoreRow> => {
  const row = await storeRowById(db as Db, storeId);
  if (!row) throw new AppError('not_found', `store ${storeId} does not exist`);
  return row;
};

const actorOf = async (ctx: UserCtx): Promise<ActorRow> => ({
  id: ctx.user.id,
  name: (await userById(ctx.db, ctx.user.id))?.name ?? '',
});

/**
 * Locks the guest's balance in the chain and writes the expiry that is due at `now` (FIFO: what was taken used the
 * oldest points first, so what expires is what the credits due by now hold beyond everything taken). Answers the
 * balance after it. Every change of a balance starts here, inside its transaction.
 */
const lockAndExpire = async (
  tx: Tx,
  chainKey: string,
  userId: string,
  storeId: string,
  now: Date,
): Promise<BalanceRow> => {
  const balance = await repo.lockBalance(tx, chainKey, userId);
  const { expired, taken } = await repo.expiryFigures(tx, chainKey, userId, now);
  const due = Math.min(expired - taken, balance.points);
  if (due <= 0) return balance;
  return repo.append(tx, {
    id: newId(),
    chainKey,
    userId,
    storeId,
    kind: 'expire',
    points: -due,
    reason: '',
    at: now,
  });
};

const toEntry = ({ entry, storeName }: { entry: EntryRow; storeName: string | null }): PointEntry => ({
  id: entry.id,
  kind: entry.kind,
  points: entry.points,
  stamps: entry.stamps,
  reason: entry.reason,
  storeId: entry.storeId,
  storeName: storeName ?? '',
  folioId: entry.folioId,
  staffName: entry.staff?.name ?? null,
  at: entry.at.toISOString(),
});

const toBalance = (b: Pick<BalanceRow, 'userId' | 'points' | 'stamps'>): PointsBalance => ({
  userId: b.userId,
  balance: b.points,
  stamps: b.stamps,
});

// ---- awarding a folio

/**
 * Awards a closed folio's points and stamps to its guest, once (the earn entry is unique per folio; the balance lock
 * makes a second writer wait and then see the first one's entry). Runs in the caller's transaction; answers null when
 * the folio has no guest.
 */
export const awardFolio = async (
  tx: Tx,
  folio: { id: string; storeId: string; guestUserId: string | null; total: number; lines: StampLine[] },
  now: Date,
  actor: ActorRow | null,
): Promise<Out<typeof ZFolioPoints> | null> => {
  if (!folio.guestUserId) return null;
  const store = await requireStore(tx, folio.storeId);
  const chainKey = chainKeyOf(store);
  const balance = await lockAndExpire(tx, chainKey, folio.guestUserId, store.id, now);
  const earlier = await repo.earnOfFolio(tx, folio.id);
  if (earlier)
    return {
      folioId: folio.id,
      userId: earlier.userId,
      points: earlier.points,
      stamps: earlier.stamps,
      awarded: false,
      balance: balance.points,
    };
  const base = folio.total - (await repo.pointsPaidOnFolio(tx, folio.id)) * POINT_VALUE_MINOR;
  const points = pointsFor(base, store.payPoint, store.maxPoint);
  const props = store.properties;
  const stamps = stampsFor(folio.lines, props.stampActive && props.stampConversionRate > 0);
  const after = await repo.append(tx, {
    id: newId(),
    chainKey,
    userId: folio.guestUserId,
    storeId: store.id,
    kind: 'earn',
    points,
    stamps,
    reason: '',
    folioId: folio.id,
    staff: actor,
    at: now,
    expiresAt: expiryOf(now, props.pointExpiryMonths ?? 0),
  });
  return { folioId: folio.id, userId: folio.guestUserId, points, stamps, awarded: true, balance: after.points };
};

/**
 * `user-point/calcPointWithFolio`: only a closed folio with a guest earns. The folio is read by the route through the
 * folios' service (which itself calls this area's service when a folio is paid or closed).
 */
export const calcWithFolio = async (ctx: UserCtx, folio: Folio) => {
  const folioId = folio.id;
  if (folio.status !== 'closed')
    throw new AppError('points_folio_not_closed', `folio ${folioId} is ${folio.status}: only a closed folio earns`);
  if (!folio.guestUserId) throw new AppError('points_no_guest', `folio ${folioId} has no guest to earn points`);
  const actor = await actorOf(ctx);
  return (await ctx.db.transaction((tx) =>
    awardFolio(tx, { ...folio, total: folio.totals.total }, ctx.services.now(), actor),
  ))!;
};

// ---- paying with points (called by the folio's payment writes, inside their transaction)

/** Takes amount / 100 points from the folio guest's balance for a payment; refused beyond the balance. */
export const redeemForPayment = async (tx: Tx, p: PointsPayment): Promise<number> => {
  if (p.amount % POINT_VALUE_MINOR !== 0)
    throw new AppError(
      'validation_failed',
      `a points payment is whole points: a multiple of ${POINT_VALUE_MINOR}`,
      {},
      [{ path: 'amount', code: 'points_whole' }],
    );
  const points = p.amount / POINT_VALUE_MINOR;
  const store = await requireStore(tx, p.storeId);
  const chainKey = chainKeyOf(store);
  const balance = await lockAndExpire(tx, chainKey, p.userId, store.id, p.now);
  if (balance.points < points) throw insufficient(balance.points, points, 'amount');
  await repo.append(tx, {
    id: newId(),
    chainKey,
    userId: p.userId,
    storeId: store.id,
    kind: 'redeem',
    points: -points,
    reason: '',
    folioId: p.folioId,
    paymentId: p.paymentId,
    staff: p.actor,
    at: p.now,
  });
  return points;
};

/** Gives back the points a payment took, if it took any (a refund entry; never twice). */
export const refundForPayment = async (tx: Tx, paymentId: string, now: Date, actor: ActorRow | null) => {
  const entries = await repo.entriesOfPayment(tx, paymentId);
  const redeem = entries.find((e) => e.kind === 'redeem');
  if (!redeem || entries.some((e) => e.kind === 'refund')) return;
  await lockAndExpire(tx, redeem.chainKey, redeem.userId, redeem.storeId, now);
  await repo.append(tx, {
    id: newId(),
    chainKey: redeem.chainKey,
    userId: redeem.userId,
    storeId: redeem.storeId,
    kind: 'refund',
    points: -redeem.points,
    reason: '',
    folioId: redeem.folioId,
    paymentId,
    staff: actor,
    at: now,
  });
};

// ---- the calls

/** `user-point/getPoints`: expiry due is written first, so the balance read is the one the guest can spend. */
export const getPoints = async (ctx: UserCtx, q: Out<typeof ZPointsQuery>): Promise<Points> => {
  const user = await findGuest(ctx.db, q);
  const store = await requireStore(ctx.db, q.storeId);
  const chainKey = chainKeyOf(store);
  let before: { at: Date; id: string } | null = null;
  if (q.cursor) {
    const at = await repo.entryById(ctx.db, q.cursor);
    if (!at || at.chainKey !== chainKey || at.userId !== user.id)
      throw new AppError('validation_failed', 'the cursor is not an entry of this ledger', {}, [
        { path: 'cursor', code: 'invalid' },
      ]);
    before = { at: at.at, id: at.id };
  }
  const now = ctx.services.now();
  const balance = await ctx.db.transaction((tx) => lockAndExpire(tx, chainKey, user.id, store.id, now));
  const rows = await repo.entries(ctx.db, chainKey, user.id, before, q.limit + 1);
  const more = rows.length > q.limit;
  const page = rows.slice(0, q.limit);
  const rate = store.properties.stampConversionRate;
  const stampActive = store.properties.stampActive && rate > 0;
  return {
    ...toBalance(balance),
    name: user.name,
    gsm: user.gsm,
    pointTitle: store.pointTitle,
    chainStoreIds: await repo.chainStoreIds(ctx.db, chainKey),
    stampActive,
    stampConversionRate: rate,
    stampRewards: stampActive ? Math.floor(balance.stamps / Math.ceil(rate)) : 0,
    entries: page.map(toEntry),
    nextCursor: more ? page[page.length - 1]!.entry.id : null,
  };
};

/**
 * `user-point/addPoint`: a staff change with its reason, at most the store's `maxPointChange` either way (validation_failed
 * naming `points`, too_big); taking more than the balance is points_insufficient.
 */
export const addPoint = async (ctx: UserCtx, input: Out<typeof ZPointAdd>): Promise<PointsBalance> => {
  await findGuest(ctx.db, { userId: input.userId });
  const store = await requireStore(ctx.db, input.storeId);
  if (Math.abs(input.points) > store.maxPointChange)
    throw AppError.invalid(
      [{ path: 'points', code: 'too_big' }],
      `one change moves at most ${store.maxPointChange} points at this store`,
    );
  const chainKey = chainKeyOf(store);
  const actor = await actorOf(ctx);
  const now = ctx.services.now();
  return ctx.db.transaction(async (tx) => {
    const balance = await lockAndExpire(tx, chainKey, input.userId, store.id, now);
    if (balance.points + input.points < 0) throw insufficient(balance.points, -input.points, 'points');
    const entry: NewEntry = {
      id: newId(),
      chainKey,
      userId: input.userId,
      storeId: store.id,
      kind: 'adjust',
      points: input.points,
      reason: input.reason,
      staff: actor,
      at: now,
      expiresAt: input.points > 0 ? expiryOf(now, store.properties.pointExpiryMonths ?? 0) : null,
    };
    return toBalance(await repo.append(tx, entry));
  });
};

/** `user-point/redeemStamps`: one reward for stampConversionRate stamps. */
export const redeemStamps = async (ctx: UserCtx, input: Out<typeof ZStampRedeem>): Promise<PointsBalance> => {
  await findGuest(ctx.db, { userId: input.userId });
  const store = await requireStore(ctx.db, input.storeId);
  const rate = Math.ceil(store.properties.stampConversionRate);
  if (!store.properties.stampActive || rate <= 0)
    throw new AppError('stamps_insufficient', `store ${store.id} has no stamp card`);
  const chainKey = chainKeyOf(store);
  const actor = await actorOf(ctx);
  const now = ctx.services.now();
  return ctx.db.transaction(async (tx) => {
    const balance = await lockAndExpire(tx, chainKey, input.userId, store.id, now);
    if (balance.stamps < rate)
      throw new AppError('stamps_insufficient', `${balance.stamps} stamps; a reward takes ${rate}`);
    return toBalance(
      await repo.append(tx, {
        id: newId(),
        chainKey,
        userId: input.userId,
        storeId: store.id,
        kind: 'stamp-reward',
        points: 0,
        stamps: -rate,
        reason: '',
        staff: actor,
        at: now,
      }),
    );
  });
};

/** `user-point/getStoreTotals`: the period's entries written at this store; outstanding is the chain's now. */
export const storeTotals = async (ctx: UserCtx, q: Out<typeof ZPointTotalsQuery>): Promise<PointTotals> => {
  if (q.from > q.to)
    throw new AppError('validation_failed', 'from is after to', {}, [{ path: 'from', code: 'invalid' }]);
  const store = await requireStore(ctx.db, q.storeId);
  const rows = await repo.totalsByKind(ctx.db, store.id, q.from, q.to, store.timeZone);
  const sum = (kind: string, part: 'positive' | 'negative') => Number(rows.find((r) => r.kind === kind)?.[part] ?? 0);
  return {
    issued: sum('earn', 'positive') + sum('adjust', 'positive'),
    redeemed: -sum('redeem', 'negative') - sum('refund', 'positive') - sum('adjust', 'negative'),
    expired: -sum('expire', 'negative'),
    outstanding: await repo.outstanding(ctx.db, chainKeyOf(store)),
  };
};

/** The points balance of each guest in the store's chain (0 for a guest without one): the customer list's column. */
export const balancesAtStore = async (db: Tx, storeId: string, userIds: string[]): Promise<Map<string, number>> => {
  const store = await requireStore(db, storeId);
  const rows = await repo.pointsOfUsers(db, chainKeyOf(store), userIds);
  return new Map(userIds.map((id) => [id, rows.find((r) => r.userId === id)?.points ?? 0]));
};

/** The store's chain and the points its guests hold now (the loyalty dashboard's liability). */
export const outstandingAtStore = async (db: Tx, storeId: string) => {
  const chainKey = chainKeyOf(await requireStore(db, storeId));
  return { chainKey, points: await repo.outstanding(db, chainKey) };
};

/** `user-point/getCustomUserPoints`: the chain's guests with at least `minBalance` points, highest first. */
export const customUserPoints = async (
  ctx: UserCtx,
  q: Out<typeof ZCustomUserPointsQuery>,
): Promise<Out<typeof ZCustomUserPoints>> => {
  const store = await requireStore(ctx.db, q.storeId);
  const { rows, total } = await repo.balancesPage(ctx.db, chainKeyOf(store), q.minBalance, q.offset, q.limit);
  return {
    rows: rows.map((r) => ({
      userId: r.userId,
      balance: r.points,
      stamps: r.stamps,
      name: r.name,
      gsm: r.gsm,
      lastAt: r.lastAt ? new Date(r.lastAt).toISOString() : null,
    })),
    total,
  };
};

/** `store/getChildStores`. */
export const childStores = (ctx: UserCtx, storeId: string): Promise<Out<typeof ZChildStores>> =>
  repo.childStores(ctx.db, storeId);

/**
 * Who may read a store's payoff rules: its owners, staff and master users, and the guests it knows — who have been
 * there (a visit) or hold a balance in its chain.
 */
const mayReadRules = async (ctx: UserCtx, store: StoreRow): Promise<boolean> =>
  (await isStoreMember(ctx.db, ctx.user, store.id)) ||
  (await pointsHooks().hasVisited(ctx.db, store.id, ctx.user.id)) ||
  (await repo.balanceOf(ctx.db, chainKeyOf(store), ctx.user.id)) !== undefined;

/**
 * `payoff-rules/get`: the store's points and stamp rules, and the stores sharing its balance (docs/loyalty.md). Anyone
 * else is answered exactly as for a store that does not exist, so the call tells a stranger nothing (docs/security.md).
 */
export const payoffRules = async (ctx: UserCtx, storeId: string): Promise<Out<typeof ZPayoffRules>> => {
  const store = await storeRowById(ctx.db, storeId);
  if (!store || !(await mayReadRules(ctx, store))) throw new AppError('not_found', `store ${storeId} does not exist`);
  const chainKey = chainKeyOf(store);
  const chain = chainKey === store.id ? [] : await repo.chainStores(ctx.db, chainKey);
  return {
    storeId: store.id,
    pointTitle: store.pointTitle,
    payPoint: store.payPoint,
    maxPoint: store.maxPoint,
    pointExpiryMonths: store.properties.pointExpiryMonths ?? 0,
    pointValueMinor: POINT_VALUE_MINOR,
    chainStores: chain.length ? chain : [{ id: store.id, name: store.name }],
    stampActive: store.properties.stampActive,
    stampConversionRate: store.properties.stampConversionRate,
  };
};

/** The users holding points in the chain, as a subquery of `user_id` (the customers' member count). */
export const pointHolders = (db: Tx, chainKey: string) => repo.holders(db, chainKey);

/**
 * A guest's own balance at a store (the guest's wallet): the expiry due now is written first when they hold a balance;
 * a guest without one reads 0 and gets no row (holding a row makes a store's guest, docs/loyalty.md Payoff rules).
 */
export const ownBalance = async (ctx: Ctx, store: StoreRow, userId: string, now: Date) => {
  const chainKey = chainKeyOf(store);
  if ((await repo.balanceOf(ctx.db, chainKey, userId)) === undefined) return { points: 0, stamps: 0 };
  const b = await ctx.db.transaction((tx) => lockAndExpire(tx, chainKey, userId, store.id, now));
  return { points: b.points, stamps: b.stamps };
};
