import { ActionIcon, Alert, Button, Group, Stack, Text } from '@mantine/core';
import { IconBell, IconReceipt, IconVolume, IconVolumeOff } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import type { Signal } from '@sofra/contracts/live/live.schemas';
import { formatFolioClock } from '../../../components/folio-view/folio-format';
import { askNotifications, beep, desktopNotify, setMuted, useMuted } from '../../../lib/alerts';
import { errorText } from '../../../lib/error-text';
import { useTranslation, type TFunction } from '../../../lib/i18n';
import { useLiveEvents } from '../../../lib/live';
import { notify } from '../../../lib/notify';
import { putSignal, useAcknowledgeSignal, useOpenSignals } from '../api/live-api';

const signalText = (t: TFunction, s: Signal) =>
  t(s.kind === 'waiter' ? 'live.signals.waiter' : 'live.signals.check', {
    table: s.groupName ? `${s.groupName} / ${s.tableName}` : s.tableName,
  });

function SignalRow({ signal, storeId }: { signal: Signal; storeId: string }) {
  const { t } = useTranslation();
  const acknowledge = useAcknowledgeSignal(storeId);
  const Icon = signal.kind === 'waiter' ? IconBell : IconReceipt;
  const text = signalText(t, signal);
  return (
    <Alert
      color={signal.kind === 'waiter' ? 'orange' : 'blue'}
      variant="filled"
      icon={<Icon size={20} aria-hidden />}
      aria-label={text}
      styles={{ message: { color: 'inherit' } }}
      p="xs"
    >
      <Group justify="space-between" wrap="wrap" gap="xs">
        <div>
          <Text fw={700} size="md" c="inherit">
            {text}
          </Text>
          <Text size="sm" c="inherit">
            {t('live.signals.at', { time: formatFolioClock(signal.at) })}
          </Text>
        </div>
        <Button
          variant="white"
          color="dark"
          h={44}
          loading={acknowledge.isPending}
          onClick={() => {
            // The one moment the browser lets a page ask (a click): its notification for the next calls.
            void askNotifications();
            acknowledge.mutate(signal.id, {
              onError: (error) => notify('danger', errorText(error), { title: t('errors.opss') }),
            });
          }}
        >
          {t('live.signals.acknowledge')}
        </Button>
      </Group>
    </Alert>
  );
}

/**
 * The guests' calls, on every screen of the active store (docs/live-screens.md): a row per open call, newest last,
 * each with Acknowledge; a beep and the browser's notification when one arrives; gone for everyone when anyone
 * acknowledges it (`signal.answered`).
 */
export function SignalBanner({ storeId }: { storeId: string | null }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const signals = useOpenSignals(storeId);
  const muted = useMuted();
  useLiveEvents((event) => {
    if (event.type === 'waiter.called' || event.type === 'check.requested') {
      putSignal(client, event.signal);
      beep();
      desktopNotify(t('live.signals.title'), signalText(t, event.signal), event.signal.id);
    } else if (event.type === 'signal.answered') {
      putSignal(client, event.signal);
    }
  });
  const open = storeId ? (signals.data ?? []) : [];
  if (!storeId || open.length === 0) return null;
  return (
    <Stack
      component="section"
      aria-label={t('live.signals.title')}
      gap={6}
      mb="sm"
      style={{ position: 'sticky', top: 'var(--app-shell-header-height, 56px)', zIndex: 150 }}
    >
      {open.map((signal) => (
        <SignalRow key={signal.id} signal={signal} storeId={storeId} />
      ))}
      <Group justify="flex-end">
        <ActionIcon
          variant="default"
          size={44}
          aria-pressed={muted}
          aria-label={muted ? t('live.sound.on') : t('live.sound.off')}
          title={muted ? t('live.sound.on') : t('live.sound.off')}
          onClick={() => setMuted(!muted)}
        >
          {muted ? <IconVolumeOff size={20} aria-hidden /> : <IconVolume size={20} aria-hidden />}
        </ActionIcon>
      </Group>
    </Stack>
  );
}
