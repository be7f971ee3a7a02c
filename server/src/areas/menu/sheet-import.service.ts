import type { z } from 'zod';
import { newId } from '@sofra/contracts/core/ids';
import type { TaxRate } from '@sofra/contracts/definitions/definitions.schemas';
import { MAX_GROUPS, MAX_PRODUCTS, ZProductGroupSave, ZProductSave } from '@sofra/contracts/menu/catalogue.schemas';
import type { ZMenuImported } from '@sofra/contracts/menu/published.schemas';
import { AppError } from '../../lib/app-error.ts';
import type { UserCtx } from '../../lib/call-context.ts';
import { defaultTaxRateId, items as definitionItems } from '../definitions/definitions.service.ts';
import { requirePricesHold } from './extras.service.ts';
import * as repo from './catalogue.repo.ts';
import type { GroupRow, ProductRow, Tx } from './catalogue.repo.ts';
import { codesOf, flagOf, integerOf, nameKey, percentOf, priceOf, sameList, sameTexts, textOf } from './sheet.rows.ts';
import { contractIssues, Issues, readBook, readSheet, take, textsOf } from './sheet.read.ts';
import { GROUPS, nameIn, PRODUCTS, shapeOf } from './sheet.shape.ts';

/**
 * A spreadsheet import (docs/menu.md, Spreadsheet import and export): every row checked before anything is written,
 * and everything written in one transaction. An import never deletes: items the file leaves out stay as they are.
 */

/** The most wrong cells an answer names. */
const MAX_ISSUES = 100;

/** Tax rates compared in hundredths of a percent, as they are stored (two decimals). */
const rateKey = (rate: number) => Math.round(rate * 100);

interface GroupPlan {
  id: string;
  current?: GroupRow;
  names: Record<string, string>;
  sequence: number | null;
  active: boolean;
}
interface ProductPlan {
  id: string;
  current?: ProductRow;
  values: Pick<
    ProductRow,
    | 'groupId'
    | 'names'
    | 'descriptions'
    | 'price'
    | 'active'
    | 'isShowInStore'
    | 'taxRateId'
    | 'plu'
    | 'tags'
    | 'allergens'
  >;
}

type Imported = z.input<typeof ZMenuImported>;

