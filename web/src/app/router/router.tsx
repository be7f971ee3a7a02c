import { useEffect, useState, type ReactNode } from 'react';
import {
  createRootRoute,
  createRoute,
  createRouter,
  lazyRouteComponent,
  Navigate,
  Outlet,
  redirect,
  useNavigate,
  type RouterHistory,
} from '@tanstack/react-router';
import { textsFor } from '../../lib/i18n';
import type { PhoneValue } from '../../components/phone-input/phone-input';
import { hasSavedLogin, onSignedOut, useSession } from '../../lib/session';
import { mainSegments, urls } from '../../lib/urls';
import { PageLoader } from './page-loader';
import { screensForPath } from './screens-for-path';
import { RouteError } from './route-error';
import { searchFormat, searchOf } from './search';

/**
 * The routes of spec section 2, on TanStack Router (docs/adr/0010-tanstack-router.md): typed paths, links and search
 * parameters, every path from lib/urls.ts. Each screen is its own chunk, loaded when a link to it is hovered or
 * focused (`defaultPreload: 'intent'`) and at the latest when it opens.
 */

/** A screen's module: its component, and the reads it can start before it renders. */
interface ScreenModule {
  Component: () => ReactNode;
  /** Starts the reads the screen needs first, when a visit opens on it (startScreens). */
  prefetch?: () => void;
}

/** Every lazily loaded screen, by the name screensForPath gives it (its module's file name). */
const screens = {
  'payment-result': () => import('./payment-result-route'),
  'legal-note-view': () => import('../../features/legal/routes/legal-note-view-route'),
  login: () => import('../../features/auth/routes/login-route'),
  register: () => import('../../features/auth/routes/register-route'),
  'main-shell': () => import('../shell/main-shell'),
  'report-dashboard': () => import('../../features/reports/routes/report-dashboard-route'),
  sofra: () => import('../../features/reports/routes/sofra-route'),
  'sofra-pos-reports': () => import('../../features/reports/routes/sofra-pos-reports-route'),
  'owned-stores': () => import('../../features/stores/routes/owned-stores-route'),
  'store-add': () => import('../../features/stores/routes/store-add-route'),
  staffs: () => import('../../features/staff/routes/staffs-route'),
  'store-images': () => import('../../features/store-images/routes/store-images-route'),
  'store-settings': () => import('../../features/stores/routes/store-settings-route'),
  profile: () => import('../../features/account/routes/profile-route'),
  'legal-notes': () => import('../../features/legal/routes/legal-notes-route'),
  'contract-text': () => import('../../features/legal/routes/contract-text-route'),
  'sofra-tables': () => import('../../features/tables/routes/sofra-tables-route'),
  'table-and-groups': () => import('../../features/tables/routes/table-and-groups-route'),
  'link-table': () => import('../../features/tables/routes/link-table-route'),
  invitations: () => import('../../features/invitations/routes/invitations-route'),
  integration: () => import('../../features/integration/routes/integration-route'),
  'tax-rates': () => import('../../features/definitions/routes/tax-rates-route'),
  department: () => import('../../features/definitions/routes/department-route'),
  printer: () => import('../../features/definitions/routes/printer-route'),
  discount: () => import('../../features/definitions/routes/discount-route'),
  gift: () => import('../../features/definitions/routes/gift-route'),
  'delete-product': () => import('../../features/definitions/routes/delete-product-route'),
  'payment-type-definition': () => import('../../features/definitions/routes/payment-type-definition-route'),
  'menu-list': () => import('../../features/menu/routes/menu-list-route'),
  variation: () => import('../../features/menu-extras/routes/variation-route'),
  suggestions: () => import('../../features/menu-extras/routes/suggestions-route'),
  'product-suggestions': () => import('../../features/menu-extras/routes/product-suggestions-route'),
  'sofra-folios': () => import('../../features/folios/routes/sofra-folios-route'),
  'folio-list': () => import('../../features/folio-list/routes/folio-list-route'),
  'end-of-day': () => import('../../features/end-of-day/routes/end-of-day-route'),
  'sofra-folio-report': () => import('../../features/folio-report/routes/sofra-folio-report-route'),
  'coupon-management': () => import('../../features/coupons/routes/coupon-management-route'),
  'sofra-coupon-management': () => import('../../features/coupons/routes/sofra-coupon-management-route'),
  'order-service': () => import('../../features/orders/routes/order-service-route'),
  'order-tracking': () => import('../../features/deliveries/routes/order-tracking-route'),
  'user-points-operations': () => import('../../features/points/routes/user-points-operations-route'),
  'campaign-management': () => import('../../features/campaigns/routes/campaign-management-route'),
  'customer-list': () => import('../../features/customers/routes/customer-list-route'),
  'ticket-points': () => import('../../features/reservations/routes/ticket-points-route'),
  reservations: () => import('../../features/reservations/routes/reservations-route'),
  'opt-out': () => import('../../features/customers/routes/opt-out-route'),
  logout: () => import('../../features/auth/routes/logout-route'),
} satisfies Record<string, () => Promise<ScreenModule>>;

