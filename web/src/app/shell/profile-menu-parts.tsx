import '@mantine/core/styles/Drawer.css';
import '@mantine/core/styles/Menu.css';
import { Button, Drawer, Menu, Stack } from '@mantine/core';
import { IconChevronDown, IconUserCircle } from '@tabler/icons-react';
import { useTranslation } from '../../lib/i18n';
import { useNavigate } from '@tanstack/react-router';
import { urls } from '../../lib/urls';

/** The profile's action sheet on a phone (profile-menu.tsx loads it when the profile button is first pressed). */
export function ProfileSheet({
  name,
  opened,
  close,
  onLogout,
}: {
  name: string;
  opened: boolean;
  close: () => void;
  onLogout: () => void;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Drawer
      opened={opened}
      onClose={close}
      position="bottom"
      size={300}
      title={name}
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      <Stack gap="xs" pb="md">
        <Button
          variant="light"
          h={44}
          onClick={() => {
            close();
            navigate({ to: urls.main.profile });
          }}
        >
          {t('profileMenu.profile')}
        </Button>
        <Button variant="light" h={44} disabled>
          {t('profileMenu.bankTransactions')}
        </Button>
        <Button
          variant="light"
          h={44}
          onClick={() => {
            close();
            navigate({ to: urls.main.contractText });
          }}
        >
          {t('profileMenu.contractText')}
        </Button>
        <Button
          variant="light"
          h={44}
          color="red"
          onClick={() => {
            close();
            onLogout();
          }}
        >
          {t('profileMenu.logout')}
        </Button>
        <Button variant="default" h={44} onClick={close}>
          {t('common.cancel')}
        </Button>
      </Stack>
    </Drawer>
  );
}

/** The profile's popover menu on a wider screen, loaded right after the header (profile-menu.tsx). */
export function ProfileMenuDropdown({
  name,
  onLogout,
  defaultOpened = false,
}: {
  name: string;
  onLogout: () => void;
  /** Pressed before this code was in (profile-menu.tsx): it opens as it mounts. */
  defaultOpened?: boolean;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Menu position="bottom-end" width={220} shadow="md" defaultOpened={defaultOpened}>
      <Menu.Target>
        <Button
          variant="subtle"
          leftSection={<IconUserCircle size={20} aria-hidden />}
          rightSection={<IconChevronDown size={14} aria-hidden />}
        >
          {name}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item onClick={() => navigate({ to: urls.main.profile })}>{t('profileMenu.goToProfile')}</Menu.Item>
        <Menu.Item disabled>{t('profileMenu.bankTransactions')}</Menu.Item>
        <Menu.Item onClick={() => navigate({ to: urls.main.contractText })}>{t('profileMenu.contractText')}</Menu.Item>
        <Menu.Divider />
        <Menu.Item color="red" onClick={onLogout}>
          {t('profileMenu.logOut')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
