import { createHash, randomBytes } from 'node:crypto';
import type { z } from 'zod';
import type { Folio } from '@sofra/contracts/folios/folios.schemas';
import { orderCalls } from '@sofra/contracts/live/live.calls';
import {
  SIGNAL_INTERVAL_SECONDS,
  TABLE_ORDERS_PER_INTERVAL,
  type GuestOrder,
  type GuestQuote,
  type LiveEvent,
  type ZGuestOrderIn,
  type ZGuestOrderRef,
  type ZOrderAccept,
  type ZOrderReject,
  type ZOrderSettings,
  type ZOrderSettingsSave,
  type ZStoreStatusSet,
} from '@sofra/contracts/live/live.schemas';
import type { Store } from '@sofra/contracts/stores/stores.schemas';
import type { Db } from '../../db/client.ts';
import { AppError, type FieldIssue } from '../../lib/app-error.ts';
import { budgetKey, lockBudget, requireBudget, spendBudget, type Budget } from '../../lib/budget.ts';
import type { Ctx, UserCtx } from '../../lib/call-context.ts';
import { currencyCode } from '@sofra/contracts/core/currency';
import { userById } from '../auth/users.service.ts';
import { publishedMenu } from '../menu/publish.service.ts';
import { folioHooks } from './folio-hooks.ts';
import { guestServiceOf, setStatus, storeRowById, toStore } from '../stores/stores.service.ts';
import { guestTableOf } from '../tables/table-qrs.service.ts';
import { businessDayOf } from './business-day.ts';
import { withParts } from './folio-reads.service.ts';
import { commit, draftOf, priceDraft } from './folio-writes.ts';
import {
  answerOrder,
  draftFolio,
  guestOrderOf,
  joinTableBill,
  type NewFolio,
  type OrderAnswer,
} from './folios.service.ts';
import type { Tx } from './folios.repo.ts';
import { bpToPercent } from './totals.ts';
import * as repo from './orders.repo.ts';
import { folioBrief } from '../../platform/live/events.ts';

/**
 * Guests' orders and the order service (docs/live.md, Guests' orders): a guest's basket from the web menu becomes a
 * folio of source `guest-app`, priced from the published menu by the folios' own pricing, waiting for the staff's
 * answer (or accepted at once by the store's settings); the guest's page reads it with the token it was given.
 */

type Out<T extends z.ZodType> = z.output<T>;
type OrderSettings = z.output<typeof ZOrderSettings>;

/** Offered when a store has no settings saved yet. */
export const DEFAULT_PREP_MINUTES = 20;

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

/** Publishes after the commit; a bus that fails loses the push, never the order (pages read again on reconnect). */
const publish = async (ctx: Ctx, event: LiveEvent) => {
  try {
    await ctx.services.live.publish(ctx.tenant.slug, event);
  } catch (error) {
    ctx.log.warn({ err: error, type: event.type, storeId: event.storeId }, 'live event not published');
  }
};

const answeredEvent = (f: Folio): LiveEvent => ({
  type: 'order.answered',
  storeId: f.storeId,
  folio: folioBrief(f),
  state: f.orderState ?? 'waiting',
  prepMinutes: f.prepMinutes,
  reason: f.orderState === 'rejected' ? f.cancelReason : null,
});

/** The service type of a guest's order: from the table's start action, else self-ordering when the store offers it. */
const serviceTypeOf = (startAction: string, store: Store): Folio['serviceType'] => {
  if (startAction === 'take-away') return 'take-away';
  if (startAction === 'delivery') return 'delivery';
  return store.properties.selfOrdering ? 'self-ordering' : 'table';
};

/** Products only the till sells (not shown in the store's menu) are no guest's to order. */
const requireShownToGuests = async (db: Db, storeId: string, lines: Out<typeof ZGuestOrderIn>['lines']) => {
  const menu = await publishedMenu(db, storeId);
  const shown = new Set((menu?.products ?? []).filter((p) => p.isShowInStore).map((p) => p.id));
  const missing: FieldIssue[] = lines.flatMap((l, i) =>
    shown.has(l.productId) ? [] : [{ path: `lines.${i}.productId`, code: 'product_not_available' }],
  );
  if (missing.length)
    throw new AppError(
      'product_not_available',
      `not on the guest menu: ${missing.map((m) => m.path).join(', ')}`,
      {},
      missing,
    );
};

