import { createHash, timingSafeEqual } from 'node:crypto';
import type { z } from 'zod';
import type { Call } from '@sofra/contracts/core/call';
import { DEFAULT_MAX_TIP_PERCENT } from '@sofra/contracts/core/constants';
import { newId } from '@sofra/contracts/core/ids';
import type {
  DeleteReason,
  DiscountReason,
  GiftReason,
  PaymentType,
  TaxRate,
} from '@sofra/contracts/definitions/definitions.schemas';
import { folioCalls } from '@sofra/contracts/folios/folios.calls';
import {
  MAX_AMOUNT,
  MAX_FOLIO_LINES,
  MAX_FOLIO_PAYMENTS,
  type Folio,
  type FolioDetail,
  type FolioLine,
  type FolioPayment,
  type FolioStatus,
  type ZFolioCancel,
  type ZFolioChange,
  type ZFolioDiscountApply,
  type ZFolioGift,
  type ZFolioHide,
  type ZFolioLineIn,
  type ZFolioLock,
  type ZFolioLineNote,
  type ZFolioMove,
  type ZFolioPaymentAdd,
  type ZFolioPaymentRemove,
  type ZFolioRefresh,
  type ZFolioSave,
  type ZFolioVoid,
} from '@sofra/contracts/folios/folios.schemas';
import type { StoreMenu } from '@sofra/contracts/menu/published.schemas';
import type { Db } from '../../db/client.ts';
import type { ActorRow, FolioDiscountRow, FolioOptionRow } from '../../db/schema/index.ts';
import { AppError, type FieldIssue } from '../../lib/app-error.ts';
import { readCacheOf } from '../../lib/read-cache.ts';
import { NotModified, type UserCtx } from '../../plugins/rpc.ts';
import { folioBrief } from '../../platform/live/events.ts';
import { userById } from '../auth/users.service.ts';
import { items as definitionItems } from '../definitions/definitions.service.ts';
import { publishedMenu } from '../menu/publish.service.ts';
import { storeRowById } from '../stores/stores.service.ts';
import { businessDayOf } from './business-day.ts';
import { productPlaces } from '../menu/catalogue.service.ts';
import { activeTableOf } from '../tables/tables.service.ts';
import { folioHooks } from './folio-hooks.ts';
import * as repo from './folios.repo.ts';
import type { FolioRow, LineRow, NewFolioRow, PaymentRow, Tx } from './folios.repo.ts';
import { bpToPercent, computeTotals, percentToBp, type DiscountIn, type Totals } from './totals.ts';

/**
 * Folio writes (docs/folios.md). Every write is one transaction: the folio row is locked and its version compared,
 * the change applied to the lines and payments read, the totals recomputed and stored, the version bumped (compare
 * and set) and one history row written with the new version; with an Idempotency-Key, the answer is kept in the same
 * transaction.
 */

type Out<T extends z.ZodType> = z.output<T>;
type Actor = ActorRow;

// ---- reading a folio

const iso = (d: Date | null) => (d ? d.toISOString() : null);

const discountIn = (d: Pick<FolioDiscountRow, 'kind' | 'value'> | null | undefined): DiscountIn | null =>
  d ? { kind: d.kind, value: d.kind === 'percent' ? percentToBp(d.value) : d.value } : null;

const toLine = (l: LineRow): FolioLine => ({
  id: l.id,
  productId: l.productId,
  name: l.name,
  plu: l.plu,
  basePrice: l.basePrice,
  unitPrice: l.unitPrice,
  quantity: l.quantity,
  taxRate: bpToPercent(l.taxRate),
  departmentId: l.departmentId,
  departmentName: l.departmentName,
  printerId: l.printerId,
  printerName: l.printerName,
  options: l.options,
  note: l.note,
  state: l.state,
  discount: l.discount ? { ...l.discount, amount: l.discountAmount } : null,
  campaign: l.campaign,
  gift: l.gift,
  void: l.void,
  gross: l.gross,
  net: l.net,
  tax: l.tax,
  staff: l.staff,
  createdAt: l.createdAt.toISOString(),
});

