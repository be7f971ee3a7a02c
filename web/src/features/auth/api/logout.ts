import { authCalls } from '@sofra/contracts/auth/auth.calls';
import { post } from '../../../lib/post';
import { signOut } from '../../../lib/session';

/**
 * Logout: the server invalidates the user's tokens; whatever it answers, all local storage and
 * state are cleared and the user goes to /login (spec section 4).
 */
export const logout = async ({ navigate = true }: { navigate?: boolean } = {}) => {
  try {
    await post(authCalls.logout, {}, { toast: false, loading: true });
  } catch {
    // A failed logout call must not keep the user signed in here.
  }
  signOut({ navigate });
};
