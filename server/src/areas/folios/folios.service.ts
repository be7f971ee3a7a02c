import { createHash, timingSafeEqual } from 'node:crypto';
import type { z } from 'zod';
import type { Call } from '@sofra/contracts/core/call';
import { newId } from '@sofra/contracts/core/ids';
import type { TaxRate } from '@sofra/contracts/definitions/definitions.schemas';
import { folioCalls } from '@sofra/contracts/folios/folios.calls';
import type {
  Folio,
  ZFolioChange,
  ZFolioCovers,
  ZFolioHide,
  ZFolioLineIn,
  ZFolioLineNote,
  ZFolioLock,
  ZFolioMove,
  ZFolioSave,
} from '@sofra/contracts/folios/folios.schemas';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { UserCtx } from '../../lib/call-context.ts';
import { items as definitionItems } from '../definitions/definitions.service.ts';
import { storeRowById } from '../stores/stores.service.ts';
import { businessDayOf } from './business-day.ts';
import { notFound } from './folio-reads.service.ts';
import { addLines, requireTable, resolveLines } from './folio-references.ts';
import {
  announced,
  change,
  commit,
  describeLine,
  draftOf,
  newDraft,
  requireLine,
  requireState,
  write,
  type Actor,
  type Draft,
} from './folio-writes.ts';
import * as repo from './folios.repo.ts';
import * as ordersRepo from './orders.repo.ts';
import type { FolioRow, NewFolioRow, Tx } from './folios.repo.ts';
import { percentToBp } from './totals.ts';

/**
 * A folio's life on the floor (docs/folios.md): opened and lines added, a guest's order answered, locked for the bill,
 * moved, noted, served and hidden.
 */

type Out<T extends z.ZodType> = z.output<T>;

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
      covers: input.covers ?? null,
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
  /** The number of guests, when asked (1–999). */
  covers?: number | null;
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
 * once, `open` and `accepted` — opened by no one; its lines are marked as that order's.
 */
export const openFolio = async (tx: Tx, spec: NewFolio, actor: Actor | null, now = new Date()): Promise<Folio> =>
  commit(tx, await draftFolio(tx, spec, actor, now));

/** The live event of a folio `openFolio` opened in another area's transaction (a reservation seated), after its commit. */
export const announceOpened = (ctx: UserCtx, folio: Folio) =>
  announced(ctx, folioCalls.save, { storeId: folio.storeId }, folio);

/** A new folio as `openFolio` would write it, not yet written: priced by `priceDraft` (a guest's quote), or committed. */
export const draftFolio = async (tx: Tx, spec: NewFolio, actor: Actor | null, now: Date): Promise<Draft> => {
  const { storeId, order } = spec;
  const table = spec.tableId ? await requireTable(tx, storeId, spec.tableId) : undefined;
  const store = await storeRowById(tx as Db, storeId);
  if (!store) throw new AppError('not_found', `store ${storeId} does not exist`);
  const rates = (await definitionItems(tx, 'taxRates', storeId)) as TaxRate[];
  const feeRate = rates.find((r) => r.isDefault) ?? rates[0];
  const id = newId();
  const lines = await resolveLines(tx, storeId, id, spec.lines, actor, now);
  if (order) for (const l of lines) l.guestOrderId = id;
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
    covers: spec.covers ?? null,
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
      ...(spec.covers ? { covers: spec.covers } : {}),
      ...(order ? { source: 'guest-app' } : {}),
      ...(accepted ? { prepMinutes: order.acceptedWith } : {}),
      ...(lines.length ? { lines: lines.map(describeLine) } : {}),
    },
  };
  return d;
};

/** A guest's order answered: accepted with a preparation time, or rejected with a reason. */
export type OrderAnswer = { accept: number } | { reject: string };

/**
 * `order/accept` and `order/reject` (docs/live.md): only a waiting order; the folio row is locked first, so of two
 * answers at once the second finds it answered (`order_not_waiting`). Accepted: an ordinary open folio from then on —
 * or, with `join` (the store's one bill per table), part of the table's open bill when it has one (`joinTableBill`),
 * given to `onJoined` once written.
 */
