import type { z } from 'zod';
import type { Call } from '@sofra/contracts/core/call';
import { newId } from '@sofra/contracts/core/ids';
import { definitionKindCalls, type DefinitionKind } from '@sofra/contracts/definitions/definitions.calls';
import {
  MAX_DEFINITIONS,
  type DeleteReason,
  type Department,
  type DiscountReason,
  type GiftReason,
  type PaymentType,
  type Printer,
  type TaxRate,
  type ZDefinitionDelete,
} from '@sofra/contracts/definitions/definitions.schemas';
import { AppError } from '../../lib/app-error.ts';
import { isUniqueViolation } from '../../db/client.ts';
import { cachedAnswer, type Versioned } from '../../lib/answers.ts';
import type { Ctx } from '../../lib/call-context.ts';
import * as repo from './definitions.repo.ts';
import type {
  DepartmentRow,
  PaymentTypeRow,
  PrinterRow,
  ReasonRow,
  Scope,
  TaxRateRow,
  Tx,
} from './definitions.repo.ts';

/** What every row has. */
interface BaseRow {
  id: string;
  storeId: string;
  name: string;
  active: boolean;
  createDate: Date;
  updateDate: Date;
}
/** What every save has, after its contract. */
export interface BaseSave {
  storeId: string;
  id?: string;
  name: string;
  active: boolean;
}

/** The rules of one kind: how a row is answered and saved, how the list is ordered, and what a save or delete checks. */
interface Kind<Row extends BaseRow, Item extends { name: string }, Save extends BaseSave> {
  scope: Scope;
  toItem: (row: Row) => Item;
  /** The kind's own columns from a save (name and active are common). */
  columns: (input: Save) => Record<string, unknown>;
  order: (a: Item, b: Item) => number;
  /** Refuses a save that breaks the kind's rules; runs in the save's transaction, after the common checks. */
  checkSave?: (tx: Tx, input: Save, current: Row | undefined) => Promise<void>;
  /** Refuses a delete that would leave something pointing at nothing (in the delete's transaction). */
  checkDelete?: (tx: Tx, storeId: string, rows: Row[]) => Promise<void>;
}

const byName = new Intl.Collator('tr', { numeric: true, sensitivity: 'base' });
const nameOrder = (a: { name: string }, b: { name: string }) => byName.compare(a.name, b.name);

const base = (row: BaseRow) => ({
  id: row.id,
  storeId: row.storeId,
  name: row.name,
  active: row.active,
  createDate: row.createDate.toISOString(),
  updateDate: row.updateDate.toISOString(),
});

/** Percent with two decimals ↔ hundredths of a percent, as kept. */
const toBp = (percent: number) => Math.round(percent * 100);
const fromBp = (bp: number) => bp / 100;

type BaseItem = ReturnType<typeof base>;

const kind = <Row extends BaseRow, Item extends BaseItem, Save extends BaseSave>(k: Kind<Row, Item, Save>) => k;

type SaveOf<K extends DefinitionKind> = z.output<(typeof definitionKindCalls)[K]['save']['input']>;

const taxRates = kind<TaxRateRow, TaxRate, SaveOf<'taxRates'>>({
  scope: repo.scopes.taxRates,
  toItem: (row) => ({ ...base(row), rate: fromBp(row.rateBp), isDefault: row.isDefault }),
  columns: (input) => ({ rateBp: toBp(input.rate), isDefault: input.isDefault }),
  order: (a, b) => a.rate - b.rate || nameOrder(a, b),
  checkSave: async (tx, input, current) => {
    const { storeId } = input;
    if (current?.isDefault && !input.isDefault)
      throw new AppError(
        'default_tax_rate',
        'a store keeps one default tax rate: make another rate the default instead',
      );
    // The first rate of a store without a default becomes it.
    if (!input.isDefault && !current && !(await repo.hasDefaultTaxRate(tx, storeId))) input.isDefault = true;
    if (input.isDefault && !input.active)
      throw new AppError('default_tax_rate', 'the default tax rate stays active', {}, [
        { path: 'active', code: 'default_tax_rate' },
      ]);
    if (input.isDefault) await repo.clearDefaultTaxRate(tx, storeId, current?.id);
  },
  checkDelete: async (tx, storeId, rows) => {
    const fallback = rows.find((r) => r.isDefault);
    if (fallback) throw new AppError('default_tax_rate', `"${fallback.name}" is the default tax rate`);
    const users = await repo.departmentsUsing(
      tx,
      storeId,
      rows.map((r) => r.id),
    );
    if (users.length) throw new AppError('definition_in_use', `departments use it: ${users.join(', ')}`);
  },
});

