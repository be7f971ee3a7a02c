import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { normalizeGsm } from '../../lib/phone.ts';
import { userByGsm, userById, userIdByQr } from '../auth/users.service.ts';
import { isGuestOf } from './customers.repo.ts';

/** How staff name a guest at the till: the QR code the guest's app shows, their phone number, or their user id. */
export interface GuestRef {
  userQr?: string;
  gsm?: string;
  userId?: string;
}

/**
 * The one way the loyalty areas (points, coupons) find the guest staff name, by the first of `userQr`, `gsm`, `userId`
 * given. An unknown guest is user_not_found naming that field, under `prefix` when the reference is a nested object
 * of the input (`guest.` for coupons' `guest`).
 */
export const findGuest = async (db: Db, ref: GuestRef, prefix = '') => {
  let field: keyof GuestRef = 'userId';
  let user;
  if (ref.userQr !== undefined) {
    field = 'userQr';
    const id = await userIdByQr(db, ref.userQr);
    user = id ? await userById(db, id) : undefined;
  } else if (ref.gsm !== undefined) {
    field = 'gsm';
    user = await userByGsm(db, normalizeGsm(ref.gsm, `${prefix}gsm`));
  } else if (ref.userId !== undefined) user = await userById(db, ref.userId);
  if (!user)
    throw new AppError('user_not_found', `no guest has this ${field}`, {}, [
      { path: `${prefix}${field}`, code: 'user_not_found' },
    ]);
  return user;
};

/** Whether the user has been the store's guest: a visit recorded by a check-in or a bill naming them (docs/customers.md). */
export const hasVisited = (db: Db, storeId: string, userId: string): Promise<boolean> => isGuestOf(db, storeId, userId);
