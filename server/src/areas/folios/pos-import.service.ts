import type { z } from 'zod';
import { newId } from '@sofra/contracts/core/ids';
import type { PaymentType, TaxRate } from '@sofra/contracts/definitions/definitions.schemas';
import {
  MAX_AMOUNT,
  MAX_IMPORT_BATCH,
  type Folio,
  type ZPosFolioControl,
  type ZPosFolioImport,
  type ZPosFolioImported,
  type ZPosFolioIn,
} from '@sofra/contracts/folios/folios.schemas';
import type { Db } from '../../db/client.ts';
import type { FolioDiscountRow } from '../../db/schema/index.ts';
import { AppError, type FieldIssue } from '../../lib/app-error.ts';
import type { Ctx } from '../../lib/call-context.ts';
import { items as definitionItems } from '../definitions/definitions.service.ts';
import { storeRowById } from '../stores/stores.service.ts';
import { businessDayOf } from './business-day.ts';
import { productPlaces, productsByPlu } from '../menu/catalogue.service.ts';
import * as folioRepo from './folios.repo.ts';
import type { Tx } from './folios.repo.ts';
import { withParts } from './folio-reads.service.ts';
import { folioHooks } from './folio-hooks.ts';
import { requireDayOpen } from './folio-writes.ts';
import * as repo from './pos-import.repo.ts';
import { bpToPercent, computeTotals, percentToBp, type Totals } from './totals.ts';

/**
 * The point-of-sale program's side of folios (docs/pos-import.md): its closed folios imported in batches, all or
 * nothing and once each; the guest app's open folios it takes over.
 */

type Out<T extends z.ZodType> = z.output<T>;
type PosFolio = Out<typeof ZPosFolioIn>;

/** The most wrong fields an answer names. */
const MAX_ISSUES = 100;
/** The earliest time an imported folio may have; the latest is a day from now (a till's clock may run ahead). */
const EARLIEST = Date.parse('2000-01-01T00:00:00Z');
const DAY_MS = 86_400_000;
/** What the POS sends carries no reason: the discount, gift or void is named after it. */
const POS_REASON = { reasonId: '', reasonName: 'POS' };

/** The store's service fee and the rate it is taxed at (its default tax rate), as a folio opened now would take. */
const termsOf = async (tx: Tx, storeId: string) => {
  const store = await storeRowById(tx as Db, storeId);
  if (!store) throw new AppError('not_found', `store ${storeId} does not exist`);
  const rates = (await definitionItems(tx, 'taxRates', storeId)) as TaxRate[];
  const feeRate = rates.find((r) => r.isDefault) ?? rates[0];
  return {
    serviceFeeBp: percentToBp(store.serviceFee),
    serviceFeeTaxBp: feeRate ? percentToBp(feeRate.rate) : 0,
    timeZone: store.timeZone,
    dayStartHour: store.dayStartHour,
  };
};

/** Our totals of a POS folio: its lines as it sold them, its per-line discount as an amount, the store's fee. */
const totalsOf = (f: PosFolio, terms: { serviceFeeBp: number; serviceFeeTaxBp: number }): Totals =>
  computeTotals({
    lines: f.lines.map((l) => ({
      unitPrice: l.unitPrice,
      quantity: l.quantity,
      taxRateBp: percentToBp(l.taxRate),
      state: l.state,
      discount: l.state === 'active' && l.discount > 0 ? { kind: 'amount', value: l.discount } : null,
    })),
    discount: null,
    ...terms,
    payments: f.payments,
  });

