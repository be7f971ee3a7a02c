import { redirect, type LoaderFunctionArgs } from 'react-router';
import { authCalls } from '@sofra/contracts/auth/auth.calls';
import '../../lib/dates';
import { ownedStoresQuery } from '../../lib/active-store';
import { isApiError } from '../../lib/api-error';
import { post } from '../../lib/post';
import { queryClient } from '../../lib/query-client';
import { getSession, hasSavedLogin, setActiveStoreId, setToken, setUser, signOut } from '../../lib/session';

let autoLoginDone = false;

/**
 * main: only with a saved login. Once per page load the saved token signs in again (autoLogin),
 * refreshing the token and user info; a refused token ends the session. Then the owned stores
 * load: 'user_not_found' ends the session, and a user with no store landing on main goes to store-add.
 */
export const mainGuard = async ({ request }: LoaderFunctionArgs) => {
  const login = getSession().login;
  if (!hasSavedLogin() || !login) return redirect('/login');

  if (!autoLoginDone) {
    try {
      const session = await post(authCalls.autoLogin, { token: login.token }, { toast: false });
      setToken(session.token);
      setUser(session.userInfo);
      autoLoginDone = true;
    } catch (error) {
      // No answer (offline): keep the saved session and try again on the next load.
      if (!(isApiError(error) && error.status === 0)) {
        if (hasSavedLogin()) signOut();
        return redirect('/login');
      }
    }
  }

  try {
    const stores = await queryClient.fetchQuery(ownedStoresQuery());
    const { activeStoreId } = getSession();
    if (activeStoreId && !stores.some((s) => s.storeId === activeStoreId)) setActiveStoreId(null);
    // A user with no store lands on store-add; screens that need no store (profile) stay reachable.
    const path = new URL(request.url).pathname.replace(/\/+$/, '');
    const landing = path === '/main' || path === '/main/report-dashboard';
    if (stores.length === 0 && landing) return redirect('/main/store-add');
  } catch (error) {
    if (isApiError(error, 'user_not_found')) {
      signOut();
      return redirect('/login');
    }
    if (!hasSavedLogin()) return redirect('/login');
  }
  return null;
};
