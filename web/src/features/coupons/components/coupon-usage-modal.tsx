import { useMemo } from 'react';
import { Loader, Modal } from '@mantine/core';
import type { Coupon, CouponUsage } from '@sofra/contracts/loyalty/coupons.schemas';
import { DataGrid, type DataGridColumn } from '../../../components/data-grid/data-grid';
import { formatFolioTime } from '../../../components/folio-view/folio-format';
import { useTranslation } from '../../../lib/i18n';
import { useCouponUsage } from '../api/coupons-api';

export interface CouponUsageModalProps {
  storeId: string;
  coupon: Coupon | null;
  onClose: () => void;
  money: (minor: number) => string;
  fullScreen?: boolean;
}

/** A coupon's redemptions, newest first: when, which code, by whom, what it took off. */
export function CouponUsageModal({ storeId, coupon, onClose, money, fullScreen }: CouponUsageModalProps) {
  const { t } = useTranslation();
  const usage = useCouponUsage(storeId, coupon?.id ?? null);
  const title = t('coupons.usageTitle', { name: coupon?.name ?? '' });
  const columns = useMemo<DataGridColumn<CouponUsage>[]>(
    () => [
      { accessor: 'at', title: t('coupons.usedAt'), text: (u) => formatFolioTime(u.at) },
      { accessor: 'code', title: t('coupons.code'), searchable: true },
      { accessor: 'staffName', title: t('coupons.usedBy'), text: (u) => u.staffName ?? '', searchable: true },
      {
        accessor: 'amount',
        title: t('coupons.discount'),
        text: (u) => (u.amount === null ? t('coupons.atTill') : money(u.amount)),
      },
    ],
    [t, money],
  );
  return (
    <Modal
      opened={coupon !== null}
      onClose={onClose}
      title={title}
      size="lg"
      fullScreen={fullScreen}
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      {usage.isPending ? (
        <Loader size="sm" aria-label={t('common.loading')} />
      ) : (
        <DataGrid<CouponUsage>
          label={title}
          records={usage.data ?? []}
          columns={columns}
          fetching={usage.isFetching}
          noRecordsText={t('coupons.noUsage')}
        />
      )}
    </Modal>
  );
}
