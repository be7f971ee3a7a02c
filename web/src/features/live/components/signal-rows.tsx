import '@mantine/core/styles/Alert.css';
import { ActionIcon, Alert, Button, Group, Stack, Text } from '@mantine/core';
import { IconBell, IconReceipt, IconVolume, IconVolumeOff } from '@tabler/icons-react';
import type { Signal } from '@sofra/contracts/live/live.schemas';
import { formatFolioClock } from '../../../components/folio-view/folio-format';
import { askNotifications, setMuted, useMuted } from '../../../lib/alerts';
import { errorText } from '../../../lib/error-text';
import { useTranslation } from '../../../lib/i18n';
import { notify } from '../../../lib/notify';
import { useAcknowledgeSignal } from '../api/live-api';
import { signalText } from './signal-text';

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

/** The open calls, one row each with Acknowledge, and the sound's mute toggle (loaded when the first call comes). */
export function SignalRows({ signals, storeId }: { signals: Signal[]; storeId: string }) {
  const { t } = useTranslation();
  const muted = useMuted();
  return (
    <Stack
      component="section"
      aria-label={t('live.signals.title')}
      gap={6}
      mb="sm"
      style={{ position: 'sticky', top: 'var(--app-shell-header-height, 56px)', zIndex: 150 }}
    >
      {signals.map((signal) => (
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