/**
 * Guests' orders per minute: per client address (whichever tables and stores they go to) and per store, counted in
 * `budget_events` (docs/security.md, Guest orders). The numbers are the configuration's.
 */
export const guestOrderBudgets = (ctx: Ctx) =>
  ({
    address: { name: 'guest-order', limit: ctx.services.config.guestOrdersPerMinute.perAddress, windowSeconds: 60 },
    store: { name: 'store-guest-order', limit: ctx.services.config.guestOrdersPerMinute.perStore, windowSeconds: 60 },
  }) satisfies Record<string, Budget>;

/** The store's limits on one order: the most of one line (each line named), then the most items in all. */
const requireWithinLimits = (store: Store, lines: Out<typeof ZGuestOrderIn>['lines']) => {
  const { orderMaxLineQuantity: perLine, orderMaxItems: perOrder } = store.properties;
  const over: FieldIssue[] = lines.flatMap((l, i) =>
    l.quantity > perLine ? [{ path: `lines.${i}.quantity`, code: 'order_line_too_large' }] : [],
  );
  if (over.length)
    throw new AppError(
      'order_line_too_large',
      `at most ${perLine} of one line per order here: ${over.map((o) => o.path).join(', ')}`,
      {},
      over,
    );
  const items = lines.reduce((n, l) => n + l.quantity, 0);
  if (items > perOrder)
    throw new AppError('order_too_large', `at most ${perOrder} items per order here, not ${items}`, {}, [
      { path: 'lines', code: 'order_too_large' },
    ]);
};

const settingsOf = async (db: Db, store: Pick<Store, 'id' | 'status'>): Promise<OrderSettings> => {
  const row = await repo.settingsOf(db, store.id);
  return {
    storeId: store.id,
    autoAccept: row?.autoAccept ?? false,
    prepMinutes: row?.prepMinutes ?? DEFAULT_PREP_MINUTES,
    newBillPerOrder: row?.newBillPerOrder ?? false,
    status: store.status,
  };
};

/** The coupon's discount on a folio as the bill names it: the folio's discount, or a product coupon's line discount. */
const couponLineOf = (f: Folio): GuestOrder['coupon'] => {
  const isCoupon = (reasonId: string) => reasonId.startsWith('coupon:');
  if (f.discount && isCoupon(f.discount.reasonId)) return { name: f.discount.reasonName, amount: f.discount.amount };
  const line = f.lines.find((l) => l.discount && isCoupon(l.discount.reasonId));
  return line?.discount ? { name: line.discount.reasonName, amount: line.discount.amount } : null;
};

/**
 * A signed-in guest's coupon code on their order's folio, in the order's transaction: the coupons' own redemption
 * (its rules, its row lock, usesPerGuest counted for this guest). Without a signed-in guest: coupon_needs_guest.
 */
const useGuestCoupon = async (ctx: Ctx, tx: Tx, folio: Folio, code: string, now: Date) => {
  if (!ctx.user)
    throw new AppError('coupon_needs_guest', 'a coupon on a guest order needs a signed-in guest', {}, [
      { path: 'couponCode', code: 'coupon_needs_guest' },
    ]);
  const name = (await userById(tx as Db, ctx.user.id))?.name ?? '';
  return folioHooks().useGuestCoupon(tx, {
    storeId: folio.storeId,
    folioId: folio.id,
    code,
    userId: ctx.user.id,
    actor: { id: ctx.user.id, name },
    now,
  });
};

/** Thrown to undo a quote's trial write (a coupon is priced by writing it as the order would): carries the quote. */
class QuoteUndone {
  constructor(readonly quote: GuestQuote) {}
}

