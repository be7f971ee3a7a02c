import type { z } from 'zod';
import type {
  Folio,
  FolioDetail,
  FolioLine,
  FolioPayment,
  ZFolioRefresh,
} from '@sofra/contracts/folios/folios.schemas';
import type { Db } from '../../db/client.ts';
import type { FolioDiscountRow } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { NotModified } from '../../lib/answers.ts';
import type { UserCtx } from '../../lib/call-context.ts';
import * as repo from './folios.repo.ts';
import type { FolioRow, LineRow, PaymentRow, Tx } from './folios.repo.ts';
import { bpToPercent, percentToBp, type DiscountIn } from './totals.ts';

/** Reading a folio: the folio as answered (its lines and payments, its own fields), and the reads of the floor board. */

type Out<T extends z.ZodType> = z.output<T>;

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export const discountIn = (d: Pick<FolioDiscountRow, 'kind' | 'value'> | null | undefined): DiscountIn | null =>
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
  guestOrderId: l.guestOrderId,
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
  covers: row.covers,
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

/** The table's bill its guests see (`repo.tableBill`), with its lines and payments; null while it has none. */
export const tableBillOf = async (db: Tx, storeId: string, tableId: string): Promise<Folio | null> => {
  const row = await repo.tableBill(db, storeId, tableId);
  return row ? (await withParts(db, [row]))[0]! : null;
};

export const notFound = (id: string) => new AppError('folio_not_found', `folio ${id} is not a folio of this store`);

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
export const get = async (ctx: UserCtx, storeId: string): Promise<Folio[]> =>
  withParts(ctx.db, await repo.liveFolios(ctx.db, storeId));

/** `folio/refresh`: 304 while the caller's version is the current one; else the folio. */
export const refresh = async (ctx: UserCtx, input: Out<typeof ZFolioRefresh>): Promise<Folio | NotModified> => {
  const row = await requireFolio(ctx.db, input.storeId, input.id);
  if (row.version === input.version) return new NotModified();
  return (await withParts(ctx.db, [row]))[0]!;
};
