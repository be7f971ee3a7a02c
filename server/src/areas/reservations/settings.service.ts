import type { z } from 'zod';
import {
  reservationLimits,
  type ReservationSettings,
  type ZReservationSettingsSave,
} from '@sofra/contracts/reservations/reservations.schemas';
import type { Tx } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { UserCtx } from '../../lib/call-context.ts';
import { storeRowById } from '../stores/stores.service.ts';
import { reminderDueAt } from './messages.service.ts';
import * as repo from './reservations.repo.ts';

/** A store's reservation settings (docs/reservations.md, Settings): the defaults until the store saves its own. */

export const settingsOf = async (db: Tx, storeId: string): Promise<ReservationSettings> => {
  const row = await repo.settingsOf(db, storeId);
  return {
    storeId,
    guestConfirmation: row?.guestConfirmation ?? 'request',
    reminderMinutes: row?.reminderMinutes ?? reservationLimits.reminderMinutes.default,
  };
};

const requireStore = async (db: Tx, storeId: string) => {
  const store = await storeRowById(db, storeId);
  if (!store) throw new AppError('not_found', `store ${storeId}`);
  return store;
};

/** `reservation/getSettings`. */
export const getSettings = async (ctx: UserCtx, storeId: string) => {
  await requireStore(ctx.db, storeId);
  return settingsOf(ctx.db, storeId);
};

/**
 * `reservation/saveSettings`: a new reminder time moves the reminders not yet sent of the bookings to come (one whose
 * new time has passed gets none, as a booking made at short notice).
 */
export const saveSettings = async (
  ctx: UserCtx,
  input: z.output<typeof ZReservationSettingsSave>,
): Promise<ReservationSettings> => {
  const store = await requireStore(ctx.db, input.storeId);
  const now = ctx.services.now();
  return ctx.db.transaction(async (tx) => {
    const before = await settingsOf(tx, input.storeId);
    await repo.saveSettings(tx, { ...input, updatedAt: now });
    if (before.reminderMinutes !== input.reminderMinutes)
      for (const r of await repo.remindersToCome(tx, input.storeId, now))
        await repo.setReminderDue(
          tx,
          r.id,
          reminderDueAt(r.startsAt, r.guestPhone, now, store.timeZone, input.reminderMinutes),
        );
    return {
      storeId: input.storeId,
      guestConfirmation: input.guestConfirmation,
      reminderMinutes: input.reminderMinutes,
    };
  });
};
