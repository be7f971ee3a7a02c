import type { Db } from '../../db/client.ts';
import { isGuestOf } from './customers.repo.ts';

/** Whether the user has been the store's guest: a visit recorded by a check-in or a bill naming them (docs/customers.md). */
export const hasVisited = (db: Db, storeId: string, userId: string): Promise<boolean> => isGuestOf(db, storeId, userId);
