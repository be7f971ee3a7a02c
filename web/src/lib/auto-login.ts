import { authCalls } from '@sofra/contracts/auth/auth.calls';
import { post } from './post';
import { setToken, setUser } from './session';

let autoLogin: Promise<void> | null = null;

/** Once per page load the saved token signs in again, refreshing the token and user info. */
export const autoLoginOnce = (token: string) => {
  autoLogin ??= post(authCalls.autoLogin, { token }, { toast: false }).then(
    (session) => {
      setToken(session.token);
      setUser(session.userInfo);
    },
    (error: unknown) => {
      autoLogin = null;
      throw error;
    },
  );
  return autoLogin;
};
