import { eq, inArray } from 'drizzle-orm';
import { newId } from '@sofra/contracts/core/ids';
import type { Db } from '../db/client.ts';
import { stores, users } from '../db/schema/index.ts';
import { append, lockBalance } from '../areas/points/points.repo.ts';
import { chainKeyOf } from '../areas/points/points.service.ts';
import { demoGuestGsm } from './demo-customers.ts';
import { pointsRulesOf } from './demo-profiles.ts';

const GUEST_NAMES = ['Mehmet Kaya', 'Zeynep Arslan', 'Can Yıldız', 'Elif Şahin', 'Burak Çelik', 'Deniz Aydın'];

const DAY_MS = 86_400_000;

/**
 * A few guests' points at every demo store (docs/loyalty.md), by the store's own rules (demo-profiles.ts): points per
 * 100 ₺ and their expiry; six guests have a welcome bonus, every other one a birthday gift where the store gives one,
 * one has spent some. Guests are looked up by number
 * and created only when missing (the customers' seed may have made them first).
 */
export const seedDemoPoints = async (db: Db, now = new Date()): Promise<void> => {
  const gsms = GUEST_NAMES.map((_, i) => demoGuestGsm(i + 1));
  await db
    .insert(users)
    .values(gsms.map((gsm, i) => ({ id: newId(), gsm, name: GUEST_NAMES[i]!, status: 'registered', source: 'sofra' })))
    .onConflictDoNothing();
  const guests = await db.select({ id: users.id, gsm: users.gsm }).from(users).where(inArray(users.gsm, gsms));
  guests.sort((a, b) => a.gsm.localeCompare(b.gsm));
  for (const store of await db.select().from(stores)) {
    const rules = pointsRulesOf(store.name);
    await db
      .update(stores)
      .set({
        payPoint: rules.payPoint,
        properties: { ...store.properties, pointExpiryMonths: rules.pointExpiryMonths },
      })
      .where(eq(stores.id, store.id));
    const chainKey = chainKeyOf(store);
    await db.transaction(async (tx) => {
      for (const [i, guest] of guests.entries()) {
        const entry = (points: number, reason: string, daysAgo: number) => {
          const at = new Date(now.getTime() - daysAgo * DAY_MS);
          const expiresAt = points > 0 ? new Date(at) : null;
          expiresAt?.setUTCMonth(expiresAt.getUTCMonth() + rules.pointExpiryMonths);
          return {
            id: newId(),
            chainKey,
            userId: guest.id,
            storeId: store.id,
            kind: 'adjust' as const,
            at,
            expiresAt,
            points,
            reason,
          };
        };
        await lockBalance(tx, chainKey, guest.id);
        await append(tx, entry(rules.welcome[0] + i * rules.welcome[1], 'Hoş geldin puanı', 60 - i));
        if (i % 2 === 0 && rules.birthday > 0) await append(tx, entry(rules.birthday, 'Doğum günü hediyesi', 20 - i));
        if (i === 1) await append(tx, entry(-rules.spent[0], rules.spent[1], 5));
      }
    });
  }
};
