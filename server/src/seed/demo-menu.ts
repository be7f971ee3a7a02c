import { and, eq, isNull } from 'drizzle-orm';
import { newId } from '@sofra/contracts/core/ids';
import type { Tx } from '../db/client.ts';
import {
  departments,
  menuAdvices,
  menuGroups,
  menuLinks,
  menuModifiers,
  menuProducts,
  stores,
} from '../db/schema/index.ts';
import { demoMenus, type DemoDepartment, type DemoGroup } from './demo-menu-data.ts';

/** Lira to kuruş. */
const kurus = (lira: number) => Math.round(lira * 100);

/** The numbers of a new store's default departments (docs/definitions.md): 1 food, 2 drinks, 3 alcoholic drinks. */
const departmentNo: Record<DemoDepartment, number> = { food: 1, drinks: 2, alcohol: 3 };

/** A product's department: the group's, but alcohol for the alcoholic products its group names. */
const departmentOf = (group: DemoGroup, name: string): DemoDepartment =>
  group.alcoholic?.includes(name) ? 'alcohol' : (group.department ?? 'food');

/**
 * The demo stores' menus (demo-menu-data.ts): groups and products in Turkish and English, each in the store's default
 * department for it and taxed at that department's rate (food and soft drinks 10 %, alcohol 20 %). Runs inside the
 * demo seed's transaction, after the stores (whose default definitions their trigger made).
 */
export const seedDemoMenus = async (tx: Tx): Promise<void> => {
  const all = await tx.select({ id: stores.id, name: stores.name }).from(stores);
  for (const store of all) {
    const menu = demoMenus[store.name];
    if (!menu) continue;
    const live = await tx
      .select({ id: departments.id, no: departments.departmentNo, taxRateId: departments.taxRateId })
      .from(departments)
      .where(and(eq(departments.storeId, store.id), isNull(departments.deletedAt)));
    const department = (kind: DemoDepartment) => {
      const found = live.find((d) => d.no === departmentNo[kind]);
      if (!found) throw new Error(`the demo store ${store.name} has no department ${departmentNo[kind]}`);
      return found;
    };
    const groupIds = new Map<string, string>();
    const productIds = new Map<string, string>();
    for (const [g, group] of menu.groups.entries()) {
      const groupId = newId();
      groupIds.set(group.names[0], groupId);
      await tx.insert(menuGroups).values({
        id: groupId,
        storeId: store.id,
        names: { tr: group.names[0], en: group.names[1] },
        sequence: g + 1,
      });
      await tx.insert(menuProducts).values(
        group.products.map(([tr, en, lira, descTr, descEn, allergens, tags], p) => ({
          id: productIds.set(tr, newId()).get(tr)!,
          departmentId: department(departmentOf(group, tr)).id,
          storeId: store.id,
          groupId,
          names: { tr, en },
          descriptions: { tr: descTr, en: descEn },
          price: kurus(lira),
          sequence: p + 1,
          taxRateId: department(departmentOf(group, tr)).taxRateId,
          plu: `${g + 1}${String(p + 1).padStart(2, '0')}`,
          allergens,
          tags,
        })),
      );
    }
    const idOf = (ids: Map<string, string>, name: string) => {
      const id = ids.get(name);
      if (!id) throw new Error(`the demo menu of ${store.name} names no "${name}"`);
      return id;
    };
    const links: (typeof menuLinks.$inferInsert)[] = [];
    const link = (kind: 'modifier' | 'advice', itemId: string, groups: string[], products: string[]) => {
      for (const [target, ids, names] of [
        ['group', groupIds, groups],
        ['product', productIds, products],
      ] as const) {
        for (const name of names) {
          const targetId = idOf(ids, name);
          const sequence = links.filter((l) => l.targetId === targetId && l.kind === kind).length;
          links.push({ storeId: store.id, target, targetId, kind, itemId, sequence });
        }
      }
    };
    for (const [i, v] of menu.variations.entries()) {
      const id = newId();
      await tx.insert(menuModifiers).values({
        id,
        storeId: store.id,
        names: { tr: v.names[0], en: v.names[1] },
        minChoices: v.minChoices,
        maxChoices: v.maxChoices,
        options: v.options.map(([tr, en, lira, isDefault]) => ({
          id: newId(),
          names: { tr, en },
          price: kurus(lira),
          isDefault,
          active: true,
        })),
        sequence: i + 1,
      });
      link('modifier', id, v.groups, v.products);
    }
    for (const [i, a] of menu.suggestions.entries()) {
      const id = newId();
      await tx.insert(menuAdvices).values({
        id,
        storeId: store.id,
        names: { tr: a.names[0], en: a.names[1] },
        productIds: a.suggest.map((name) => idOf(productIds, name)),
        sequence: i + 1,
      });
      link('advice', id, a.groups, a.products);
    }
    if (links.length) await tx.insert(menuLinks).values(links);
  }
};
