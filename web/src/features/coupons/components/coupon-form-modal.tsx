import '@mantine/core/styles/FloatingIndicator.css';
import '@mantine/core/styles/SegmentedControl.css';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/NumberInput.css';
import '@mantine/core/styles/SimpleGrid.css';
import { Modal, NumberInput, SegmentedControl, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import type * as CouponSchemas from '@sofra/contracts/loyalty/coupons.schemas';
import * as validating from '@sofra/contracts/loyalty/coupons.schemas?validate';
import { FormActions } from '../../../components/form-actions/form-actions';
import { showRefusal, useContractForm } from '../../../lib/form';
import { useTranslation } from '../../../lib/i18n';
import { toMinor } from '../../../lib/money';
import { notify } from '../../../lib/notify';
import { useCouponProducts, useCreateCoupon } from '../api/coupons-api';
import { dayAfter, dayStart } from './coupon-dates';

// The contract's own rules, with the real zod, in this lazily loaded screen (docs/adr/0004-portal-validation.md).
const { ZPlatformCouponCreate } = validating as unknown as typeof CouponSchemas;

type Kind = 'percent' | 'amount' | 'product';
type Codes = 'shared' | 'single';

interface Values extends Record<string, unknown> {
  name: string;
  kind: Kind;
  percent: number | string;
  amount: number | string;
  productId: string | null;
  codes: Codes;
  code: string;
  count: number | string;
  minSpend: number | string;
  validFrom: string;
  validTo: string;
  usesPerGuest: number | string;
  maxUses: number | string;
}

const num = (v: number | string) => (v === '' ? undefined : Number(v));

/** The form's values as coupon/create's input (without storeId): amounts typed in major units go as minor units. */
export const toCouponInput = (v: Values) => {
  const minSpend = num(v.minSpend);
  return {
    name: v.name.trim(),
    benefit:
      v.kind === 'percent'
        ? { kind: 'percent' as const, value: num(v.percent) ?? 0 }
        : v.kind === 'amount'
          ? { kind: 'amount' as const, value: toMinor(num(v.amount) ?? 0) }
          : { kind: 'product' as const, value: v.productId ?? '' },
    ...(v.codes === 'shared' ? (v.code.trim() ? { code: v.code.trim() } : {}) : { singleUseCodes: num(v.count) ?? 0 }),
    ...(minSpend ? { minSpend: toMinor(minSpend) } : {}),
    ...(v.validFrom ? { validFrom: dayStart(v.validFrom) } : {}),
    ...(v.validTo ? { validTo: dayAfter(v.validTo) } : {}),
    ...(num(v.usesPerGuest) ? { usesPerGuest: num(v.usesPerGuest) } : {}),
    ...(num(v.maxUses) ? { maxUses: num(v.maxUses) } : {}),
  };
};

export interface CouponFormModalProps {
  opened: boolean;
  onClose: () => void;
  /** null: a platform coupon (no product benefit). */
  storeId: string | null;
  fullScreen?: boolean;
}

/** Creates a coupon: its benefit, one shared code (typed or generated) or N single-use codes, and its limits. */
export function CouponFormModal({ opened, onClose, storeId, fullScreen }: CouponFormModalProps) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('coupons.createTitle')}
      size="lg"
      fullScreen={fullScreen}
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      {opened ? <CouponForm storeId={storeId} onClose={onClose} /> : null}
    </Modal>
  );
}

function CouponForm({ storeId, onClose }: Pick<CouponFormModalProps, 'storeId' | 'onClose'>) {
  const { t } = useTranslation();
  const create = useCreateCoupon(storeId);
  const form = useContractForm<Values>({
    schema: ZPlatformCouponCreate,
    initialValues: {
      name: '',
      kind: 'percent',
      percent: 10,
      amount: '',
      productId: null,
      codes: 'shared',
      code: '',
      count: 100,
      minSpend: '',
      validFrom: '',
      validTo: '',
      usesPerGuest: '',
      maxUses: '',
    },
    toInput: toCouponInput,
  });
  const products = useCouponProducts(storeId, form.values.kind === 'product');
  const kinds: Kind[] = storeId === null ? ['percent', 'amount'] : ['percent', 'amount', 'product'];

  const submit = form.onSubmit((values) =>
    create.mutate(toCouponInput(values), {
      onSuccess: (coupon) => {
        notify('success', t('coupons.created', { name: coupon.name, count: coupon.codeCount }));
        onClose();
      },
      onError: (error) => showRefusal(form, error),
    }),
  );

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <TextInput
          label={t('coupons.name')}
          withAsterisk
          data-autofocus
          maxLength={80}
          {...form.getInputProps('name')}
        />
        <SegmentedControl
          fullWidth
          aria-label={t('coupons.benefit')}
          data={kinds.map((k) => ({ value: k, label: t(`coupons.kinds.${k}`) }))}
          {...form.getInputProps('kind')}
        />
        {form.values.kind === 'percent' ? (
          <NumberInput
            label={t('coupons.percent')}
            min={1}
            max={100}
            allowDecimal={false}
            withAsterisk
            {...form.getInputProps('percent')}
            error={form.errors.percent ?? form.errors['benefit.value']}
          />
        ) : form.values.kind === 'amount' ? (
          <NumberInput
            label={t('coupons.amount')}
            min={0}
            decimalScale={2}
            withAsterisk
            {...form.getInputProps('amount')}
            error={form.errors.amount ?? form.errors['benefit.value']}
          />
        ) : (
          <Select
            label={t('coupons.product')}
            searchable
            withAsterisk
            data={(products.data ?? []).map((p) => ({ value: p.id, label: p.name }))}
            nothingFoundMessage={t('coupons.noProducts')}
            {...form.getInputProps('productId')}
            error={form.errors.productId ?? form.errors['benefit.value']}
          />
        )}
        <SegmentedControl
          fullWidth
          aria-label={t('coupons.codes')}
          data={[
            { value: 'shared', label: t('coupons.sharedCode') },
            { value: 'single', label: t('coupons.singleUseCodes') },
          ]}
          {...form.getInputProps('codes')}
        />
        {form.values.codes === 'shared' ? (
          <TextInput
            label={t('coupons.code')}
            description={t('coupons.codeHint')}
            maxLength={20}
            autoComplete="off"
            {...form.getInputProps('code')}
          />
        ) : (
          <NumberInput
            label={t('coupons.count')}
            min={1}
            max={10_000}
            allowDecimal={false}
            withAsterisk
            {...form.getInputProps('count')}
            error={form.errors.count ?? form.errors.singleUseCodes}
          />
        )}
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <TextInput type="date" label={t('coupons.validFrom')} {...form.getInputProps('validFrom')} />
          <TextInput type="date" label={t('coupons.validTo')} {...form.getInputProps('validTo')} />
          <NumberInput label={t('coupons.minSpend')} min={0} decimalScale={2} {...form.getInputProps('minSpend')} />
          <NumberInput
            label={t('coupons.usesPerGuest')}
            min={1}
            allowDecimal={false}
            {...form.getInputProps('usesPerGuest')}
          />
          <NumberInput label={t('coupons.maxUses')} min={1} allowDecimal={false} {...form.getInputProps('maxUses')} />
        </SimpleGrid>
        <FormActions
          error={form.errors.root}
          cancelLabel={t('common.cancel')}
          onCancel={onClose}
          submitLabel={t('coupons.createSubmit')}
          busy={create.isPending}
        />
      </Stack>
    </form>
  );
}
