import { useState } from 'react';
import { Button, Drawer, Menu, Stack } from '@mantine/core';
import { IconChevronDown, IconUserCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useSession } from '../../lib/session';
import { urls } from '../../lib/urls';
import { formatPhone } from '../../lib/phone-format';

interface ProfileMenuProps {
  mobile: boolean;
  onLogout: () => void;
}

/**
 * The header's profile button with the user's name: a popover menu on a desktop (Go to Profile,
 * bank transactions, Contract Text, Log Out), an action sheet on a phone (Profile, Bank
 * transactions, Logout, Cancel). Bank transactions have no screen yet, so that entry is shown
 * disabled rather than leading nowhere. The action sheet also offers the contract text, which a
 * phone would otherwise have no way to reach.
 */
export function ProfileMenu({ mobile, onLogout }: ProfileMenuProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { user, login } = useSession();
  const [sheet, setSheet] = useState(false);
  const name = user?.name || formatPhone(user?.gsm || login?.gsm);

  if (mobile) {
    const close = () => setSheet(false);
    return (
      <>
        {/* The whole name, 44 px high (a touch target); the store's name beside it gives way first. */}
        <Button
          variant="subtle"
          h={44}
          px="xs"
          leftSection={<IconUserCircle size={20} aria-hidden />}
          onClick={() => setSheet(true)}
          aria-haspopup="dialog"
          style={{ flexShrink: 0, maxWidth: '65%' }}
        >
          {name}
        </Button>
        <Drawer
          opened={sheet}
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
                navigate(urls.main.profile);
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
                navigate(urls.main.contractText);
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
      </>
    );
  }

  return (
    <Menu position="bottom-end" width={220} shadow="md">
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
        <Menu.Item onClick={() => navigate(urls.main.profile)}>{t('profileMenu.goToProfile')}</Menu.Item>
        <Menu.Item disabled>{t('profileMenu.bankTransactions')}</Menu.Item>
        <Menu.Item onClick={() => navigate(urls.main.contractText)}>{t('profileMenu.contractText')}</Menu.Item>
        <Menu.Divider />
        <Menu.Item color="red" onClick={onLogout}>
          {t('profileMenu.logOut')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
