import { useEffect } from 'react';
import { logout } from '../api/logout';

/** The sidebar's logout entry as a route: /main/logout signs out and lands on /login. */
export function Component() {
  useEffect(() => {
    void logout();
  }, []);
  return null;
}
