import { useMemo, useState } from 'react';
import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/SimpleGrid.css';
import { Alert, Badge, Button, Group, Paper, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconMinus, IconPlus, IconSearch } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { MOBILE_MAX_WIDTH } from '@sofra/contracts/core/constants';
import type { PointEntry, Points } from '@sofra/contracts/loyalty/points.schemas';
import { confirmAction } from '../../../components/confirm/confirm';
import { DataGrid, type DataGridColumn } from '../../../components/data-grid/data-grid';
import { formatFolioTime } from '../../../components/folio-view/folio-format';
import { GuestKeyInput, useGuestKey, type GuestKey } from '../../../components/guest-key/guest-key';
import { StorePage } from '../../../components/store-page/store-page';
import { isApiError } from '../../../lib/api-error';
import { errorText } from '../../../lib/error-text';
import { useTranslation } from '../../../lib/i18n';
import { notify } from '../../../lib/notify';
import { formatPhone } from '../../../lib/phone-format';
import { guestPointsQuery, storeTotalsQuery, useRedeemStamps } from '../api/points-api';
import { ChangePointsModal, type ChangeMode } from '../components/change-points-modal';
import { monthToDate, signed } from '../components/points-logic';

/** /main/user-points-operations (spec section 2): find a guest, see their points and ledger, add or deduct. */
export function Component() {
  const { t } = useTranslation();
  return (
    <StorePage title={t('points.title')} noStoreText={t('points.noStore')}>
      {(storeId) => (
        <Stack gap="lg">
          <GuestPoints storeId={storeId} />
          <StoreTotals storeId={storeId} />
        </Stack>
      )}
    </StorePage>
  );
}

function GuestPoints({ storeId }: { storeId: string }) {
  const { t } = useTranslation();
  const field = useGuestKey();
  const [guest, setGuest] = useState<GuestKey | null>(null);
  const points = useQuery(guestPointsQuery(storeId, guest));

  const search = (e: React.FormEvent) => {
    e.preventDefault();
    const key = field.submit();
    if (key) setGuest(key);
  };

  return (
    <Stack gap="md">
      <Paper withBorder p="md" radius="md">
        <form onSubmit={search} noValidate aria-label={t('points.findGuest')}>
          <Stack gap="sm">
            <Title order={2} size="h4">
              {t('points.findGuest')}
            </Title>
            <GuestKeyInput field={field} qrMaxLength={200} />
            <Group justify="flex-end">
              <Button type="submit" leftSection={<IconSearch size={16} aria-hidden />} loading={points.isFetching}>
                {t('points.search')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Paper>
      {guest === null ? (
        <Text c="dimmed" size="sm">
          {t('points.searchHint')}
        </Text>
      ) : points.isError ? (
        <Alert color={isApiError(points.error, 'user_not_found') ? 'yellow' : 'red'} role="alert">
          {isApiError(points.error, 'user_not_found') ? t('points.notFound') : errorText(points.error)}
        </Alert>
      ) : points.data ? (
        <GuestCard storeId={storeId} points={points.data} />
      ) : null}
    </Stack>
  );
}

function GuestCard({ storeId, points }: { storeId: string; points: Points }) {
  const { t } = useTranslation();
  const mobile = useMediaQuery(`(max-width: ${MOBILE_MAX_WIDTH}px)`, false, { getInitialValueInEffect: false });
  const [mode, setMode] = useState<ChangeMode | null>(null);
  const redeem = useRedeemStamps(storeId);
  const title = points.pointTitle || t('points.points');
  const name = points.name.trim() || t('points.noName');

  const askRedeem = async () => {
    const done = await confirmAction({
      title: t('points.redeemStampsTitle'),
      message: t('points.redeemStampsConfirm', { stamps: points.stampConversionRate, name }),
      confirmLabel: t('points.redeemStamps'),
      onConfirm: () => redeem.mutateAsync(points.userId),
    });
    if (done) notify('success', t('points.stampsRedeemed'));
  };

  const columns = useMemo<DataGridColumn<PointEntry>[]>(
    () => [
      { accessor: 'at', title: t('points.at'), text: (e) => formatFolioTime(e.at), sortable: true },
      { accessor: 'kind', title: t('points.kind'), text: (e) => t(`points.kinds.${e.kind}`), searchable: true },
      {
        accessor: 'points',
        title: title,
        text: (e) => signed(e.points),
        render: (e) => (
          <Text size="sm" fw={600} c={e.points < 0 ? 'red.9' : e.points > 0 ? 'teal.9' : undefined}>
            {signed(e.points)}
          </Text>
        ),
      },
      ...(points.stampActive
        ? [{ accessor: 'stamps', title: t('points.stamps'), text: (e: PointEntry) => signed(e.stamps) }]
        : []),
      { accessor: 'reason', title: t('points.reason'), searchable: true },
      { accessor: 'storeName', title: t('points.store'), searchable: true, onPhone: false },
      { accessor: 'staffName', title: t('points.staff'), text: (e) => e.staffName ?? '', onPhone: false },
    ],
    [t, title, points.stampActive],
  );

  return (
    <Stack gap="md">
      <Paper withBorder p="md" radius="md">
        <Stack gap="sm">
          <Group justify="space-between" align="flex-start" wrap="wrap">
            <div>
              <Text fw={700} size="lg">
                {name}
              </Text>
              <Text size="sm" c="dimmed">
                {formatPhone(points.gsm)}
              </Text>
            </div>
            <Group gap="xs">
              <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setMode('add')}>
                {t('points.add')}
              </Button>
              <Button
                variant="light"
                color="red"
                leftSection={<IconMinus size={16} aria-hidden />}
                onClick={() => setMode('deduct')}
                disabled={points.balance === 0}
              >
                {t('points.deduct')}
              </Button>
            </Group>
          </Group>
          <SimpleGrid cols={{ base: 2, sm: 3 }}>
            <Figure label={title} value={points.balance} testId="points-balance" />
            {points.stampActive ? (
              <Figure
                label={t('points.stamps')}
                value={points.stamps}
                hint={t('points.stampRate', { rate: points.stampConversionRate })}
              />
            ) : null}
            {points.chainStoreIds.length > 1 ? (
              <Figure label={t('points.chainStores')} value={points.chainStoreIds.length} />
            ) : null}
          </SimpleGrid>
          {points.stampRewards > 0 ? (
            <Group gap="sm">
              <Badge color="grape" variant="light">
                {t('points.rewardsReady', { count: points.stampRewards })}
              </Badge>
              <Button size="xs" variant="light" onClick={() => void askRedeem()}>
                {t('points.redeemStamps')}
              </Button>
            </Group>
          ) : null}
        </Stack>
      </Paper>
      <Title order={2} size="h4">
        {t('points.ledger')}
      </Title>
      <DataGrid<PointEntry>
        label={t('points.ledger')}
        records={points.entries}
        columns={columns}
        noRecordsText={t('points.noEntries')}
      />
      <ChangePointsModal
        storeId={storeId}
        guest={{ userId: points.userId, name, balance: points.balance }}
        mode={mode}
        onClose={() => setMode(null)}
        fullScreen={mobile}
      />
    </Stack>
  );
}

