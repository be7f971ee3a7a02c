import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/NumberInput.css';
import '@mantine/core/styles/SimpleGrid.css';
import '@mantine/core/styles/Switch.css';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Pill.css';
import '@mantine/core/styles/PillsInput.css';
import {
  Checkbox,
  Group,
  MultiSelect,
  NativeSelect,
  NumberInput,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  TextInput,
} from '@mantine/core';
import { useTranslation } from '../../../lib/i18n';
import type * as CampaignSchemas from '@sofra/contracts/loyalty/campaigns.schemas';
import * as validating from '@sofra/contracts/loyalty/campaigns.schemas?validate';
import {
  birthdayWindows,
  campaignKinds,
  campaignSegments,
  isMessageKind,
  type Campaign,
} from '@sofra/contracts/loyalty/campaigns.schemas';
import type { UseFormReturnType } from '@mantine/form';
import { FormActions } from '../../../components/form-actions/form-actions';
import { showServerErrors, useContractForm } from '../../../lib/form';
import {
  useAudience,
  useCampaignCoupons,
  useCampaignGroups,
  useCampaignProducts,
  useSaveCampaign,
  type CampaignInput,
} from '../api/campaigns-api';
import { CampaignMessageFields } from './campaign-message-fields';
import { campaignToForm, campaignToInput, type CampaignValues } from './campaign-values';

// The contract's own rules, with the real zod, in this lazily loaded screen (docs/adr/0004-portal-validation.md).
const { ZCampaignSave } = validating as unknown as typeof CampaignSchemas;

interface CampaignFormProps {
  storeId: string;
  record: Campaign | null;
  currency: string;
  onClose: () => void;
  onSaved: (saved: Campaign) => void;
}

