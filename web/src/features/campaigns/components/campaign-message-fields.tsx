import '@mantine/core/styles/NumberInput.css';
import '@mantine/core/styles/SimpleGrid.css';
import { NativeSelect, NumberInput, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import {
  MAX_BIRTHDAY_DAYS_BEFORE,
  MAX_CAMPAIGN_MESSAGE,
  WIN_BACK_DAYS,
} from '@sofra/contracts/loyalty/campaigns.schemas';
import type { Coupon } from '@sofra/contracts/loyalty/coupons.schemas';
import { GrowTextarea } from '../../../components/grow-textarea/grow-textarea';
import { useTranslation } from '../../../lib/i18n';
import { useMessageAudience } from '../api/campaigns-api';
import type { CampaignValues } from './campaign-values';
import { messagePreview } from './message-preview';

interface Props {
  form: UseFormReturnType<CampaignValues>;
  storeId: string;
  /** The store's coupons an owner may choose (active, or the one already chosen). */
  coupons: Coupon[];
}

/**
 * A birthday or win-back message (docs/campaigns.md): when it goes, its text in Turkish and English, a coupon it may
 * load, how many guests it reaches now, and what their phones will show.
 */
export function CampaignMessageFields({ form, storeId, coupons }: Props) {
  const { t } = useTranslation();
  const { kind, rule } = form.values;
  const winBack = kind === 'win-back';
  const lapseDays = typeof rule.lapseDays === 'number' ? rule.lapseDays : undefined;
  const audience = useMessageAudience(storeId, {
    kind: winBack ? 'win-back' : 'birthday-message',
    channel: rule.message.channel,
    ...(winBack && lapseDays !== undefined && lapseDays >= WIN_BACK_DAYS.min && lapseDays <= WIN_BACK_DAYS.max
      ? { lapseDays }
      : {}),
  });
  return (
    <Stack gap="sm">
      {winBack ? (
        <NumberInput
          label={t('campaigns.message.lapseDays')}
          description={t('campaigns.message.lapseDaysHint', WIN_BACK_DAYS)}
          withAsterisk
          min={WIN_BACK_DAYS.min}
          max={WIN_BACK_DAYS.max}
          allowDecimal={false}
          allowNegative={false}
          {...form.getInputProps('rule.lapseDays')}
        />
      ) : (
        <NumberInput
          label={t('campaigns.message.daysBefore')}
          description={t('campaigns.message.daysBeforeHint')}
          withAsterisk
          min={0}
          max={MAX_BIRTHDAY_DAYS_BEFORE}
          allowDecimal={false}
          allowNegative={false}
          {...form.getInputProps('rule.daysBefore')}
        />
      )}
      <NativeSelect
        label={t('campaigns.message.channel')}
        data={(['sms', 'push'] as const).map((c) => ({ value: c, label: t(`campaigns.message.channels.${c}`) }))}
        {...form.getInputProps('rule.message.channel')}
      />
      <GrowTextarea
        label={t('campaigns.message.textTr')}
        withAsterisk
        minRows={2}
        maxLength={MAX_CAMPAIGN_MESSAGE}
        {...form.getInputProps('rule.message.tr')}
      />
      <GrowTextarea
        label={t('campaigns.message.textEn')}
        description={t('campaigns.message.textEnHint')}
        minRows={2}
        maxLength={MAX_CAMPAIGN_MESSAGE}
        {...form.getInputProps('rule.message.en')}
      />
      <NativeSelect
        label={t('campaigns.message.coupon')}
        description={t('campaigns.message.couponHint')}
        data={[
          { value: '', label: t('campaigns.message.noCoupon') },
          ...coupons.map((c) => ({ value: c.id, label: c.name })),
        ]}
        {...form.getInputProps('rule.couponId')}
        value={rule.couponId ?? ''}
        onChange={(e) => form.setFieldValue('rule.couponId', e.currentTarget.value || null)}
      />
      <Text size="sm" fw={600} aria-live="polite">
        {audience.data
          ? t(winBack ? 'campaigns.message.audienceWinBack' : 'campaigns.message.audienceBirthday', {
              count: audience.data.count,
            })
          : t('campaigns.form.audienceLoading')}
      </Text>
      <MessagePreviews message={rule.message} />
    </Stack>
  );
}

/** The message as a Turkish and (when written) an English guest's phone shows it. */
function MessagePreviews({ message }: { message: CampaignValues['rule']['message'] }) {
  const { t } = useTranslation();
  const languages = message.en.trim() ? (['tr', 'en'] as const) : (['tr'] as const);
  return (
    <SimpleGrid cols={{ base: 1, xs: languages.length }} spacing="sm">
      {languages.map((language) => {
        const preview = messagePreview(message, language, window.location.origin);
        return (
          <Paper
            key={language}
            withBorder
            p="sm"
            component="figure"
            m={0}
            aria-label={t(`campaigns.message.preview.${language}`)}
          >
            <Text size="xs" fw={600} c="dimmed" component="figcaption">
              {t(`campaigns.message.preview.${language}`)}
            </Text>
            <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {preview.text || t('campaigns.message.preview.empty')}
            </Text>
            <Text size="xs" c={preview.tooLong ? 'red' : 'dimmed'}>
              {t('campaigns.message.preview.length', { count: preview.length, max: MAX_CAMPAIGN_MESSAGE })}
            </Text>
          </Paper>
        );
      })}
    </SimpleGrid>
  );
}