export const importMenu = async (ctx: UserCtx, storeId: string, file: Buffer): Promise<Imported> => {
  const book = await readBook(file);
  return ctx.db.transaction(async (tx) => {
    const issues = new Issues();
    const shape = await shapeOf(tx, storeId);
    const groupSheet = readSheet(book, GROUPS, issues);
    const productSheet = readSheet(book, PRODUCTS, issues);
    const nameColumn = `name_${shape.lang}`;
    for (const [sheet, need] of [
      [groupSheet, [nameColumn]],
      [productSheet, [nameColumn, 'group', 'price']],
    ] as const)
      for (const column of need)
        if (sheet && !sheet.columns.has(column))
          issues.add(sheet === groupSheet ? GROUPS : PRODUCTS, 1, column, 'required');
    if (!groupSheet || !productSheet || issues.list.length) throw refused(issues);
    if (groupSheet.rows.length > MAX_GROUPS) issues.add(GROUPS, 0, '', 'too_big');
    if (productSheet.rows.length > MAX_PRODUCTS) issues.add(PRODUCTS, 0, '', 'too_big');
    if (issues.list.length) throw refused(issues);

    // One after another: a transaction is one connection, which runs one query at a time.
    const liveGroups = await repo.groups(tx, storeId);
    const liveProducts = await repo.products(tx, storeId);
    const rates = (await definitionItems(tx, 'taxRates', storeId)) as TaxRate[];
    const groupById = new Map(liveGroups.map((g) => [g.id, g]));
    const productById = new Map(liveProducts.map((p) => [p.id, p]));

    // Groups: every row checked by the contract of menu/saveGroup, the default language's name required.
    const groupPlans: GroupPlan[] = [];
    const groupIdsSeen = new Set<string>();
    for (const row of groupSheet.rows) {
      const at = (column: string, code: string) => issues.add(GROUPS, row.number, column, code);
      const givenId = take(textOf(row.cells.get('id') ?? null), issues, GROUPS, row.number, 'id', '');
      if (givenId && groupIdsSeen.has(givenId)) at('id', 'duplicate');
      groupIdsSeen.add(givenId);
      const current = givenId ? groupById.get(givenId) : undefined;
      const names = textsOf(row, groupSheet.columns, 'name', shape, current?.names ?? {}, issues, GROUPS);
      const sequence = take(integerOf(row.cells.get('sequence') ?? null), issues, GROUPS, row.number, 'sequence', null);
      const active = take(flagOf(row.cells.get('active') ?? null), issues, GROUPS, row.number, 'active', null);
      const parsed = ZProductGroupSave.safeParse({
        storeId,
        names,
        sequence: sequence ?? undefined,
        active: active ?? current?.active ?? true,
      });
      if (!parsed.success)
        contractIssues(parsed.error, issues, GROUPS, row.number, (path) =>
          path[0] === 'names' ? `name_${String(path[1])}` : String(path[0]),
        );
      else if (!(parsed.data.names as Record<string, string>)[shape.lang]) at(nameColumn, 'too_small');
      groupPlans.push({
        id: current?.id ?? newId(),
        current,
        names: parsed.success ? (parsed.data.names as Record<string, string>) : names,
        sequence: parsed.success ? (parsed.data.sequence ?? null) : null,
        active: parsed.success ? parsed.data.active : true,
      });
    }
    const groupsCreated = groupPlans.filter((g) => !g.current).length;
    if (liveGroups.length + groupsCreated > MAX_GROUPS) issues.add(GROUPS, 0, '', 'too_big');

    // A product names its group by the group's default-language name (as the file has it), or by its id.
    const groupsByName = new Map<string, string[]>();
    const addName = (name: string, id: string) =>
      groupsByName.set(nameKey(name), [...(groupsByName.get(nameKey(name)) ?? []), id]);
    for (const g of groupPlans) addName(nameIn(g.names, shape.lang), g.id);
    const planned = new Set(groupPlans.map((g) => g.id));
    for (const g of liveGroups) if (!planned.has(g.id)) addName(nameIn(g.names, shape.lang), g.id);
    // A group the file renames is still found by the name it has in the store, so its products need not follow.
    const formerNames = new Map<string, string[]>();
    for (const g of groupPlans)
      if (g.current) {
        const key = nameKey(nameIn(g.current.names, shape.lang));
        formerNames.set(key, [...(formerNames.get(key) ?? []), g.id]);
      }
    const allGroupIds = new Set([...planned, ...groupById.keys()]);

    const rateByKey = new Map<number, TaxRate[]>();
    for (const r of rates) rateByKey.set(rateKey(r.rate), [...(rateByKey.get(rateKey(r.rate)) ?? []), r]);
    const fallbackRate = await defaultTaxRateId(tx, storeId);

    const productPlans: ProductPlan[] = [];
    const productIdsSeen = new Set<string>();
    const inFile = new Set<string>();
    const plus = new Map<string, number>();
    const has = (column: string) => productSheet.columns.has(column);
    for (const row of productSheet.rows) {
      const at = (column: string, code: string) => issues.add(PRODUCTS, row.number, column, code);
      const cell = (column: string) => row.cells.get(column) ?? null;
      const givenId = take(textOf(cell('id')), issues, PRODUCTS, row.number, 'id', '');
      if (givenId && productIdsSeen.has(givenId)) at('id', 'duplicate');
      productIdsSeen.add(givenId);
      const current = givenId ? productById.get(givenId) : undefined;
      if (current) inFile.add(current.id);

      const groupText = take(textOf(cell('group')), issues, PRODUCTS, row.number, 'group', '');
      let groupId: string | undefined;
      if (!groupText) at('group', 'too_small');
      else {
        const named = groupsByName.get(nameKey(groupText)) ?? formerNames.get(nameKey(groupText)) ?? [];
        if (named.length === 1) groupId = named[0];
        else if (named.length > 1) {
          // Two groups of one name: the product stays in its own if that is one of them.
          if (current && named.includes(current.groupId)) groupId = current.groupId;
          else at('group', 'ambiguous');
        } else if (allGroupIds.has(groupText)) groupId = groupText;
        else at('group', 'menu_group_not_found');
      }

      const names = textsOf(row, productSheet.columns, 'name', shape, current?.names ?? {}, issues, PRODUCTS);
      const descriptions = textsOf(
        row,
        productSheet.columns,
        'description',
        shape,
        current?.descriptions ?? {},
        issues,
        PRODUCTS,
      );
      const price = take(priceOf(cell('price')), issues, PRODUCTS, row.number, 'price', 0);

      let taxRateId = current?.taxRateId ?? fallbackRate;
      const rate = has('taxrate')
        ? take(percentOf(cell('taxrate')), issues, PRODUCTS, row.number, 'taxRate', null)
        : null;
      if (rate !== null) {
        const matching = rateByKey.get(rateKey(rate)) ?? [];
        const chosen =
          matching.find((r) => r.id === current?.taxRateId) ??
          matching.find((r) => r.id === fallbackRate) ??
          matching.find((r) => r.active) ??
          matching[0];
        if (chosen) taxRateId = chosen.id;
        else at('taxRate', 'definition_not_found');
      }
      const plu = has('plu')
        ? take(textOf(cell('plu')), issues, PRODUCTS, row.number, 'plu', '')
        : (current?.plu ?? '');
      const flag = (column: string, header: string, fallback: boolean) =>
        take(flagOf(cell(column)), issues, PRODUCTS, row.number, header, null) ?? fallback;
      const codes = (column: string, fallback: string[]) =>
        has(column) ? take(codesOf(cell(column)), issues, PRODUCTS, row.number, column, []) : fallback;

      const parsed = ZProductSave.safeParse({
        storeId,
        groupId: groupId ?? current?.groupId ?? storeId,
        names,
        descriptions,
        price,
        active: flag('active', 'active', current?.active ?? true),
        isShowInStore: flag('isshowinstore', 'isShowInStore', current?.isShowInStore ?? true),
        taxRateId,
        plu,
        tags: codes('tags', current?.tags ?? []),
        allergens: codes('allergens', current?.allergens ?? []),
      });
      if (!parsed.success) {
        contractIssues(parsed.error, issues, PRODUCTS, row.number, (path) => {
          const [field, sub] = path.map(String);
          if (field === 'names') return `name_${sub}`;
          if (field === 'descriptions') return `description_${sub}`;
          if (field === 'taxRateId') return 'taxRate';
          return field ?? '';
        });
        continue;
      }
      const input = parsed.data;
      if (!(input.names as Record<string, string>)[shape.lang]) at(nameColumn, 'too_small');
      if (input.plu) {
        if (plus.has(input.plu)) at('plu', 'plu_taken');
        plus.set(input.plu, row.number);
      }
      productPlans.push({
        id: current?.id ?? newId(),
        current,
        values: {
          groupId: groupId ?? '',
          names: input.names as Record<string, string>,
          descriptions: input.descriptions as Record<string, string>,
          price: input.price,
          active: input.active,
          isShowInStore: input.isShowInStore,
          taxRateId,
          plu: input.plu,
          tags: input.tags,
          allergens: input.allergens,
        },
      });
    }
    // A PLU is also taken by the store's live products the file leaves out.
    for (const p of liveProducts) {
      const row = plus.get(p.plu);
      if (p.plu && !inFile.has(p.id) && row !== undefined) issues.add(PRODUCTS, row, 'plu', 'plu_taken');
    }
    const productsCreated = productPlans.filter((p) => !p.current).length;
    if (liveProducts.length + productsCreated > MAX_PRODUCTS) issues.add(PRODUCTS, 0, '', 'too_big');
    if (issues.list.length) throw refused(issues);

    return apply(tx, storeId, groupPlans, productPlans);
  });
};

