import { newId } from '@sofra/contracts/core/ids';
import type { Db } from '../../db/client.ts';
import type { PendingRegistration } from '../../db/schema/index.ts';
import * as usersRepo from './users.repo.ts';
import type { UserRow } from './users.repo.ts';
import { claimInvitationsByGsm } from '../stores/invitations.service.ts';

/** What other areas may read of a user (they never read the users repo themselves). */
export const userById = (db: Db, id: string) => usersRepo.byId(db, id);

export const userByGsm = (db: Db, gsm: string) => usersRepo.byGsm(db, gsm);

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
    await claimInvitationsByGsm(tx, user.id, gsm);
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
