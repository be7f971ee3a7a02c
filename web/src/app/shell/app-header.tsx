import { ActionIcon, Burger, Button, Group, Text } from '@mantine/core';
import { IconHeadset, IconHome } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { LanguageToggle } from '../../components/language-toggle';
import { StoreSyncButton } from '../../components/store-sync-button';
import { useActiveStore } from '../../lib/active-store';
import { ProfileMenu } from './profile-menu';
import { urls } from '../../lib/urls';

interface AppHeaderProps {
  mobile: boolean;
  drawerOpened: boolean;
  onToggleDrawer: () => void;
  onSupport: () => void;
  onLogout: () => void;
}

/** Header (spec section 2): Home, Sync, live support, language, and the profile button. */
export function AppHeader({ mobile, drawerOpened, onToggleDrawer, onSupport, onLogout }: AppHeaderProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const store = useActiveStore();
  const home = () => navigate(urls.main.reportDashboard);

  return (
    <Group h="100%" px={mobile ? 'xs' : 'md'} justify="space-between" wrap="nowrap" gap="xs">
      <Group gap="xs" wrap="nowrap" style={{ minWidth: 0 }}>
        {mobile ? (
          <Burger opened={drawerOpened} onClick={onToggleDrawer} size="sm" aria-label={t('shell.openMenu')} />
        ) : null}
        <Text fw={800} c="orange.8" size="lg">
          Sofra
        </Text>
        {!mobile && store.data ? (
          <Text c="dimmed" truncate maw={260} aria-label={t('shell.activeStore')}>
            {store.data.name}
          </Text>
        ) : null}
      </Group>
      <Group gap={mobile ? 0 : 'xs'} wrap="nowrap">
        {mobile ? (
          <>
            <ActionIcon variant="subtle" size="lg" aria-label={t('header.home')} onClick={home}>
              <IconHome size={20} />
            </ActionIcon>
            <StoreSyncButton compact />
            <ActionIcon variant="subtle" size="lg" aria-label={t('header.liveSupport')} onClick={onSupport}>
              <IconHeadset size={20} />
            </ActionIcon>
          </>
        ) : (
          <>
            <Button variant="subtle" leftSection={<IconHome size={18} />} onClick={home}>
              {t('header.home')}
            </Button>
            <StoreSyncButton />
            <Button variant="subtle" leftSection={<IconHeadset size={18} />} onClick={onSupport}>
              {t('header.liveSupport')}
            </Button>
            <LanguageToggle />
          </>
        )}
        <ProfileMenu mobile={mobile} onLogout={onLogout} />
      </Group>
    </Group>
  );
}
