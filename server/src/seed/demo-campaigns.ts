import { newId } from '@sofra/contracts/core/ids';
import type { Db } from '../db/client.ts';
import { campaigns, menuGroups, stores } from '../db/schema/index.ts';

/**
 * Campaigns of the demo (docs/campaigns.md): at every demo store a running reward of 10 % off the bill on a guest's 5th
 * visit, and where the menu has drinks, a running happy hour — weekdays 16:00–19:00, 20 % off drinks. Added after the
 * demo's past bills, which stay as they were.
 */
export const seedDemoCampaigns = async (db: Db): Promise<void> => {
  const groups = await db
    .select({ id: menuGroups.id, storeId: menuGroups.storeId, names: menuGroups.names })
    .from(menuGroups);
  const named = await db.select({ id: stores.id }).from(stores);
  const from = new Date().toISOString().slice(0, 10);
  for (const store of named) {
    const drinks = groups.filter((g) => g.storeId === store.id && /içecek/i.test(g.names.tr ?? ''));
    const rows: (typeof campaigns.$inferInsert)[] = [
      {
        id: newId(),
        storeId: store.id,
        name: '5. ziyarete %10 indirim',
        kind: 'nth-visit',
        rule: { visit: 5, reward: { kind: 'percent', value: 10 }, groupIds: [], productIds: [] },
        segment: 'all',
        schedule: { from, to: null, days: [1, 2, 3, 4, 5, 6, 7], startTime: '00:00', endTime: '00:00' },
        status: 'running',
      },
    ];
    if (drinks.length)
      rows.unshift({
        id: newId(),
        storeId: store.id,
        name: 'Mutlu saat: içecekler %20',
        kind: 'happy-hour',
        rule: { percent: 20, groupIds: drinks.map((g) => g.id), productIds: [] },
        segment: 'all',
        schedule: { from, to: null, days: [1, 2, 3, 4, 5], startTime: '16:00', endTime: '19:00' },
        status: 'running',
      });
    await db.insert(campaigns).values(rows);
  }
};
