import { createBrowserRouter, redirect, type LoaderFunctionArgs, type RouteObject } from 'react-router';
import { Center, Loader } from '@mantine/core';
import { hasSavedLogin, onSignedOut } from '../../lib/session';
import { RouteError } from './route-error';

function PageLoader() {
  return (
    <Center h="100dvh">
      <Loader aria-label="…" />
    </Center>
  );
}

/** login and register: only when not logged in (spec section 2). */
const guestOnly = () => (hasSavedLogin() ? redirect('/main') : null);

/** main: only with a saved login; the rest of the check loads with the main area. */
const mainOnly = async (args: LoaderFunctionArgs) => {
  if (!hasSavedLogin()) return redirect('/login');
  const { mainGuard } = await import('./guards');
  return mainGuard(args);
};

/** Top-level routes of spec section 2, each screen its own chunk. */
const pages: RouteObject[] = [
  { path: '/', loader: () => redirect('/main') },
  { path: '/payment-result', lazy: () => import('./payment-result-route') },
  { path: '/login', loader: guestOnly, lazy: () => import('../../features/auth/routes/login-route') },
  { path: '/register', loader: guestOnly, lazy: () => import('../../features/auth/routes/register-route') },
  {
    path: '/main',
    loader: mainOnly,
    lazy: () => import('../shell/main-shell'),
    children: [
      { index: true, loader: () => redirect('/main/report-dashboard') },
      { path: 'report-dashboard', lazy: () => import('../../features/reports/routes/report-dashboard-route') },
      { path: 'owned-stores', lazy: () => import('../../features/stores/routes/owned-stores-route') },
      { path: 'store-add', lazy: () => import('../../features/stores/routes/store-add-route') },
      { path: 'profile', lazy: () => import('../../features/account/routes/profile-route') },
      { path: 'logout', lazy: () => import('../../features/auth/routes/logout-route') },
      { path: '*', loader: () => redirect('/main/report-dashboard') },
    ],
  },
  { path: '*', loader: () => redirect('/main') },
];

/** One root so the first load (automatic login, owned stores) shows a loader instead of nothing. */
export const routes: RouteObject[] = [
  { id: 'root', hydrateFallbackElement: <PageLoader />, errorElement: <RouteError />, children: pages },
];

export const createRouter = () => {
  const router = createBrowserRouter(routes);
  onSignedOut(() => {
    void router.navigate('/login', { replace: true });
  });
  return router;
};
