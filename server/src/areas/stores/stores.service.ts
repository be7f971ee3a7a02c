import type { z } from 'zod';
import { newId } from '@sofra/contracts/core/ids';
import {
  defaultStoreProperties,
  defaultWorkingHours,
  storeDefaults,
  type Store,
  type StoreProperties,
  type ZStoreSave,
} from '@sofra/contracts/stores/stores.schemas';
import type { Integration, ZIntegrationSave } from '@sofra/contracts/pos/pos.schemas';
import { cachedAnswer, type Versioned } from '../../lib/answers.ts';
import type { UserCtx } from '../../lib/call-context.ts';
import { isOwnerOrMaster } from '../../lib/session.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Db } from '../../db/client.ts';
import { storeCalls } from '@sofra/contracts/stores/stores.calls';
import * as storesRepo from './stores.repo.ts';
import type { NewStoreRow, StoreRow } from './stores.repo.ts';

/** A store as it is kept, for other areas (they never read the stores repo themselves); undefined when there is none. */
export const storeRowById = (db: Db, id: string) => storesRepo.byId(db, id);
export const storeRowsByIds = (db: Db, ids: string[]) => storesRepo.byIds(db, ids);

export const toStore = (row: StoreRow): Store => ({
  id: row.id,
  name: row.name,
  description: row.description,
  serviceTypes: row.serviceTypes as Store['serviceTypes'],
  apiKey: row.apiKey,
  properties: { ...defaultStoreProperties(), ...row.properties },
  languages: row.languages as Store['languages'],
  localPayTypes: row.localPayTypes,
  payTypes: row.payTypes,
  cloudId: row.cloudId,
  mainAction: row.mainAction as Store['mainAction'],
  menuVersion: row.menuVersion,
  sofraPayPoint: row.sofraPayPoint,
  payPoint: row.payPoint,
  masterpass: row.masterpass,
  kerzzId: row.kerzzId,
  tipEnabled: row.tipEnabled,
  workingHours: row.workingHours,
  deliveryHours: row.deliveryHours,
  isProduction: row.isProduction,
  storeCurrency: row.storeCurrency,
  storeLocale: row.storeLocale,
  parentId: row.parentId,
  pointTitle: row.pointTitle,
  maxPoint: row.maxPoint,
  maxPointChange: row.maxPointChange,
  maxTipPercent: row.maxTipPercent,
  isVisible: row.isVisible,
  sharedPoints: row.sharedPoints,
  deliveryStoreId: row.deliveryStoreId,
  address: { countryCode: row.countryCode, cityCode: row.cityCode, town: row.town, line: row.addressLine },
  phone: row.phone,
  location: row.location,
  geoLocation:
    row.latitude === null || row.longitude === null ? null : { latitude: row.latitude, longitude: row.longitude },
  instagramAddress: row.instagramAddress,
  amountPerPerson: row.amountPerPerson,
  rate: row.rate,
  serviceFee: row.serviceFee,
  mainCategoryId: row.mainCategoryId,
  status: row.status as Store['status'],
  subCategories: row.subCategories,
  attributes: row.attributes,
  branchCode: row.branchCode,
  timeZone: row.timeZone,
  dayStartHour: row.dayStartHour,
  createDate: row.createDate.toISOString(),
  updateDate: row.updateDate.toISOString(),
});

/**
 * The store as its staff see it: without what only its owners and master users see — the API key, the Masterpass
 * settings and the integration ids (`kerzzId`, `cloudId`, `properties.foodAppAccountId`).
 */
export const staffView = ({
  apiKey: _apiKey,
  masterpass: _masterpass,
  kerzzId: _kerzzId,
  cloudId: _cloudId,
  properties: { foodAppAccountId: _foodAppAccountId, ...properties },
  ...store
}: Store): Store => ({ ...store, properties });

type StoreSave = z.output<typeof ZStoreSave>;

/** A save without the one integration id its contract carries, so the stored one stays. */
const withoutIntegrationIds = (input: StoreSave): StoreSave => {
  if (!input.properties) return input;
  const { foodAppAccountId: _foodAppAccountId, ...properties } = input.properties;
  return { ...input, properties };
};

/** The columns a save touches: fields left out keep their value (`current`: the properties kept, or a new store's). */
const toColumns = (input: StoreSave, current?: Partial<StoreProperties>): Partial<NewStoreRow> => {
  const { id: _id, address, geoLocation, properties, ...plain } = input;
  const columns: Partial<NewStoreRow> = { ...plain };
  if (address) {
    if (address.countryCode !== undefined) columns.countryCode = address.countryCode.toUpperCase();
    if (address.cityCode !== undefined) columns.cityCode = address.cityCode;
    if (address.town !== undefined) columns.town = address.town;
    if (address.line !== undefined) columns.addressLine = address.line;
  }
  if (geoLocation !== undefined) {
    columns.latitude = geoLocation?.latitude ?? null;
    columns.longitude = geoLocation?.longitude ?? null;
  }
  if (properties) columns.properties = { ...defaultStoreProperties(), ...current, ...properties };
  return columns;
};

/** Table service: the service types whose guests sit at a table and scan its QR code. */
const tableServiceTypes: readonly string[] = ['table', 'timed-table'] satisfies Store['serviceTypes'];

/**
 * What a new store's properties start as: the defaults, with the web menu on when it offers table service, since its
 * table QR codes open the web menu (docs/store-settings.md). A value the save gives wins.
 */
const newStoreProperties = (input: StoreSave): StoreProperties => ({
  ...defaultStoreProperties(),
  webMenuActive: (input.serviceTypes ?? []).some((type) => tableServiceTypes.includes(type)),
});