export const answerOrder = (
  ctx: UserCtx,
  call: Call,
  input: { storeId: string; id: string },
  answer: OrderAnswer,
  join: { onJoined: (bill: Folio) => void } | null = null,
): Promise<Folio> =>
  change(ctx, call, input, undefined, async (d, tx) => {
    if (d.row.orderState === null) throw notFound(d.row.id);
    if (d.row.orderState !== 'waiting' || d.row.status !== 'waiting')
      throw new AppError('order_not_waiting', `order ${d.row.id} was answered already (${d.row.orderState})`);
    if ('accept' in answer) {
      d.patch = { status: 'open', orderState: 'accepted', prepMinutes: answer.accept, answeredAt: d.now };
      const bill = join ? await joinTableBill(tx, d) : null;
      if (bill) join?.onJoined(bill);
      d.event = {
        action: 'order-accepted',
        detail: { prepMinutes: answer.accept, ...(bill ? { joined: bill.number } : {}) },
      };
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

/** The service types whose guests at one table share its bill. */
const SHARED_BILL_SERVICE: ReadonlySet<string> = new Set(['table', 'self-ordering']);

/**
 * One bill per table (docs/live.md): a guest's order accepted while its table has an open bill joins that bill — its
 * sold lines copied there at the prices the order was given, marked as the order's — and is kept for the guest's page
 * only: cancelled, hidden, `joinedFolioId` the bill (no report counts it; its lines count on the bill). Under the
 * table's order lock, so two orders accepted at once find the same bill. Answers the bill, or null when the table has
 * none (the order is then the table's bill itself) or is a take-away or delivery point.
 */
export const joinTableBill = async (tx: Tx, d: Draft): Promise<Folio | null> => {
  const { storeId, tableId } = d.row;
  // A take-away or delivery "table" is a counter, not guests sharing a bill: each order stays a bill of its own.
  if (!tableId || !SHARED_BILL_SERVICE.has(d.row.serviceType)) return null;
  // An order carrying a guest's coupon stays a bill of its own: on the table's bill its discount would come to
  // another amount than the guest was quoted (docs/coupons.md, The guest's wallet).
  if (d.row.discount || d.lines.some((l) => l.discount)) return null;
  await ordersRepo.lockTableOrders(tx, storeId, tableId);
  const open = await ordersRepo.openBillOf(tx, storeId, tableId, d.row.id);
  if (!open) return null;
  const bill = await draftOf(tx, storeId, open.id, undefined, d.actor);
  bill.now = d.now;
  // A signed-in guest's order names them on a bill that names no guest yet, so its close earns them points.
  if (!bill.row.guestUserId && d.row.guestUserId) bill.patch.guestUserId = d.row.guestUserId;
  const lines = d.lines
    .filter((l) => l.state === 'active')
    .map((l) => ({
      ...l,
      id: newId(),
      folioId: open.id,
      guestOrderId: d.row.id,
      campaign: null,
      discount: null,
      staff: d.actor,
      createdAt: d.now,
    }));
  addLines(bill, lines);
  bill.event = { action: 'order-joined', detail: { order: d.row.number, lines: lines.map(describeLine) } };
  const joined = await commit(tx, bill);
  d.patch = {
    ...d.patch,
    status: 'cancelled',
    hidden: true,
    joinedFolioId: open.id,
    closedAt: d.now,
    closedBy: d.actor,
    closedById: d.actor?.id ?? null,
  };
  return joined;
};

/** `folio/lock`: the bill is printed (no more lines), or with `locked: false` open again. */
export const lock = (ctx: UserCtx, input: Out<typeof ZFolioLock>, key?: string) =>
  change(ctx, folioCalls.lock, input, key, (d) => {
    requireState(d, [input.locked ? 'open' : 'locked'], input.locked ? 'be locked' : 'be unlocked');
    d.patch.status = input.locked ? 'locked' : 'open';
    d.event = { action: input.locked ? 'locked' : 'unlocked', detail: {} };
  });

/** `folio/done`: the order was served (again: the time of the last). */
export const done = (ctx: UserCtx, input: Out<typeof ZFolioChange>, key?: string) =>
  change(ctx, folioCalls.done, input, key, (d) => {
    requireState(d, ['open', 'locked', 'closed'], 'be marked served');
    d.patch.doneAt = d.now;
    d.event = { action: 'done', detail: {} };
  });

/**
 * `folio/hide`: a closed or cancelled folio leaves the list (never a total: the list's totals, the export, the
 * reports); `hidden: false` shows it again. Hiding needs a reason; it and who gave it go in the folio's history (a
 * reason for showing again is kept when given).
 */
export const hide = (ctx: UserCtx, input: Out<typeof ZFolioHide>, key?: string) => {
  const reason = input.reason?.trim() ?? '';
  if (input.hidden && !reason)
    throw AppError.invalid([{ path: 'reason', code: 'required' }], 'reason: say why the folio is hidden');
  return change(ctx, folioCalls.hide, input, key, (d) => {
    requireState(d, ['closed', 'cancelled'], input.hidden ? 'be hidden' : 'be shown');
    if (d.row.hidden === input.hidden) return;
    d.patch.hidden = input.hidden;
    d.event = { action: input.hidden ? 'hidden' : 'shown', detail: reason ? { reason } : {} };
  });
};

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
 * `folio/setCovers`: the number of guests (null: unknown) while the folio is not closed or cancelled; the same number
 * again changes nothing. The history keeps the number before and after.
 */
export const setCovers = (ctx: UserCtx, input: Out<typeof ZFolioCovers>, key?: string) =>
  change(ctx, folioCalls.setCovers, input, key, (d) => {
    requireState(d, ['waiting', 'open', 'locked'], 'change its number of guests');
    if (d.row.covers === input.covers) return;
    d.patch.covers = input.covers;
    d.event = { action: 'covers-changed', detail: { from: d.row.covers, covers: input.covers } };
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