const toGuestOrder = (f: Folio, currency: string): GuestOrder => ({
  id: f.id,
  number: f.number,
  tableName: f.tableName,
  state: f.orderState ?? 'waiting',
  prepMinutes: f.prepMinutes,
  readyAt: f.readyAt,
  reason: f.orderState === 'rejected' ? f.cancelReason : null,
  deliveryStatus: f.deliveryStatus,
  lines: f.lines.filter((l) => l.state !== 'void').map((l) => ({ name: l.name, quantity: l.quantity, net: l.net })),
  serviceFee: f.totals.serviceFee,
  coupon: couponLineOf(f),
  total: f.totals.total,
  currency,
  createdAt: f.openedAt,
});

/**
 * A guest's basket as the folio it would open, not yet written — what `guest/order` writes and `guest/quote` prices,
 * so the two can never price apart. Refused with `ordering_closed` unless the store takes orders now (its `order` or
 * `selfOrdering` property, status `open`); the store's most of a line and of an order (`order_line_too_large`,
 * `order_too_large`); products the till sells only (`product_not_available`); options as `folio/save` checks them.
 */
const guestOrderDraft = async (
  ctx: Ctx,
  tx: Tx,
  input: Out<typeof ZGuestOrderIn>,
  now: Date,
  order: (settings: OrderSettings) => NewFolio['order'],
  before?: (store: Store, tableId: string) => Promise<void>,
) => {
  const { table, storeRow } = await guestTableOf(tx, input.code);
  const store = toStore(storeRow);
  if (!guestServiceOf(store).order)
    throw new AppError('ordering_closed', `store ${store.id} takes no orders from the menu now (${store.status})`);
  await before?.(store, table.id);
  requireWithinLimits(store, input.lines);
  await requireShownToGuests(tx as Db, store.id, input.lines);
  const settings = await settingsOf(tx as Db, store);
  const draft = await draftFolio(
    tx,
    {
      storeId: store.id,
      tableId: table.id,
      serviceType: serviceTypeOf(table.startAction, store),
      lines: input.lines,
      note: input.note,
      guestUserId: ctx.user?.id ?? null,
      order: order(settings),
    },
    null,
    now,
  );
  return { draft, store, settings, currency: currencyCode(store.storeCurrency) };
};

/**
 * `guest/quote`: the basket priced as `guest/order` would price it at this moment — the same draft and the same
 * pricing (`priceDraft`: campaigns running now, the store's service fee) — and nothing written. The same refusals as an
 * order's, but no budget spent and no 30-second rule: a quote sends nothing to the staff. With a coupon code, the
 * folio is written and the coupon redeemed on it exactly as the order will do, then the whole transaction is undone:
 * the discount shown is the one the order's bill will carry (or the coupon's refusal).
 */
export const quote = async (ctx: Ctx, input: Out<typeof ZGuestOrderIn>): Promise<GuestQuote> => {
  try {
    return await ctx.db.transaction(async (tx) => {
      const now = ctx.services.now();
      const { draft, currency } = await guestOrderDraft(ctx, tx, input, now, () => ({
        tokenHash: '',
        acceptedWith: null,
      }));
      const { totals } = await priceDraft(tx, draft);
      const lines = draft.lines.map((l, i) => {
        const gross = totals.lines[i]!.gross;
        const lineCampaign = Math.max(0, Math.min(l.campaign?.amount ?? 0, gross));
        return {
          productId: l.productId ?? '',
          name: l.name,
          quantity: l.quantity,
          options: l.options.map((o) => o.name),
          unitPrice: l.unitPrice,
          gross,
          price: gross - lineCampaign,
          campaignName: lineCampaign > 0 ? (l.campaign?.campaignName ?? null) : null,
        };
      });
      const subtotal = lines.reduce((a, l) => a + l.price, 0);
      const priced = (t: { total: number; serviceFee: number }, coupon: GuestQuote['coupon']): GuestQuote => ({
        lines,
        subtotal,
        discounts: subtotal - (t.total - t.serviceFee),
        coupon,
        serviceFee: t.serviceFee,
        serviceFeePercent: bpToPercent(draft.row.serviceFeeBp),
        total: t.total,
        currency,
      });
      if (!input.couponCode) return priced(totals, null);
      const used = await useGuestCoupon(ctx, tx, await commit(tx, draft), input.couponCode, now);
      throw new QuoteUndone(priced(used.folio.totals, { name: used.name, amount: used.amount }));
    });
  } catch (error) {
    if (error instanceof QuoteUndone) return error.quote;
    throw error;
  }
};

