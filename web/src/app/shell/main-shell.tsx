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
import { startTransition, Suspense, useCallback, useEffect, useEffectEvent, useState } from 'react';
import { AppShell, Drawer, Loader } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { MOBILE_MAX_WIDTH } from '@sofra/contracts/core/constants';
import { useStorePicker } from '../../components/store-picker/use-store-picker';
import { logout } from '../../features/auth/api/logout';
import { SupportModal } from '../../features/support/components/support-modal';
import { ownedStoresQuery } from '../../lib/active-store';
import { useSession } from '../../lib/session';
import { ShellProviders } from '../providers/shell-providers';
import { enterMain, startMainReads } from '../router/guards';
import { PageLoader } from '../router/page-loader';
import { AppHeader } from './app-header';
import { Sidebar } from './sidebar';
import { urls } from '../../lib/urls';

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
    if (target) navigate(target, { replace: true });
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
  return ready ? <MainShell /> : <PageLoader />;
}

function MainShell() {
  const { t } = useTranslation();
  const mobile = useMediaQuery(`(max-width: ${MOBILE_MAX_WIDTH}px)`, false, { getInitialValueInEffect: false });
  const { pathname } = useLocation();
  const { activeStoreId } = useSession();
  const stores = useQuery(ownedStoresQuery());
  const [drawer, setDrawer] = useState(false);
  const [support, setSupport] = useState(false);
  const openPicker = useStorePicker();

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
          onToggleDrawer={() => setDrawer((o) => !o)}
          onChangeStore={() => pickStore(Boolean(activeStoreId))}
          onSupport={() => setSupport(true)}
          onLogout={onLogout}
        />
      </AppShell.Header>
      {mobile ? (
        <Drawer
          opened={drawer}
          onClose={() => setDrawer(false)}
          title={t('shell.menu')}
          size="85%"
          closeButtonProps={{ 'aria-label': t('common.close') }}
        >
          {sidebar}
        </Drawer>
      ) : (
        <AppShell.Navbar p="xs">{sidebar}</AppShell.Navbar>
      )}
      <AppShell.Main>
        <Suspense fallback={<Loader size="sm" role="status" aria-label={t('common.loading')} />}>
          <Outlet />
        </Suspense>
      </AppShell.Main>
      <SupportModal opened={support} onClose={() => setSupport(false)} />
    </AppShell>
  );
}
