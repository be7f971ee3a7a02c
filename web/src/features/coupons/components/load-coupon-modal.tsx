import type { FormEvent } from 'react';
import { Modal, Stack, Text } from '@mantine/core';
import type { Coupon } from '@sofra/contracts/loyalty/coupons.schemas';
import { FormActions } from '../../../components/form-actions/form-actions';
import { GuestKeyInput, useGuestKey } from '../../../components/guest-key/guest-key';
import { isApiError } from '../../../lib/api-error';
import { errorText } from '../../../lib/error-text';
import { useTranslation } from '../../../lib/i18n';
import { notify } from '../../../lib/notify';
import { formatPhone } from '../../../lib/phone-format';
import { useLoadCoupon } from '../api/coupons-api';

export interface LoadCouponModalProps {
  storeId: string;
  coupon: Coupon | null;
  onClose: () => void;
  fullScreen?: boolean;
}

/** Gives a coupon to a guest by their mobile number: it goes to their wallet (a single-use coupon hands them a code). */
export function LoadCouponModal({ storeId, coupon, onClose, fullScreen }: LoadCouponModalProps) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={coupon !== null}
      onClose={onClose}
      title={t('coupons.loadTitle', { name: coupon?.name ?? '' })}
      fullScreen={fullScreen}
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      {coupon ? <LoadForm storeId={storeId} coupon={coupon} onClose={onClose} /> : null}
    </Modal>
  );
}

function LoadForm({ storeId, coupon, onClose }: { storeId: string; coupon: Coupon; onClose: () => void }) {
  const { t } = useTranslation();
  const field = useGuestKey();
  const load = useLoadCoupon(storeId);
  const rootError = load.error ? errorText(load.error) : null;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const gsm = field.phone.submit();
    if (!gsm) return;
    load.mutate(
      { couponId: coupon.id, gsm },
      {
        onSuccess: (loaded) => {
          notify('success', t('coupons.loaded', { gsm: formatPhone(gsm), code: loaded.code }));
          onClose();
        },
      },
    );
  };
  const unknown = isApiError(load.error, 'user_not_found');
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          {t('coupons.loadHint')}
        </Text>
        <GuestKeyInput field={field} phoneOnly unknown={unknown} />
        {rootError && !unknown ? (
          <Text role="alert" c="red" size="sm">
            {rootError}
          </Text>
        ) : null}
        <FormActions
          cancelLabel={t('common.cancel')}
          onCancel={onClose}
          submitLabel={t('coupons.loadSubmit')}
          busy={load.isPending}
        />
      </Stack>
    </form>
  );
}