type ScreenName = keyof typeof screens;

/** Screens whose module has loaded, so that lazy() can render them at once. */
const loaded = new Map<ScreenName, ScreenModule>();
const load = (name: ScreenName) =>
  // A screen other than the first waits for the whole texts too (lib/i18n.ts: the first visit loads only its part).
  Promise.all([screens[name]() as Promise<ScreenModule>, textsFor(name)]).then(([m]) => {
    loaded.set(name, m);
    return m;
  });

/**
 * Runs the screens a first visit to `path` shows as soon as their code is in, before React has rendered the router
 * (index.html's boot script has already started fetching it): a screen's reads start with its code, not after the
 * frame above it has rendered and checked the session (docs/performance.md). Settles once they have loaded (or
 * failed to), so the first render can show them at once.
 */
export const startScreens = (path: string): Promise<unknown> =>
  Promise.all(
    screensForPath(path, hasSavedLogin())
      .filter((name): name is ScreenName => name in screens)
      .map((name) =>
        load(name).then(
          (m) => m.prefetch?.(),
          // The router loads it again when the screen opens, and shows a failure there (RouteError).
          () => undefined,
        ),
      ),
  );

/**
 * A screen as a route component that loads its module on first use; the router loads it (`preload`) before it
 * shows the screen, on intent or on the move itself, so the screen renders at once. One whose module has loaded
 * already (startScreens) is ready without a wait.
 */
const page = (name: ScreenName) => lazyRouteComponent(() => load(name), 'Component');

const PaymentResult = page('payment-result');
const LegalNoteView = page('legal-note-view');
const Login = page('login');
const Register = page('register');
const MainShell = page('main-shell');
const OptOut = page('opt-out');

/**
 * login and register: only when not logged in. Decided when the screen opens, so a registration
 * that has just signed in may finish its own steps before going to main (spec section 4).
 */
const guestOnly = (Screen: ReturnType<typeof page>) => {
  function GuestOnly() {
    const [loggedIn] = useState(hasSavedLogin);
    return loggedIn ? <Navigate to={urls.main.root} replace /> : <Screen />;
  }
  // The screen's code loads with the route's (on intent, and before a first render).
  return Object.assign(GuestOnly, { preload: Screen.preload });
};

/** main: only with a saved login; losing it (logout, a refused token) leaves for /login at once. */
function MainOnly() {
  const { login } = useSession();
  return login ? <MainShell /> : <Navigate to={urls.login} replace />;
}
MainOnly.preload = MainShell.preload;

/** Lets code outside React (the post helper's sign-out) reach /login, replacing history. */
function SignOutNavigation() {
  const navigate = useNavigate();
  useEffect(() => onSignedOut(() => void navigate({ to: urls.login, replace: true })), [navigate]);
  return null;
}

function Root() {
  return (
    <>
      <SignOutNavigation />
      <Outlet />
    </>
  );
}

const rootRoute = createRootRoute({ component: Root });

/** A redirect for a route that only sends elsewhere, replacing the history entry. */
const goTo = (to: typeof urls.main.root | typeof urls.main.reportDashboard) => () => {
  throw redirect({ to, replace: true });
};

const mainRoute = createRoute({ getParentRoute: () => rootRoute, path: urls.main.root, component: MainOnly });

/** A screen under /main that reads no search parameters. */
const mainScreen = <P extends string>(path: P, name: ScreenName) =>
  createRoute({ getParentRoute: () => mainRoute, path, component: page(name) });

/** A screen under /main that reads search parameters, checked by its entry in `searchOf` (search.ts). */
const searchScreen = <P extends string, S>(
  path: P,
  name: ScreenName,
  validateSearch: (search: Record<string, unknown>) => S,
) => createRoute({ getParentRoute: () => mainRoute, path, component: page(name), validateSearch });

