import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Card.css';
import { useState } from 'react';
import { Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import type { Folio } from '@sofra/contracts/folios/folios.schemas';
import { formatFolioClock } from '../../../components/folio-view/folio-format';
import { StorePage } from '../../../components/store-page/store-page';
import { useActiveStore } from '../../../lib/active-store';
import { beep } from '../../../lib/alerts';
import { useTranslation } from '../../../lib/i18n';
import { useLiveEvents } from '../../../lib/live';
import { formatMoney } from '../../../lib/money';
import { useSession } from '../../../lib/session';
import { minutesSince, useNow } from '../../../lib/use-now';
import { useMenuNames, useOrders, useOrderSettings } from '../api/orders-api';
import { AcceptModal, RejectModal } from '../components/answer-modals';
import { OrderSettingsPanel } from '../components/order-settings-panel';

const where = (t: (key: string, o?: Record<string, unknown>) => string, order: Folio) =>
  order.tableName
    ? order.tableGroup
      ? `${order.tableGroup} / ${order.tableName}`
      : order.tableName
    : t(`orders.serviceType.${order.serviceType}`);

/** The portal's language's name of a product or option, else the name it was ordered with. */
const nameIn = (names: Map<string, Record<string, string>>, id: string | null, language: string, ordered: string) =>
  (id && names.get(id)?.[language.slice(0, 2)]) || ordered;

function OrderCard({
  order,
  now,
  names,
  onAccept,
  onReject,
}: {
  order: Folio;
  now: number;
  names: Map<string, Record<string, string>>;
  onAccept?: () => void;
  onReject?: () => void;
}) {
  const { t, i18n } = useTranslation();
  const name = (id: string | null, ordered: string) => nameIn(names, id, i18n.language, ordered);
  const currency = useActiveStore().data?.storeCurrency ?? '₺';
  const money = (minor: number) => formatMoney(minor, currency, i18n.language);
  const title = t('orders.card.title', { number: order.number, where: where(t, order) });
  const waiting = order.orderState === 'waiting';
  return (
    <Card withBorder radius="md" padding="sm" component="article" aria-label={title}>
      <Stack gap={6}>
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Title order={3} size="h5">
            {title}
          </Title>
          {waiting ? (
            <Badge color="violet.9">{t('orders.card.waitingFor', { count: minutesSince(order.openedAt, now) })}</Badge>
          ) : order.orderState === 'accepted' ? (
            <Badge color="teal.9">
              {t('orders.card.accepted', {
                minutes: order.prepMinutes ?? 0,
                time: order.readyAt ? formatFolioClock(order.readyAt) : '',
              })}
            </Badge>
          ) : (
            <Badge color="red.9">{t('orders.card.rejected')}</Badge>
          )}
        </Group>
        <Text size="xs" c="dimmed">
          {t('orders.card.placed', { time: formatFolioClock(order.openedAt) })}
        </Text>
        <Stack component="ul" gap={2} p={0} m={0} style={{ listStyle: 'none' }}>
          {order.lines.map((line) => (
            <li key={line.id}>
              <Text size="sm">
                {line.quantity} × {name(line.productId, line.name)}
                {line.options.length ? ` (${line.options.map((o) => name(o.optionId, o.name)).join(', ')})` : ''}
                {line.note ? ` — ${line.note}` : ''}
              </Text>
            </li>
          ))}
        </Stack>
        {order.note ? (
          <Text size="sm" fs="italic">
            {t('orders.card.note', { note: order.note })}
          </Text>
        ) : null}
        {order.orderState === 'rejected' && order.cancelReason ? (
          <Text size="sm" c="red.9">
            {t('orders.card.reason', { reason: order.cancelReason })}
          </Text>
        ) : null}
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Text fw={700}>{money(order.totals.total)}</Text>
          {waiting ? (
            <Group gap="xs">
              <Button variant="default" color="red" h={44} onClick={onReject}>
                {t('orders.reject.button')}
              </Button>
              <Button h={44} onClick={onAccept}>
                {t('orders.accept.button')}
              </Button>
            </Group>
          ) : null}
        </Group>
      </Stack>
    </Card>
  );
}

function OrderBoard({ storeId, orders, defaultMinutes }: { storeId: string; orders: Folio[]; defaultMinutes: number }) {
  const { t } = useTranslation();
  const now = useNow();
  const [accepting, setAccepting] = useState<Folio | null>(null);
  const [rejecting, setRejecting] = useState<Folio | null>(null);
  const names = useMenuNames(storeId);
  const waiting = orders.filter((o) => o.orderState === 'waiting');
  const answered = orders.filter((o) => o.orderState !== 'waiting');
  return (
    <>
      <section aria-label={t('orders.waiting')}>
        <Title order={2} size="h4" mb="xs">
          {t('orders.waiting')} ({waiting.length})
        </Title>
        {waiting.length === 0 ? (
          <Text c="dimmed">{t('orders.noneWaiting')}</Text>
        ) : (
          <Stack gap="sm">
            {waiting.map((order) => (
              <OrderCard
                key={order.id}
                order={order}
                now={now}
                names={names}
                onAccept={() => setAccepting(order)}
                onReject={() => setRejecting(order)}
              />
            ))}
          </Stack>
        )}
      </section>
      <section aria-label={t('orders.answered')}>
        <Title order={2} size="h4" mb="xs">
          {t('orders.answered')}
        </Title>
        {answered.length === 0 ? (
          <Text c="dimmed">{t('orders.noneAnswered')}</Text>
        ) : (
          <Stack gap="sm">
            {answered.map((order) => (
              <OrderCard key={order.id} order={order} now={now} names={names} />
            ))}
          </Stack>
        )}
      </section>
      <AcceptModal
        storeId={storeId}
        order={accepting}
        onClose={() => setAccepting(null)}
        defaultMinutes={defaultMinutes}
      />
      <RejectModal storeId={storeId} order={rejecting} onClose={() => setRejecting(null)} />
    </>
  );
}

/**
 * /main/order-service (docs/live-screens.md): the guests' orders of the active store, live — waiting ones first, each
 * with Accept (a preparation time) and Reject (a reason), today's answered ones below — and the switches that pause
 * new orders and accept them automatically.
 */
export function Component() {
  const { t } = useTranslation();
  const { activeStoreId } = useSession();
  const storeId = activeStoreId ?? '';
  const orders = useOrders(storeId);
  const settings = useOrderSettings(storeId);
  useLiveEvents((event) => {
    // The list itself is read again by the live client; a new order also rings.
    if (event.type === 'order.placed') beep();
  });
  return (
    <StorePage
      title={t('orders.title')}
      noStoreText={t('orders.noStore')}
      queries={[orders, settings]}
      loadFailedText={t('orders.loadFailed')}
    >
      {(id) => (
        <Stack gap="lg">
          <OrderSettingsPanel key={id} storeId={id} settings={settings.data!} />
          <OrderBoard storeId={id} orders={orders.data ?? []} defaultMinutes={settings.data?.prepMinutes ?? 20} />
        </Stack>
      )}
    </StorePage>
  );
}
