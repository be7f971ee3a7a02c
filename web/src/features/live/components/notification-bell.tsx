import '@mantine/core/styles/Indicator.css';
import { lazy, Suspense, useState } from 'react';
import { ActionIcon, Indicator } from '@mantine/core';
import { IconBell } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../../lib/i18n';
import { useLiveEvents } from '../../../lib/live';
import { countNotification, useMarkRead, useUnreadCounts } from '../api/live-api';

const NotificationPopover = lazy(() =>
  import('./notification-popover').then((m) => ({ default: m.NotificationPopover })),
);

const TOUCH = 44;

/**
 * The header's bell (docs/live-screens.md): the unread count of the user's own and the active store's
 * notifications, raised by the stream; opening it lists both, newest first, and marks them read.
 */
export function NotificationBell({ storeId }: { storeId: string | null }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [opened, setOpened] = useState(false);
  // Once pressed, the list's code is loaded and stays mounted, so it closes with its animation.
  const [used, setUsed] = useState(false);
  const counts = useUnreadCounts(storeId);
  const markRead = useMarkRead();
  const unread = (counts.data?.user ?? 0) + (counts.data?.store ?? 0);
  useLiveEvents((event) => {
    if (event.type === 'notification') countNotification(client, storeId);
  });

  const open = () => {
    setUsed(true);
    setOpened(true);
    if (storeId && (counts.data?.store ?? 0) > 0) markRead.mutate({ storeId, countsOf: storeId });
    if ((counts.data?.user ?? 0) > 0) markRead.mutate({ storeId: null, countsOf: storeId });
  };

  const button = (
    <ActionIcon
      variant="subtle"
      size={TOUCH}
      aria-label={unread ? t('live.bell.labelUnread', { count: unread }) : t('live.bell.label')}
      onClick={() => (opened ? setOpened(false) : open())}
    >
      <Indicator label={unread > 99 ? '99+' : unread} size={18} disabled={unread === 0} offset={2} color="red.8">
        <IconBell size={22} aria-hidden />
      </Indicator>
    </ActionIcon>
  );
  if (!used) return button;
  return (
    <Suspense fallback={button}>
      <NotificationPopover storeId={storeId} opened={opened} onChange={setOpened} target={button} />
    </Suspense>
  );
}