/** The store's ids in its POS vendor's and food-app systems (the integration screen). */
export const integrationOf = async (db: Db, id: string): Promise<Integration> => {
  const row = await storesRepo.byId(db, id);
  if (!row) throw new AppError('not_found', `store ${id} does not exist`);
  return { kerzzId: row.kerzzId, cloudId: row.cloudId, foodAppAccountId: row.properties.foodAppAccountId ?? '' };
};

export const saveIntegrationOf = async (
  db: Db,
  { storeId, kerzzId, cloudId, foodAppAccountId }: z.output<typeof ZIntegrationSave>,
): Promise<Integration> =>
  db.transaction(async (tx) => {
    const row = await storesRepo.byId(tx as Db, storeId);
    if (!row) throw new AppError('not_found', `store ${storeId} does not exist`);
    await storesRepo.update(tx as Db, storeId, {
      kerzzId,
      cloudId,
      properties: { ...defaultStoreProperties(), ...row.properties, foodAppAccountId },
    });
    return { kerzzId, cloudId, foodAppAccountId };
  });

const requireRow = async (ctx: UserCtx, id: string): Promise<StoreRow> => {
  const row = await storesRepo.byId(ctx.db, id);
  if (!row) throw new AppError('not_found', `store ${id} does not exist`);
  return row;
};

/**
 * The store (the guard let the caller in); staff get its `staffView`. Tagged by its content; the answer is kept in
 * memory until the database announces a change of the store (docs/adr/0007).
 */
export const info = async (ctx: UserCtx, id: string): Promise<Versioned> => {
  const whole = await isOwnerOrMaster(ctx.db, ctx.user, id);
  return cachedAnswer(
    ctx.db,
    `storeInfo:${id}:${whole ? 'whole' : 'staff'}`,
    storeCalls.storeInfo,
    'store',
    async () => {
      const store = toStore(await requireRow(ctx, id));
      return { value: whole ? store : staffView(store), tags: [`store:${id}`] };
    },
  );
};

/**
 * Without an id, creates a store owned by the caller; with one (already checked by the guard), updates it. The API key
 * and Masterpass settings are not in the save contract, so a save never sets them. Staff's saves leave the food-app
 * account id as it is (an integration id, owners' like the others), and they get the answer as its `staffView`.
 */
export const save = async (ctx: UserCtx, input: StoreSave): Promise<Store> => {
  if (input.id) {
    const current = await requireRow(ctx, input.id);
    const whole = await isOwnerOrMaster(ctx.db, ctx.user, input.id);
    const allowed = whole ? input : withoutIntegrationIds(input);
    const store = toStore((await storesRepo.update(ctx.db, input.id, toColumns(allowed, current.properties)))!);
    return whole ? store : staffView(store);
  }
  const properties = newStoreProperties(input);
  return ctx.db.transaction(async (tx) => {
    const row = await storesRepo.insert(tx, {
      id: newId(),
      mainAction: storeDefaults.mainAction,
      status: storeDefaults.status,
      storeCurrency: storeDefaults.storeCurrency,
      storeLocale: storeDefaults.storeLocale,
      properties,
      workingHours: defaultWorkingHours(),
      deliveryHours: defaultWorkingHours(),
      ...toColumns(input, properties),
      name: input.name,
    } as NewStoreRow);
    await storesRepo.linkOwner(tx, ctx.user.id, row.id);
    // Read again: the insert's triggers gave the store its definitions and, from its payment types, its pay types.
    return toStore((await storesRepo.byId(tx, row.id)) ?? row);
  });
};

export const status = async (ctx: UserCtx, id: string) => {
  const row = await requireRow(ctx, id);
  return { id: row.id, status: row.status as Store['status'], menuVersion: row.menuVersion };
};

/** Who publishes a menu: a signed-in user, or the demo seed on the owner's behalf. */
export interface Publisher {
  userId: string;
  log: Pick<UserCtx['log'], 'info'>;
}

/** Records a menu sync and raises the store's menu version; `db` is the transaction of the publish that makes it. */
export const syncMenu = async (by: Publisher, id: string, db: Db) => {
  const sync = await storesRepo.recordMenuSync(db, id, by.userId, newId());
  if (!sync) throw new AppError('not_found', `store ${id} does not exist`);
  by.log.info({ storeId: id, menuVersion: sync.menuVersion }, 'store menu synced');
  return { message: 'ok', menuVersion: sync.menuVersion, syncedAt: sync.createDate.toISOString() };
};

/**
 * Sets the store's status (`order/setStoreStatus`, docs/live.md) in the caller's transaction; the stores trigger
 * announces the change, so the guest menu's cached answer (which carries what the guest may do now) is read again.
 */
export const setStatus = async (db: Db, id: string, status: Store['status']): Promise<void> => {
  if (!(await storesRepo.update(db, id, { status }))) throw new AppError('not_found', `store ${id} does not exist`);
};

/**
 * What a guest at the table may ask for now (docs/live.md): a waiter and the bill when the store's properties allow
 * them; an order when its `order` or `selfOrdering` property is on and its status is `open`, within the store's limits.
 */
export const guestServiceOf = (store: Pick<Store, 'properties' | 'status'>) => ({
  callWaiter: store.properties.callWaiter,
  requestCheck: store.properties.requestCheck,
  order: (store.properties.order || store.properties.selfOrdering) && store.status === 'open',
  booking: store.properties.reservation,
  status: store.status,
  limits: {
    lineQuantity: store.properties.orderMaxLineQuantity,
    items: store.properties.orderMaxItems,
    verifiedPhoneAbove: store.properties.orderVerifiedPhoneAbove,
  },
});
