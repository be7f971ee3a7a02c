import { useSyncExternalStore } from 'react';

/**
 * The guest's own sign-in on the guest page (docs/coupons.md, The guest's wallet): the session `user/verifyOtp` gave,
 * kept on the device so the next visit is signed in too, until the guest signs out or the server refuses the token.
 * Apart from the portal's session (`sofra.login`): a guest on an owner's phone is not the owner.
 */
export interface GuestSession {
  token: string;
  name: string;
  gsm: string;
}

const SAVED_SESSION = 'sofra-guest-session';
const listeners = new Set<() => void>();
let cached: { raw: string | null; session: GuestSession | null } = { raw: null, session: null };

const read = (): GuestSession | null => {
  let raw: string | null = null;
  try {
    raw = localStorage.getItem(SAVED_SESSION);
  } catch {
    // Storage may be off (private mode): signed out.
  }
  if (raw !== cached.raw) {
    try {
      cached = { raw, session: raw ? (JSON.parse(raw) as GuestSession) : null };
    } catch {
      cached = { raw, session: null };
    }
  }
  return cached.session;
};

const write = (session: GuestSession | null) => {
  try {
    if (session) localStorage.setItem(SAVED_SESSION, JSON.stringify(session));
    else localStorage.removeItem(SAVED_SESSION);
  } catch {
    // Not kept: the guest signs in again on the next visit.
  }
  for (const listener of listeners) listener();
};

export const saveSession = (session: GuestSession) => write(session);
export const forgetSession = () => write(null);

/** The token's refusals: the session is over (signed out elsewhere, expired), and the page forgets it. */
export const isSessionOver = (code: string) => code === 'token_expired' || code === 'token_invalid';

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The signed-in guest, or null (always null on the server and while the page hydrates). */
export const useGuestSession = () => useSyncExternalStore(subscribe, read, () => null);