/**
 * `guest/order`: the table QR code is the guest's proof of presence. Refused as `guestOrderDraft` says; `429
 * rate_limited` past the address's or the store's budget of a minute; at most TABLE_ORDERS_PER_INTERVAL orders per
 * table in 30 seconds (`signal_too_soon`, Retry-After), checked in the database under a lock per table; above the
 * store's verified-phone amount only with a signed-in guest (`order_needs_verified_phone`), whose order it then is.
 * Accepted at once (the store's auto-accept) while the table has an open bill, it joins that bill unless the store
 * makes a bill per order (`joinTableBill`).
 */
export const placeOrder = async (ctx: Ctx, input: Out<typeof ZGuestOrderIn>) => {
  const token = randomBytes(32).toString('base64url');
  const now = ctx.services.now();
  const budgets = guestOrderBudgets(ctx);
  const addressKey = budgetKey(budgets.address, ctx.ip);
  const { folio, bill, currency } = await ctx.db.transaction(async (tx) => {
    // Locks in one order — the address, the store, the table — so no two orders can wait for each other.
    await lockBudget(tx, addressKey);
    await requireBudget(tx, budgets.address, addressKey, now);
    let storeKey = '';
    const { draft, store, settings, currency } = await guestOrderDraft(
      ctx,
      tx,
      input,
      now,
      (settings) => ({ tokenHash: hashOf(token), acceptedWith: settings.autoAccept ? settings.prepMinutes : null }),
      async (store, tableId) => {
        storeKey = budgetKey(budgets.store, store.id);
        await lockBudget(tx, storeKey);
        await requireBudget(tx, budgets.store, storeKey, now);
        await repo.lockTableOrders(tx, store.id, tableId);
        const last = await repo.lastOrdersAt(tx, store.id, tableId, TABLE_ORDERS_PER_INTERVAL);
        const oldest = last.length === TABLE_ORDERS_PER_INTERVAL ? last.at(-1)! : undefined;
        const waitMs = oldest ? oldest.getTime() + SIGNAL_INTERVAL_SECONDS * 1000 - now.getTime() : 0;
        if (waitMs > 0) {
          const seconds = String(Math.ceil(waitMs / 1000));
          throw new AppError(
            'signal_too_soon',
            `this table sent ${TABLE_ORDERS_PER_INTERVAL} orders just now: again in ${seconds} s`,
            { 'retry-after': seconds },
          );
        }
      },
    );
    let opened = await commit(tx, draft);
    // The guest's coupon, redeemed on the order's own folio in this transaction (refused: nothing is written).
    if (input.couponCode) opened = (await useGuestCoupon(ctx, tx, opened, input.couponCode, now)).folio;
    // Priced by the server first (campaigns included); refused here, the whole transaction is undone.
    const above = store.properties.orderVerifiedPhoneAbove;
    if (above > 0 && opened.totals.total > above && !ctx.user)
      throw new AppError(
        'order_needs_verified_phone',
        `orders above ${above} here need a signed-in guest (a verified phone); this one is ${opened.totals.total}`,
      );
    await spendBudget(tx, budgets.address, addressKey, now);
    await spendBudget(tx, budgets.store, storeKey, now);
    if (opened.orderState !== 'accepted' || settings.newBillPerOrder) return { folio: opened, bill: null, currency };
    // Accepted at once: the table's open bill takes it (the order folio is then kept for the guest's page only).
    const d = await draftOf(tx, store.id, opened.id, undefined, null);
    d.now = now;
    const joined = await joinTableBill(tx, d);
    if (!joined) return { folio: opened, bill: null, currency };
    d.event = { action: 'order-joined', detail: { joined: joined.number } };
    return { folio: await commit(tx, d), bill: joined, currency };
  });
  ctx.log.info({ storeId: folio.storeId, folioId: folio.id, state: folio.orderState }, 'guest order placed');
  await publish(ctx, { type: 'order.placed', storeId: folio.storeId, folio: folioBrief(folio) });
  if (folio.orderState === 'accepted') await publish(ctx, answeredEvent(folio));
  if (bill) await publish(ctx, { type: 'folio.changed', storeId: bill.storeId, folio: folioBrief(bill) });
  return { order: toGuestOrder(folio, currency), token };
};

