import { useMemo, useState } from 'react';
import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Divider.css';
import '@mantine/core/styles/NavLink.css';
import { Anchor, Badge, Box, Button, Divider, NavLink, ScrollArea, Stack, Text, Title } from '@mantine/core';
import { IconMailOpened, IconPlus } from '@tabler/icons-react';
import { useTranslation } from '../../lib/i18n';
import { Link, useLocation } from '@tanstack/react-router';
import { LanguageToggle } from '../../components/language-toggle';
import { useQuery } from '@tanstack/react-query';
import { useCanManageOrders } from '../../features/orders/api/orders-api';
import { useCanViewReports } from '../../features/reports/api/reports-api';
import { useCanCloseDay } from '../../features/end-of-day/api/end-of-day-api';
import { ownedStoresQuery, useActiveStore } from '../../lib/active-store';
import { usePendingInvitationCount } from '../../lib/invitations';
import { useSession } from '../../lib/session';
import { logoutItem, menuItems, visibleMenu, type MenuItem } from './menu-items';
import { urls } from '../../lib/urls';

interface SidebarProps {
  onChangeStore: () => void;
  onLogout: () => void;
  /** Called after any navigation from the sidebar (the phone drawer closes). */
  onNavigate?: () => void;
  withLanguage?: boolean;
}

const isActive = (item: MenuItem, pathname: string): boolean =>
  (item.path !== undefined && pathname === item.path) || (item.children ?? []).some((c) => isActive(c, pathname));

function MenuEntry({ item, onNavigate }: { item: MenuItem; onNavigate?: () => void }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const active = isActive(item, pathname);
  const [opened, setOpened] = useState(active);
  const Icon = item.icon;

  if (item.children) {
    return (
      <NavLink
        component="button"
        aria-expanded={opened || active}
        label={t(item.title)}
        leftSection={<Icon size={18} stroke={1.6} />}
        opened={opened || active}
        onChange={setOpened}
        childrenOffset={28}
      >
        {item.children.map((child) => (
          <MenuEntry key={child.title} item={child} onNavigate={onNavigate} />
        ))}
      </NavLink>
    );
  }
  return (
    <NavLink
      component={Link}
      to={item.path ?? urls.main.root}
      label={t(item.title)}
      leftSection={<Icon size={18} stroke={1.6} />}
      active={active}
      aria-current={active ? 'page' : undefined}
      onClick={onNavigate}
    />
  );
}

/** The sidebar (spec section 2): store selection, change link, add new store, the menu, logout. */
export function Sidebar({ onChangeStore, onLogout, onNavigate, withLanguage }: SidebarProps) {
  const { t } = useTranslation();
  const store = useActiveStore();
  const invitations = usePendingInvitationCount();
  const { pathname } = useLocation();
  const { user, activeStoreId } = useSession();
  const isMaster = Boolean(user?.isMaster);
  const owned = useQuery(ownedStoresQuery());
  const isOwner = isMaster || owned.data?.some((s) => s.storeId === activeStoreId && s.position === 'owner') === true;
  const managesOrders = useCanManageOrders(activeStoreId, isOwner);
  const viewsReports = useCanViewReports(activeStoreId, isOwner);
  const closesDay = useCanCloseDay(activeStoreId, isOwner);
  const items = useMemo(
    () => visibleMenu(menuItems, { isMaster, managesOrders, viewsReports, closesDay }),
    [isMaster, managesOrders, viewsReports, closesDay],
  );
  const LogoutIcon = logoutItem.icon;

  return (
    <Stack gap="sm" h="100%">
      <Box px="xs" component="section" aria-label={t('shell.storeSelection')}>
        <Title order={2} size="xs" tt="uppercase" c="dimmed" fw={700}>
          {t('shell.storeSelection')}
        </Title>
        <Text fw={700} size="lg" truncate>
          {store.data?.name ?? (store.isLoading ? t('common.loading') : t('shell.noActiveStore'))}
        </Text>
        <Anchor component="button" type="button" size="sm" onClick={onChangeStore}>
          {t('shell.changeStore')}
        </Anchor>
      </Box>
      <Button
        component={Link}
        to={urls.main.storeAdd}
        onClick={onNavigate}
        leftSection={<IconPlus size={16} />}
        variant="light"
        mx="xs"
      >
        {t('shell.addNewStore')}
      </Button>
      <Divider />
      <ScrollArea style={{ flex: 1 }}>
        <nav aria-label={t('shell.menu')}>
          {/* Only while someone waits for an answer; the screen itself stays reachable by its address. */}
          {invitations > 0 ? (
            <NavLink
              component={Link}
              to={urls.main.invitations}
              label={t('menu.invitations')}
              leftSection={<IconMailOpened size={18} stroke={1.6} />}
              rightSection={
                <Badge size="sm" circle>
                  {invitations}
                </Badge>
              }
              active={pathname === urls.main.invitations}
              aria-current={pathname === urls.main.invitations ? 'page' : undefined}
              onClick={onNavigate}
            />
          ) : null}
          {items.map((item) => (
            <MenuEntry key={item.title} item={item} onNavigate={onNavigate} />
          ))}
          <NavLink
            component="button"
            label={t(logoutItem.title)}
            leftSection={<LogoutIcon size={18} stroke={1.6} />}
            onClick={onLogout}
          />
        </nav>
      </ScrollArea>
      {withLanguage ? (
        <Box px="xs" pb="xs">
          <LanguageToggle touch />
        </Box>
      ) : null}
    </Stack>
  );
}
