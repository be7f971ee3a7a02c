import { Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import { dayjs } from '../../../lib/dates';
import { useTranslation } from '../../../lib/i18n';
import { useActiveStore } from '../../../lib/active-store';
import { InvitationsNotice } from '../../../components/invitations-notice/invitations-notice';
import { StorePage } from '../../../components/store-page/store-page';

const statusColor: Record<string, string> = {
  open: 'teal',
  close: 'gray',
  'rush-hour': 'orange',
  'out-of-order': 'red',
};

/** The landing screen: what exists today — today's date, the active store and its status, open invitations. */
export function Component() {
  const { t, i18n } = useTranslation();
  const store = useActiveStore();
  const today = dayjs().locale(i18n.language).format('D MMMM YYYY, dddd');

  return (
    <Stack gap="md" maw={720}>
      <StorePage
        title={t('dashboard.title')}
        subtitle={
          <>
            {t('dashboard.today')}: <time dateTime={dayjs().format('YYYY-MM-DD')}>{today}</time>
          </>
        }
        noStoreText={t('dashboard.noStore')}
        queries={[store]}
        loadFailedText={t('dashboard.loadFailed')}
        maw={720}
      >
        {() =>
          store.data ? (
            <Card withBorder radius="md" padding="lg">
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
              </Stack>
            </Card>
          ) : null
        }
      </StorePage>
      {/* Shown with or without a store: an invitation may be how a new owner gets their first one. */}
      <InvitationsNotice />
    </Stack>
  );
}
