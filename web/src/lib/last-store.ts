import { read, storageKeys, write } from './storage';

/**
 * The store each user of this device worked on last, by user id, kept in local storage beside the session (see
 * storageKeys.lastStores; sign-out keeps it): the next sign-in chooses it again.
 */
export const lastStore = {
  get: (userId: string): string | null => {
    const v = read<Record<string, unknown>>(storageKeys.lastStores)?.[userId];
    return typeof v === 'string' ? v : null;
  },
  set: (userId: string, storeId: string) =>
    write(storageKeys.lastStores, { ...read<Record<string, string>>(storageKeys.lastStores), [userId]: storeId }),
};
