import '@mantine/core/styles/AppShell.css';
import '@mantine/core/styles/Burger.css';
import '@mantine/core/styles/Drawer.css';
import '@mantine/core/styles/NavLink.css';
import '@mantine/core/styles/Menu.css';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Divider.css';
import '@mantine/core/styles/Card.css';
import '@mantine/core/styles/Badge.css';
import './shell.css';
import { lazy, startTransition, Suspense, useCallback, useEffect, useEffectEvent, useState } from 'react';
import { AppShell, Loader } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../lib/i18n';
import { Outlet, useLocation, useNavigate } from '@tanstack/react-router';
import { MOBILE_MAX_WIDTH } from '@sofra/contracts/core/constants';
import { useStorePicker } from '../../components/store-picker/use-store-picker';
import { logout } from '../../features/auth/api/logout';
import { ownedStoresQuery } from '../../lib/active-store';
import { whenIdle } from '../../lib/idle';
import { useSession } from '../../lib/session';
import { ShellProviders } from '../providers/shell-providers';
import { enterMain, startMainReads } from '../router/guards';
import { AppHeader } from './app-header';
import { ShellSkeleton } from './shell-skeleton';
import { urls } from '../../lib/urls';

/**
 * What the frame shows only on demand loads on demand: the sidebar (on a phone it is in the menu drawer, opened by
 * the menu button; on a wider screen it loads right after the frame) and the support dialog. A phone's first visit
 * then waits for neither (docs/performance.md).
 */
const loadSidebar = () => import('./sidebar');
const loadDrawer = () => import('./menu-drawer');
const Sidebar = lazy(() => loadSidebar().then((m) => ({ default: m.Sidebar })));
// With the sidebar it holds, so the first press waits for one round trip, not two.
const MenuDrawer = lazy(() => Promise.all([loadDrawer(), loadSidebar()]).then(([m]) => ({ default: m.MenuDrawer })));
// The live stream and the guests' calls banner (docs/live-screens.md): right after the frame.
const LiveLayer = lazy(() =>
  import('../../features/live/components/live-layer').then((m) => ({ default: m.LiveLayer })),
);
const SupportModal = lazy(() =>
  import('../../features/support/components/support-modal').then((m) => ({ default: m.SupportModal })),
);

/** Entering main reads the session and the stores first: started as soon as this code has loaded. */
export const prefetch = startMainReads;

/** The main area (spec section 2): header, sidebar (a drawer on a phone, ≤ 425 px), one outlet. */
export function Component() {
  return (
    <ShellProviders>
      <MainGate />
    </ShellProviders>
  );
}

/** Shows the main area once automatic login and the owned stores have been checked. */
function MainGate() {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [ready, setReady] = useState(false);
  // Checked once, on entering main: the path and navigate of that moment, not dependencies of the effect.
  const enter = useEffectEvent(() => enterMain(pathname));
  const go = useEffectEvent((target: string | null) => {
    if (target) navigate({ to: target, replace: true });
    // The router applies a navigation as a transition; showing the shell in the same transition
    // keeps the old path (/main) from rendering, and redirecting, first.
    if (target !== urls.login) startTransition(() => setReady(true));
  });
  useEffect(() => {
    let live = true;
    void enter().then((target) => live && go(target));
    return () => {
      live = false;
    };
  }, []);
  return ready ? <MainShell /> : <ShellSkeleton />;
}

function MainShell() {
  const { t } = useTranslation();
  const mobile = useMediaQuery(`(max-width: ${MOBILE_MAX_WIDTH}px)`, false, { getInitialValueInEffect: false });
  const { pathname } = useLocation();
  const { activeStoreId, login } = useSession();
  const stores = useQuery(ownedStoresQuery());
  const [drawer, setDrawer] = useState(false);
  const [support, setSupport] = useState(false);
  // Once opened, the drawer and the dialog stay mounted, so they close with their animation.
  const [drawerUsed, setDrawerUsed] = useState(false);
  const [supportUsed, setSupportUsed] = useState(false);
  const openPicker = useStorePicker();
  // Once the first screen is up, the menu's code comes too, so the first press opens it at once.
  useEffect(() => whenIdle(() => void Promise.all([loadSidebar(), loadDrawer()]).catch(() => undefined)), []);

  // One list at a time (openStoreListModal waits for an open one); the drawer closes so the list is seen.
  const pickStore = useCallback(
    (closable: boolean) => {
      setDrawer(false);
      void openPicker(closable);
    },
    [openPicker],
  );

  // An owner with stores but none active (none chosen before, or the last one no longer theirs) must choose one;
  // the list has no close icon then.
  const mustChoose = !activeStoreId && (stores.data?.length ?? 0) > 0 && !pathname.startsWith(urls.main.storeAdd);
  // The drawer is closed at this point (nothing has opened it yet), so only the list opens.
  useEffect(() => {
    if (mustChoose) void openPicker(false);
  }, [mustChoose, openPicker]);

  const onLogout = () => void logout();
  const sidebar = (
    <Sidebar
      onChangeStore={() => pickStore(Boolean(activeStoreId))}
      onLogout={onLogout}
      onNavigate={() => setDrawer(false)}
      withLanguage={mobile}
    />
  );

  return (
    <AppShell
      header={{ height: mobile ? 100 : 56 }}
      navbar={mobile ? undefined : { width: 270, breakpoint: 0 }}
      padding={mobile ? 'sm' : 'md'}
    >
      <AppShell.Header>
        <AppHeader
          mobile={mobile}
          drawerOpened={drawer}
          onToggleDrawer={() => {
            setDrawerUsed(true);
            setDrawer((o) => !o);
          }}
          onChangeStore={() => pickStore(Boolean(activeStoreId))}
          onSupport={() => {
            setSupportUsed(true);
            setSupport(true);
          }}
          onLogout={onLogout}
        />
      </AppShell.Header>
      {mobile ? (
        drawerUsed ? (
          <Suspense fallback={null}>
            <MenuDrawer opened={drawer} onClose={() => setDrawer(false)} title={t('shell.menu')}>
              {sidebar}
            </MenuDrawer>
          </Suspense>
        ) : null
      ) : (
        <AppShell.Navbar p="xs">
          <Suspense fallback={null}>{sidebar}</Suspense>
        </AppShell.Navbar>
      )}
      <AppShell.Main>
        {/* The active store's live stream, one per tab (closed on logout and when the store changes), and its calls. */}
        <Suspense fallback={null}>
          <LiveLayer storeId={activeStoreId} signedIn={Boolean(login)} />
        </Suspense>
        <Suspense fallback={<Loader size="sm" role="status" aria-label={t('common.loading')} />}>
          <Outlet />
        </Suspense>
      </AppShell.Main>
      {supportUsed ? (
        <Suspense fallback={null}>
          <SupportModal opened={support} onClose={() => setSupport(false)} />
        </Suspense>
      ) : null}
    </AppShell>
  );
}
