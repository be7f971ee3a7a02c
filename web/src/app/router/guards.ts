import { chooseLastStore, ownedStoresQuery, prefetchStoreInfo, rememberStore } from '../../lib/active-store';
import { isApiError } from '../../lib/api-error';
import { autoLoginOnce } from '../../lib/auto-login';
import { queryClient } from '../../lib/query-client';
import { getSession, hasSavedLogin, setActiveStoreId, signOut } from '../../lib/session';
import { urls } from '../../lib/urls';

/**
 * The reads of entering main, started together: the saved token still works while automatic login renews it, so
 * the owned stores and the active store's info need not wait for it (one round trip instead of three on a phone).
 * Run as soon as the main area's code has loaded (router.tsx), and again by enterMain, which then finds them under
 * way: automatic login once per page load, the queries from the cache.
 */
export const startMainReads = () => {
  const login = getSession().login;
  if (!login) return;
  // Failures are enterMain's to handle, when it awaits the same calls.
  autoLoginOnce(login.token).catch(() => undefined);
  void queryClient.prefetchQuery(ownedStoresQuery());
  const { activeStoreId } = getSession();
  if (activeStoreId) void prefetchStoreInfo(activeStoreId);
};

/**
 * Entering main (spec sections 2 and 4): automatic login — a refused token ends the session; no
 * answer at all (or a cut-off one) keeps the saved one — then the owned stores: 'user_not_found' ends the session,
 * a user with no active store gets the one they chose last (while they own it), and a user with no store who lands on
 * main goes to store-add. Resolves with where to go instead, or null to stay.
 */
export const enterMain = async (pathname: string): Promise<string | null> => {
  const login = getSession().login;
  if (!login) return urls.login;
  startMainReads();
  try {
    await autoLoginOnce(login.token);
  } catch (error) {
    // Only the server's refusal ends the session. No answer, or an answer cut off (a reload while the
    // call runs aborts reading its body), keeps the saved login.
    if (isApiError(error) && error.status !== 0) {
      if (hasSavedLogin()) signOut();
      return urls.login;
    }
  }

  try {
    const stores = await queryClient.fetchQuery(ownedStoresQuery());
    const { activeStoreId } = getSession();
    if (activeStoreId && !stores.some((s) => s.storeId === activeStoreId)) setActiveStoreId(null);
    else if (activeStoreId) rememberStore(activeStoreId);
    if (!getSession().activeStoreId && stores.length > 0) await chooseLastStore(stores);
    // Screens that need no store (profile) stay reachable without one.
    const path = pathname.replace(/\/+$/, '');
    const landing = path === urls.main.root || path === urls.main.reportDashboard;
    if (stores.length === 0 && landing) return urls.main.storeAdd;
  } catch (error) {
    if (isApiError(error, 'user_not_found')) {
      signOut();
      return urls.login;
    }
    if (!hasSavedLogin()) return urls.login;
  }
  return null;
};
