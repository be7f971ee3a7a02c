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
  type CampaignKind,
  type CampaignSegment,
} from '@sofra/contracts/loyalty/campaigns.schemas';
import type { UseFormReturnType } from '@mantine/form';
import { FormActions } from '../../../components/form-actions/form-actions';
import { storeDayOf } from '../../../components/folio-view/folio-format';
import { showServerErrors, useContractForm } from '../../../lib/form';
import { fromMinor, toMinor } from '../../../lib/money';
import {
  useAudience,
  useCampaignCoupons,
  useCampaignGroups,
  useCampaignProducts,
  useSaveCampaign,
  type CampaignInput,
} from '../api/campaigns-api';
import { CampaignMessageFields } from './campaign-message-fields';

// The contract's own rules, with the real zod, in this lazily loaded screen (docs/adr/0004-portal-validation.md).
const { ZCampaignSave } = validating as unknown as typeof CampaignSchemas;

type Num = number | string;

export interface CampaignValues extends Record<string, unknown> {
  name: string;
  kind: CampaignKind;
  segment: CampaignSegment;
  rule: {
    percent: Num;
    groupIds: string[];
    productIds: string[];
    buy: Num;
    get: Num;
    visit: Num;
    window: 'week' | 'month';
    /** An amount in major units as typed (the input takes minor units). */
    reward: { kind: 'percent' | 'amount'; value: Num };
    /** welcome: a discount on the first bill, or a coupon loaded into the guest's wallet. */
    gift: 'discount' | 'coupon';
    couponId: string | null;
    /** birthday-message: days before the birthday; win-back: days since the last visit. */
    daysBefore: Num;
    lapseDays: Num;
    message: { channel: 'sms' | 'push'; tr: string; en: string };
  };
  schedule: { from: string; to: string; days: string[]; startTime: string; endTime: string };
  startNow: boolean;
}

/** Today on the store's calendar (YYYY-MM-DD), as the server reads a schedule's dates. */
const today = () => storeDayOf(new Date());

/** The form's values for a campaign, or for a new happy hour (weekdays 16:00–19:00, 20 % off). */
export const campaignToForm = (c: Campaign | null): CampaignValues => ({
  name: c?.name ?? '',
  kind: c?.kind ?? 'happy-hour',
  segment: c?.segment ?? 'all',
  rule: {
    percent: c?.rule.percent ?? 20,
    groupIds: c?.rule.groupIds ?? [],
    productIds: c?.rule.productIds ?? [],
    buy: c?.rule.buy ?? 2,
    get: c?.rule.get ?? 1,
    visit: c?.rule.visit ?? 5,
    window: c?.rule.window ?? 'week',
    reward: {
      kind: c?.rule.reward?.kind ?? 'percent',
      value: c?.rule.reward
        ? c.rule.reward.kind === 'amount'
          ? fromMinor(c.rule.reward.value)
          : c.rule.reward.value
        : 10,
    },
    gift: c?.rule.couponId ? 'coupon' : 'discount',
    couponId: c?.rule.couponId ?? null,
    daysBefore: c?.rule.daysBefore ?? 0,
    lapseDays: c?.rule.lapseDays ?? 60,
    message: {
      channel: c?.rule.message?.channel ?? 'sms',
      tr: c?.rule.message?.tr ?? '',
      en: c?.rule.message?.en ?? '',
    },
  },
  schedule: {
    from: c?.schedule.from ?? today(),
    to: c?.schedule.to ?? '',
    days: (c?.schedule.days ?? [1, 2, 3, 4, 5]).map(String),
    startTime: c?.schedule.startTime ?? '16:00',
    endTime: c?.schedule.endTime ?? '19:00',
  },
  startNow: false,
});

/** An ended campaign that is changed comes back paused; a new one is a draft unless started now. */
const statusOf = (v: CampaignValues, record: Campaign | null) =>
  record ? (record.status === 'ended' ? 'paused' : record.status) : v.startNow ? 'running' : 'draft';

const num = (v: Num) => (typeof v === 'number' ? v : v === '' ? undefined : Number.NaN);

/** A birthday or win-back message's rule: its day count, its texts, and a coupon when one is chosen. */
const messageRule = (v: CampaignValues) => {
  const r = v.rule;
  const coupon = r.couponId ? { couponId: r.couponId } : {};
  const message = { channel: r.message.channel, tr: r.message.tr, en: r.message.en };
  return v.kind === 'birthday-message'
    ? { daysBefore: num(r.daysBefore), message, ...coupon }
    : { lapseDays: num(r.lapseDays), message, ...coupon };
};

/** A message campaign goes by its dates only: every day, the job's own hour (docs/campaigns.md). */
const WHOLE_DAYS = { days: [1, 2, 3, 4, 5, 6, 7], startTime: '00:00', endTime: '00:00' };

/** The save's input: only the rule fields the kind uses; a reward amount in minor units. */
export const campaignToInput = (v: CampaignValues, storeId: string, record: Campaign | null) => {
  const r = v.rule;
  if (isMessageKind(v.kind))
    return {
      storeId,
      ...(record ? { id: record.id } : {}),
      name: v.name.trim(),
      kind: v.kind,
      segment: 'all' as const,
      rule: messageRule(v),
      schedule: { from: v.schedule.from, to: v.schedule.to === '' ? null : v.schedule.to, ...WHOLE_DAYS },
      status: statusOf(v, record),
    };
  const value = num(r.reward.value);
  const reward = {
    kind: r.reward.kind,
    value: value === undefined ? Number.NaN : r.reward.kind === 'amount' ? toMinor(value) : value,
  };
  const rule =
    v.kind === 'happy-hour'
      ? { percent: num(r.percent), groupIds: r.groupIds }
      : v.kind === 'buy-x-get-y'
        ? { buy: num(r.buy), get: num(r.get), percent: num(r.percent), groupIds: r.groupIds, productIds: r.productIds }
        : v.kind === 'nth-visit'
          ? { visit: num(r.visit), reward }
          : v.kind === 'birthday'
            ? { window: r.window, reward }
            : r.gift === 'coupon'
              ? { couponId: r.couponId ?? '' }
              : { reward };
  return {
    storeId,
    ...(record ? { id: record.id } : {}),
    name: v.name.trim(),
    kind: v.kind,
    segment: v.segment,
    rule,
    schedule: {
      from: v.schedule.from,
      to: v.schedule.to === '' ? null : v.schedule.to,
      days: v.schedule.days.map(Number).sort((a, b) => a - b),
      startTime: v.schedule.startTime,
      endTime: v.schedule.endTime,
    },
    status: statusOf(v, record),
  };
};

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
