import { useEffect } from 'react';
import { Modal, Stack, Text, TextInput } from '@mantine/core';
import type * as CouponSchemas from '@sofra/contracts/loyalty/coupons.schemas';
import type { Folio } from '@sofra/contracts/folios/folios.schemas';
import { FormActions } from '../../../components/form-actions/form-actions';
import { errorText } from '../../../lib/error-text';
import { lazySchema, showServerErrors, useContractForm } from '../../../lib/form';
import { useTranslation } from '../../../lib/i18n';
import { notify } from '../../../lib/notify';
import { useRedeemCoupon } from '../api/folios-api';

// Loaded when the form opens (docs/adr/0004): the folio drawer does not wait for the coupons' schemas.
const couponForm = lazySchema(() =>
  import('@sofra/contracts/loyalty/coupons.schemas?validate').then((m) =>
    (m as unknown as typeof CouponSchemas).ZCouponUse.pick({ code: true }),
  ),
);

export interface CouponModalProps {
  storeId: string;
  folio: Folio;
  opened: boolean;
  onClose: () => void;
}

/** A coupon code typed at the till: the server checks it and applies its benefit to the folio (docs/coupons.md). */
export function CouponModal({ opened, onClose, ...rest }: CouponModalProps) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('folios.coupon.title', { number: rest.folio.number })}
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      {opened ? <CouponForm onClose={onClose} {...rest} /> : null}
    </Modal>
  );
}

function CouponForm({ storeId, folio, onClose }: Omit<CouponModalProps, 'opened'>) {
  const { t } = useTranslation();
  const redeem = useRedeemCoupon(storeId);
  const form = useContractForm({ schema: couponForm.schema, initialValues: { code: '' } });
  useEffect(() => couponForm.loadWhenIdle(), []);
  const submit = form.onSubmit((v) =>
    redeem.mutate(
      { folioId: folio.id, code: v.code },
      {
        onSuccess: (used) => {
          notify('success', t('folios.coupon.applied', { name: used.name }));
          onClose();
        },
        onError: (error) => {
          if (!showServerErrors(form, error)) form.setFieldError('code', errorText(error));
        },
      },
    ),
  );
  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <Text size="sm">{t('folios.coupon.message')}</Text>
        <TextInput
          label={t('folios.coupon.code')}
          withAsterisk
          autoComplete="off"
          maxLength={40}
          data-autofocus
          {...form.getInputProps('code')}
        />
        <FormActions
          cancelLabel={t('common.cancel')}
          onCancel={onClose}
          submitLabel={t('folios.coupon.submit')}
          busy={redeem.isPending}
        />
      </Stack>
    </form>
  );
}
