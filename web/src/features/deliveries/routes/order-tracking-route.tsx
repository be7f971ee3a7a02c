import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Card.css';
import '@mantine/core/styles/FloatingIndicator.css';
import '@mantine/core/styles/SegmentedControl.css';
import '@mantine/core/styles/SimpleGrid.css';
import { useState } from 'react';
import { Badge, Button, Card, Group, Paper, SegmentedControl, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { MOBILE_MAX_WIDTH } from '@sofra/contracts/core/constants';
import type { DeliveryStatus } from '@sofra/contracts/core/enums';
import {
  DELIVERY_AMBER_MINUTES,
  DELIVERY_RED_MINUTES,
  deliveryTransitions,
  type DeliveryFolio,
} from '@sofra/contracts/live/live.schemas';
import { confirmAction } from '../../../components/confirm/confirm';
import { StorePage } from '../../../components/store-page/store-page';
import { ownedStoresQuery } from '../../../lib/active-store';
import { errorText } from '../../../lib/error-text';
import { useTranslation } from '../../../lib/i18n';
import { formatMoney } from '../../../lib/money';
import { notify } from '../../../lib/notify';
import { minutesSince, useNow } from '../../../lib/use-now';
import { useDeliveries, useMoveDelivery } from '../api/deliveries-api';
import { CourierModal } from '../components/courier-modal';

/** The board's columns, in the order a delivery goes through them. */
export const BOARD_STATUSES: readonly DeliveryStatus[] = [
  'none',
  'preparing',
  'routing',
  'completed',
  'closed',
  'cancelled',
];

/** The timer's colour from the minutes a delivery has been in its status: amber from 15, red from 30. */
export const timerTone = (minutes: number): 'ok' | 'amber' | 'red' =>
  minutes >= DELIVERY_RED_MINUTES ? 'red' : minutes >= DELIVERY_AMBER_MINUTES ? 'amber' : 'ok';
const toneColor = { ok: 'gray.7', amber: 'orange.8', red: 'red.9' } as const;

type Move = (folio: DeliveryFolio, status: DeliveryStatus) => void;

function DeliveryCard({
  folio,
  now,
  currency,
  onMove,
  busy,
}: {
  folio: DeliveryFolio;
  now: number;
  currency: string;
  onMove: Move;
  busy: boolean;
}) {
  const { t, i18n } = useTranslation();
  const minutes = minutesSince(folio.deliveryStatusAt ?? folio.openedAt, now);
  const tone = timerTone(minutes);
  const title = t('deliveries.card.title', { number: folio.number, store: folio.storeName });
  const place = folio.tableName ?? (folio.note || t('deliveries.card.noNote'));
  return (
    <Card withBorder radius="md" padding="sm" component="article" aria-label={title}>
      <Stack gap={4}>
        <Group justify="space-between" wrap="nowrap" gap="xs" align="flex-start">
          <Title order={3} size="h6">
            {title}
          </Title>
          <Badge color={toneColor[tone]} aria-label={t(`deliveries.card.timer.${tone}`, { count: minutes })}>
            {t('orders.minutes', { count: minutes })}
          </Badge>
        </Group>
        <Text size="sm">{place}</Text>
        <Group justify="space-between" gap="xs">
          <Text size="sm" fw={700}>
            {formatMoney(folio.totals.total, currency, i18n.language)}
          </Text>
          {folio.courierName ? (
            <Text size="sm">{t('deliveries.card.courier', { name: folio.courierName })}</Text>
          ) : null}
        </Group>
        {deliveryTransitions[folio.deliveryStatus].length ? (
          <Group gap={6} wrap="wrap">
            {deliveryTransitions[folio.deliveryStatus].map((next) => (
              <Button
                key={next}
                size="compact-md"
                h={44}
                variant={next === 'cancelled' ? 'default' : 'filled'}
                color={next === 'cancelled' ? 'red' : undefined}
                disabled={busy}
                onClick={() => onMove(folio, next)}
              >
                {t(`deliveries.move.${next}`)}
              </Button>
            ))}
          </Group>
        ) : null}
      </Stack>
    </Card>
  );
}

function Column({
  status,
  folios,
  ...card
}: { status: DeliveryStatus; folios: DeliveryFolio[] } & Omit<
  Parameters<typeof DeliveryCard>[0],
  'folio' | 'currency'
> & { currencyOf: (storeId: string) => string }) {
  const { t } = useTranslation();
  const { currencyOf, ...rest } = card;
  const name = t(`deliveries.status.${status}`);
  return (
    <Paper component="section" aria-label={name} withBorder radius="md" p="xs" bg="gray.0">
      <Title order={2} size="h5" mb="xs">
        {name} ({folios.length})
      </Title>
      <Stack gap="xs">
        {folios.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('deliveries.empty')}
          </Text>
        ) : (
          folios.map((folio) => (
            <DeliveryCard key={folio.id} folio={folio} currency={currencyOf(folio.storeId)} {...rest} />
          ))
        )}
      </Stack>
    </Paper>
  );
}

