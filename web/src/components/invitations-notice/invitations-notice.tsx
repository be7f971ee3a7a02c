import '@mantine/core/styles/Alert.css';
import { Alert, Button, Stack, Text } from '@mantine/core';
import { IconMailOpened } from '@tabler/icons-react';
import { useTranslation } from '../../lib/i18n';
import { Link } from '@tanstack/react-router';
import { usePendingInvitationCount } from '../../lib/invitations';
import { urls } from '../../lib/urls';

/** Tells a signed-in user that stores have invited them, with the way to answer; nothing when there is none. */
export function InvitationsNotice() {
  const { t } = useTranslation();
  const count = usePendingInvitationCount();
  if (count === 0) return null;
  return (
    <Alert
      color="blue"
      variant="light"
      icon={<IconMailOpened size={20} aria-hidden />}
      title={t('invitations.noticeTitle')}
    >
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{t('invitations.notice', { count })}</Text>
        <Button component={Link} to={urls.main.invitations} size="xs">
          {t('invitations.noticeAction')}
        </Button>
      </Stack>
    </Alert>
  );
}