/** Every wrong field of the batch, `folios.{i}.{field}` and why (codes of the closed list or zod's). */
const issuesOf = (
  batch: PosFolio[],
  totals: Totals[],
  paymentTypes: Map<string, PaymentType>,
): { issues: FieldIssue[]; why: string[] } => {
  const issues: FieldIssue[] = [];
  const why: string[] = [];
  const add = (path: string, code: string, reason: string) => {
    issues.push({ path, code });
    why.push(`${path}: ${reason}`);
  };
  const seen = new Set<string>();
  const latest = Date.now() + DAY_MS;
  batch.forEach((f, i) => {
    const at = `folios.${i}`;
    if (seen.has(f.posFolioId)) add(`${at}.posFolioId`, 'invalid_value', 'sent twice in this batch');
    seen.add(f.posFolioId);
    const [opened, closed] = [Date.parse(f.openedAt), Date.parse(f.closedAt)];
    // A sale of this century and not of tomorrow: other years make no business day (and PostgreSQL has no year 0).
    if (opened < EARLIEST || opened > latest) add(`${at}.openedAt`, 'invalid_value', 'not a time a sale was made');
    if (closed < EARLIEST || closed > latest) add(`${at}.closedAt`, 'invalid_value', 'not a time a sale was made');
    else if (closed < opened) add(`${at}.closedAt`, 'invalid_value', 'before openedAt');
    f.lines.forEach((l, j) => {
      if (l.discount === 0) return;
      if (l.state !== 'active')
        add(`${at}.lines.${j}.discount`, 'invalid_value', `a ${l.state} line takes no discount`);
      else if (l.discount > l.unitPrice * l.quantity)
        add(`${at}.lines.${j}.discount`, 'too_big', `more than the line's ${l.unitPrice * l.quantity}`);
    });
    if (f.lines.reduce((a, l) => a + l.unitPrice * l.quantity, 0) > MAX_AMOUNT)
      add(`${at}.lines`, 'too_big', `the lines come to more than ${MAX_AMOUNT}`);
    f.payments.forEach((p, k) => {
      if (!paymentTypes.has(p.paymentTypeId))
        add(`${at}.payments.${k}.paymentTypeId`, 'definition_not_found', "not one of the store's payment types");
    });
    const t = totals[i]!;
    if (t.tip > MAX_AMOUNT) add(`${at}.payments`, 'too_big', `the tips come to more than ${MAX_AMOUNT}`);
    if (f.status === 'cancelled') {
      if (f.payments.length)
        add(`${at}.payments`, 'payment_exceeds_balance', 'a cancelled folio owes nothing, so it has no payments');
    } else if (t.paid < t.total) {
      add(`${at}.payments`, 'folio_balance_due', `paid ${t.paid}, our total is ${t.total}`);
    } else if (t.paid > t.total) {
      add(`${at}.payments`, 'payment_exceeds_balance', `paid ${t.paid}, our total is ${t.total}`);
    }
  });
  return { issues, why };
};

/**
 * `pos/folioImport`: every folio of the batch is checked first and any fault refuses the whole batch
 * (`pos_import_invalid` naming each field); then the folios not imported before (by the store's POS id) are written,
 * in one transaction, and those imported before are skipped.
 */