/** A campaign: its kind and what it gives, its audience (with the count now), and when it runs. */
export function CampaignForm({ storeId, record, currency, onClose, onSaved }: CampaignFormProps) {
  const { t } = useTranslation();
  const save = useSaveCampaign(storeId);
  const groups = useCampaignGroups(storeId).data ?? [];
  const products = useCampaignProducts(storeId).data ?? [];
  const coupons = useCampaignCoupons(storeId).data ?? [];
  const toInput = (values: CampaignValues) => campaignToInput(values, storeId, record);
  const form = useContractForm<CampaignValues>({
    schema: ZCampaignSave,
    initialValues: campaignToForm(record),
    toInput,
  });
  const { kind, segment } = form.values;
  const audience = useAudience(storeId, segment, !isMessageKind(kind));

  const submit = form.onSubmit((values) => {
    if (save.isPending) return;
    const { storeId: _store, ...input } = toInput(values);
    save.mutate(input as CampaignInput, {
      onSuccess: onSaved,
      onError: (error) => showServerErrors(form, error),
    });
  });

  const messageKind = isMessageKind(kind);
  const lineKind = kind === 'happy-hour' || kind === 'buy-x-get-y';
  const welcomeCoupon = kind === 'welcome' && form.values.rule.gift === 'coupon';
  const rewardKind = kind === 'nth-visit' || kind === 'birthday' || (kind === 'welcome' && !welcomeCoupon);
  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <TextInput label={t('campaigns.form.name')} withAsterisk data-autofocus {...form.getInputProps('name')} />
        <NativeSelect
          label={t('campaigns.form.kind')}
          description={t(`campaigns.kindHints.${kind}`)}
          disabled={record !== null}
          data={campaignKinds.map((k) => ({ value: k, label: t(`campaigns.kinds.${k}`) }))}
          {...form.getInputProps('kind')}
        />

        {lineKind ? (
          <MultiSelect
            label={t('campaigns.form.groups')}
            placeholder={t('campaigns.form.groupsPlaceholder')}
            withAsterisk={kind === 'happy-hour'}
            searchable
            data={groups.map((g) => ({ value: g.id, label: g.name }))}
            comboboxProps={{ withinPortal: true }}
            {...form.getInputProps('rule.groupIds')}
          />
        ) : null}
        {kind === 'buy-x-get-y' ? (
          <>
            <MultiSelect
              label={t('campaigns.form.products')}
              placeholder={t('campaigns.form.productsPlaceholder')}
              searchable
              data={products.map((p) => ({ value: p.id, label: p.name }))}
              comboboxProps={{ withinPortal: true }}
              {...form.getInputProps('rule.productIds')}
            />
            <SimpleGrid cols={2} spacing="sm">
              <NumberInput
                label={t('campaigns.form.buy')}
                withAsterisk
                min={1}
                max={99}
                allowDecimal={false}
                allowNegative={false}
                {...form.getInputProps('rule.buy')}
              />
              <NumberInput
                label={t('campaigns.form.get')}
                withAsterisk
                min={1}
                max={99}
                allowDecimal={false}
                allowNegative={false}
                {...form.getInputProps('rule.get')}
              />
            </SimpleGrid>
          </>
        ) : null}
        {lineKind ? (
          <NumberInput
            label={t(kind === 'happy-hour' ? 'campaigns.form.percent' : 'campaigns.form.getPercent')}
            withAsterisk
            min={0.01}
            max={100}
            decimalScale={2}
            allowNegative={false}
            suffix=" %"
            {...form.getInputProps('rule.percent')}
          />
        ) : null}

        {kind === 'nth-visit' ? (
          <NumberInput
            label={t('campaigns.form.visit')}
            withAsterisk
            min={2}
            max={1000}
            allowDecimal={false}
            allowNegative={false}
            {...form.getInputProps('rule.visit')}
          />
        ) : null}
        {kind === 'birthday' ? (
          <NativeSelect
            label={t('campaigns.form.window')}
            data={birthdayWindows.map((w) => ({ value: w, label: t(`campaigns.form.windows.${w}`) }))}
            {...form.getInputProps('rule.window')}
          />
        ) : null}
        {kind === 'welcome' ? (
          <NativeSelect
            label={t('campaigns.form.welcomeGift')}
            data={(['discount', 'coupon'] as const).map((g) => ({
              value: g,
              label: t(`campaigns.form.welcomeGifts.${g}`),
            }))}
            {...form.getInputProps('rule.gift')}
          />
        ) : null}
        {welcomeCoupon ? (
          <NativeSelect
            label={t('campaigns.form.welcomeCoupon')}
            description={t('campaigns.form.welcomeCouponHint')}
            withAsterisk
            data={[
              { value: '', label: t('campaigns.form.chooseCoupon') },
              ...coupons
                .filter((c) => c.status === 'active' || c.id === form.values.rule.couponId)
                .map((c) => ({ value: c.id, label: c.name })),
            ]}
            {...form.getInputProps('rule.couponId')}
            value={form.values.rule.couponId ?? ''}
            error={form.errors['rule.couponId']}
          />
        ) : null}
        {rewardKind ? (
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
            <NativeSelect
              label={t('campaigns.form.rewardKind')}
              data={(['percent', 'amount'] as const).map((k) => ({
                value: k,
                label: t(`campaigns.form.rewardKinds.${k}`),
              }))}
              {...form.getInputProps('rule.reward.kind')}
            />
            <NumberInput
              label={
                form.values.rule.reward.kind === 'percent'
                  ? t('campaigns.form.rewardPercent')
                  : t('campaigns.form.rewardAmount', { currency })
              }
              withAsterisk
              min={0.01}
              decimalScale={2}
              allowNegative={false}
              {...form.getInputProps('rule.reward.value')}
            />
          </SimpleGrid>
        ) : null}

        {messageKind ? (
          <CampaignMessageFields
            form={form}
            storeId={storeId}
            coupons={coupons.filter((c) => c.status === 'active' || c.id === form.values.rule.couponId)}
          />
        ) : (
          <>
            <NativeSelect
              label={t('campaigns.form.segment')}
              description={t(`campaigns.segmentHints.${segment}`)}
              data={campaignSegments.map((s) => ({ value: s, label: t(`campaigns.segments.${s}`) }))}
              {...form.getInputProps('segment')}
            />
            <Text size="sm" fw={600} aria-live="polite">
              {audience.data
                ? t('campaigns.form.audience', { count: audience.data.count })
                : t('campaigns.form.audienceLoading')}
            </Text>
          </>
        )}

        <SimpleGrid cols={2} spacing="sm">
          <TextInput
            type="date"
            label={t('campaigns.form.from')}
            withAsterisk
            {...form.getInputProps('schedule.from')}
          />
          <TextInput type="date" label={t('campaigns.form.to')} {...form.getInputProps('schedule.to')} />
        </SimpleGrid>
        {messageKind ? (
          <Text size="xs" c="dimmed">
            {t('campaigns.message.sendHint')}
          </Text>
        ) : (
          <ScheduleTimes form={form} />
        )}
        {record === null ? (
          <Switch label={t('campaigns.form.startNow')} {...form.getInputProps('startNow', { type: 'checkbox' })} />
        ) : null}
        <FormActions
          cancelLabel={t('common.cancel')}
          onCancel={onClose}
          submitLabel={t('common.save')}
          busy={save.isPending}
        />
      </Stack>
    </form>
  );
}

/** The weekdays and hours a pricing campaign runs on (a message campaign goes by its dates only). */
function ScheduleTimes({ form }: { form: UseFormReturnType<CampaignValues> }) {
  const { t } = useTranslation();
  return (
    <>
      <Checkbox.Group label={t('campaigns.form.days')} withAsterisk {...form.getInputProps('schedule.days')}>
        <Group gap="sm" mt={4}>
          {[1, 2, 3, 4, 5, 6, 7].map((d) => (
            <Checkbox key={d} value={String(d)} label={t(`campaigns.days.${d}`)} />
          ))}
        </Group>
      </Checkbox.Group>
      <SimpleGrid cols={2} spacing="sm">
        <TextInput
          type="time"
          label={t('campaigns.form.startTime')}
          withAsterisk
          {...form.getInputProps('schedule.startTime')}
        />
        <TextInput
          type="time"
          label={t('campaigns.form.endTime')}
          withAsterisk
          {...form.getInputProps('schedule.endTime')}
        />
      </SimpleGrid>
      <Text size="xs" c="dimmed">
        {t('campaigns.form.timesHint')}
      </Text>
    </>
  );
}
