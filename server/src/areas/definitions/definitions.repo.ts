import { and, count, eq, inArray, isNull, ne, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Tx } from '../../db/client.ts';

export type { Tx };
import { departments, paymentTypes, posReasons, printers, taxRates } from '../../db/schema/index.ts';

/** The tables of the definitions, and the condition that picks one kind's rows out of a shared table. */
export type DefinitionTable =
  typeof taxRates | typeof departments | typeof printers | typeof posReasons | typeof paymentTypes;

export interface Scope {
  table: DefinitionTable;
  /** Rows of other kinds in the same table (the reasons) are left out. */
  where?: SQL;
}

type Columns = { id: PgColumn; storeId: PgColumn; name: PgColumn; deletedAt: PgColumn };
const cols = (scope: Scope) => scope.table as unknown as Columns & PgTable;

/** The live (not deleted) rows of a store, of one kind. */
const live = (scope: Scope, storeId: string, ...more: (SQL | undefined)[]) => {
  const t = cols(scope);
  return and(eq(t.storeId, storeId), isNull(t.deletedAt), scope.where, ...more);
};

export const list = async <R>(db: Tx, scope: Scope, storeId: string): Promise<R[]> =>
  (await db.select().from(cols(scope)).where(live(scope, storeId))) as R[];

export const byId = async <R>(db: Tx, scope: Scope, storeId: string, id: string): Promise<R | undefined> =>
  (
    (await db
      .select()
      .from(cols(scope))
      .where(live(scope, storeId, eq(cols(scope).id, id)))) as R[]
  )[0];

/** The ids among `ids` that are live rows of the store. */
export const liveIds = async (db: Tx, scope: Scope, storeId: string, ids: string[]): Promise<string[]> =>
  (
    await db
      .select({ id: cols(scope).id })
      .from(cols(scope))
      .where(live(scope, storeId, inArray(cols(scope).id, ids)))
  ).map((r) => r.id as string);

export const liveCount = async (db: Tx, scope: Scope, storeId: string): Promise<number> =>
  (await db.select({ n: count() }).from(cols(scope)).where(live(scope, storeId)))[0]?.n ?? 0;

/** Whether another live row of the kind has this name (letter case aside). */
export const nameTaken = async (db: Tx, scope: Scope, storeId: string, name: string, exceptId?: string) =>
  (
    await db
      .select({ id: cols(scope).id })
      .from(cols(scope))
      .where(
        live(
          scope,
          storeId,
          sql`lower(${cols(scope).name}) = lower(${name})`,
          exceptId ? ne(cols(scope).id, exceptId) : undefined,
        ),
      )
      .limit(1)
  ).length > 0;

export const insert = async <R>(db: Tx, scope: Scope, values: Record<string, unknown>): Promise<R> =>
  (
    (await db
      .insert(scope.table)
      .values(values as never)
      .returning()) as R[]
  )[0]!;

export const update = async <R>(db: Tx, scope: Scope, storeId: string, id: string, values: Record<string, unknown>) =>
  (
    (await db
      .update(scope.table)
      .set({ ...values, updateDate: new Date() } as never)
      .where(live(scope, storeId, eq(cols(scope).id, id)))
      .returning()) as R[]
  )[0];

/** Archives rows: they leave the lists, and whatever named them keeps doing so. */
export const archive = async (db: Tx, scope: Scope, storeId: string, ids: string[]): Promise<number> =>
  (
    await db
      .update(scope.table)
      .set({ deletedAt: new Date(), updateDate: new Date() } as never)
      .where(live(scope, storeId, inArray(cols(scope).id, ids)))
      .returning({ id: cols(scope).id })
  ).length;

// ---- what the rules of particular kinds ask

/** The live departments that use any of these tax rates, by name. */
export const departmentsUsing = async (db: Tx, storeId: string, taxRateIds: string[]): Promise<string[]> =>
  (
    await db
      .select({ name: departments.name })
      .from(departments)
      .where(
        and(
          eq(departments.storeId, storeId),
          isNull(departments.deletedAt),
          inArray(departments.taxRateId, taxRateIds),
        ),
      )
  ).map((r) => r.name);

export const departmentNoTaken = async (db: Tx, storeId: string, departmentNo: number, exceptId?: string) =>
  (
    await db
      .select({ id: departments.id })
      .from(departments)
      .where(
        and(
          eq(departments.storeId, storeId),
          isNull(departments.deletedAt),
          eq(departments.departmentNo, departmentNo),
          exceptId ? ne(departments.id, exceptId) : undefined,
        ),
      )
  ).length > 0;

/** Makes every other live rate of the store not the default. */
export const clearDefaultTaxRate = (db: Tx, storeId: string, exceptId?: string) =>
  db
    .update(taxRates)
    .set({ isDefault: false, updateDate: new Date() })
    .where(
      and(
        eq(taxRates.storeId, storeId),
        isNull(taxRates.deletedAt),
        eq(taxRates.isDefault, true),
        exceptId ? ne(taxRates.id, exceptId) : undefined,
      ),
    );

export const hasDefaultTaxRate = async (db: Tx, storeId: string): Promise<boolean> =>
  (
    await db
      .select({ id: taxRates.id })
      .from(taxRates)
      .where(and(eq(taxRates.storeId, storeId), isNull(taxRates.deletedAt), eq(taxRates.isDefault, true)))
  ).length > 0;

export const reasonsOf = (kind: 'discount' | 'gift' | 'delete'): Scope => ({
  table: posReasons,
  where: eq(posReasons.kind, kind),
});
export const scopes = {
  taxRates: { table: taxRates },
  departments: { table: departments },
  printers: { table: printers },
  discountReasons: reasonsOf('discount'),
  giftReasons: reasonsOf('gift'),
  deleteReasons: reasonsOf('delete'),
  paymentTypes: { table: paymentTypes },
} satisfies Record<string, Scope>;

export type TaxRateRow = typeof taxRates.$inferSelect;
export type DepartmentRow = typeof departments.$inferSelect;
export type PrinterRow = typeof printers.$inferSelect;
export type ReasonRow = typeof posReasons.$inferSelect;
export type PaymentTypeRow = typeof paymentTypes.$inferSelect;