export const folioImport = async (
  ctx: Ctx,
  { storeId, folios: batch }: Out<typeof ZPosFolioImport>,
): Promise<Out<typeof ZPosFolioImported>> =>
  ctx.db.transaction(async (tx) => {
    await repo.lockImports(tx, storeId);
    const terms = await termsOf(tx, storeId);
    // Payment types the store has (archived ones are not): an active one may have been switched off since the sale.
    const paymentTypes = new Map(
      ((await definitionItems(tx, 'paymentTypes', storeId)) as PaymentType[]).map((p) => [p.id, p]),
    );
    const totals = batch.map((f) => totalsOf(f, terms));
    const { issues, why } = issuesOf(batch, totals, paymentTypes);
    if (issues.length)
      throw new AppError(
        'pos_import_invalid',
        `nothing was imported: ${why.slice(0, MAX_ISSUES).join('; ')}`,
        {},
        issues.slice(0, MAX_ISSUES),
      );

    const before = new Set(
      (
        await repo.byPosIds(
          tx,
          storeId,
          batch.map((f) => f.posFolioId),
        )
      ).map((r) => r.posFolioId),
    );
    const fresh = batch.flatMap((f, i) => (before.has(f.posFolioId) ? [] : [{ f, t: totals[i]! }]));
    const plus = [...new Set(fresh.flatMap(({ f }) => f.lines.flatMap((l) => (l.plu ? [l.plu] : []))))];
    const productOf = new Map((await productsByPlu(tx, storeId, plus)).map((p) => [p.plu, p.id]));
    const places = new Map((await productPlaces(tx, storeId, [...new Set(productOf.values())])).map((p) => [p.id, p]));

    const now = new Date();
    const rows: Parameters<typeof repo.insertImported>[1] = { folios: [], lines: [], payments: [], events: [] };
    for (const { f, t } of fresh) {
      const id = newId();
      const openedAt = new Date(f.openedAt);
      const closedAt = new Date(f.closedAt);
      const businessDay = businessDayOf(openedAt, terms.timeZone, terms.dayStartHour);
      const number = await folioRepo.nextNumber(tx, storeId, businessDay);
      // A closed day takes no bill, imported ones neither (docs/end-of-day.md): the batch is refused, nothing kept.
      await requireDayOpen(tx, storeId, businessDay);
      const payments = f.payments.map((p) => ({ ...p, type: paymentTypes.get(p.paymentTypeId)! }));
      rows.folios.push({
        id,
        storeId,
        number,
        businessDay,
        tableName: f.tableName ?? null,
        covers: f.covers ?? null,
        serviceType: f.serviceType,
        source: 'pos',
        status: f.status,
        cancelReason: f.status === 'cancelled' ? (f.cancelReason ?? null) : null,
        openedAt,
        closedAt,
        version: 1,
        posFolioId: f.posFolioId,
        ...terms,
        gross: t.gross,
        discounts: t.discounts,
        gifts: t.gifts,
        voids: t.voids,
        serviceFee: t.serviceFee,
        taxes: t.taxes.map((x) => ({ rate: bpToPercent(x.rateBp), base: x.base, tax: x.tax })),
        total: t.total,
        paid: t.paid,
        tip: t.tip,
        lineCount: f.lines.length,
        paymentNames: [...new Set(payments.map((p) => p.type.name))],
      });
      f.lines.forEach((l, j) => {
        const productId = (l.plu && productOf.get(l.plu)) || null;
        const place = productId ? places.get(productId) : undefined;
        const amounts = t.lines[j]!;
        const discount: FolioDiscountRow | null =
          l.state === 'active' && l.discount > 0 ? { ...POS_REASON, kind: 'amount', value: l.discount } : null;
        rows.lines.push({
          id: newId(),
          folioId: id,
          storeId,
          position: j,
          productId,
          name: l.name,
          plu: l.plu ?? '',
          basePrice: l.unitPrice,
          unitPrice: l.unitPrice,
          quantity: l.quantity,
          taxRate: percentToBp(l.taxRate),
          departmentId: place?.departmentId ?? null,
          departmentName: place?.departmentName ?? null,
          printerId: place?.printerId ?? null,
          printerName: place?.printerName ?? null,
          state: l.state,
          discount,
          gift: l.state === 'gift' ? POS_REASON : null,
          void: l.state === 'void' ? { ...POS_REASON, wasted: false } : null,
          gross: amounts.gross,
          discountAmount: amounts.discount,
          folioDiscountShare: amounts.folioShare,
          net: amounts.net,
          tax: amounts.tax,
          staff: null,
          createdAt: openedAt,
        });
      });
      // All taken at the close: ids a millisecond apart keep them in the order sent (payments read by time, then id).
      payments.forEach((p, k) =>
        rows.payments.push({
          id: newId(now.getTime() + k),
          folioId: id,
          storeId,
          paymentTypeId: p.paymentTypeId,
          name: p.type.name,
          collectionType: p.type.collectionType,
          amount: p.amount,
          tip: p.tip,
          staff: null,
          createdAt: closedAt,
        }),
      );
      rows.events.push({
        id: newId(),
        folioId: id,
        at: now,
        staff: null,
        action: 'imported',
        detail: {
          posFolioId: f.posFolioId,
          cashRegisterId: ctx.pos?.registerId ?? null,
          status: f.status,
          lines: f.lines.length,
          ...(f.covers ? { covers: f.covers } : {}),
          total: t.total,
          paid: t.paid,
          tip: t.tip,
        },
        version: 1,
      });
    }
    await repo.insertImported(tx, rows);
    await folioHooks().recordSettled(
      tx,
      rows.folios.map((r) => r.id),
    );
    return { imported: fresh.length, skipped: batch.length - fresh.length };
  });

