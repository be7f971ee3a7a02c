import { join } from 'node:path';
import { count } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { newId } from '@sofra/contracts/core/ids';
import { defaultStoreProperties, type WorkingHour } from '@sofra/contracts/stores/stores.schemas';
import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import { mainContracts, stores, userOwnedStores, users } from '../db/schema/index.ts';
import { seedPlatformLegalNotes } from './legal-notes.ts';
import { seedDemoMenus } from './demo-menu.ts';
import { seedDemoFolios } from './demo-folios.ts';
import { seedDemoCloses } from './demo-closes.ts';
import { seedDemoReports } from './demo-reports.ts';
import { seedDemoOrder } from './demo-orders.ts';
import { seedDemoCoupons } from './demo-coupons.ts';
import { seedDemoPoints } from './demo-points.ts';
import { seedDemoReservations } from './demo-reservations.ts';
import { seedDemoCampaigns } from './demo-campaigns.ts';
import { seedDemoCustomers } from './demo-customers.ts';
import { publish } from '../areas/menu/publish.service.ts';
import { storeTables, tableGroups, tableQrs } from '../db/schema/tables.ts';
import type { Tx } from '../areas/tables/tables.repo.ts';
import { newLongCode, newShortCode } from '../areas/tables/table-qr.ts';

export const DEMO_MASTER_GSM = '+905550000000';
export const DEMO_OWNER_GSM = '+905550000001';
const DEMO_OWNER_NAME = 'Ayşe Demir';

const hours = (open: string, close: string, closedDays: number[] = []): WorkingHour[] =>
  [0, 1, 2, 3, 4, 5, 6].map((day) => ({ day, open, close, closed: closedDays.includes(day) }));

const demoStores = () => [
  {
    id: newId(),
    name: 'Karaköy Meyhanesi',
    description: 'Boğaz manzaralı meze ve rakı sofrası; canlı fasıl cuma ve cumartesi.',
    serviceTypes: ['table', 'take-away'],
    mainAction: 'in-store',
    status: 'open',
    countryCode: 'TR',
    cityCode: '34',
    town: 'Beyoğlu',
    addressLine: 'Kemankeş Karamustafa Paşa Mah. Mumhane Cad. No:12',
    phone: '+902122445566',
    latitude: 41.0247,
    longitude: 28.9768,
    instagramAddress: 'karakoymeyhanesi',
    amountPerPerson: 1200,
    serviceFee: 10,
    tipEnabled: true,
    pointTitle: 'Meyhane Puanı',
    maxPoint: 500,
    branchCode: 101,
    workingHours: hours('12:00', '23:59'),
    deliveryHours: hours('12:00', '23:00', [1]),
    properties: {
      ...defaultStoreProperties(),
      callWaiter: true,
      requestCheck: true,
      reservation: true,
      reservationPrice: 250,
      order: true,
      webMenuActive: true,
    },
    languages: ['tr', 'en'],
  },
  {
    id: newId(),
    name: 'Moda Kahve Evi',
    description: 'Üçüncü dalga kahve, ev yapımı kek ve kahvaltı tabakları.',
    serviceTypes: ['self', 'take-away', 'delivery'],
    mainAction: 'take-away',
    status: 'open',
    countryCode: 'TR',
    cityCode: '34',
    town: 'Kadıköy',
    addressLine: 'Caferağa Mah. Moda Cad. No:87',
    phone: '+902163301122',
    latitude: 40.9839,
    longitude: 29.0262,
    instagramAddress: 'modakahveevi',
    amountPerPerson: 300,
    serviceFee: 0,
    tipEnabled: false,
    pointTitle: 'Kahve Puanı',
    maxPoint: 200,
    branchCode: 102,
    workingHours: hours('08:00', '22:00'),
    deliveryHours: hours('09:00', '21:00'),
    properties: {
      ...defaultStoreProperties(),
      pay: true,
      order: true,
      selfService: true,
      delivery: true,
      stampActive: true,
      stampConversionRate: 10,
      webAppActive: true,
    },
    languages: ['tr', 'en', 'de'],
  },
  {
    id: newId(),
    name: 'Alsancak Balıkçısı',
    description: 'Günlük tutulan Ege balıkları, deniz ürünleri ve zeytinyağlılar.',
    serviceTypes: ['table', 'timed-table', 'take-away'],
    mainAction: 'in-store',
    status: 'rush-hour',
    countryCode: 'TR',
    cityCode: '35',
    town: 'Konak',
    addressLine: 'Alsancak Mah. Kordon Boyu 1453 Sok. No:4',
    phone: '+902324219988',
    latitude: 38.4379,
    longitude: 27.1428,
    instagramAddress: 'alsancakbalikcisi',
    amountPerPerson: 950,
    serviceFee: 8,
    tipEnabled: true,
    pointTitle: 'Balıkçı Puanı',
    maxPoint: 400,
    branchCode: 201,
    workingHours: hours('11:30', '23:30', [1]),
    deliveryHours: hours('12:00', '22:00', [1]),
    properties: {
      ...defaultStoreProperties(),
      callWaiter: true,
      requestCheck: true,
      reservation: true,
      timedDineIn: true,
      invoiceActive: true,
      // Its tables carry QR codes: a store with table service has its web menu on (docs/store-settings.md).
      webMenuActive: true,
    },
    languages: ['tr', 'en'],
  },
];