const departments = kind<DepartmentRow, Department, SaveOf<'departments'>>({
  scope: repo.scopes.departments,
  toItem: (row) => ({ ...base(row), departmentNo: row.departmentNo, taxRateId: row.taxRateId }),
  columns: (input) => ({ departmentNo: input.departmentNo, taxRateId: input.taxRateId }),
  order: (a, b) => a.departmentNo - b.departmentNo,
  checkSave: async (tx, input, current) => {
    if (!(await repo.byId(tx, repo.scopes.taxRates, input.storeId, input.taxRateId)))
      throw new AppError('definition_not_found', `tax rate ${input.taxRateId} is not one of the store's`, {}, [
        { path: 'taxRateId', code: 'definition_not_found' },
      ]);
    if (await repo.departmentNoTaken(tx, input.storeId, input.departmentNo, current?.id))
      throw departmentNoTaken(input.departmentNo);
  },
});

const departmentNoTaken = (no: number) =>
  new AppError('department_no_taken', `another department has number ${no}`, {}, [
    { path: 'departmentNo', code: 'department_no_taken' },
  ]);

const printers = kind<PrinterRow, Printer, SaveOf<'printers'>>({
  scope: repo.scopes.printers,
  toItem: (row) => ({
    ...base(row),
    type: row.type as Printer['type'],
    connection: row.connection,
    paperWidth: row.paperWidth,
  }),
  columns: (input) => ({ type: input.type, connection: input.connection, paperWidth: input.paperWidth }),
  order: nameOrder,
});

const discountReasons = kind<ReasonRow, DiscountReason, SaveOf<'discountReasons'>>({
  scope: repo.scopes.discountReasons,
  toItem: (row) => {
    const percent = row.discountKind !== 'amount';
    return { ...base(row), kind: percent ? 'percent' : 'amount', value: percent ? fromBp(row.value) : row.value };
  },
  columns: (input) => ({
    kind: 'discount',
    discountKind: input.kind,
    value: input.kind === 'percent' ? toBp(input.value) : input.value,
  }),
  order: nameOrder,
});

const giftReasons = kind<ReasonRow, GiftReason, SaveOf<'giftReasons'>>({
  scope: repo.scopes.giftReasons,
  toItem: (row) => base(row),
  columns: () => ({ kind: 'gift' }),
  order: nameOrder,
});

const deleteReasons = kind<ReasonRow, DeleteReason, SaveOf<'deleteReasons'>>({
  scope: repo.scopes.deleteReasons,
  toItem: (row) => ({ ...base(row), wasted: row.wasted }),
  columns: (input) => ({ kind: 'delete', wasted: input.wasted }),
  order: nameOrder,
});

const paymentTypes = kind<PaymentTypeRow, PaymentType, SaveOf<'paymentTypes'>>({
  scope: repo.scopes.paymentTypes,
  toItem: (row) => ({
    ...base(row),
    collectionType: row.collectionType as PaymentType['collectionType'],
    countsAsRevenue: row.countsAsRevenue,
    sequence: row.sequence,
  }),
  columns: (input) => ({
    collectionType: input.collectionType,
    countsAsRevenue: input.countsAsRevenue,
    sequence: input.sequence,
  }),
  order: (a, b) => a.sequence - b.sequence || nameOrder(a, b),
});

const kinds = { taxRates, departments, printers, discountReasons, giftReasons, deleteReasons, paymentTypes };
type AnyKind = Kind<BaseRow, BaseItem, BaseSave>;
const rulesOf = (name: DefinitionKind) => kinds[name] as unknown as AnyKind;

/**
 * Other areas that point at definitions (the menu's products) say here what uses a set of records, so that a delete
 * is refused while a live record uses one (docs/definitions.md) — without this area reading theirs.
 */
type UsersOf = (tx: Tx, storeId: string, ids: string[]) => Promise<string[]>;
const users = new Map<DefinitionKind, UsersOf[]>();
export const registerDefinitionUsers = (kindName: DefinitionKind, usersOf: UsersOf) =>
  users.set(kindName, [...(users.get(kindName) ?? []), usersOf]);

/** Whether `id` is a live record of the store, of the kind. */
export const isLive = async (db: Tx, name: DefinitionKind, storeId: string, id: string): Promise<boolean> =>
  Boolean(await repo.byId(db, rulesOf(name).scope, storeId, id));

