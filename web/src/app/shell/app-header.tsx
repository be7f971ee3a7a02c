import { lazy, Suspense } from 'react';
import '@mantine/core/styles/Burger.css';
import { ActionIcon, Box, Burger, Button, Group, Stack, Text, VisuallyHidden } from '@mantine/core';
import { IconChevronDown, IconHeadset, IconHome } from '@tabler/icons-react';
import { useTranslation } from '../../lib/i18n';
import { useNavigate } from '@tanstack/react-router';
import { LanguageToggle } from '../../components/language-toggle';
import { StoreSyncButton } from '../../components/store-sync-button';
import { useActiveStore } from '../../lib/active-store';
import { useSession } from '../../lib/session';
import { ProfileMenu } from './profile-menu';
import { urls } from '../../lib/urls';

interface AppHeaderProps {
  mobile: boolean;
  drawerOpened: boolean;
  onToggleDrawer: () => void;
  onChangeStore: () => void;
  onSupport: () => void;
  onLogout: () => void;
}

/** Touch targets on a phone: at least 44 × 44 px (WCAG 2.5.5). */
const TOUCH = 44;

// The bell (docs/live-screens.md) comes right after the frame; its place is kept meanwhile.
const NotificationBell = lazy(() =>
  import('../../features/live/components/notification-bell').then((m) => ({ default: m.NotificationBell })),
);
function Bell({ storeId }: { storeId: string | null }) {
  return (
    <Suspense fallback={<Box w={TOUCH} h={TOUCH} />}>
      <NotificationBell storeId={storeId} />
    </Suspense>
  );
}

/** The active store's name; a tap opens the store list to change it. */
function StoreButton({ mobile, onChangeStore }: { mobile: boolean; onChangeStore: () => void }) {
  const { t } = useTranslation();
  const { activeStoreId } = useSession();
  const store = useActiveStore();
  const name = store.data?.name ?? (activeStoreId ? t('common.loading') : t('shell.noActiveStore'));
  return (
    <Button
      variant="subtle"
      color="dark"
      h={TOUCH}
      px="xs"
      rightSection={<IconChevronDown size={16} aria-hidden />}
      onClick={onChangeStore}
      aria-haspopup="dialog"
      title={t('shell.changeStore')}
      maw={mobile ? undefined : 320}
      style={{ minWidth: 0, flex: mobile ? '1 1 auto' : undefined }}
      styles={{ label: { display: 'block', overflow: 'hidden', textOverflow: 'ellipsis' } }}
    >
      <VisuallyHidden>{t('shell.activeStore')}: </VisuallyHidden>
      {name}
    </Button>
  );
}

/**
 * Header (spec section 2): Home, Sync, the notifications bell (docs/live-screens.md), live support, language, the profile button, and the active store's name (a
 * tap changes it). On a phone two rows: the menu button, the name and the icon buttons above; the store and the
 * owner's name, in full, below.
 */
export function AppHeader({
  mobile,
  drawerOpened,
  onToggleDrawer,
  onChangeStore,
  onSupport,
  onLogout,
}: AppHeaderProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { activeStoreId } = useSession();
  const home = () => navigate({ to: urls.main.reportDashboard });
  const logo = (
    <Text fw={800} c="orange.8" size="lg" component="span">
      Sofra
    </Text>
  );

  if (mobile) {
    return (
      <Stack gap={0} px={4} h="100%" justify="center">
        <Group justify="space-between" wrap="nowrap" gap={0} h={52}>
          <Group gap={4} wrap="nowrap">
            <Burger
              opened={drawerOpened}
              onClick={onToggleDrawer}
              size="sm"
              aria-label={t('shell.openMenu')}
              style={{ width: TOUCH, height: TOUCH, padding: 13 }}
            />
            {logo}
          </Group>
          <Group gap={0} wrap="nowrap">
            <ActionIcon variant="subtle" size={TOUCH} aria-label={t('header.home')} onClick={home}>
              <IconHome size={22} aria-hidden />
            </ActionIcon>
            <StoreSyncButton compact />
            <Bell storeId={activeStoreId} />
            <ActionIcon variant="subtle" size={TOUCH} aria-label={t('header.liveSupport')} onClick={onSupport}>
              <IconHeadset size={22} aria-hidden />
            </ActionIcon>
          </Group>
        </Group>
        <Group justify="space-between" wrap="nowrap" gap={4} h={48}>
          <StoreButton mobile onChangeStore={onChangeStore} />
          <ProfileMenu mobile onLogout={onLogout} />
        </Group>
      </Stack>
    );
  }

  return (
    <Group h="100%" px="md" justify="space-between" wrap="nowrap" gap="xs">
      <Group gap="xs" wrap="nowrap" style={{ minWidth: 0 }}>
        {logo}
        <StoreButton mobile={false} onChangeStore={onChangeStore} />
      </Group>
      <Group gap="xs" wrap="nowrap">
        <Button variant="subtle" leftSection={<IconHome size={18} aria-hidden />} onClick={home}>
          {t('header.home')}
        </Button>
        <StoreSyncButton />
        <Bell storeId={activeStoreId} />
        <Button variant="subtle" leftSection={<IconHeadset size={18} aria-hidden />} onClick={onSupport}>
          {t('header.liveSupport')}
        </Button>
        <LanguageToggle />
        <ProfileMenu mobile={false} onLogout={onLogout} />
      </Group>
    </Group>
  );
}
