import { useSyncExternalStore } from 'react';
import type { User } from '@sofra/contracts/auth/auth.schemas';
import { storage, type SavedLogin } from './storage';
import { urls } from './urls';

/** The signed-in session as the portal keeps it: saved login (gsm + token), user info, active store. */
export interface SessionState {
  login: SavedLogin | null;
  user: User | null;
  activeStoreId: string | null;
}

const load = (): SessionState => ({
  login: storage.login(),
  user: storage.userInfo(),
  activeStoreId: storage.activeStoreId(),
});

let state: SessionState = load();
const listeners = new Set<() => void>();
const set = (next: Partial<SessionState>) => {
  state = { ...state, ...next };
  listeners.forEach((l) => l());
};

export const getSession = () => state;
export const useSession = () =>
  useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => state,
    // The pages painted at build time (prerender.tsx) are signed out, as is every visit main.tsx hydrates.
    () => state,
  );

/** Route guards read the saved login record itself (spec section 2). */
export const hasSavedLogin = () => storage.login() !== null;

export const signIn = (gsm: string, token: string, user: User) => {
  storage.setLogin({ gsm, token });
  storage.setUserInfo(user);
  set({ login: { gsm, token }, user });
  window.dispatchEvent(new CustomEvent('sofra:logged-in', { detail: { userId: user.id } }));
};

export const setToken = (token: string) => {
  const gsm = state.login?.gsm ?? '';
  storage.setLogin({ gsm, token });
  set({ login: { gsm, token } });
};

export const setUser = (user: User) => {
  storage.setUserInfo(user);
  set({ user });
};

export const setActiveStoreId = (id: string | null) => {
  storage.setActiveStoreId(id);
  set({ activeStoreId: id });
};

const clearedListeners = new Set<() => void>();
/** Holders of session-bound state (the query cache) register to be cleared on sign-out. */
export const onSessionCleared = (listener: () => void) => {
  clearedListeners.add(listener);
  return () => clearedListeners.delete(listener);
};

const leaveForLogin = () => window.location.replace(urls.login);
let afterSignOut: () => void = leaveForLogin;
/** The router registers how to reach /login (replacing history) once it exists. */
export const onSignedOut = (handler: () => void) => {
  afterSignOut = handler;
  return () => {
    if (afterSignOut === handler) afterSignOut = leaveForLogin;
  };
};

/** Logout, an expired or invalid token, a 401: clear all storage and state, then go to /login. */
export const signOut = ({ navigate = true }: { navigate?: boolean } = {}) => {
  storage.clearAll();
  clearedListeners.forEach((l) => l());
  set({ login: null, user: null, activeStoreId: null });
  if (navigate) afterSignOut();
};

/** For tests and for a reload of the page: read storage again. */
export const reloadSession = () => set(load());
