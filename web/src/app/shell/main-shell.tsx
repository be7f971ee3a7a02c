import '@mantine/core/styles/AppShell.css';
import '@mantine/core/styles/Burger.css';
import '@mantine/core/styles/Drawer.css';
import '@mantine/core/styles/NavLink.css';
import '@mantine/core/styles/Menu.css';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Divider.css';
import '@mantine/core/styles/Card.css';
import '@mantine/core/styles/Badge.css';
import { useCallback, useEffect, useRef, useState } from 'react';
import { AppShell, Drawer } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { MOBILE_MAX_WIDTH } from '@sofra/contracts/core/constants';
import { openStoreListModal } from '../../components/store-picker/open-store-list-modal';
import { logout } from '../../features/auth/api/logout';
import { SupportModal } from '../../features/support/components/support-modal';
import { ownedStoresQuery } from '../../lib/active-store';
import { useSession } from '../../lib/session';
import { ShellProviders } from '../providers/shell-providers';
import { AppHeader } from './app-header';
import { Sidebar } from './sidebar';

/** The main area (spec section 2): header, sidebar (a drawer on a phone, ≤ 425 px), one outlet. */
export function Component() {
  return (
    <ShellProviders>
      <MainShell />
    </ShellProviders>
  );
}

function MainShell() {
  const { t } = useTranslation();
  const mobile = useMediaQuery(`(max-width: ${MOBILE_MAX_WIDTH}px)`, false, { getInitialValueInEffect: false });
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const { activeStoreId } = useSession();
  const stores = useQuery(ownedStoresQuery());
  const [drawer, setDrawer] = useState(false);
  const [support, setSupport] = useState(false);
  const picking = useRef(false);

  const pickStore = useCallback(
    async (closable: boolean) => {
      if (picking.current) return;
      picking.current = true;
      setDrawer(false);
      try {
        await openStoreListModal({
          closable,
          fullScreen: mobile,
          onAddNew: () => navigate('/main/store-add'),
        });
      } finally {
        picking.current = false;
      }
    },
    [mobile, navigate],
  );

  // An owner with stores but none active must choose one; the list has no close icon then.
  const mustChoose = !activeStoreId && (stores.data?.length ?? 0) > 0 && !pathname.startsWith('/main/store-add');
  useEffect(() => {
    if (mustChoose) void pickStore(false);
  }, [mustChoose, pickStore]);

  const onLogout = () => void logout();
  const sidebar = (
    <Sidebar
      onChangeStore={() => void pickStore(Boolean(activeStoreId))}
      onLogout={onLogout}
      onNavigate={() => setDrawer(false)}
      withLanguage={mobile}
    />
  );

  return (
    <AppShell header={{ height: 56 }} navbar={mobile ? undefined : { width: 270, breakpoint: 0 }} padding="md">
      <AppShell.Header>
        <AppHeader
          mobile={mobile}
          drawerOpened={drawer}
          onToggleDrawer={() => setDrawer((o) => !o)}
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
        <Outlet />
      </AppShell.Main>
      <SupportModal opened={support} onClose={() => setSupport(false)} />
    </AppShell>
  );
}