const toPayment = (p: PaymentRow): FolioPayment => ({
  id: p.id,
  paymentTypeId: p.paymentTypeId,
  name: p.name,
  collectionType: p.collectionType as FolioPayment['collectionType'],
  amount: p.amount,
  tip: p.tip,
  staff: p.staff,
  createdAt: p.createdAt.toISOString(),
});

/**
 * A folio as answered: its lines in order and the payments that count (one taken back stays in the database and the
 * history, not on the bill). Totals are the stored ones, written by the last change.
 */
export const toFolio = (row: FolioRow, lines: LineRow[], payments: PaymentRow[]): Folio => ({
  ...folioFields(
    row,
    lines.reduce((a, l) => a + l.folioDiscountShare, 0),
  ),
  lines: lines.map(toLine),
  payments: payments.filter((p) => !p.removedAt).map(toPayment),
});

/**
 * A folio's own fields as answered, without its lines and payments (a list's summary adds its line count and payment
 * names): exactly the contract's fields, so a list can be sent without the output parse (`trusted`, docs/performance.md).
 * `discountAmount` is what the folio's own discount took off (its lines' shares).
 */
export const folioFields = (row: FolioRow, discountAmount: number): Omit<Folio, 'lines' | 'payments'> => ({
  id: row.id,
  storeId: row.storeId,
  number: row.number,
  businessDay: row.businessDay,
  tableId: row.tableId,
  tableName: row.tableName,
  tableGroup: row.tableGroup,
  serviceType: row.serviceType as Folio['serviceType'],
  source: row.source as Folio['source'],
  guestUserId: row.guestUserId,
  status: row.status,
  cancelReason: row.cancelReason,
  hidden: row.hidden,
  doneAt: iso(row.doneAt),
  note: row.note,
  openedAt: row.openedAt.toISOString(),
  closedAt: iso(row.closedAt),
  openedBy: row.openedBy,
  closedBy: row.closedBy,
  version: row.version,
  posFolioId: row.posFolioId,
  discount: row.discount ? { ...row.discount, amount: discountAmount } : null,
  campaign: row.campaign,
  orderState: row.orderState,
  prepMinutes: row.prepMinutes,
  answeredAt: iso(row.answeredAt),
  readyAt:
    row.answeredAt && row.prepMinutes !== null && row.orderState === 'accepted'
      ? new Date(row.answeredAt.getTime() + row.prepMinutes * 60_000).toISOString()
      : null,
  deliveryStatus: row.deliveryStatus as Folio['deliveryStatus'],
  courierName: row.courierName,
  deliveryStatusAt: iso(row.deliveryStatusAt),
  totals: {
    gross: row.gross,
    discounts: row.discounts,
    gifts: row.gifts,
    voids: row.voids,
    serviceFee: row.serviceFee,
    taxes: row.taxes,
    total: row.total,
    paid: row.paid,
    tip: row.tip,
    balance: row.total - row.paid,
  },
});

/** Folios with their lines and payments, in the order of `rows` (two queries whatever their number). */
export const withParts = async (db: Tx, rows: FolioRow[]): Promise<Folio[]> => {
  const ids = rows.map((r) => r.id);
  // One after the other: `db` may be a transaction, whose one connection runs one query at a time.
  const lines = await repo.linesOf(db, ids);
  const payments = await repo.paymentsOf(db, ids);
  const group = <T extends { folioId: string }>(list: T[]) => {
    const by = new Map<string, T[]>();
    for (const item of list) by.set(item.folioId, [...(by.get(item.folioId) ?? []), item]);
    return by;
  };
  const linesBy = group(lines);
  const paymentsBy = group(payments);
  return rows.map((r) => toFolio(r, linesBy.get(r.id) ?? [], paymentsBy.get(r.id) ?? []));
};

const notFound = (id: string) => new AppError('folio_not_found', `folio ${id} is not a folio of this store`);

const requireFolio = async (db: Tx, storeId: string, id: string): Promise<FolioRow> => {
  const row = await repo.folioById(db, storeId, id);
  if (!row) throw notFound(id);
  return row;
};

/** A folio with its lines and payments, for another area's service (loyalty points). */
export const folioOf = async (db: Db, storeId: string, id: string): Promise<Folio> =>
  (await withParts(db, [await requireFolio(db, storeId, id)]))[0]!;

