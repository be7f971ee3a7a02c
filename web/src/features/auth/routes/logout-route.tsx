import { redirect } from 'react-router';
import { logout } from '../api/logout';

/** The sidebar's logout entry as a route: /main/logout signs out and lands on /login. */
export const loader = async () => {
  await logout({ navigate: false });
  return redirect('/login');
};

export function Component() {
  return null;
}
