import { read, storageKeys, write } from './storage';

/**
 * What a user chose on a screen, kept in local storage by user id and screen name (sign-out keeps it, like the last
 * store): the grid columns they hid, and whether they have seen the screen's intro tour. Ids and names only.
 */
type ByUser<T> = Record<string, Record<string, T>>;

const entry = <T>(key: typeof storageKeys.hiddenColumns | typeof storageKeys.toursSeen, userId: string) => {
  const all = read<ByUser<T>>(key);
  return all && typeof all === 'object' ? (all[userId] ?? {}) : {};
};

const put = <T>(
  key: typeof storageKeys.hiddenColumns | typeof storageKeys.toursSeen,
  userId: string,
  screen: string,
  value: T | undefined,
) => {
  const all = read<ByUser<T>>(key) ?? {};
  const mine = { ...all[userId] };
  if (value === undefined) delete mine[screen];
  else mine[screen] = value;
  write(key, { ...all, [userId]: mine });
};

export const screenPrefs = {
  /** The accessors of the columns the user hid on the screen. */
  hiddenColumns: (userId: string, screen: string): string[] => {
    const v = entry<unknown>(storageKeys.hiddenColumns, userId)[screen];
    return Array.isArray(v) ? v.filter((a): a is string => typeof a === 'string') : [];
  },
  setHiddenColumns: (userId: string, screen: string, accessors: string[]) =>
    put(storageKeys.hiddenColumns, userId, screen, accessors.length ? accessors : undefined),
  tourSeen: (userId: string, screen: string): boolean => entry<unknown>(storageKeys.toursSeen, userId)[screen] === true,
  setTourSeen: (userId: string, screen: string) => put(storageKeys.toursSeen, userId, screen, true),
};