/** `folio/getById`: the folio and its history, oldest change first. */
export const getById = async (ctx: UserCtx, storeId: string, id: string): Promise<FolioDetail> => {
  const row = await requireFolio(ctx.db, storeId, id);
  const [[folio], events] = await Promise.all([withParts(ctx.db, [row]), repo.eventsOf(ctx.db, id)]);
  return {
    ...folio!,
    history: events.map((e) => ({
      id: e.id,
      at: e.at.toISOString(),
      staff: e.staff,
      action: e.action,
      detail: e.detail,
      version: e.version,
    })),
  };
};

/** `folio/get`: the floor board — open and locked folios, hidden ones apart, oldest first. */
export const live = async (ctx: UserCtx, storeId: string): Promise<Folio[]> =>
  withParts(ctx.db, await repo.liveFolios(ctx.db, storeId));

/** `folio/refresh`: 304 while the caller's version is the current one; else the folio. */
export const refresh = async (ctx: UserCtx, input: Out<typeof ZFolioRefresh>): Promise<Folio | NotModified> => {
  const row = await requireFolio(ctx.db, input.storeId, input.id);
  if (row.version === input.version) return new NotModified();
  return (await withParts(ctx.db, [row]))[0]!;
};

// ---- the write machinery

/** An event's detail, given the totals after the change (so it can name the amounts). */
type Detail = Record<string, unknown> | ((t: Totals) => Record<string, unknown>);