/** The store's default tax rate (every store has one; a store without would be a bug). */
export const defaultTaxRateId = async (db: Tx, storeId: string): Promise<string> => {
  const rates = await repo.list<TaxRateRow>(db, repo.scopes.taxRates, storeId);
  const found = rates.find((r) => r.isDefault) ?? rates[0];
  if (!found)
    throw new AppError('definition_not_found', 'the store has no tax rate', {}, [
      { path: 'taxRateId', code: 'definition_not_found' },
    ]);
  return found.id;
};

/** The live records of a kind, in the kind's order (as the list call answers them). */
export const items = async (db: Tx, name: DefinitionKind, storeId: string) => {
  const rules = rulesOf(name);
  return (await repo.list<BaseRow>(db, rules.scope, storeId)).map(rules.toItem).sort(rules.order);
};

/**
 * A kind's list, answered from memory with a content ETag until the database announces a change to the store's
 * definitions (docs/adr/0007). Open to a cash register by its POS key as well (the guard checked its store).
 */
export const list = (ctx: Ctx, name: DefinitionKind, storeId: string): Promise<Versioned> =>
  cachedAnswer(
    ctx.db,
    `definitions:${name}:${storeId}`,
    definitionKindCalls[name].list as Call,
    `def-${name}`,
    async () => ({
      value: await items(ctx.db, name, storeId),
      tags: [`definitions:${storeId}`],
    }),
  );

/** Creates (no id) or replaces a record; answers it. */
export const save = async (ctx: Ctx, name: DefinitionKind, input: BaseSave) => {
  const rules = rulesOf(name);
  const { storeId } = input;
  try {
    return await ctx.db.transaction(async (tx) => {
      const current = input.id ? await repo.byId<BaseRow>(tx, rules.scope, storeId, input.id) : undefined;
      if (input.id && !current) throw new AppError('definition_not_found', `${input.id} is not one of the store's`);
      if (!current && (await repo.liveCount(tx, rules.scope, storeId)) >= MAX_DEFINITIONS)
        throw new AppError('definition_limit', `a store has at most ${MAX_DEFINITIONS} of these`);
      if (await repo.nameTaken(tx, rules.scope, storeId, input.name, current?.id))
        throw new AppError('definition_name_taken', `"${input.name}" already exists`, {}, [
          { path: 'name', code: 'definition_name_taken' },
        ]);
      await rules.checkSave?.(tx, input, current);
      const values = { ...rules.columns(input), name: input.name, active: input.active };
      const row = current
        ? await repo.update<BaseRow>(tx, rules.scope, storeId, current.id, values)
        : await repo.insert<BaseRow>(tx, rules.scope, { ...values, id: newId(), storeId });
      return rules.toItem(row!);
    });
  } catch (error) {
    // Two saves at once that both passed the checks: the database's unique indexes decide.
    if (!isUniqueViolation(error)) throw error;
    if (name === 'departments') throw departmentNoTaken((input as SaveOf<'departments'>).departmentNo);
    throw new AppError('conflict', 'changed by another save at the same time; try again');
  }
};

/** Deletes (archives) one record or a selection, all or none. */
export type DeleteInput = z.output<typeof ZDefinitionDelete>;

export const remove = async (ctx: Ctx, name: DefinitionKind, input: DeleteInput) => {
  const rules = rulesOf(name);
  const { storeId } = input;
  const ids = [...new Set(input.ids ?? [input.id!])];
  const deleted = await ctx.db.transaction(async (tx) => {
    const found = await repo.liveIds(tx, rules.scope, storeId, ids);
    const missing = ids.filter((id) => !found.includes(id));
    if (missing.length) throw new AppError('definition_not_found', `not the store's: ${missing.join(', ')}`);
    if (rules.checkDelete) {
      // One after another: a transaction is one connection, which runs one query at a time.
      const rows: (BaseRow | undefined)[] = [];
      for (const id of ids) rows.push(await repo.byId<BaseRow>(tx, rules.scope, storeId, id));
      await rules.checkDelete(tx, storeId, rows as BaseRow[]);
    }
    for (const usersOf of users.get(name) ?? []) {
      const using = await usersOf(tx, storeId, ids);
      if (using.length) throw new AppError('definition_in_use', `in use by ${using.slice(0, 5).join(', ')}`);
    }
    return repo.archive(tx, rules.scope, storeId, ids);
  });
  return { message: deleted === 1 ? 'deleted' : `${deleted} deleted`, deleted };
};
