import { Loader, Modal, Table, Text } from '@mantine/core';
import type { Coupon } from '@sofra/contracts/loyalty/coupons.schemas';
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

/** A coupon's redemptions, newest first: when, which code, on which folio, by whom, what it took off. */
export function CouponUsageModal({ storeId, coupon, onClose, money, fullScreen }: CouponUsageModalProps) {
  const { t } = useTranslation();
  const usage = useCouponUsage(storeId, coupon?.id ?? null);
  return (
    <Modal
      opened={coupon !== null}
      onClose={onClose}
      title={t('coupons.usageTitle', { name: coupon?.name ?? '' })}
      size="lg"
      fullScreen={fullScreen}
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      {usage.isPending ? (
        <Loader size="sm" aria-label={t('common.loading')} />
      ) : !usage.data?.length ? (
        <Text size="sm" c="dimmed">
          {t('coupons.noUsage')}
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={360}>
          <Table striped aria-label={t('coupons.usageTitle', { name: coupon?.name ?? '' })}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('coupons.usedAt')}</Table.Th>
                <Table.Th>{t('coupons.code')}</Table.Th>
                <Table.Th>{t('coupons.usedBy')}</Table.Th>
                <Table.Th>{t('coupons.discount')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {usage.data.map((u) => (
                <Table.Tr key={u.id}>
                  <Table.Td>{formatFolioTime(u.at)}</Table.Td>
                  <Table.Td>{u.code}</Table.Td>
                  <Table.Td>{u.staffName ?? ''}</Table.Td>
                  <Table.Td>{u.amount === null ? t('coupons.atTill') : money(u.amount)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Modal>
  );
}
