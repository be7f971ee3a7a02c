import type { User } from '@sofra/contracts/auth/auth.schemas';

/** Everything the portal keeps in local storage, under one prefix. */
const PREFIX = 'sofra.';

export const storageKeys = {
  /** The saved login record (spec section 4): its presence decides route access. */
  login: 'login',
  userInfo: 'userInfo',
  activeStoreId: 'activeStoreId',
  /** The store each user of this device worked on last, by user id: chosen again at their next sign-in. */
  lastStores: 'lastStores',
  language: 'language',
  phoneCountry: 'phoneCountry',
  /** Per user and screen: the grid columns a user hid (lib/screen-prefs.ts; sign-out keeps it). */
  hiddenColumns: 'hiddenColumns',
  /** Per user: the screens whose intro tour the user has seen (lib/screen-prefs.ts; sign-out keeps it). */
  toursSeen: 'toursSeen',
  /** The live alerts' sound is off on this device (lib/alerts.ts; sign-out keeps it). */
  soundMuted: 'soundMuted',
  /** The browser's notification permission was asked for once on this device (lib/alerts.ts; sign-out keeps it). */
  notificationsAsked: 'notificationsAsked',
  /** The report screens' language and currency on this device (features/reports; sign-out keeps it). */
  reportDisplay: 'reportDisplay',
} as const;

type Key = (typeof storageKeys)[keyof typeof storageKeys];

/** The local storage name of a key (index.html's boot script reads the saved login before the portal's code runs). */
export const storageName = (key: Key) => PREFIX + key;

export interface PhoneCountry {
  code: string;
  dialCode: string;
  flagEmoji: string;
  name: string;
}

export interface SavedLogin {
  gsm: string;
  token: string;
}

/** Raw access for values only the main area uses (lib/last-store.ts), so the sign-in page does not load their code. */
export const read = <T>(key: Key): T | null => {
  try {
    const raw = localStorage.getItem(PREFIX + key);
    return raw === null ? null : (JSON.parse(raw) as T);
  } catch {
    return null;
  }
};

export const write = (key: Key, value: unknown): void => {
  if (value === null || value === undefined) localStorage.removeItem(PREFIX + key);
  else localStorage.setItem(PREFIX + key, JSON.stringify(value));
};

export const storage = {
  login: (): SavedLogin | null => {
    const v = read<SavedLogin>(storageKeys.login);
    return v && typeof v.token === 'string' && typeof v.gsm === 'string' ? v : null;
  },
  setLogin: (v: SavedLogin | null) => write(storageKeys.login, v),
  userInfo: (): User | null => read<User>(storageKeys.userInfo),
  setUserInfo: (v: User | null) => write(storageKeys.userInfo, v),
  activeStoreId: (): string | null => read<string>(storageKeys.activeStoreId),
  setActiveStoreId: (v: string | null) => write(storageKeys.activeStoreId, v),
  language: (): string | null => read<string>(storageKeys.language),
  setLanguage: (v: string) => write(storageKeys.language, v),
  /** The country last chosen in a phone input; its dial code prefixes typed numbers (default TR, +90). */
  phoneCountry: (): PhoneCountry | null => read<PhoneCountry>(storageKeys.phoneCountry),
  setPhoneCountry: (v: PhoneCountry) => write(storageKeys.phoneCountry, v),
  /**
   * Sign-out clears all local storage (spec section 4). The interface language is a choice of the
   * device, not of the session, so it survives: a user who switched to English keeps English. So does
   * each user's last store (ids only, no session data): the next sign-in opens it again, and each user's screen
   * choices (hidden columns, tours seen) and the live alerts' sound and notification choices, so a tour is not shown again after signing in anew.
   */
  clearAll: () => {
    const kept = [
      storageKeys.language,
      storageKeys.lastStores,
      storageKeys.hiddenColumns,
      storageKeys.toursSeen,
      storageKeys.soundMuted,
      storageKeys.notificationsAsked,
    ].map((key) => [key, read(key)] as const);
    localStorage.clear();
    kept.forEach(([key, value]) => write(key, value));
  },
};
