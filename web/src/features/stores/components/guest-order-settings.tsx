import '@mantine/core/styles/NumberInput.css';
import '@mantine/core/styles/SimpleGrid.css';
import { NumberInput, SimpleGrid, Text } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { orderLimits } from '@sofra/contracts/stores/stores.schemas';
import { useTranslation } from '../../../lib/i18n';
import { fromMinor } from '../../../lib/money';
import { SettingsSection as Section } from './settings-section';
import type { SettingsForm } from './store-settings-form';

/**
 * The store's limits on guests' orders from the web menu (docs/store-settings.md, docs/security.md Guest orders): the
 * most of one item and the most items in one order, and the amount above which an order needs a signed-in guest.
 */
export function GuestOrderSettings({ form, currency }: { form: UseFormReturnType<SettingsForm>; currency: string }) {
  const { t } = useTranslation();
  const count = { allowDecimal: false, allowNegative: false, min: 1, clampBehavior: 'strict' } as const;
  return (
    <Section title={t('storeSettings.guestOrdersSection')}>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <NumberInput
          label={t('storeSettings.properties.orderMaxLineQuantity')}
          description={t('storeSettings.orderMaxHint', { default: orderLimits.lineQuantity.default })}
          max={orderLimits.lineQuantity.max}
          {...count}
          {...form.getInputProps('properties.orderMaxLineQuantity')}
        />
        <NumberInput
          label={t('storeSettings.properties.orderMaxItems')}
          description={t('storeSettings.orderMaxHint', { default: orderLimits.items.default })}
          max={orderLimits.items.max}
          {...count}
          {...form.getInputProps('properties.orderMaxItems')}
        />
        <NumberInput
          label={t('storeSettings.properties.orderVerifiedPhoneAbove', { currency })}
          description={t('storeSettings.orderVerifiedPhoneHint')}
          placeholder={t('storeSettings.off')}
          decimalScale={2}
          allowNegative={false}
          min={0}
          max={fromMinor(orderLimits.verifiedPhoneAbove.max)}
          clampBehavior="strict"
          {...form.getInputProps('properties.orderVerifiedPhoneAbove')}
        />
      </SimpleGrid>
      <Text size="xs" c="dimmed">
        {t('storeSettings.guestOrdersHint')}
      </Text>
    </Section>
  );
}
