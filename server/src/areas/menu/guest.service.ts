import { guestMenuCalls } from '@sofra/contracts/menu/menu.calls';
import type { GuestMenu, StoreMenu } from '@sofra/contracts/menu/published.schemas';
import { AppError } from '../../lib/app-error.ts';
import type { Db } from '../../db/client.ts';
import { cachedAnswer, type Versioned } from '../../lib/answers.ts';
import type { Ctx } from '../../lib/call-context.ts';
import { guestServiceOf, storeRowById, toStore } from '../stores/stores.service.ts';
import { logoUrlOf } from '../media/media.service.ts';
import { tableOfGuestCode } from '../tables/table-qrs.service.ts';
import { publishedMenu, type Language } from './publish.service.ts';

/**
 * The guest web menu's reads (docs/menu.md, Guest web menu): public, the published snapshot only, and only while the
 * store's web menu is on. Kept in memory with a content ETag until the store, its published menu or logo, or (by QR
 * code) its tables change.
 */

/**
 * One answer, word for word, whether the store does not exist, its web menu is off or nothing was published: a
 * public call must not tell which ids are stores, nor which stores keep their menu to themselves (docs/security.md).
 */
const noMenu = () => new AppError('not_found', 'there is no web menu to show here');

/** What guests see of a published menu: products sold at the till only are left out, and every mention of them. */
export const forGuests = (menu: StoreMenu): StoreMenu => {
  const products = menu.products.filter((p) => p.isShowInStore);
  const shown = new Set(products.map((p) => p.id));
  const only = (ids: string[]) => ids.filter((id) => shown.has(id));
  return {
    ...menu,
    products,
    productModifiers: menu.productModifiers
      .map((m) => ({ ...m, productIds: only(m.productIds) }))
      .filter((m) => m.productIds.length > 0),
    advices: menu.advices
      .map((a) => ({ ...a, productIds: only(a.productIds), forProductIds: only(a.forProductIds) }))
      .filter((a) => a.productIds.length > 0 && (a.forProductIds.length > 0 || a.forGroupIds.length > 0)),
  };
};

const load = async (db: Db, storeId: string, language: Language | undefined, table: GuestMenu['table']) => {
  const row = await storeRowById(db, storeId);
  if (!row) throw noMenu();
  const store = toStore(row);
  if (!store.properties.webMenuActive) throw noMenu();
  const menu = await publishedMenu(db, storeId, language);
  if (!menu) throw noMenu();
  return { menu: forGuests(menu), table, logo: await logoUrlOf(db, storeId), service: guestServiceOf(store) };
};

/** `guest/menu`: the store's published menu for guests (`/menu/{storeId}`). */
export const menu = (ctx: Pick<Ctx, 'db'>, storeId: string, language?: Language): Promise<Versioned> =>
  cachedAnswer(ctx.db, `guestMenu:${storeId}:${language ?? ''}`, guestMenuCalls.menu, 'guest', async () => ({
    value: await load(ctx.db, storeId, language, null),
    tags: [`store:${storeId}`, `menu:${storeId}`],
  }));

/**
 * `guest/qr`: the published menu of the store a table QR code belongs to, with its table (`/qr/{code}`). A code that
 * is unknown, only a short code, not linked to a table, or linked to a table that is gone is `qr_code_not_found`,
 * one answer for all, as the tables area answers codes (docs/security.md).
 */
export const qr = (ctx: Pick<Ctx, 'db'>, code: string, language?: Language): Promise<Versioned> =>
  cachedAnswer(ctx.db, `guestQr:${code}:${language ?? ''}`, guestMenuCalls.qr, 'guest', async () => {
    const table = await tableOfGuestCode(ctx.db, code);
    if (!table) throw new AppError('qr_code_not_found', 'no such QR code here');
    const { storeId, ...named } = table;
    return {
      value: await load(ctx.db, storeId, language, named),
      tags: [`store:${storeId}`, `menu:${storeId}`, `tables:${storeId}`],
    };
  });