function Board({ deliveries }: { deliveries: DeliveryFolio[] }) {
  const { t } = useTranslation();
  const mobile = useMediaQuery(`(max-width: ${MOBILE_MAX_WIDTH}px)`, false, { getInitialValueInEffect: false });
  const now = useNow(15_000);
  const stores = useQuery(ownedStoresQuery());
  const move = useMoveDelivery();
  const [shown, setShown] = useState<DeliveryStatus>('none');
  const [courierFor, setCourierFor] = useState<DeliveryFolio | null>(null);
  const currencyOf = (storeId: string) =>
    stores.data?.find((s) => s.storeId === storeId)?.storeInfo.storeCurrency ?? '₺';

  const send = (folio: DeliveryFolio, status: DeliveryStatus, courierName?: string) =>
    move.mutateAsync({ folio, status, courierName }).then(
      () => {
        setCourierFor(null);
        if (status === 'closed') notify('success', t('deliveries.closed', { number: folio.number }));
        else
          notify('success', t('deliveries.moved', { number: folio.number, status: t(`deliveries.status.${status}`) }));
      },
      (error: unknown) => {
        notify('danger', errorText(error), { title: t('deliveries.notMoved', { number: folio.number }) });
        throw error;
      },
    );
  const onMove: Move = (folio, status) => {
    if (status === 'routing') return setCourierFor(folio);
    if (status === 'cancelled') {
      void confirmAction({
        title: t('deliveries.cancel.title', { number: folio.number }),
        message: t('deliveries.cancel.message'),
        confirmLabel: t('deliveries.move.cancelled'),
        danger: true,
        onConfirm: () => send(folio, status),
      });
      return;
    }
    void send(folio, status).catch(() => undefined);
  };

  const byStatus = (status: DeliveryStatus) => deliveries.filter((d) => d.deliveryStatus === status);
  const columnProps = { now, onMove, busy: move.isPending, currencyOf };
  return (
    <>
      {mobile ? (
        <Stack gap="sm">
          <SegmentedControl
            aria-label={t('deliveries.pickStatus')}
            orientation="vertical"
            fullWidth
            value={shown}
            onChange={(v) => setShown(v as DeliveryStatus)}
            data={BOARD_STATUSES.map((s) => ({
              value: s,
              label: `${t(`deliveries.status.${s}`)} (${byStatus(s).length})`,
            }))}
          />
          <Column status={shown} folios={byStatus(shown)} {...columnProps} />
        </Stack>
      ) : (
        <SimpleGrid cols={{ base: 2, lg: 3 }} spacing="sm">
          {BOARD_STATUSES.map((status) => (
            <Column key={status} status={status} folios={byStatus(status)} {...columnProps} />
          ))}
        </SimpleGrid>
      )}
      <CourierModal
        number={courierFor?.number ?? null}
        initialName={courierFor?.courierName ?? ''}
        busy={move.isPending}
        onClose={() => setCourierFor(null)}
        onSubmit={(name) => {
          if (courierFor) void send(courierFor, 'routing', name).catch(() => undefined);
        }}
      />
    </>
  );
}

/**
 * /main/order-tracking (docs/live-screens.md): the deliveries of every store the user runs, a column per delivery
 * status (one at a time on a phone), each card moved only to the statuses allowed next, with a timer of its time in
 * the status that turns amber and red.
 */
export function Component() {
  const { t } = useTranslation();
  const deliveries = useDeliveries();
  return (
    <StorePage
      title={t('deliveries.title')}
      subtitle={t('deliveries.subtitle')}
      noStoreText={t('deliveries.noStore')}
      needsStore={false}
      queries={[deliveries]}
      loadFailedText={t('deliveries.loadFailed')}
      maw={1400}
    >
      {() => <Board deliveries={deliveries.data ?? []} />}
    </StorePage>
  );
}
