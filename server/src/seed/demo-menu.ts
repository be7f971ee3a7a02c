import { and, eq, isNull } from 'drizzle-orm';
import { newId } from '@sofra/contracts/core/ids';
import type { Tx } from '../db/client.ts';
import { menuGroups, menuProducts, stores, taxRates } from '../db/schema/index.ts';
import { demoMenus } from './demo-menu-data.ts';

/** Lira to kuruş. */
const kurus = (lira: number) => Math.round(lira * 100);

/**
 * The demo stores' menus (demo-menu-data.ts): groups and products in Turkish and English, taxed at the store's default
 * rate. Runs inside the demo seed's transaction, after the stores (whose default definitions their trigger made).
 */
export const seedDemoMenus = async (tx: Tx): Promise<void> => {
  const all = await tx.select({ id: stores.id, name: stores.name }).from(stores);
  for (const store of all) {
    const menu = demoMenus[store.name];
    if (!menu) continue;
    const [tax] = await tx
      .select({ id: taxRates.id })
      .from(taxRates)
      .where(and(eq(taxRates.storeId, store.id), eq(taxRates.isDefault, true), isNull(taxRates.deletedAt)));
    if (!tax) throw new Error(`the demo store ${store.name} has no default tax rate`);
    for (const [g, group] of menu.groups.entries()) {
      const groupId = newId();
      await tx.insert(menuGroups).values({
        id: groupId,
        storeId: store.id,
        names: { tr: group.names[0], en: group.names[1] },
        sequence: g + 1,
      });
      await tx.insert(menuProducts).values(
        group.products.map(([tr, en, lira, descTr, descEn, allergens, tags], p) => ({
          id: newId(),
          storeId: store.id,
          groupId,
          names: { tr, en },
          descriptions: { tr: descTr, en: descEn },
          price: kurus(lira),
          sequence: p + 1,
          taxRateId: tax.id,
          plu: `${g + 1}${String(p + 1).padStart(2, '0')}`,
          allergens,
          tags,
        })),
      );
    }
  }
};
