import '@mantine/core/styles/Popover.css';
import '@mantine/core/styles/ScrollArea.css';
import { useState, type ReactElement } from 'react';
import { ActionIcon, Button, Group, Popover, ScrollArea, Stack, Text, Title } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import type { Notification } from '@sofra/contracts/live/live.schemas';
import { formatFolioTime } from '../../../components/folio-view/folio-format';
import { askNotifications, canAskNotifications } from '../../../lib/alerts';
import { useTranslation } from '../../../lib/i18n';
import { useDeleteNotification, useNotifications } from '../api/notifications-api';
import { notificationText } from './notification-text';

const TOUCH = 44;

function NotificationItem({ n, unread, storeId }: { n: Notification; unread: boolean; storeId: string | null }) {
  const { t } = useTranslation();
  const remove = useDeleteNotification();
  const text = notificationText(t, n);
  return (
    <Group component="li" wrap="nowrap" justify="space-between" gap="xs" align="flex-start">
      <div style={{ minWidth: 0 }}>
        <Text size="sm" fw={unread ? 700 : 400}>
          {text}
        </Text>
        <Text size="xs" c="dimmed">
          {n.storeName ? `${n.storeName} · ` : ''}
          {formatFolioTime(n.createdAt)}
        </Text>
      </div>
      <ActionIcon
        variant="subtle"
        color="gray"
        size={TOUCH}
        aria-label={t('live.bell.delete', { text })}
        loading={remove.isPending}
        onClick={() => remove.mutate({ n, storeId })}
      >
        <IconTrash size={18} aria-hidden />
      </ActionIcon>
    </Group>
  );
}

function NotificationList({
  scope,
  storeId,
  title,
}: {
  scope: 'store' | 'user';
  storeId: string | null;
  title: string;
}) {
  const { t } = useTranslation();
  const list = useNotifications(scope, storeId, true);
  const items = list.data?.pages.flatMap((p) => p.items) ?? [];
  return (
    <section aria-label={title}>
      <Title order={2} size="sm" mb={4}>
        {title}
      </Title>
      {list.isPending ? (
        <Text size="sm" c="dimmed" role="status">
          {t('common.loading')}
        </Text>
      ) : list.isError ? (
        <Text size="sm" c="red.8">
          {t('errors.loadFailed')}
        </Text>
      ) : items.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('live.bell.empty')}
        </Text>
      ) : (
        <Stack component="ul" gap={6} p={0} m={0} style={{ listStyle: 'none' }}>
          {items.map((n) => (
            <NotificationItem key={n.id} n={n} unread={!n.read} storeId={scope === 'store' ? storeId : null} />
          ))}
        </Stack>
      )}
      {list.hasNextPage ? (
        <Button
          variant="subtle"
          size="compact-sm"
          mt={4}
          loading={list.isFetchingNextPage}
          onClick={() => void list.fetchNextPage()}
        >
          {t('live.bell.more')}
        </Button>
      ) : null}
    </section>
  );
}

/**
 * The bell's list (loaded on the first press, so the header costs little): the store's and the user's own
 * notifications, newest first, a page at a time, each with its delete button.
 */
export function NotificationPopover({
  storeId,
  opened,
  onChange,
  target,
}: {
  storeId: string | null;
  opened: boolean;
  onChange: (opened: boolean) => void;
  /** The bell's button. */
  target: ReactElement;
}) {
  const { t } = useTranslation();
  const [canAsk, setCanAsk] = useState(canAskNotifications);
  return (
    <Popover opened={opened} onChange={onChange} position="bottom-end" width={360} shadow="md" trapFocus>
      <Popover.Target>{target}</Popover.Target>
      {/* A dialog named by the bell's button (Mantine links them). */}
      <Popover.Dropdown p="xs" maw="calc(100vw - 16px)">
        <ScrollArea.Autosize mah="min(70vh, 520px)" type="auto">
          <Stack gap="sm">
            {canAsk ? (
              <Button
                variant="light"
                size="compact-sm"
                onClick={() => {
                  void askNotifications().then(() => setCanAsk(canAskNotifications()));
                }}
              >
                {t('live.bell.allowDesktop')}
              </Button>
            ) : null}
            {storeId ? <NotificationList scope="store" storeId={storeId} title={t('live.bell.store')} /> : null}
            <NotificationList scope="user" storeId={null} title={t('live.bell.mine')} />
          </Stack>
        </ScrollArea.Autosize>
      </Popover.Dropdown>
    </Popover>
  );
}
