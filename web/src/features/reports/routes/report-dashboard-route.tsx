import { Badge, Card, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { dayjs } from '../../../lib/dates';
import { useTranslation } from 'react-i18next';
import { useActiveStore } from '../../../lib/active-store';
import { InvitationsNotice } from '../../../components/invitations-notice/invitations-notice';
import { NoStoreNotice } from '../../../components/no-store-notice/no-store-notice';

const statusColor: Record<string, string> = {
  open: 'teal',
  close: 'gray',
  'rush-hour': 'orange',
  'out-of-order': 'red',
};

/** The landing screen: what exists today — the active store, its status and today's date. */
export function Component() {
  const { t, i18n } = useTranslation();
  const store = useActiveStore();
  const today = dayjs().locale(i18n.language).format('D MMMM YYYY, dddd');

  return (
    <Stack gap="md" maw={720}>
      <Title order={1} size="h2">
        {t('dashboard.title')}
      </Title>
      <InvitationsNotice />
      <Card withBorder radius="md" padding="lg">
        {store.isLoading ? (
          <Loader size="sm" aria-label={t('common.loading')} />
        ) : store.data ? (
          <Stack gap="xs">
            <Text size="sm" c="dimmed">
              {t('dashboard.activeStore')}
            </Text>
            <Group justify="space-between" wrap="wrap">
              <Title order={2} size="h3">
                {store.data.name}
              </Title>
              <Badge color={statusColor[store.data.status] ?? 'gray'} size="lg" variant="light">
                {t(`storeStatus.${store.data.status}`)}
              </Badge>
            </Group>
            <Text>
              {t('dashboard.today')}: <time dateTime={dayjs().format('YYYY-MM-DD')}>{today}</time>
            </Text>
          </Stack>
        ) : (
          <NoStoreNotice message={t('dashboard.noStore')} />
        )}
      </Card>
    </Stack>
  );
}
