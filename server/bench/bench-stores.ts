/**
 * The bench's stores, set up through the API as an owner would (npm run bench, run.ts): a published menu of 1,000
 * products, a store with a busy night of bookings, and the store whose folios the folio reads search.
 */
import { definitionKindCalls } from '@sofra/contracts/definitions/definitions.calls';
import { catalogueCalls } from '@sofra/contracts/menu/menu.calls';
import { reservationCalls } from '@sofra/contracts/reservations/reservations.calls';
import { storeCalls } from '@sofra/contracts/stores/stores.calls';
import type { startServer } from '../test/server-process.ts';
import type { PaymentTypeRef } from './folio-seed.ts';

export type Server = Awaited<ReturnType<typeof startServer>>;

/** The published menu's size for the menu reads: 20 groups of 50 products, in Turkish and English. */
const MENU_GROUPS = 20;
const MENU_PRODUCTS_PER_GROUP = 50;

/** A store of the owner with a published menu of 1,000 products and its web menu on, set up through the API. */
export const menuStore = async (server: Server, token: string): Promise<string> => {
  const { body: store } = await server.post<{ id: string }>(
    storeCalls.saveStore,
    {
      name: 'Bench Lokantası',
      phone: '+902121234567',
      address: { countryCode: 'TR', cityCode: '34', town: 'Kadıköy', line: 'Moda Cad. 1' },
      serviceTypes: ['table'],
      languages: ['tr', 'en'],
      properties: { webMenuActive: true },
    },
    token,
  );
  const storeId = store.id;
  for (let g = 0; g < MENU_GROUPS; g++) {
    const { body: group } = await server.post<{ id: string }>(
      catalogueCalls.saveGroup,
      { storeId, names: { tr: `Bölüm ${g + 1}`, en: `Section ${g + 1}` } },
      token,
    );
    // A few at a time: the set-up of 1,000 products takes seconds, not minutes.
    for (let from = 0; from < MENU_PRODUCTS_PER_GROUP; from += 10) {
      await Promise.all(
        Array.from({ length: 10 }, (_, i) =>
          server.post(
            catalogueCalls.saveProduct,
            {
              storeId,
              groupId: group.id,
              names: { tr: `Ürün ${g + 1}.${from + i + 1}`, en: `Dish ${g + 1}.${from + i + 1}` },
              descriptions: { tr: 'Günlük taze malzemelerle, ustamızın tarifiyle hazırlanır.' },
              price: 1_000 + from * 25 + i,
              allergens: ['gluten', 'milk'],
              tags: ['vegetarian'],
            },
            token,
          ),
        ),
      );
    }
  }
  await server.post(storeCalls.syncStoreMenu, { id: storeId }, token);
  return storeId;
};

/** The reservations bench (docs/performance.md, Reservations): points of one store and bookings of one day. */
export const RESERVATION_POINTS = 40;
export const RESERVATION_BOOKINGS = 300;

/**
 * A store open all day with its bookings on (`reservation`), 40 reservation points taking 1–8 guests for 90 minutes
 * with a 15-minute buffer, and 300 bookings on one day three days ahead (each point booked from 10:00 every 105
 * minutes, up to eight times): what `reservation/availability` reads for a busy night. Set up through the API.
 */
export const reservationStore = async (server: Server, token: string): Promise<{ storeId: string; date: string }> => {
  const { body: store } = await server.post<{ id: string }>(
    storeCalls.saveStore,
    {
      name: 'Bench Meyhanesi',
      phone: '+902121234567',
      address: { countryCode: 'TR', cityCode: '34', town: 'Beyoğlu', line: 'Nevizade Sok. 1' },
      serviceTypes: ['table'],
      // Open all day, every day: the bench's bookings run from 10:00 to 23:45.
      workingHours: [0, 1, 2, 3, 4, 5, 6].map((day) => ({ day, open: '00:00', close: '00:00' })),
      properties: { reservation: true },
    },
    token,
  );
  const storeId = store.id;
  const points: string[] = [];
  for (let i = 0; i < RESERVATION_POINTS; i++) {
    const { body: point } = await server.post<{ id: string }>(
      reservationCalls.savePoint,
      {
        storeId,
        name: `Masa ${i + 1}`,
        kind: 'area',
        minParty: 1,
        maxParty: 8,
        slots: [{ upTo: 8, minutes: 90 }],
        bufferMinutes: 15,
      },
      token,
    );
    points.push(point.id);
  }
  // Three days ahead on the store's clock (Istanbul, UTC+3 all year).
  const date = new Date(Date.now() + 3 * 86_400_000 + 3 * 3_600_000).toISOString().slice(0, 10);
  const startOf = (slot: number) => new Date(Date.parse(`${date}T10:00:00+03:00`) + slot * 105 * 60_000).toISOString();
  for (let from = 0; from < RESERVATION_BOOKINGS; from += RESERVATION_POINTS) {
    const answers = await Promise.all(
      points.slice(0, Math.min(RESERVATION_POINTS, RESERVATION_BOOKINGS - from)).map((pointId, i) =>
        server.post(
          reservationCalls.save,
          {
            storeId,
            guest: { name: `Misafir ${from + i + 1}` },
            partySize: 2 + ((from + i) % 5),
            startsAt: startOf(from / RESERVATION_POINTS),
            pointIds: [pointId],
            channel: 'phone',
          },
          token,
        ),
      ),
    );
    const refused = answers.find((a) => a.status !== 200);
    if (refused) throw new Error(`reservation/save answered ${refused.status} ${JSON.stringify(refused.body)}`);
  }
  return { storeId, date };
};

/** The store the folio reads search, made through the API; answers its id and its cash and card payment types. */
export const folioStore = async (server: Server, token: string) => {
  const { body: store } = await server.post<{ id: string }>(
    storeCalls.saveStore,
    {
      name: 'Bench Adisyon',
      phone: '+902121234567',
      address: { countryCode: 'TR', cityCode: '34', town: 'Kadıköy', line: 'Moda Cad. 2' },
      serviceTypes: ['table', 'take-away'],
    },
    token,
  );
  const { body: types } = await server.post<PaymentTypeRef[]>(
    definitionKindCalls.paymentTypes.list,
    { storeId: store.id },
    token,
  );
  const cash = types.find((p) => p.collectionType === 'cash')!;
  const card = types.find((p) => p.collectionType === 'bank')!;
  return { storeId: store.id, cash, card };
};
