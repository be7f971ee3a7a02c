import { inArray } from 'drizzle-orm';
import { newId } from '@sofra/contracts/core/ids';
import type { Db } from '../db/client.ts';
import { permissionLogs, stores, users } from '../db/schema/index.ts';
import { recordVisit } from '../areas/customers/segments.ts';

const DAY_MS = 86_400_000;
const NAMES = [
  'Mehmet Yılmaz',
  'Zeynep Kaya',
  'Emre Demir',
  'Elif Şahin',
  'Burak Çelik',
  'Selin Yıldız',
  'Can Öztürk',
  'Deniz Aydın',
  'Ece Arslan',
  'Kerem Doğan',
  'Merve Kılıç',
  'Onur Aslan',
  'Gizem Çetin',
  'Hakan Kara',
  'İrem Koç',
  'Murat Kurt',
  'Nazlı Özdemir',
  'Serkan Polat',
  'Tuğba Erdoğan',
  'Volkan Güneş',
];
/** The demo guests' numbers: 555 000 01 01 … 555 000 01 20 (the points seed uses the same guests). */
export const demoGuestGsm = (i: number) => `+90555000${String(100 + i).padStart(4, '0')}`;

/**
 * Demo guests of the demo stores (docs/customers.md): 20 guests, looked up by number or created, with consents (some
 * off, each change in the permission log) and visits spread over the last 120 days (some lapsed, a few regulars), each
 * visit with a spend. Deterministic, so the screens show the same list on every fresh start.
 */
export const seedDemoCustomers = async (db: Db, now = new Date()): Promise<void> => {
  const storeIds = (await db.select({ id: stores.id }).from(stores).orderBy(stores.name)).map((s) => s.id);
  if (!storeIds.length) return;
  await db.transaction(async (tx) => {
    const created = new Date(now.getTime() - 130 * DAY_MS);
    const gsms = NAMES.map((_, i) => demoGuestGsm(i + 1));
    await tx
      .insert(users)
      .values(
        NAMES.map((name, i) => ({
          id: newId(created.getTime() + i),
          gsm: gsms[i]!,
          name,
          status: 'registered',
          isVirtual: i >= 16,
          permissions: { push: (i + 1) % 3 !== 0, sms: (i + 1) % 4 !== 0, email: (i + 1) % 2 === 0, phone: false },
          createDate: created,
          updateDate: created,
        })),
      )
      .onConflictDoNothing({ target: users.gsm });
    const guests = await tx.select().from(users).where(inArray(users.gsm, gsms));
    const byGsm = new Map(guests.map((g) => [g.gsm, g]));
    for (const [i, gsm] of gsms.entries()) {
      const guest = byGsm.get(gsm);
      if (!guest) continue;
      const n = i + 1;
      // The consent as given when the guest joined, then SMS turned off by every fourth guest 20 days later.
      await tx.insert(permissionLogs).values({
        id: newId(created.getTime() + n),
        userId: guest.id,
        createDate: created,
        push: n % 3 !== 0,
        sms: true,
        email: n % 2 === 0,
        phone: false,
        source: n >= 17 ? 'staff-spoken' : 'app',
        appName: n >= 17 ? 'portal' : 'sofra',
        changedById: guest.id,
      });
      if (n % 4 === 0)
        await tx.insert(permissionLogs).values({
          id: newId(created.getTime() + 100 + n),
          userId: guest.id,
          createDate: new Date(created.getTime() + 20 * DAY_MS),
          push: n % 3 !== 0,
          sms: false,
          email: n % 2 === 0,
          phone: false,
          source: 'sms-opt-out',
          appName: 'sms',
          changedById: guest.id,
          channel: 'sms',
          value: false,
        });
      for (const [s, storeId] of storeIds.entries()) {
        // Guest n's last visit at this store, 0–119 days ago; then visits every few days back, within 120 days.
        const last = (n * 13 + s * 7) % 120;
        const every = 3 + ((n + s) % 5);
        const count = 1 + ((n * 7 + s) % 6);
        for (let v = 0; v < count; v += 1) {
          const daysAgo = last + v * every;
          if (daysAgo >= 120) break;
          // Around 20:00 Istanbul (17:00 UTC), spend 150.00–650.00.
          const at = new Date(Math.floor((now.getTime() - daysAgo * DAY_MS) / DAY_MS) * DAY_MS + 17 * 3_600_000);
          await recordVisit(tx, { storeId, userId: guest.id, at, spend: 15_000 + ((n * 37 + v * 11) % 21) * 2_500 });
        }
      }
    }
  });
};
