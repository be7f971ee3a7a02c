import { createHash, randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { storeTables, stores } from '../db/schema/index.ts';
import { openFolio } from '../areas/folios/folios.service.ts';
import { publishedMenu } from '../areas/menu/publish.service.ts';

/** The demo store whose guests order from the web menu, and the table the waiting order came from. */
const ORDER_STORE = 'Karaköy Meyhanesi';
const ORDER_TABLE = 'Teras 2';

/**
 * One guest order waiting for an answer at the demo store that takes orders, so the order service has something in
 * it on first start. Made as a guest's order is (priced from the published menu by the folios' own pricing); its
 * token is thrown away: no page follows it.
 */
export const seedDemoOrder = async (db: Db): Promise<void> => {
  const [found] = await db
    .select({ storeId: stores.id, tableId: storeTables.id })
    .from(stores)
    .innerJoin(storeTables, eq(storeTables.storeId, stores.id))
    .where(and(eq(stores.name, ORDER_STORE), eq(storeTables.tableName, ORDER_TABLE)));
  if (!found) return;
  const menu = await publishedMenu(db, found.storeId);
  if (!menu) return;
  const required = new Set([
    ...menu.productModifiers.filter((m) => m.minChoices > 0).flatMap((m) => m.productIds),
    ...menu.products
      .filter((p) => menu.productGroupModifiers.some((m) => m.minChoices > 0 && m.groupIds.includes(p.group)))
      .map((p) => p.id),
  ]);
  const products = menu.products.filter((p) => p.isShowInStore && !required.has(p.id)).slice(0, 2);
  if (!products.length) return;
  await db.transaction((tx) =>
    openFolio(
      tx,
      {
        storeId: found.storeId,
        tableId: found.tableId,
        serviceType: 'table',
        lines: products.map((p, i) => ({ productId: p.id, quantity: 2 - i, options: [], note: '' })),
        note: 'Acısız olsun lütfen',
        guestUserId: null,
        order: {
          tokenHash: createHash('sha256').update(randomBytes(32)).digest('hex'),
          acceptedWith: null,
        },
      },
      null,
    ),
  );
};