const refused = (issues: Issues) => {
  const list = issues.list.slice(0, MAX_ISSUES);
  const more = issues.list.length > MAX_ISSUES ? ` (and ${issues.list.length - MAX_ISSUES} more)` : '';
  return new AppError(
    'menu_import_invalid',
    `${list
      .slice(0, 5)
      .map((i) => `${i.path}: ${i.code}`)
      .join('; ')}${more}`,
    {},
    list,
  );
};

/** Writes the plans: only rows that differ from the store's menu are written, so an unchanged file writes nothing. */
const apply = async (
  tx: Tx,
  storeId: string,
  groupPlans: GroupPlan[],
  productPlans: ProductPlan[],
): Promise<Imported> => {
  const counts = { groups: { created: 0, updated: 0 }, products: { created: 0, updated: 0 } };
  let nextGroup = await repo.nextGroupSequence(tx, storeId);
  for (const g of groupPlans) {
    if (!g.current) {
      const sequence = g.sequence ?? nextGroup;
      nextGroup = Math.max(nextGroup, sequence) + 1;
      await repo.insertGroup(tx, { id: g.id, storeId, names: g.names, sequence, active: g.active });
      counts.groups.created++;
      continue;
    }
    const c = g.current;
    const sequence = g.sequence ?? c.sequence;
    if (sameTexts(g.names, c.names) && sequence === c.sequence && g.active === c.active) continue;
    await repo.updateGroup(tx, storeId, g.id, { names: g.names, sequence, active: g.active });
    counts.groups.updated++;
  }

  const changed = productPlans.filter((p) => p.current && !sameProduct(p.values, p.current));
  // PLUs may trade places within the file: free the changed ones first, so the unique index never sees two at once.
  for (const p of changed)
    if (p.current!.plu && p.current!.plu !== p.values.plu) await repo.updateProduct(tx, storeId, p.id, { plu: '' });
  const nextSequence = new Map<string, number>();
  const sequenceIn = async (groupId: string) => {
    const next = nextSequence.get(groupId) ?? (await repo.nextProductSequence(tx, storeId, groupId));
    nextSequence.set(groupId, next + 1);
    return next;
  };
  for (const p of changed) {
    // A product that changes group goes last in the new one, as menu/saveProduct does.
    const moved = p.current!.groupId !== p.values.groupId;
    const sequence = moved ? { sequence: await sequenceIn(p.values.groupId) } : {};
    await repo.updateProduct(tx, storeId, p.id, { ...p.values, ...sequence });
    counts.products.updated++;
  }
  for (const p of productPlans) {
    if (p.current) continue;
    await repo.insertProduct(tx, { id: p.id, storeId, sequence: await sequenceIn(p.values.groupId), ...p.values });
    counts.products.created++;
  }
  // A lower price (or a product moved to a group with variations) must still hold the price rule; a refusal here
  // rolls the whole import back.
  if (changed.length) await requirePricesHold(tx, storeId, 'file');
  return counts;
};

const sameProduct = (v: ProductPlan['values'], c: ProductRow) =>
  v.groupId === c.groupId &&
  sameTexts(v.names, c.names) &&
  sameTexts(v.descriptions, c.descriptions) &&
  v.price === c.price &&
  v.active === c.active &&
  v.isShowInStore === c.isShowInStore &&
  v.taxRateId === c.taxRateId &&
  v.plu === c.plu &&
  sameList(v.tags, c.tags) &&
  sameList(v.allergens, c.allergens);
