import type { Db } from '../../db/client.ts';
import * as usersRepo from './users.repo.ts';

/** What other areas may read of a user (they never read the users repo themselves). */
export const userById = (db: Db, id: string) => usersRepo.byId(db, id);

export const userByGsm = (db: Db, gsm: string) => usersRepo.byGsm(db, gsm);