/** `folio/receiveFromPos`: the guest app's open folios the POS has not taken over, oldest first (500 at most). */
export const receive = async (ctx: Ctx, storeId: string): Promise<Folio[]> =>
  withParts(ctx.db, await repo.untakenGuestFolios(ctx.db, storeId, MAX_IMPORT_BATCH));

/**
 * `folio/controlFromPos`: the POS took these folios over and names its own id for each. All or nothing: a folio not
 * the store's is folio_not_found; one the POS already gave another id, or an id another folio of the store has, is a
 * conflict. Naming the same id again changes nothing. Answers the folios as they are now.
 */
export const control = async (ctx: Ctx, { storeId, folios: batch }: Out<typeof ZPosFolioControl>): Promise<Folio[]> =>
  ctx.db.transaction(async (tx) => {
    const ids = batch.map((f) => f.id);
    const posIds = batch.map((f) => f.posFolioId);
    const issues: FieldIssue[] = [];
    batch.forEach((f, i) => {
      if (ids.indexOf(f.id) !== i) issues.push({ path: `folios.${i}.id`, code: 'invalid_value' });
      if (posIds.indexOf(f.posFolioId) !== i) issues.push({ path: `folios.${i}.posFolioId`, code: 'invalid_value' });
    });
    if (issues.length) throw AppError.invalid(issues, 'a folio or a POS id named twice');
    // Imports take the same turn: an id the POS names here is not imported meanwhile.
    await repo.lockImports(tx, storeId);
    const rows = new Map((await repo.foliosForUpdate(tx, storeId, ids)).map((r) => [r.id, r]));
    const missing = batch.flatMap((f, i) =>
      rows.has(f.id) ? [] : [{ path: `folios.${i}.id`, code: 'folio_not_found' }],
    );
    if (missing.length)
      throw new AppError(
        'folio_not_found',
        `not folios of this store: ${missing.map((m) => m.path).join(', ')}`,
        {},
        missing,
      );
    const holders = new Map((await repo.byPosIds(tx, storeId, posIds)).map((r) => [r.posFolioId, r.id]));
    const taken = batch.flatMap((f, i) => {
      const row = rows.get(f.id)!;
      if (row.posFolioId !== null && row.posFolioId !== f.posFolioId)
        return [{ path: `folios.${i}.id`, code: 'conflict', why: `already taken over as ${row.posFolioId}` }];
      const holder = holders.get(f.posFolioId);
      if (holder !== undefined && holder !== f.id)
        return [{ path: `folios.${i}.posFolioId`, code: 'conflict', why: 'another folio of the store has it' }];
      return [];
    });
    if (taken.length)
      throw new AppError(
        'conflict',
        taken.map((x) => `${x.path}: ${x.why}`).join('; '),
        {},
        taken.map(({ path, code }) => ({ path, code })),
      );
    const now = new Date();
    const answered = [];
    for (const f of batch) {
      const row = rows.get(f.id)!;
      if (row.posFolioId === f.posFolioId) {
        answered.push(row);
        continue;
      }
      const updated = await repo.setPosId(tx, storeId, f.id, f.posFolioId);
      await folioRepo.insertEvent(tx, {
        id: newId(),
        folioId: f.id,
        at: now,
        staff: null,
        action: 'taken-by-pos',
        detail: { posFolioId: f.posFolioId, cashRegisterId: ctx.pos?.registerId ?? null },
        version: updated.version,
      });
      answered.push(updated);
    }
    return withParts(tx, answered);
  });
