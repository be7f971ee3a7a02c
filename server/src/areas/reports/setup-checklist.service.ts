import { defaultWorkingHours, type WorkingHour } from '@sofra/contracts/stores/stores.schemas';
import { setupStepKeys, type SetupChecklist, type SetupStepKey } from '@sofra/contracts/reports/setup-checklist.calls';
import { AppError } from '../../lib/app-error.ts';
import type { UserCtx } from '../../lib/call-context.ts';
import { storeRowById } from '../stores/stores.service.ts';
import * as staff from '../stores/staff.service.ts';
import { storeTables } from '../tables/tables.service.ts';
import { items } from '../definitions/definitions.service.ts';

/** The hours as a comparable text: each day's open, close and closed, by day. */
const weekText = (week: WorkingHour[]) =>
  JSON.stringify(
    [...week].sort((a, b) => a.day - b.day).map(({ day, open, close, closed }) => [day, open, close, Boolean(closed)]),
  );
const DEFAULT_WEEK = weekText(defaultWorkingHours());

/**
 * The store's setup checklist (docs/report-screens.md, Setup checklist): each step from what the store holds now, read
 * through the services of the areas that keep it; nothing is stored.
 */
export const setupChecklist = async (ctx: UserCtx, storeId: string): Promise<SetupChecklist> => {
  const store = await storeRowById(ctx.db, storeId);
  if (!store) throw new AppError('not_found', `store ${storeId} does not exist`);
  const [taxRates, paymentTypes, tables, members, numbers] = await Promise.all([
    items(ctx.db, 'taxRates', storeId),
    items(ctx.db, 'paymentTypes', storeId),
    storeTables(ctx, storeId),
    staff.list(ctx, storeId),
    staff.numberInvitations(ctx, storeId),
  ]);
  const filled = (...values: string[]) => values.every((v) => v.trim() !== '');
  const done: Record<SetupStepKey, boolean> = {
    // What the store-settings page requires beyond a name, and an address line to find the store by.
    storeDetails: filled(store.name, store.phone, store.countryCode, store.cityCode, store.addressLine),
    // Every store starts open 09:00–23:00 each day: the step is done once the owner has saved a week of their own.
    openingHours: store.workingHours.length > 0 && weekText(store.workingHours) !== DEFAULT_WEEK,
    taxesAndPayments:
      taxRates.some((r) => 'isDefault' in r && r.isDefault && r.active) && paymentTypes.some((p) => p.active),
    menuPublished: store.menuVersion > 0,
    tableQrCodes: tables.tables.some((t) => t.tableQrs.length > 0),
    webMenu: store.properties.webMenuActive === true,
    staffInvited: [...members, ...numbers].some((m) => m.status !== 'expired'),
  };
  return { steps: setupStepKeys.map((key) => ({ key, done: done[key] })) };
};
