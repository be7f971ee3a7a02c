import { lazy, Suspense, useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { Navigate, Route, Routes, useNavigate } from 'react-router';
import { hasSavedLogin, onSignedOut, useSession } from '../../lib/session';
import { mainSegments, urls } from '../../lib/urls';
import { PageLoader } from './page-loader';
import { AppErrorBoundary } from './route-error';

/**
 * The routes of spec section 2, in react-router's declarative mode (its data-router layer would
 * add 16 KB gz to every page). Each screen is its own chunk.
 */
const page = (load: () => Promise<{ Component: ComponentType }>) =>
  lazy(() => load().then((m) => ({ default: m.Component })));

const PaymentResult = page(() => import('./payment-result-route'));
const LegalNoteView = page(() => import('../../features/legal/routes/legal-note-view-route'));
const Login = page(() => import('../../features/auth/routes/login-route'));
const Register = page(() => import('../../features/auth/routes/register-route'));
const MainShell = page(() => import('../shell/main-shell'));
const ReportDashboard = page(() => import('../../features/reports/routes/report-dashboard-route'));
const OwnedStores = page(() => import('../../features/stores/routes/owned-stores-route'));
const StoreAdd = page(() => import('../../features/stores/routes/store-add-route'));
const Staffs = page(() => import('../../features/staff/routes/staffs-route'));
const StoreImages = page(() => import('../../features/store-images/routes/store-images-route'));
const StoreSettings = page(() => import('../../features/stores/routes/store-settings-route'));
const Profile = page(() => import('../../features/account/routes/profile-route'));
const LegalNotes = page(() => import('../../features/legal/routes/legal-notes-route'));
const ContractText = page(() => import('../../features/legal/routes/contract-text-route'));
const SofraTables = page(() => import('../../features/tables/routes/sofra-tables-route'));
const TableAndGroups = page(() => import('../../features/tables/routes/table-and-groups-route'));
const LinkTable = page(() => import('../../features/tables/routes/link-table-route'));
const Invitations = page(() => import('../../features/invitations/routes/invitations-route'));
const Logout = page(() => import('../../features/auth/routes/logout-route'));

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
            <Route index element={<Navigate to={mainSegments.reportDashboard} replace />} />
            <Route path={mainSegments.reportDashboard} element={<ReportDashboard />} />
            <Route path={mainSegments.ownedStores} element={<OwnedStores />} />
            <Route path={mainSegments.storeAdd} element={<StoreAdd />} />
            <Route path={mainSegments.staffs} element={<Staffs />} />
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
            <Route path={mainSegments.logout} element={<Logout />} />
            <Route path="*" element={<Navigate to={mainSegments.reportDashboard} replace />} />
          </Route>
          <Route path="*" element={<Navigate to={urls.main.root} replace />} />
        </Routes>
      </Suspense>
    </AppErrorBoundary>
  );
}