/** The order a guest's token proves theirs (`order_not_found` otherwise), with its store's currency. */
const guestOrderWithCurrency = async (db: Db, ref: Out<typeof ZGuestOrderRef>) => {
  const row = await guestOrderOf(db, ref.id, ref.token);
  const [folio] = await withParts(db, [row]);
  const store = await storeRowById(db, row.storeId);
  return { folio: folio!, currency: currencyCode(store?.storeCurrency ?? '') };
};

/** `guest/orderStatus`: the guest's view of its order (no staff, no history). */
export const orderStatus = async (ctx: Ctx, ref: Out<typeof ZGuestOrderRef>): Promise<GuestOrder> => {
  const { folio, currency } = await guestOrderWithCurrency(ctx.db, ref);
  return toGuestOrder(folio, currency);
};

/** `order/get`: the orders waiting for an answer, and those of this business day, newest first. */
export const orders = async (ctx: UserCtx, storeId: string): Promise<Folio[]> => {
  const store = await storeRowById(ctx.db, storeId);
  const today = businessDayOf(new Date(), store?.timeZone, store?.dayStartHour);
  return withParts(ctx.db, await repo.ordersOf(ctx.db, storeId, today));
};

const answer = async (ctx: UserCtx, input: { storeId: string; id: string }, given: OrderAnswer) => {
  const call = 'accept' in given ? orderCalls.accept : orderCalls.reject;
  const store = await requireStore(ctx.db, input.storeId);
  const { newBillPerOrder } = await settingsOf(ctx.db, store);
  let bill: Folio | null = null;
  const join = newBillPerOrder ? null : { onJoined: (b: Folio) => (bill = b) };
  const folio = await answerOrder(ctx, call, input, given, join);
  await publish(ctx, answeredEvent(folio));
  const joined = bill as Folio | null;
  if (joined) await publish(ctx, { type: 'folio.changed', storeId: joined.storeId, folio: folioBrief(joined) });
  return folio;
};

/** `order/accept`: status open, order state accepted, ready at the answer time plus the preparation minutes. */
export const accept = (ctx: UserCtx, input: Out<typeof ZOrderAccept>) =>
  answer(ctx, input, { accept: input.prepMinutes });

/** `order/reject`: cancelled with the reason, which the guest's page shows. */
export const reject = (ctx: UserCtx, input: Out<typeof ZOrderReject>) => answer(ctx, input, { reject: input.reason });

const requireStore = async (db: Db, storeId: string): Promise<Store> => {
  const row = await storeRowById(db, storeId);
  if (!row) throw new AppError('not_found', `store ${storeId} does not exist`);
  return toStore(row);
};

export const getSettings = async (ctx: UserCtx, storeId: string): Promise<OrderSettings> =>
  settingsOf(ctx.db, await requireStore(ctx.db, storeId));

export const saveSettings = async (ctx: UserCtx, input: Out<typeof ZOrderSettingsSave>): Promise<OrderSettings> => {
  const store = await requireStore(ctx.db, input.storeId);
  await repo.saveSettings(ctx.db, store.id, {
    autoAccept: input.autoAccept,
    prepMinutes: input.prepMinutes,
    ...(input.newBillPerOrder === undefined ? {} : { newBillPerOrder: input.newBillPerOrder }),
  });
  return settingsOf(ctx.db, store);
};

/** `order/setStoreStatus`: rush-hour and out-of-order pause new orders (and close takes none); `open` takes them. */
export const setStoreStatus = async (ctx: UserCtx, input: Out<typeof ZStoreStatusSet>): Promise<OrderSettings> => {
  const before = await requireStore(ctx.db, input.storeId);
  if (before.status !== input.status) {
    await setStatus(ctx.db, before.id, input.status);
    ctx.log.info({ storeId: before.id, status: input.status }, 'store status set');
    await publish(ctx, { type: 'store.status', storeId: before.id, status: input.status });
  }
  return settingsOf(ctx.db, { id: before.id, status: input.status });
};
