import { lazy, Suspense, useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { Navigate, Route, Routes, useNavigate } from '../../lib/router';
import { textsFor } from '../../lib/i18n';
import { hasSavedLogin, onSignedOut, useSession } from '../../lib/session';
import { mainSegments, urls } from '../../lib/urls';
import { PageLoader } from './page-loader';
import { screensForPath } from './screens-for-path';
import { AppErrorBoundary } from './route-error';

/** The routes of spec section 2 (lib/router.tsx). Each screen is its own chunk. */
/** A screen's module: its component, and the reads it can start before it renders. */
interface ScreenModule {
  Component: ComponentType;
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
  'sofra-folio-report': () => import('../../features/folio-report/routes/sofra-folio-report-route'),
  'coupon-management': () => import('../../features/coupons/routes/coupon-management-route'),
  'sofra-coupon-management': () => import('../../features/coupons/routes/sofra-coupon-management-route'),
  'order-service': () => import('../../features/orders/routes/order-service-route'),
  'order-tracking': () => import('../../features/deliveries/routes/order-tracking-route'),
  'user-points-operations': () => import('../../features/points/routes/user-points-operations-route'),
  'campaign-management': () => import('../../features/campaigns/routes/campaign-management-route'),
  'customer-list': () => import('../../features/customers/routes/customer-list-route'),
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
 * A screen as a lazy component. One whose module has loaded already (startScreens) is handed over synchronously,
 * so it renders without suspending: a Suspense fallback, however brief, holds the screen back for up to 300 ms
 * (React throttles revealing content after a fallback).
 */
const page = (name: ScreenName) =>
  lazy(() => {
    const ready = loaded.get(name);
    if (ready) {
      const now = { default: ready.Component };
      // React reads a thenable that calls back at once as already resolved.
      return { then: (resolve: (m: typeof now) => void) => resolve(now) } as unknown as Promise<typeof now>;
    }
    return load(name).then((m) => ({ default: m.Component }));
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
          // React's lazy() loads it again when the screen renders, and shows a failure there.
          () => undefined,
        ),
      ),
  );

const PaymentResult = page('payment-result');
const LegalNoteView = page('legal-note-view');
const Login = page('login');
const Register = page('register');
const MainShell = page('main-shell');
const ReportDashboard = page('report-dashboard');
const LoyaltyDashboard = page('sofra');
const ProductSales = page('sofra-pos-reports');
const OwnedStores = page('owned-stores');
const StoreAdd = page('store-add');
const Staffs = page('staffs');
const StoreImages = page('store-images');
const StoreSettings = page('store-settings');
const Profile = page('profile');
const LegalNotes = page('legal-notes');
const ContractText = page('contract-text');
const SofraTables = page('sofra-tables');
const TableAndGroups = page('table-and-groups');
const LinkTable = page('link-table');
const Invitations = page('invitations');
const Integration = page('integration');
const TaxRates = page('tax-rates');
const Departments = page('department');
const Printers = page('printer');
const DiscountReasons = page('discount');
const GiftReasons = page('gift');
const DeleteReasons = page('delete-product');
const PaymentTypes = page('payment-type-definition');
const MenuList = page('menu-list');
const Variations = page('variation');
const Suggestions = page('suggestions');
const ProductSuggestions = page('product-suggestions');
const SofraFolios = page('sofra-folios');
const FolioList = page('folio-list');
const CustomerList = page('customer-list');
const OptOut = page('opt-out');
const FolioReport = page('sofra-folio-report');
const CouponManagement = page('coupon-management');
const PlatformCoupons = page('sofra-coupon-management');
const OrderService = page('order-service');
const OrderTracking = page('order-tracking');
const UserPointsOperations = page('user-points-operations');
const CampaignManagement = page('campaign-management');
const Logout = page('logout');

/**
 * login and register: only when not logged in. Decided when the screen opens, so a registration
 * that has just signed in may finish its own steps before going to main (spec section 4).
 */
function GuestOnly({ children }: { children: ReactNode }) {
  const [loggedIn] = useState(hasSavedLogin);
  return loggedIn ? <Navigate to={urls.main.root} replace /> : children;
}

/** main: only with a saved login; losing it (logout, a refused token) leaves for /login at once. */
function MainOnly({ children }: { children: ReactNode }) {
  const { login } = useSession();
  return login ? children : <Navigate to={urls.login} replace />;
}

/** Lets code outside React (the post helper's sign-out) reach /login, replacing history. */
function SignOutNavigation() {
  const navigate = useNavigate();
  useEffect(() => onSignedOut(() => navigate(urls.login, { replace: true })), [navigate]);
  return null;
}

export function AppRoutes() {
  return (
    <AppErrorBoundary>
      <SignOutNavigation />
      <Suspense fallback={<PageLoader />}>
        <Routes>
          <Route path={urls.root} element={<Navigate to={urls.main.root} replace />} />
          <Route path={urls.paymentResult} element={<PaymentResult />} />
          <Route path={urls.legalNoteViewPattern} element={<LegalNoteView />} />
          <Route path={urls.optOutPattern} element={<OptOut />} />
          <Route
            path={urls.login}
            element={
              <GuestOnly>
                <Login />
              </GuestOnly>
            }
          />
          <Route
            path={urls.register}
            element={
              <GuestOnly>
                <Register />
              </GuestOnly>
            }
          />
          <Route
            path={urls.main.root}
            element={
              <MainOnly>
                <MainShell />
              </MainOnly>
            }
          >
            <Route index element={<Navigate to={urls.main.reportDashboard} replace />} />
            <Route path={mainSegments.reportDashboard} element={<ReportDashboard />} />
            <Route path={mainSegments.sofra} element={<LoyaltyDashboard />} />
            <Route path={mainSegments.sofraPosReports} element={<ProductSales />} />
            <Route path={mainSegments.ownedStores} element={<OwnedStores />} />
            <Route path={mainSegments.storeAdd} element={<StoreAdd />} />
            <Route path={mainSegments.staffs} element={<Staffs />} />
            <Route path={mainSegments.couponManagement} element={<CouponManagement />} />
            <Route path={mainSegments.platformCoupons} element={<PlatformCoupons />} />
            <Route path={mainSegments.storeImages} element={<StoreImages />} />
            <Route path={mainSegments.storeSettings} element={<StoreSettings />} />
            <Route path={mainSegments.profile} element={<Profile />} />
            <Route path={mainSegments.legalNotes} element={<LegalNotes />} />
            <Route path={mainSegments.contractText} element={<ContractText />} />
            <Route path={mainSegments.sofraTables} element={<SofraTables />} />
            <Route path={mainSegments.tableAndGroups} element={<TableAndGroups />} />
            <Route path={mainSegments.linkTable} element={<LinkTable />} />
            <Route path={mainSegments.assignQrCode} element={<LinkTable />} />
            <Route path={mainSegments.invitations} element={<Invitations />} />
            <Route path={mainSegments.integration} element={<Integration />} />
            <Route path={mainSegments.taxRates} element={<TaxRates />} />
            <Route path={mainSegments.departments} element={<Departments />} />
            <Route path={mainSegments.printers} element={<Printers />} />
            <Route path={mainSegments.discountReasons} element={<DiscountReasons />} />
            <Route path={mainSegments.giftReasons} element={<GiftReasons />} />
            <Route path={mainSegments.deleteReasons} element={<DeleteReasons />} />
            <Route path={mainSegments.paymentTypes} element={<PaymentTypes />} />
            <Route path={mainSegments.menuList} element={<MenuList />} />
            <Route path={mainSegments.variation} element={<Variations />} />
            <Route path={mainSegments.suggestions} element={<Suggestions />} />
            <Route path={mainSegments.productSuggestions} element={<ProductSuggestions />} />
            <Route path={mainSegments.sofraFolios} element={<SofraFolios />} />
            <Route path={mainSegments.folioList} element={<FolioList />} />
            <Route path={mainSegments.folioReport} element={<FolioReport />} />
            <Route path={mainSegments.orderService} element={<OrderService />} />
            <Route path={mainSegments.orderTracking} element={<OrderTracking />} />
            <Route path={mainSegments.userPointsOperations} element={<UserPointsOperations />} />
            <Route path={mainSegments.campaignManagement} element={<CampaignManagement />} />
            <Route path={mainSegments.customerList} element={<CustomerList />} />
            <Route path={mainSegments.logout} element={<Logout />} />
            <Route path="*" element={<Navigate to={urls.main.reportDashboard} replace />} />
          </Route>
          <Route path="*" element={<Navigate to={urls.main.root} replace />} />
        </Routes>
      </Suspense>
    </AppErrorBoundary>
  );
}