/** Table groups of each demo store, by store name: [group, table count, start action, tables not in use]. */
const demoFloors: Record<string, [string, number, string, number[]][]> = {
  'Karaköy Meyhanesi': [
    ['Salon', 12, 'in-store', []],
    ['Teras', 6, 'in-store', [6]],
    ['Fasıl Sahnesi', 4, 'in-store', []],
  ],
  'Moda Kahve Evi': [
    ['İç Mekan', 8, 'take-away', []],
    ['Bahçe', 8, 'take-away', [7, 8]],
    ['Pencere Önü', 4, 'only-menu', []],
  ],
  'Alsancak Balıkçısı': [
    ['Salon', 10, 'in-store', []],
    ['Kordon', 14, 'in-store', []],
    ['Teras', 6, 'in-store', [5, 6]],
    ['Paket', 2, 'delivery', []],
  ],
};

/**
 * The demo stores' floors: groups, tables (Salon 1–12, …) and a QR code linked to every table in use, plus a few
 * printed codes not yet assigned. Runs inside the demo seed's transaction.
 */
const seedDemoTables = async (tx: Tx, ownerId: string): Promise<void> => {
  const all = await tx.select({ id: stores.id, name: stores.name }).from(stores);
  for (const store of all) {
    const floor = demoFloors[store.name];
    if (!floor) continue;
    await tx.insert(tableGroups).values(floor.map(([name], i) => ({ storeId: store.id, name, position: i + 1 })));
    const tables = floor.flatMap(([group, n, startAction, idle]) =>
      Array.from({ length: n }, (_, i) => ({
        id: newId(),
        storeId: store.id,
        groupName: group,
        tableName: `${group} ${i + 1}`,
        startAction,
        active: !idle.includes(i + 1),
      })),
    );
    await tx.insert(storeTables).values(tables);
    const linked = tables
      .filter((t) => t.active)
      .map((t) => ({ tableId: t.id as string | null, linkDate: new Date() as Date | null }));
    const spare = Array.from({ length: 4 }, () => ({ tableId: null, linkDate: null }));
    await tx.insert(tableQrs).values(
      [...linked, ...spare].map((link) => ({
        code: newLongCode(),
        shortCode: newShortCode(),
        storeId: store.id,
        createdBy: ownerId,
        ...link,
      })),
    );
  }
};

/** The demo tenant on first start: a master user and an owner with three stores. Runs only on an empty database. */
export const seedDemo = async (db: Db, config: Config, log: FastifyBaseLogger): Promise<void> => {
  const [{ n } = { n: 0 }] = await db.select({ n: count() }).from(users);
  if (n === 0) {
    const ownerId = newId();
    await db.transaction(async (tx) => {
      const masterId = newId();
      await tx.insert(users).values([
        {
          id: masterId,
          gsm: DEMO_MASTER_GSM,
          name: 'Sofra Yönetici',
          email: 'yonetici@sofra.local',
          status: 'registered',
          isMaster: true,
        },
        {
          id: ownerId,
          gsm: DEMO_OWNER_GSM,
          name: DEMO_OWNER_NAME,
          email: 'ayse@sofra.local',
          status: 'registered',
          gender: 'female',
        },
      ]);
      await tx.insert(mainContracts).values({
        id: newId(),
        version: 1,
        isDefault: true,
        createdBy: masterId,
        detail:
          '<h2>Sofra İşletme Sözleşmesi</h2><p>Bu sözleşme, Sofra platformunu kullanan işletme ile Sofra arasındaki hak ve yükümlülükleri düzenler.</p>' +
          '<h3>1. Hizmet</h3><p>Sofra; sadakat puanı, kupon, kampanya, QR masa siparişi, rezervasyon ve raporlama hizmetlerini sunar.</p>' +
          '<h3>2. Kişisel veriler</h3><p>Misafir verileri 6698 sayılı KVKK kapsamında, işletmenin veri sorumluluğunda işlenir.</p>' +
          '<h3>3. Ücretlendirme</h3><p>Ücretler, işletmenin seçtiği pakete göre aylık olarak faturalandırılır.</p>',
      });
      for (const store of demoStores()) {
        await tx.insert(stores).values(store);
        await tx
          .insert(userOwnedStores)
          .values({ userId: ownerId, storeId: store.id, position: 'owner', approved: true });
      }
      await seedDemoTables(tx, ownerId);
      await seedDemoMenus(tx);
    });
    // The demo menus are published, as their owner would after editing them: guests and tills read them at once.
    for (const { id } of await db.select({ id: stores.id }).from(stores))
      await publish(db, { userId: ownerId, log }, id);
    // Ninety days of their bills, built from the published menus, and a few tables busy now.
    await seedDemoFolios(db, { id: ownerId, name: DEMO_OWNER_NAME }, config.demoFolioDays);
    // Their past days closed, each with its Z report (docs/end-of-day.md).
    await seedDemoCloses(db, { id: ownerId, name: DEMO_OWNER_NAME }, config.demoFolioDays);
    await seedDemoReports(db);
    // A guest's order waiting at the store that takes orders from its web menu (docs/live.md).
    await seedDemoOrder(db);
    await seedDemoCampaigns(db);
    await seedDemoCustomers(db);
    await seedDemoPoints(db);
    await seedDemoCoupons(db, ownerId);
    await seedDemoReservations(db, { id: ownerId, name: DEMO_OWNER_NAME });
    await seedPlatformLegalNotes(db);
    log.info('seeded the demo tenant');
  }
  const outbox = join(config.dataDir, 'sms-outbox.jsonl');
  log.info(
    `demo sign-in: owner ${DEMO_OWNER_GSM} (3 stores), master ${DEMO_MASTER_GSM}; SMS codes are written to ${outbox}`,
  );
};
