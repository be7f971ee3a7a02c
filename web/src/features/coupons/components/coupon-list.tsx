import { useMemo, useState } from 'react';
import '@mantine/core/styles/Tabs.css';
import '@mantine/core/styles/Badge.css';
import { Badge, Button, Group, Paper, Stack, Tabs, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconBan, IconCheck, IconDownload, IconHistory, IconPhoto, IconPlus, IconUserPlus } from '@tabler/icons-react';
import { MOBILE_MAX_WIDTH } from '@sofra/contracts/core/constants';
import type { Coupon } from '@sofra/contracts/loyalty/coupons.schemas';
import { confirmAction } from '../../../components/confirm/confirm';
import { DataGrid, type DataGridColumn } from '../../../components/data-grid/data-grid';
import { formatPercent, moneyFormat } from '../../../components/folio-view/folio-format';
import { StorePage } from '../../../components/store-page/store-page';
import { useActiveStore } from '../../../lib/active-store';
import { downloadBlob } from '../../../lib/download';
import { useTranslation } from '../../../lib/i18n';
import { notify } from '../../../lib/notify';
import { useSession } from '../../../lib/session';
import { useCoupons, useExportCodes, useSetCouponStatus } from '../api/coupons-api';
import { storeDate } from './coupon-dates';
import { CouponFormModal } from './coupon-form-modal';
import { CouponImageModal } from './coupon-image-modal';
import { CouponUsageModal } from './coupon-usage-modal';
import { LoadCouponModal } from './load-coupon-modal';
import { ScratchPools } from './scratch-pools';
import { RowActions } from '../../../components/row-actions/row-actions';

/**
 * The coupons screen: the active store's coupons, or (platform) the coupons master users give every store. A list
 * with benefit, validity, used/limit and status; create, usage, load to a guest, export codes, disable/enable.
 */
