import { Button, Modal, Stack, Text } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import type { Coupon } from '@sofra/contracts/loyalty/coupons.schemas';
import { confirmAction } from '../../../components/confirm/confirm';
import { ImageUploader } from '../../../components/image-uploader/image-uploader';
import { useTranslation } from '../../../lib/i18n';
import { notify } from '../../../lib/notify';
import { useDeleteCouponImage, useRefreshCoupons } from '../api/coupons-api';

export interface CouponImageModalProps {
  storeId: string;
  /** The coupon as listed; its picture follows the list after an upload or removal. */
  coupon: Coupon | null;
  onClose: () => void;
  fullScreen?: boolean;
}

/** A coupon's picture (image/coupon, a 2:1 card in the guest's wallet): shown, uploaded or replaced, removed. */
export function CouponImageModal({ storeId, coupon, onClose, fullScreen }: CouponImageModalProps) {
  const { t } = useTranslation();
  const remove = useDeleteCouponImage(storeId);
  const refresh = useRefreshCoupons(storeId);

  const askRemove = (c: Coupon) =>
    confirmAction({
      title: t('coupons.image.removeTitle'),
      message: t('coupons.image.removeConfirm', { name: c.name }),
      confirmLabel: t('coupons.image.remove'),
      danger: true,
      onConfirm: () => remove.mutateAsync(c.id, { onSuccess: () => notify('success', t('coupons.image.removed')) }),
    });

  return (
    <Modal
      opened={coupon !== null}
      onClose={onClose}
      title={t('coupons.image.title', { name: coupon?.name ?? '' })}
      size="lg"
      fullScreen={fullScreen}
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      {coupon ? (
        <Stack gap="sm">
          {coupon.image ? (
            <Stack gap="xs">
              <img
                src={coupon.image}
                alt={t('coupons.image.alt', { name: coupon.name })}
                style={{ width: '100%', aspectRatio: '2 / 1', objectFit: 'cover', borderRadius: 8 }}
              />
              <Button
                variant="light"
                color="red"
                leftSection={<IconTrash size={16} aria-hidden />}
                disabled={remove.isPending}
                onClick={() => void askRemove(coupon)}
              >
                {t('coupons.image.remove')}
              </Button>
            </Stack>
          ) : (
            <Text c="dimmed">{t('coupons.image.empty')}</Text>
          )}
          <ImageUploader
            title={coupon.image ? t('coupons.image.replace') : t('coupons.image.upload')}
            subtitle={t('coupons.image.hint')}
            itemType="coupon"
            itemId={coupon.id}
            storeId={storeId}
            onUploaded={() => void refresh()}
          />
        </Stack>
      ) : null}
    </Modal>
  );
}