/** One figure with its label; a group named by the label, so it is found and read as one. */
function Figure({ label, value, hint, testId }: { label: string; value: number; hint?: string; testId?: string }) {
  const { i18n } = useTranslation();
  return (
    <Paper withBorder p="sm" radius="md" role="group" aria-label={label}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={700} size="xl" data-testid={testId}>
        {new Intl.NumberFormat(i18n.language).format(value)}
      </Text>
      {hint ? (
        <Text size="xs" c="dimmed">
          {hint}
        </Text>
      ) : null}
    </Paper>
  );
}

function StoreTotals({ storeId }: { storeId: string }) {
  const { t } = useTranslation();
  const [period, setPeriod] = useState(() => monthToDate(new Date()));
  const totals = useQuery(storeTotalsQuery(storeId, period.from, period.to));
  const wrong = period.from !== '' && period.to !== '' && period.from > period.to;
  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t('points.totals')}
        </Title>
        <SimpleGrid cols={{ base: 2, sm: 4 }}>
          <TextInput
            type="date"
            label={t('points.from')}
            value={period.from}
            onChange={(e) => setPeriod((p) => ({ ...p, from: e.currentTarget.value }))}
            error={wrong ? t('points.periodInvalid') : undefined}
          />
          <TextInput
            type="date"
            label={t('points.to')}
            value={period.to}
            onChange={(e) => setPeriod((p) => ({ ...p, to: e.currentTarget.value }))}
          />
        </SimpleGrid>
        {totals.isError ? (
          <Alert color="red" role="alert">
            {errorText(totals.error)}
          </Alert>
        ) : totals.data ? (
          <SimpleGrid cols={{ base: 2, sm: 4 }}>
            <Figure label={t('points.issued')} value={totals.data.issued} />
            <Figure label={t('points.redeemed')} value={totals.data.redeemed} />
            <Figure label={t('points.expired')} value={totals.data.expired} />
            <Figure label={t('points.outstanding')} value={totals.data.outstanding} />
          </SimpleGrid>
        ) : (
          <Text size="sm" c="dimmed">
            {t('common.loading')}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