const mainRoutes = [
  createRoute({ getParentRoute: () => mainRoute, path: '/', beforeLoad: goTo(urls.main.reportDashboard) }),
  searchScreen(mainSegments.reportDashboard, 'report-dashboard', searchOf[urls.main.reportDashboard]),
  searchScreen(mainSegments.sofra, 'sofra', searchOf[urls.main.sofra]),
  searchScreen(mainSegments.sofraPosReports, 'sofra-pos-reports', searchOf[urls.main.sofraPosReports]),
  mainScreen(mainSegments.ownedStores, 'owned-stores'),
  mainScreen(mainSegments.storeAdd, 'store-add'),
  mainScreen(mainSegments.staffs, 'staffs'),
  mainScreen(mainSegments.couponManagement, 'coupon-management'),
  mainScreen(mainSegments.platformCoupons, 'sofra-coupon-management'),
  mainScreen(mainSegments.storeImages, 'store-images'),
  mainScreen(mainSegments.storeSettings, 'store-settings'),
  mainScreen(mainSegments.profile, 'profile'),
  searchScreen(mainSegments.legalNotes, 'legal-notes', searchOf[urls.main.legalNotes]),
  mainScreen(mainSegments.contractText, 'contract-text'),
  mainScreen(mainSegments.sofraTables, 'sofra-tables'),
  searchScreen(mainSegments.tableAndGroups, 'table-and-groups', searchOf[urls.main.tableAndGroups]),
  searchScreen(mainSegments.linkTable, 'link-table', searchOf[urls.main.linkTable]),
  // The same screen under the name the POS app links to.
  searchScreen(mainSegments.assignQrCode, 'link-table', searchOf[urls.main.assignQrCode]),
  mainScreen(mainSegments.invitations, 'invitations'),
  mainScreen(mainSegments.integration, 'integration'),
  mainScreen(mainSegments.taxRates, 'tax-rates'),
  mainScreen(mainSegments.departments, 'department'),
  mainScreen(mainSegments.printers, 'printer'),
  mainScreen(mainSegments.discountReasons, 'discount'),
  mainScreen(mainSegments.giftReasons, 'gift'),
  mainScreen(mainSegments.deleteReasons, 'delete-product'),
  mainScreen(mainSegments.paymentTypes, 'payment-type-definition'),
  mainScreen(mainSegments.menuList, 'menu-list'),
  mainScreen(mainSegments.variation, 'variation'),
  mainScreen(mainSegments.suggestions, 'suggestions'),
  mainScreen(mainSegments.productSuggestions, 'product-suggestions'),
  searchScreen(mainSegments.sofraFolios, 'sofra-folios', searchOf[urls.main.sofraFolios]),
  searchScreen(mainSegments.folioList, 'folio-list', searchOf[urls.main.folioList]),
  searchScreen(mainSegments.endOfDay, 'end-of-day', searchOf[urls.main.endOfDay]),
  searchScreen(mainSegments.folioReport, 'sofra-folio-report', searchOf[urls.main.folioReport]),
  mainScreen(mainSegments.orderService, 'order-service'),
  mainScreen(mainSegments.orderTracking, 'order-tracking'),
  mainScreen(mainSegments.userPointsOperations, 'user-points-operations'),
  mainScreen(mainSegments.campaignManagement, 'campaign-management'),
  mainScreen(mainSegments.customerList, 'customer-list'),
  mainScreen(mainSegments.reservationPoints, 'ticket-points'),
  mainScreen(mainSegments.reservations, 'reservations'),
  mainScreen(mainSegments.logout, 'logout'),
  // Any other path under main: the report dashboard.
  createRoute({ getParentRoute: () => mainRoute, path: '$', beforeLoad: goTo(urls.main.reportDashboard) }),
] as const;

// Built apart from addChildren (whose argument's type would erase the routes' own): typed paths need them.
const topRoutes = [
  createRoute({ getParentRoute: () => rootRoute, path: urls.root, beforeLoad: goTo(urls.main.root) }),
  createRoute({ getParentRoute: () => rootRoute, path: urls.paymentResult, component: PaymentResult }),
  createRoute({
    getParentRoute: () => rootRoute,
    path: urls.legalNoteViewPattern,
    component: LegalNoteView,
    validateSearch: searchOf[urls.legalNoteViewPattern],
  }),
  createRoute({ getParentRoute: () => rootRoute, path: urls.optOutPattern, component: OptOut }),
  createRoute({ getParentRoute: () => rootRoute, path: urls.login, component: guestOnly(Login) }),
  createRoute({ getParentRoute: () => rootRoute, path: urls.register, component: guestOnly(Register) }),
  mainRoute.addChildren(mainRoutes),
  // Any other path: main (and from there login, for a guest).
  createRoute({ getParentRoute: () => rootRoute, path: '$', beforeLoad: goTo(urls.main.root) }),
] as const;

export const routeTree = rootRoute.addChildren(topRoutes);

/**
 * The portal's router, on the browser's history unless given another (a test's, or the build's for a page it paints:
 * prerender.tsx, which names the origin the browser's window would have).
 */
export const createAppRouter = (history?: RouterHistory, server?: { origin: string }) =>
  createRouter({
    routeTree,
    history,
    // The page the build paints is drawn as the browser will draw it (prerender.tsx).
    isServer: false,
    origin: server?.origin,
    defaultPreload: 'intent',
    defaultPendingComponent: PageLoader,
    defaultErrorComponent: RouteError,
    ...searchFormat,
  });

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}

declare module '@tanstack/history' {
  interface HistoryState {
    /** From sign-in to registration: the number that has no account yet, so it need not be typed again. */
    phone?: PhoneValue;
  }
}