/** A change being made: the folio as read (locked), the edits to it, and the history row it makes. */
interface Draft {
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

const draftOf = async (tx: Tx, storeId: string, id: string, version: number | undefined, actor: Actor | null) => {
  const row = await repo.folioForUpdate(tx, storeId, id);
  if (!row) throw notFound(id);
  if (version !== undefined && row.version !== version)
    throw new AppError('folio_conflict', `folio ${id} is at version ${row.version}, not ${version}: reload it`);
  // One after the other: a transaction is one connection, which runs one query at a time.
  const lines = await repo.linesOf(tx, [id]);
  const payments = await repo.paymentsOf(tx, [id]);
  return newDraft(row, lines, payments, actor);
};

const newDraft = (row: FolioRow, lines: LineRow[], payments: PaymentRow[], actor: Actor | null): Draft => ({
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

const requireState = (d: Draft, allowed: FolioStatus[], what: string) => {
  if (!allowed.includes(d.row.status))
    throw new AppError('folio_not_open', `folio ${d.row.id} is ${d.row.status}: it cannot ${what}`);
};

const requireLine = (d: Draft, lineId: string): LineRow => {
  const line = d.lines.find((l) => l.id === lineId);
  if (!line)
    throw new AppError('folio_line_not_found', `line ${lineId} is not a line of folio ${d.row.id}`, {}, [
      { path: 'lineId', code: 'folio_line_not_found' },
    ]);
  return line;
};

const counted = (payments: PaymentRow[]) => payments.filter((p) => !p.removedAt);

/** What a line is in the history: its name and quantity, the options chosen. */
const describeLine = (l: LineRow) => ({
  name: l.name,
  quantity: l.quantity,
  ...(l.options.length ? { options: l.options.map((o) => o.name) } : {}),
  unitPrice: l.unitPrice,
});

/**
 * Recomputes the totals from the lines and payments as changed, refuses payments above the total, and writes: new and
 * changed lines, payments, the folio row (compare and set on the version read) and the history row.
 */
const commit = async (tx: Tx, d: Draft): Promise<Folio> => {
  if (!d.event) return toFolio(d.row, d.lines, d.payments);
  // Lines added or changed on a bill still open: running campaigns price it again (docs/campaigns.md, Pricing).
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
  // Amounts stay integers of the database (int4): a folio's lines come to at most MAX_AMOUNT (10,000,000.00) in all,
  // so every total, the service fee included, fits; so do its tips together.
  if (d.lines.reduce((a, l) => a + Math.abs(l.unitPrice * l.quantity), 0) > MAX_AMOUNT)
    throw AppError.invalid(
      [{ path: 'lines', code: 'too_big' }],
      `a folio's lines may come to at most ${MAX_AMOUNT} minor units in all`,
    );
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
  // Closed or cancelled now: the reports' rollups take it in this same transaction (docs/reports.md).
  if (d.patch.status === 'closed' || d.patch.status === 'cancelled') await folioHooks().recordSettled(tx, [d.row.id]);
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

/**
 * The caller as history and bills name them: their id and their name as it is now — kept in the read cache until the
 * user's row changes (`user:<id>`, docs/adr/0007), so a write does not read it every time.
 */
const actorOf = async (ctx: UserCtx): Promise<Actor> => ({
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
const write = async (
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
const announced = async (ctx: UserCtx, call: Call, input: { storeId: string }, folio: Folio): Promise<Folio> => {
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

// ---- what a folio names: the menu, tables, definitions

const tableNotFound = (storeId: string, tableId: string) =>
  new AppError('table_not_found', `table ${tableId} is not an active table of store ${storeId}`, {}, [
    { path: 'tableId', code: 'table_not_found' },
  ]);

const requireTable = async (tx: Tx, storeId: string, tableId: string) => {
  const table = await activeTableOf(tx, storeId, tableId);
  if (!table) throw tableNotFound(storeId, tableId);
  return table;
};

/** One of the store's active definitions of a kind by id, or definition_not_found naming `field`. */
const requireDefinition = async <T extends { id: string; active: boolean }>(
  tx: Tx,
  kind: 'paymentTypes' | 'discountReasons' | 'giftReasons' | 'deleteReasons',
  storeId: string,
  id: string,
  field: string,
): Promise<T> => {
  const found = ((await definitionItems(tx, kind, storeId)) as unknown as T[]).find((r) => r.id === id && r.active);
  if (!found)
    throw new AppError('definition_not_found', `${id} is not an active one of the store's ${kind}`, {}, [
      { path: field, code: 'definition_not_found' },
    ]);
  return found;
};

type MenuProduct = StoreMenu['products'][number];
type MenuModifier = StoreMenu['productModifiers'][number] | StoreMenu['productGroupModifiers'][number];

/** The variations offered with a product in the published menu: its own and its group's, each once. */
const modifiersOf = (menu: StoreMenu, product: MenuProduct): MenuModifier[] => {
  const found = new Map<string, MenuModifier>();
  for (const m of menu.productModifiers) if (m.productIds.includes(product.id)) found.set(m.id, m);
  for (const m of menu.productGroupModifiers) if (m.groupIds.includes(product.group)) found.set(m.id, m);
  return [...found.values()];
};

/**
 * New lines from the published menu of the store's default language: the product's name, price, PLU and tax rate as
 * published, its department and printer as they are now, the options checked against its variations.
 */
const resolveLines = async (
  tx: Tx,
  storeId: string,
  folioId: string,
  inputs: Out<typeof ZFolioLineIn>[],
  actor: Actor | null,
  now: Date,
): Promise<LineRow[]> => {
  if (inputs.length === 0) return [];
  const menu = await publishedMenu(tx as Db, storeId);
  const products = new Map((menu?.products ?? []).map((p) => [p.id, p]));
  const missing: FieldIssue[] = inputs.flatMap((l, i) =>
    products.has(l.productId) ? [] : [{ path: `lines.${i}.productId`, code: 'product_not_available' }],
  );
  if (missing.length)
    throw new AppError(
      'product_not_available',
      `not on the published menu: ${missing.map((m) => m.path).join(', ')}`,
      {},
      missing,
    );
  const places = new Map(
    (await productPlaces(tx, storeId, [...new Set(inputs.map((l) => l.productId))])).map((p) => [p.id, p]),
  );
  const invalid: FieldIssue[] = [];
  const lines = inputs.map((input, i): LineRow => {
    const product = products.get(input.productId)!;
    const modifiers = modifiersOf(menu!, product);
    const chosen: FolioOptionRow[] = [];
    const perModifier = new Map<string, number>();
    let ok = new Set(input.options).size === input.options.length;
    for (const optionId of input.options) {
      const modifier = modifiers.find((m) => m.options.some((o) => o.id === optionId));
      const option = modifier?.options.find((o) => o.id === optionId);
      if (!modifier || !option) {
        ok = false;
        continue;
      }
      perModifier.set(modifier.id, (perModifier.get(modifier.id) ?? 0) + 1);
      chosen.push({
        modifierId: modifier.id,
        modifierName: modifier.name,
        optionId,
        name: option.name,
        price: option.price,
      });
    }
    for (const m of modifiers) {
      const n = perModifier.get(m.id) ?? 0;
      if (n < m.minChoices || n > m.maxChoices) ok = false;
    }
    if (!ok) invalid.push({ path: `lines.${i}.options`, code: 'folio_options_invalid' });
    const place = places.get(product.id);
    return {
      id: newId(),
      folioId,
      storeId,
      position: 0,
      productId: product.id,
      name: product.name,
      plu: product.plu,
      basePrice: product.price,
      unitPrice: product.price + chosen.reduce((a, o) => a + o.price, 0),
      quantity: input.quantity,
      taxRate: percentToBp(product.taxRate),
      departmentId: place?.departmentId ?? null,
      departmentName: place?.departmentName ?? null,
      printerId: place?.printerId ?? null,
      printerName: place?.printerName ?? null,
      options: chosen,
      note: input.note,
      state: 'active',
      discount: null,
      campaign: null,
      gift: null,
      void: null,
      gross: 0,
      discountAmount: 0,
      folioDiscountShare: 0,
      net: 0,
      tax: 0,
      staff: actor,
      createdAt: now,
    };
  });
  if (invalid.length)
    throw new AppError(
      'folio_options_invalid',
      `options that are not the product's variations, or too few or too many of one: ${invalid.map((f) => f.path).join(', ')}`,
      {},
      invalid,
    );
  return lines;
};

const addLines = (d: Draft, lines: LineRow[]) => {
  if (d.lines.length + lines.length > MAX_FOLIO_LINES)
    throw new AppError('conflict', `a folio holds at most ${MAX_FOLIO_LINES} lines`, {}, [
      { path: 'lines', code: 'too_big' },
    ]);
  for (const l of lines) {
    d.lines.push(l);
    d.inserted.add(l.id);
  }
};

// ---- the writes

/** `folio/save`: opens a folio (no `id`), or adds lines to an open one (`id` and the version read). */
export const save = (ctx: UserCtx, input: Out<typeof ZFolioSave>, key?: string): Promise<Folio> =>
  write(ctx, folioCalls.save, input, key, async (tx, actor) => {
    const { storeId } = input;
    if (input.id === undefined) return open(tx, input, actor, ctx.services.now());
    const d = await draftOf(tx, storeId, input.id, input.version, actor);
    d.now = ctx.services.now();
    requireState(d, ['open'], 'take more lines (unlock it first)');
    const lines = await resolveLines(tx, storeId, d.row.id, input.lines, actor, d.now);
    addLines(d, lines);
    const note = input.note !== undefined && input.note !== d.row.note ? input.note : undefined;
    if (note !== undefined) d.patch.note = note;
    if (lines.length) d.event = { action: 'lines-added', detail: { lines: lines.map(describeLine), note } };
    else if (note !== undefined) d.event = { action: 'note-changed', detail: { note } };
    return commit(tx, d);
  });

const open = (tx: Tx, input: Out<typeof ZFolioSave>, actor: Actor, now: Date): Promise<Folio> =>
  openFolio(
    tx,
    {
      storeId: input.storeId,
      tableId: input.tableId,
      serviceType: input.serviceType,
      lines: input.lines,
      note: input.note ?? '',
      guestUserId: input.guestUserId ?? null,
    },
    actor,
    now,
  );

/** What a new folio is: where, how served, its first lines; a guest's order adds its source, status and answer. */
export interface NewFolio {
  storeId: string;
  tableId?: string;
  serviceType: Folio['serviceType'];
  lines: Out<typeof ZFolioLineIn>[];
  note: string;
  guestUserId: string | null;
  order?: {
    /** sha256 of the token the guest's page holds. */
    tokenHash: string;
    /** Accepted at once with this many minutes (the store's auto-accept), else waiting for the staff. */
    acceptedWith: number | null;
  };
}

/**
 * Opens a folio in the caller's transaction: its lines priced from the published menu as `folio/save` prices them.
 * A guest's order (`order`) is of source `guest-app`, status `waiting` and order state `waiting` — or, accepted at
 * once, `open` and `accepted` — opened by no one.
 */
export const openFolio = async (tx: Tx, spec: NewFolio, actor: Actor | null, now = new Date()): Promise<Folio> => {
  const { storeId, order } = spec;
  const table = spec.tableId ? await requireTable(tx, storeId, spec.tableId) : undefined;
  const store = await storeRowById(tx as Db, storeId);
  if (!store) throw new AppError('not_found', `store ${storeId} does not exist`);
  const rates = (await definitionItems(tx, 'taxRates', storeId)) as TaxRate[];
  const feeRate = rates.find((r) => r.isDefault) ?? rates[0];
  const id = newId();
  const lines = await resolveLines(tx, storeId, id, spec.lines, actor, now);
  const businessDay = businessDayOf(now, store.timeZone, store.dayStartHour);
  const accepted = order && order.acceptedWith !== null;
  // Inserted by the commit below, which takes the day's number in the same statement (the counter row is then held
  // for the least time): at version 0 here, version 1 as inserted, as every change makes the next one.
  const fresh: NewFolioRow = {
    id,
    storeId,
    businessDay,
    tableId: table?.id ?? null,
    tableName: table?.tableName ?? null,
    tableGroup: table?.groupName ?? null,
    serviceType: spec.serviceType,
    source: order ? 'guest-app' : 'portal',
    guestUserId: spec.guestUserId,
    status: order && !accepted ? 'waiting' : 'open',
    note: spec.note,
    openedAt: now,
    openedBy: actor,
    openedById: actor?.id ?? null,
    version: 0,
    serviceFeeBp: percentToBp(store.serviceFee),
    serviceFeeTaxBp: feeRate ? percentToBp(feeRate.rate) : 0,
    ...(order
      ? {
          orderState: accepted ? 'accepted' : 'waiting',
          orderTokenHash: order.tokenHash,
          prepMinutes: order.acceptedWith,
          answeredAt: accepted ? now : null,
        }
      : {}),
  };
  // What the commit reads of the row before it exists: its id, store, version, discount and service fee terms.
  const d = newDraft({ ...fresh, number: 0, discount: null } as FolioRow, [], [], actor);
  d.fresh = fresh;
  d.now = now;
  addLines(d, lines);
  d.event = {
    action: 'opened',
    // The folio's number is added by the statement that takes it (repo.insertOpened).
    detail: {
      businessDay,
      serviceType: spec.serviceType,
      table: table?.tableName ?? null,
      ...(order ? { source: 'guest-app' } : {}),
      ...(accepted ? { prepMinutes: order.acceptedWith } : {}),
      ...(lines.length ? { lines: lines.map(describeLine) } : {}),
    },
  };
  return commit(tx, d);
};

/** A guest's order answered: accepted with a preparation time, or rejected with a reason. */
export type OrderAnswer = { accept: number } | { reject: string };

/**
 * `order/accept` and `order/reject` (docs/live.md): only a waiting order; the folio row is locked first, so of two
 * answers at once the second finds it answered (`order_not_waiting`). Accepted: an ordinary open folio from then on.
 */
export const answerOrder = (
  ctx: UserCtx,
  call: Call,
  input: { storeId: string; id: string },
  answer: OrderAnswer,
): Promise<Folio> =>
  change(ctx, call, input, undefined, (d) => {
    if (d.row.orderState === null) throw notFound(d.row.id);
    if (d.row.orderState !== 'waiting' || d.row.status !== 'waiting')
      throw new AppError('order_not_waiting', `order ${d.row.id} was answered already (${d.row.orderState})`);
    if ('accept' in answer) {
      d.patch = { status: 'open', orderState: 'accepted', prepMinutes: answer.accept, answeredAt: d.now };
      d.event = { action: 'order-accepted', detail: { prepMinutes: answer.accept } };
    } else {
      d.patch = {
        status: 'cancelled',
        orderState: 'rejected',
        cancelReason: answer.reject,
        answeredAt: d.now,
        closedAt: d.now,
        closedBy: d.actor,
        closedById: d.actor?.id ?? null,
      };
      d.event = { action: 'order-rejected', detail: { reason: answer.reject, total: d.row.total } };
    }
  });

/** `folio/lock`: the bill is printed (no more lines), or with `locked: false` open again. */
export const lock = (ctx: UserCtx, input: Out<typeof ZFolioLock>, key?: string) =>
  change(ctx, folioCalls.lock, input, key, (d) => {
    requireState(d, [input.locked ? 'open' : 'locked'], input.locked ? 'be locked' : 'be unlocked');
    d.patch.status = input.locked ? 'locked' : 'open';
    d.event = { action: input.locked ? 'locked' : 'unlocked', detail: {} };
  });

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
  change(ctx, folioCalls.close, input, key, async (d, tx) => {
    requireState(d, ['open', 'locked'], 'be closed');
    const balance = d.row.total - d.row.paid;
    if (balance !== 0) throw new AppError('folio_balance_due', `the balance is ${balance}: take the rest first`);
    d.patch = { status: 'closed', closedAt: d.now, closedBy: d.actor, closedById: d.actor?.id ?? null };
    // The guest's points and stamps, once (user-point/calcPointWithFolio answers the same award later).
    await folioHooks().awardPoints(tx, { ...d.row, lines: d.lines }, d.now, d.actor);
    d.event = { action: 'closed', detail: { total: d.row.total, paid: d.row.paid, tip: d.row.tip } };
  });

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

/** `folio/done`: the order was served (again: the time of the last). */
export const done = (ctx: UserCtx, input: Out<typeof ZFolioChange>, key?: string) =>
  change(ctx, folioCalls.done, input, key, (d) => {
    requireState(d, ['open', 'locked', 'closed'], 'be marked served');
    d.patch.doneAt = d.now;
    d.event = { action: 'done', detail: {} };
  });

/** `folio/hide`: a closed or cancelled folio leaves the list (not the reports); `hidden: false` shows it again. */
export const hide = (ctx: UserCtx, input: Out<typeof ZFolioHide>, key?: string) =>
  change(ctx, folioCalls.hide, input, key, (d) => {
    requireState(d, ['closed', 'cancelled'], input.hidden ? 'be hidden' : 'be shown');
    if (d.row.hidden === input.hidden) return;
    d.patch.hidden = input.hidden;
    d.event = { action: input.hidden ? 'hidden' : 'shown', detail: {} };
  });

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

/** `folio/moveTable`: to another active table of the store (its name and group kept as they are now). */
export const moveTable = (ctx: UserCtx, input: Out<typeof ZFolioMove>, key?: string) =>
  change(ctx, folioCalls.moveTable, input, key, async (d, tx) => {
    requireState(d, ['open', 'locked'], 'move');
    const table = await requireTable(tx, d.row.storeId, input.tableId);
    if (table.id === d.row.tableId) return;
    d.patch = { tableId: table.id, tableName: table.tableName, tableGroup: table.groupName };
    d.event = { action: 'moved', detail: { from: d.row.tableName, to: table.tableName } };
  });

/**
 * `folio/noteLine`: a line's note while the folio is open (what the kitchen reads; a locked bill is printed). Any line
 * state: a gift's or a void's note may be corrected too. The same note again changes nothing.
 */
export const noteLine = (ctx: UserCtx, input: Out<typeof ZFolioLineNote>, key?: string) =>
  change(ctx, folioCalls.noteLine, input, key, (d) => {
    requireState(d, ['open'], 'take a note change (unlock it first)');
    const line = requireLine(d, input.lineId);
    if (line.note === input.note) return;
    const was = line.note;
    line.note = input.note;
    d.changed.add(line.id);
    d.event = { action: 'line-note-changed', detail: { line: line.name, from: was, note: input.note } };
  });

/**
 * The guest's order `id` when `token` is the one its page was given (only its sha256 is kept); `order_not_found`
 * otherwise, whether the folio exists or not.
 */
export const guestOrderOf = async (db: Db, id: string, token: string): Promise<FolioRow> => {
  const row = await repo.folioByIdAnyStore(db as Tx, id);
  const given = createHash('sha256').update(token).digest();
  const kept = row?.orderTokenHash ? Buffer.from(row.orderTokenHash, 'hex') : undefined;
  if (!row || !kept || kept.length !== given.length || !timingSafeEqual(kept, given))
    throw new AppError('order_not_found', 'no such order');
  return row;
};

// ---- coupons (docs/coupons.md)

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
): Promise<{ folio: Folio; amount: number }> => {
  const d = await draftOf(tx, storeId, folioId, undefined, actor);
  requireState(d, ['open', 'locked'], 'take a coupon');
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
