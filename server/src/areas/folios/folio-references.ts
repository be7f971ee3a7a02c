import type { z } from 'zod';
import { newId } from '@sofra/contracts/core/ids';
import { MAX_FOLIO_LINES, type ZFolioLineIn } from '@sofra/contracts/folios/folios.schemas';
import type { StoreMenu } from '@sofra/contracts/menu/published.schemas';
import type { Db } from '../../db/client.ts';
import type { FolioOptionRow } from '../../db/schema/index.ts';
import { AppError, type FieldIssue } from '../../lib/app-error.ts';
import { items as definitionItems } from '../definitions/definitions.service.ts';
import { productPlaces } from '../menu/catalogue.service.ts';
import { publishedMenu } from '../menu/publish.service.ts';
import { activeTableOf } from '../tables/tables.service.ts';
import type { Actor, Draft } from './folio-writes.ts';
import type { LineRow, Tx } from './folios.repo.ts';
import { percentToBp } from './totals.ts';

/** What a folio names: its tables, the store's definitions, and its lines priced from the published menu. */

type Out<T extends z.ZodType> = z.output<T>;

const tableNotFound = (storeId: string, tableId: string) =>
  new AppError('table_not_found', `table ${tableId} is not an active table of store ${storeId}`, {}, [
    { path: 'tableId', code: 'table_not_found' },
  ]);

export const requireTable = async (tx: Tx, storeId: string, tableId: string) => {
  const table = await activeTableOf(tx, storeId, tableId);
  if (!table) throw tableNotFound(storeId, tableId);
  return table;
};

/** One of the store's active definitions of a kind by id, or definition_not_found naming `field`. */
export const requireDefinition = async <T extends { id: string; active: boolean }>(
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
export const resolveLines = async (
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
      guestOrderId: null,
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

export const addLines = (d: Draft, lines: LineRow[]) => {
  if (d.lines.length + lines.length > MAX_FOLIO_LINES)
    throw new AppError('conflict', `a folio holds at most ${MAX_FOLIO_LINES} lines`, {}, [
      { path: 'lines', code: 'too_big' },
    ]);
  for (const l of lines) {
    d.lines.push(l);
    d.inserted.add(l.id);
  }
};
