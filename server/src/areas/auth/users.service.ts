import { newId } from '@sofra/contracts/core/ids';
import type { Db, Tx } from '../../db/client.ts';
import type { PendingRegistration, permissionLogs } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { normalizeGsm } from '../../lib/phone.ts';
import * as usersRepo from './users.repo.ts';
import type { NewUserRow, UserRow } from './users.repo.ts';
import { userHooks } from './user-hooks.ts';

/** What other areas may read of a user (they never read the users repo themselves). */
export const userById = (db: Db, id: string) => usersRepo.byId(db, id);

export const userByGsm = (db: Db, gsm: string) => usersRepo.byGsm(db, gsm);

/** Users by id (a page of another area's list), in no order; a thousand ids per query. */
export const usersByIds = async (db: Tx, ids: string[]): Promise<UserRow[]> => {
  const rows: UserRow[] = [];
  for (let i = 0; i < ids.length; i += 1000) rows.push(...(await usersRepo.byIds(db, ids.slice(i, i + 1000))));
  return rows;
};

export const userExists = (db: Tx, id: string): Promise<boolean> => usersRepo.exists(db, id);

/** The users a search names (name, or 3+ digits of the number), as a subquery of ids for another area's query. */
export const userIdsMatching = (db: Tx, search: string) => usersRepo.idsMatching(db, search);

/** The users a message on `channel` may reach now (not blocked, consent on), as a subquery (`id`, `gsm`) to join. */
/** The language each user reads the app in (their latest accepted legal text's), for the ids that have one. */
export const languagesOf = (db: Tx, ids: string[]) => usersRepo.latestConsentLanguages(db, ids);

export const reachableUsers = (db: Tx, channel: 'sms' | 'push') => usersRepo.reachable(db, channel);

/**
 * A user's marketing permissions changed by the user or by a store's staff (customers): the row locked for the
 * change, the new permissions, and the change's log row.
 */
export const lockUser = (db: Tx, id: string) => usersRepo.byIdForUpdate(db, id);
export const setUserPermissions = (db: Tx, id: string, permissions: UserRow['permissions']) =>
  usersRepo.setPermissions(db, id, permissions);
export const logPermissions = (db: Tx, row: typeof permissionLogs.$inferInsert) =>
  usersRepo.insertPermissionLog(db as Db, row);
/** The user's last 200 permission changes, newest first. */
export const latestPermissionLogs = (db: Tx, userId: string) => usersRepo.latestPermissionLogsOf(db, userId, 200);

/** A user made by a store for a number with no account yet (a virtual guest); nothing when the number has one. */
export const insertUserIfNew = (db: Tx, row: NewUserRow) => usersRepo.insertIfNew(db as Db, row);

/** The id of the user whose app QR code this is, if any. */
export const userIdByQr = (db: Db, code: string) => usersRepo.idByQr(db, code);

/**
 * The one place a user is created: the verified code of a registration (docs/sign-up.md). The account with its name and
 * chosen marketing permissions, the accepted texts (consent log) and any permission granted (permission log) are
 * written in one transaction. Answers the user that registered the number a moment earlier, writing nothing, if there is one.
 */
export const createUser = (
  db: Db,
  { gsm, source, registration }: { gsm: string; source: string; registration: PendingRegistration },
): Promise<UserRow> =>
  db.transaction(async (tx) => {
    const { name, permissions, consents, acceptedAt, appName } = registration;
    const user = await usersRepo.insertIfNew(tx, { id: newId(), gsm, name, status: 'registered', source, permissions });
    if (!user) return (await usersRepo.byGsm(tx, gsm))!;
    // Stores that invited this number before it had an account (docs/permissions.md) now invite the person.
    await userHooks().claimInvitations(tx, user.id, gsm);
    await usersRepo.insertConsentLogs(
      tx,
      consents.map((c) => ({ id: newId(), userId: user.id, ...c, acceptedAt: new Date(acceptedAt), source, appName })),
    );
    // A permission granted at sign-up is a consent given then; all off is the state nobody agreed to, so it logs nothing.
    if (Object.values(permissions).some(Boolean))
      await usersRepo.insertPermissionLog(tx, {
        id: newId(),
        userId: user.id,
        ...permissions,
        source,
        appName,
        changedById: user.id,
      });
    return user;
  });

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