export function CouponList({ platform = false }: { platform?: boolean }) {
  const { t, i18n } = useTranslation();
  const mobile = useMediaQuery(`(max-width: ${MOBILE_MAX_WIDTH}px)`, false, { getInitialValueInEffect: false });
  const store = useActiveStore();
  const symbol = store.data?.storeCurrency ?? '₺';
  const money = useMemo(() => moneyFormat(symbol, i18n.language), [symbol, i18n.language]);
  const { activeStoreId } = useSession();
  const storeId = platform ? null : activeStoreId;
  const list = useCoupons(storeId, platform || storeId !== null);
  const setStatus = useSetCouponStatus(storeId);
  const exportCodes = useExportCodes(storeId ?? '');
  const [creating, setCreating] = useState(false);
  const [loading, setLoading] = useState<Coupon | null>(null);
  const [usage, setUsage] = useState<Coupon | null>(null);
  const [picturing, setPicturing] = useState<string | null>(null);
  const [tab, setTab] = useState<string | null>('coupons');

  const benefitText = (c: Coupon) =>
    c.benefit.kind === 'percent'
      ? t('coupons.percentOff', { value: formatPercent(c.benefit.value, i18n.language) })
      : c.benefit.kind === 'amount'
        ? t('coupons.amountOff', { value: money(c.benefit.value) })
        : t('coupons.freeProduct');
  const validity = (c: Coupon) =>
    !c.validFrom && !c.validTo
      ? t('coupons.always')
      : `${c.validFrom ? storeDate(c.validFrom) : '…'} – ${c.validTo ? storeDate(c.validTo, true) : '…'}`;
  const usedText = (c: Coupon) =>
    c.maxUses !== null ? `${c.used} / ${c.maxUses}` : c.singleUse ? `${c.used} / ${c.codeCount}` : String(c.used);
  const statusText = (c: Coupon) => t(`coupons.statuses.${c.status}`);

  const columns = useMemo<DataGridColumn<Coupon>[]>(
    () => [
      {
        accessor: 'name',
        title: t('coupons.name'),
        sortable: true,
        searchable: true,
        render: (c) => (
          <Group gap="sm" wrap="nowrap">
            {c.image ? (
              <img
                src={c.image}
                alt={t('coupons.image.alt', { name: c.name })}
                width={64}
                height={32}
                style={{ objectFit: 'cover', borderRadius: 4, flex: 'none' }}
              />
            ) : null}
            <span>{c.name}</span>
          </Group>
        ),
      },
      { accessor: 'benefit', title: t('coupons.benefit'), text: benefitText },
      { accessor: 'validity', title: t('coupons.validity'), text: validity },
      { accessor: 'used', title: t('coupons.used'), text: usedText },
      {
        accessor: 'status',
        title: t('coupons.status'),
        text: statusText,
        render: (c) => <Badge color={c.status === 'active' ? 'teal.9' : 'gray.7'}>{statusText(c)}</Badge>,
      },
    ],
    // The texts read only t, the language and the currency.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [t, i18n.language, symbol],
  );

  const askStatus = (c: Coupon) => {
    const disable = c.status === 'active';
    void confirmAction({
      title: t(disable ? 'coupons.disableTitle' : 'coupons.enableTitle'),
      message: t(disable ? 'coupons.disableConfirm' : 'coupons.enableConfirm', { name: c.name }),
      confirmLabel: t(disable ? 'coupons.disable' : 'coupons.enable'),
      danger: disable,
      onConfirm: () => setStatus.mutateAsync({ couponId: c.id, status: disable ? 'disabled' : 'active' }),
    }).then((done) => {
      if (done) notify('success', t(disable ? 'coupons.disabled' : 'coupons.enabled', { name: c.name }));
    });
  };

  const download = (c: Coupon) =>
    exportCodes.mutate(c.id, {
      onSuccess: (blob) => downloadBlob(blob, `${t('coupons.fileName', { name: c.name })}.xlsx`),
    });

  const rowActions = (c: Coupon) => {
    const active = c.status === 'active';
    return (
      <RowActions
        actions={[
          { label: t('coupons.usage'), icon: IconHistory, hidden: platform, onClick: () => setUsage(c) },
          { label: t('coupons.load'), icon: IconUserPlus, hidden: platform || !active, onClick: () => setLoading(c) },
          { label: t('coupons.export'), icon: IconDownload, hidden: platform, onClick: () => download(c) },
          { label: t('coupons.image.action'), icon: IconPhoto, hidden: platform, onClick: () => setPicturing(c.id) },
          active
            ? { label: t('coupons.disable'), icon: IconBan, color: 'red', onClick: () => askStatus(c) }
            : { label: t('coupons.enable'), icon: IconCheck, color: 'green', onClick: () => askStatus(c) },
        ]}
      />
    );
  };

  const addButton = (
    <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setCreating(true)}>
      {t('coupons.create')}
    </Button>
  );
  const rows = list.data ?? [];

  return (
    <StorePage
      title={t(platform ? 'coupons.platformTitle' : 'coupons.title')}
      subtitle={platform ? t('coupons.platformSubtitle') : undefined}
      noStoreText={t('coupons.noStore')}
      needsStore={!platform}
      queries={[list]}
      loadFailedText={t('coupons.loadFailed')}
      actions={rows.length > 0 ? addButton : undefined}
      maw={1100}
    >
      {() => {
        const couponsPanel =
          rows.length === 0 ? (
            <Paper withBorder p="md" radius="md">
              <Stack gap="sm" align="flex-start">
                <Text fw={600}>{t('coupons.empty')}</Text>
                <Text size="sm" c="dimmed">
                  {t('coupons.emptyHint')}
                </Text>
                {addButton}
              </Stack>
            </Paper>
          ) : (
            <DataGrid<Coupon>
              label={t(platform ? 'coupons.platformTitle' : 'coupons.title')}
              records={rows}
              columns={columns}
              rowActions={rowActions}
              actionsWidth={platform ? 70 : 240}
              fetching={list.isFetching}
            />
          );
        return (
          <>
            {platform || !storeId ? (
              couponsPanel
            ) : (
              <Tabs value={tab} onChange={setTab} keepMounted={false}>
                <Tabs.List mb="md">
                  <Tabs.Tab value="coupons">{t('coupons.tabs.coupons')}</Tabs.Tab>
                  <Tabs.Tab value="scratch">{t('coupons.tabs.scratch')}</Tabs.Tab>
                </Tabs.List>
                <Tabs.Panel value="coupons">{couponsPanel}</Tabs.Panel>
                <Tabs.Panel value="scratch">
                  <ScratchPools storeId={storeId} coupons={rows} fullScreen={mobile} />
                </Tabs.Panel>
              </Tabs>
            )}
            <CouponFormModal
              opened={creating}
              onClose={() => setCreating(false)}
              storeId={storeId}
              fullScreen={mobile}
            />
            {storeId ? (
              <>
                <LoadCouponModal
                  storeId={storeId}
                  coupon={loading}
                  onClose={() => setLoading(null)}
                  fullScreen={mobile}
                />
                <CouponImageModal
                  storeId={storeId}
                  coupon={rows.find((c) => c.id === picturing) ?? null}
                  onClose={() => setPicturing(null)}
                  fullScreen={mobile}
                />
                <CouponUsageModal
                  storeId={storeId}
                  coupon={usage}
                  onClose={() => setUsage(null)}
                  money={money}
                  fullScreen={mobile}
                />
              </>
            ) : null}
          </>
        );
      }}
    </StorePage>
  );
}
