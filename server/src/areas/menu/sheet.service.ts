import type { TaxRate } from '@sofra/contracts/definitions/definitions.schemas';
import { addRow, addSheet, bookBytes, downloadHeaders, fileSlug, newBook, XLSX_TYPE } from '../../lib/spreadsheet.ts';
import { RawAnswer } from '../../lib/answers.ts';
import type { UserCtx } from '../../lib/call-context.ts';
import { items as definitionItems } from '../definitions/definitions.service.ts';
import * as repo from './catalogue.repo.ts';
import { priceCell } from './sheet.rows.ts';
import { GROUPS, nameIn, PRODUCTS, shapeOf } from './sheet.shape.ts';

/** The draft menu as a spreadsheet (docs/menu.md, Spreadsheet import and export): sheets Groups and Products. */

export const exportMenu = async (ctx: UserCtx, storeId: string): Promise<RawAnswer> => {
  const db = ctx.db;
  const shape = await shapeOf(db, storeId);
  const [groups, products, rates] = await Promise.all([
    repo.groups(db, storeId),
    repo.products(db, storeId),
    definitionItems(db, 'taxRates', storeId) as Promise<TaxRate[]>,
  ]);
  const rateOf = new Map(rates.map((r) => [r.id, r.rate]));
  const book = newBook();

  const groupSheet = addSheet(book, GROUPS, [
    { header: 'id', width: 36 },
    ...shape.languages.map((l) => ({ header: `name_${l}`, width: 30 })),
    { header: 'sequence', width: 10 },
    { header: 'active', width: 8 },
  ]);
  for (const g of groups)
    addRow(groupSheet, {
      id: g.id,
      ...Object.fromEntries(shape.languages.map((l) => [`name_${l}`, g.names[l] ?? ''])),
      sequence: g.sequence,
      active: g.active,
    });

  const productSheet = addSheet(book, PRODUCTS, [
    { header: 'id', width: 36 },
    { header: 'group', width: 24 },
    ...shape.languages.map((l) => ({ header: `name_${l}`, width: 30 })),
    ...shape.languages.map((l) => ({ header: `description_${l}`, width: 40 })),
    { header: 'price', width: 12, numFmt: '0.00' },
    { header: 'taxRate', width: 9 },
    { header: 'plu', width: 12, numFmt: '@' },
    { header: 'active', width: 8 },
    { header: 'isShowInStore', width: 14 },
    { header: 'allergens', width: 30 },
    { header: 'tags', width: 24 },
  ]);
  // Group by group, in the groups' order, then each group's own order.
  const groupName = new Map(groups.map((g) => [g.id, nameIn(g.names, shape.lang)]));
  const place = new Map(groups.map((g, i) => [g.id, i]));
  const ordered = [...products].sort(
    (a, b) => (place.get(a.groupId) ?? 0) - (place.get(b.groupId) ?? 0) || a.sequence - b.sequence,
  );
  for (const p of ordered)
    addRow(productSheet, {
      id: p.id,
      group: groupName.get(p.groupId) ?? '',
      ...Object.fromEntries(shape.languages.map((l) => [`name_${l}`, p.names[l] ?? ''])),
      ...Object.fromEntries(shape.languages.map((l) => [`description_${l}`, p.descriptions[l] ?? ''])),
      price: priceCell(p.price),
      taxRate: rateOf.get(p.taxRateId) ?? null,
      plu: p.plu,
      active: p.active,
      isShowInStore: p.isShowInStore,
      allergens: p.allergens.join(', '),
      tags: p.tags.join(', '),
    });

  const date = new Date().toISOString().slice(0, 10);
  return new RawAnswer(
    XLSX_TYPE,
    await bookBytes(book),
    downloadHeaders(`menu-${fileSlug(shape.name, storeId)}-${date}.xlsx`),
  );
};
