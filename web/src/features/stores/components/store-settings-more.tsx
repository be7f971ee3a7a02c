import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/SimpleGrid.css';
import '@mantine/core/styles/Switch.css';
import '@mantine/core/styles/NumberInput.css';
import '@mantine/core/styles/Pill.css';
import '@mantine/core/styles/PillsInput.css';
import { lazy, Suspense, useState } from 'react';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Badge.css';
import {
  Anchor,
  Badge,
  Box,
  Button,
  Checkbox,
  Group,
  MultiSelect,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  TextInput,
} from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { IconClock, IconCurrentLocation, IconMapPin, IconTags, IconTruckDelivery } from '@tabler/icons-react';
import { useTranslation } from '../../../lib/i18n';
import { MAX_POINT_CHANGE, MAX_TIP_PERCENT } from '@sofra/contracts/core/constants';
import { serviceTypes, supportedLanguages, type Language, type ServiceType } from '@sofra/contracts/core/enums';
import type { Attribute, Category } from '@sofra/contracts/stores/categories.calls';
import type { Store } from '@sofra/contracts/stores/stores.schemas';
import { notify } from '../../../lib/notify';
import { useSaveStoreSettings } from '../api/store-settings-api';
import { AddressFields } from './address-fields';
import { AttributeListModal } from './attribute-list-modal';
import { GuestOrderSettings } from './guest-order-settings';
import { catalogueName } from './catalogue-name';
import { SettingsSection as Section } from './settings-section';
import { coordinates, mapLink, type SettingsForm } from './store-settings-form';
import { StoreQrCard } from './store-qr-card';
import { WeekHoursSummary } from './week-hours-summary';

/** The hours a business day may start at, 00:00–23:00. */
const DAY_START_HOURS = Array.from({ length: 24 }, (_, h) => ({
  value: String(h),
  label: `${String(h).padStart(2, '0')}:00`,
}));
let zones: string[] | undefined;
/** Every IANA time zone the browser knows, and UTC (the server checks the same list). */
const timeZoneOptions = () => (zones ??= [...new Set([...Intl.supportedValuesOf('timeZone'), 'UTC'])]);

type Flag = {
  [K in keyof SettingsForm['properties']]: SettingsForm['properties'][K] extends boolean ? K : never;
}[keyof SettingsForm['properties']];

/** The on/off features of a store, in the order the settings page shows them. */
const FEATURE_FLAGS: Flag[] = [
  'callWaiter',
  'callWallet',
  'requestCheck',
  'pay',
  'order',
  'invoiceActive',
  'webMenuActive',
  'webAppActive',
  'timedDineIn',
  'timedTakeAway',
  'delivery',
  'selfOrdering',
  'selfService',
];

// The hours dialog checks with the contract's rules too: it loads when first opened.
const WeekHoursModal = lazy(() => import('./week-hours-modal').then((m) => ({ default: m.WeekHoursModal })));

/** What the settings page shares with its later sections: the form, and the dialogs they open. */
export interface MoreSettingsProps {
  form: UseFormReturnType<SettingsForm>;
  store: Store;
  categories: Category[];
  attributes: Attribute[];
  dialogs: SettingsDialogs;
}

/** Which of the page's dialogs is open, kept by the page: the sections open them, StoreSettingsDialogs shows them. */
export interface SettingsDialogs {
  hours: 'working' | 'delivery' | null;
  /** Once opened the hours dialogs stay mounted, so they close with their animation. */
  hoursUsed: boolean;
  attributes: boolean;
  set: (next: Partial<Omit<SettingsDialogs, 'set'>>) => void;
}

/**
 * Store settings below the first screenful: address and location, category and attributes, services, hours,
 * features, guest orders and loyalty. A chunk of its own, loaded once the page's top is on the screen, so a phone shows the store
 * without waiting for the number fields, multi-selects, checkboxes and location lists (docs/performance.md).
 */
export function MoreStoreSettings({ form, store, categories, attributes, dialogs }: MoreSettingsProps) {
  const { t, i18n } = useTranslation();
  const [locating, setLocating] = useState(false);
  const values = form.values;
  const category = categories.find((c) => c.id === values.mainCategoryId);
  // The catalogue answers every name in both languages: the one of the portal's language is shown.
  const nameOf = (entry: Attribute) => catalogueName(entry, i18n.language);
  const attributeName = (id: string) => {
    const found = attributes.find((a) => a.id === id);
    return found ? nameOf(found) : id;
  };
  const point = coordinates(values);
  const openHours = (kind: 'working' | 'delivery') => dialogs.set({ hours: kind, hoursUsed: true });
  const setAttributesOpen = (open: boolean) => dialogs.set({ attributes: open });

  const useMyLocation = () => {
    if (!('geolocation' in navigator)) {
      notify('danger', t('storeSettings.locationUnavailable'));
      return;
    }
    setLocating(true);
    navigator.geolocation.getCurrentPosition(
      (position) => {
        setLocating(false);
        const round = (n: number) => Math.round(n * 1e6) / 1e6;
        form.setValues({ latitude: round(position.coords.latitude), longitude: round(position.coords.longitude) });
      },
      (error) => {
        setLocating(false);
        notify(
          'danger',
          t(
            error.code === error.PERMISSION_DENIED
              ? 'storeSettings.locationDenied'
              : 'storeSettings.locationUnavailable',
          ),
        );
      },
      { enableHighAccuracy: true, timeout: 15_000 },
    );
  };

  return (
    <>
      <Section title={t('storeSettings.addressSection')}>
        <AddressFields form={form} />
        <TextInput
          label={t('storeSettings.location')}
          description={t('storeSettings.locationHint')}
          {...form.getInputProps('location')}
        />
        <SimpleGrid cols={{ base: 1, xs: 2 }}>
          <NumberInput
            label={t('storeSettings.latitude')}
            {...form.getInputProps('latitude')}
            decimalScale={7}
            hideControls
          />
          <NumberInput
            label={t('storeSettings.longitude')}
            {...form.getInputProps('longitude')}
            decimalScale={7}
            hideControls
          />
        </SimpleGrid>
        <Group gap="sm">
          <Button
            variant="light"
            leftSection={<IconCurrentLocation size={18} />}
            loading={locating}
            onClick={useMyLocation}
          >
            {t('storeSettings.useMyLocation')}
          </Button>
          {point ? (
            <Anchor href={mapLink(point.latitude, point.longitude)} target="_blank" rel="noreferrer" size="sm">
              <Group gap={4} component="span">
                <IconMapPin size={16} />
                {t('storeSettings.openInMap')}
              </Group>
            </Anchor>
          ) : (
            <Text size="sm" c="dimmed">
              {t('storeSettings.noGeoLocation')}
            </Text>
          )}
        </Group>
      </Section>

      <Section title={t('storeSettings.categorySection')}>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Select
            label={t('storeSettings.mainCategory')}
            clearable
            data={categories.map((c) => ({ value: c.id, label: nameOf(c) }))}
            value={values.mainCategoryId}
            onChange={(v) => v !== values.mainCategoryId && form.setValues({ mainCategoryId: v, subCategories: [] })}
            error={form.errors.mainCategoryId}
          />
          <MultiSelect
            label={t('storeSettings.subCategories')}
            disabled={!category}
            data={(category?.subCategories ?? []).map((s) => ({ value: s.id, label: nameOf(s) }))}
            {...form.getInputProps('subCategories')}
            placeholder={category ? undefined : t('storeSettings.chooseCategoryFirst')}
            clearable
            searchable
            nothingFoundMessage={t('common.notFound')}
          />
        </SimpleGrid>
        <Stack gap={6}>
          <Text size="sm" fw={600} id="store-attributes-label">
            {t('storeSettings.attributes')}
          </Text>
          {values.attributes.length > 0 ? (
            <Group gap={6} role="list" aria-labelledby="store-attributes-label">
              {values.attributes.map((id) => (
                <Badge key={id} role="listitem" variant="light" tt="none">
                  {attributeName(id)}
                </Badge>
              ))}
            </Group>
          ) : (
            <Text size="sm" c="dimmed">
              {t('storeSettings.noAttributesChosen')}
            </Text>
          )}
          <Box>
            <Button variant="light" leftSection={<IconTags size={18} />} onClick={() => setAttributesOpen(true)}>
              {t('storeSettings.selectAttributes')}
            </Button>
          </Box>
        </Stack>
      </Section>

      <Section title={t('storeSettings.serviceSection')}>
        <Checkbox.Group
          label={t('storeSettings.serviceTypes')}
          value={values.serviceTypes}
          onChange={(v) => form.setFieldValue('serviceTypes', v as ServiceType[])}
          error={form.errors.serviceTypes}
        >
          <SimpleGrid cols={{ base: 1, xs: 2, sm: 3 }} mt="xs" spacing="xs">
            {serviceTypes.map((s) => (
              <Checkbox key={s} value={s} label={t(`serviceTypes.${s}`)} />
            ))}
          </SimpleGrid>
        </Checkbox.Group>
        <Checkbox.Group
          label={t('storeSettings.languages')}
          description={t('storeSettings.languagesHint')}
          value={values.languages}
          onChange={(v) => form.setFieldValue('languages', v as Language[])}
          error={form.errors.languages}
        >
          <SimpleGrid cols={{ base: 2, sm: 4 }} mt="xs" spacing="xs">
            {supportedLanguages.map((l) => (
              <Checkbox key={l} value={l} label={t(`storeSettings.languageNames.${l}`)} />
            ))}
          </SimpleGrid>
        </Checkbox.Group>
        <SimpleGrid cols={{ base: 1, xs: 2, sm: 3 }}>
          <TextInput label={t('storeSettings.currency')} withAsterisk {...form.getInputProps('storeCurrency')} />
          <TextInput
            label={t('storeSettings.locale')}
            description={t('storeSettings.localeHint')}
            withAsterisk
            {...form.getInputProps('storeLocale')}
          />
          <NumberInput
            label={t('storeSettings.amountPerPerson')}
            {...form.getInputProps('amountPerPerson')}
            decimalScale={2}
          />
          <NumberInput
            label={t('storeSettings.serviceFee')}
            {...form.getInputProps('serviceFee')}
            decimalScale={2}
            suffix=" %"
          />
          <NumberInput
            label={t('storeSettings.branchCode')}
            {...form.getInputProps('branchCode')}
            allowDecimal={false}
            allowNegative={false}
            hideControls
          />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, xs: 2, sm: 3 }}>
          <Switch label={t('storeSettings.tipEnabled')} {...form.getInputProps('tipEnabled', { type: 'checkbox' })} />
          <NumberInput
            label={t('storeSettings.maxTipPercent')}
            description={t('storeSettings.maxTipPercentHint')}
            allowDecimal={false}
            allowNegative={false}
            min={0}
            max={MAX_TIP_PERCENT}
            suffix=" %"
            {...form.getInputProps('maxTipPercent')}
          />
        </SimpleGrid>
      </Section>

      <Section title={t('storeSettings.hoursSection')} id="store-hours">
        <SimpleGrid cols={{ base: 1, xs: 2 }}>
          <Select
            label={t('storeSettings.timeZone')}
            description={t('storeSettings.timeZoneHint')}
            data={timeZoneOptions()}
            searchable
            allowDeselect={false}
            withAsterisk
            {...form.getInputProps('timeZone')}
          />
          <Select
            label={t('storeSettings.dayStartHour')}
            description={t('storeSettings.dayStartHourHint')}
            data={DAY_START_HOURS}
            allowDeselect={false}
            withAsterisk
            {...form.getInputProps('dayStartHour')}
          />
        </SimpleGrid>
        <Stack gap="xs">
          <Text fw={500}>{t('weekHours.workingTitle')}</Text>
          <WeekHoursSummary hours={store.workingHours} label={t('weekHours.workingTitle')} />
          <Box>
            <Button variant="light" leftSection={<IconClock size={18} />} onClick={() => openHours('working')}>
              {t('storeSettings.workingHours')}
            </Button>
          </Box>
        </Stack>
        <Stack gap="xs">
          <Text fw={500}>{t('weekHours.deliveryTitle')}</Text>
          <WeekHoursSummary hours={store.deliveryHours} label={t('weekHours.deliveryTitle')} />
          <Box>
            <Button variant="light" leftSection={<IconTruckDelivery size={18} />} onClick={() => openHours('delivery')}>
              {t('storeSettings.deliveryHours')}
            </Button>
          </Box>
        </Stack>
        <Text size="xs" c="dimmed">
          {t('storeSettings.hoursHint')}
        </Text>
      </Section>

      <Section title={t('storeSettings.featuresSection')} id="store-features">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          {FEATURE_FLAGS.map((flag) => (
            <Switch
              key={flag}
              label={t(`storeSettings.properties.${flag}`)}
              {...form.getInputProps(`properties.${flag}`, { type: 'checkbox' })}
            />
          ))}
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Stack gap="xs">
            <Switch
              label={t('storeSettings.properties.reservation')}
              {...form.getInputProps('properties.reservation', { type: 'checkbox' })}
            />
            <NumberInput
              label={t('storeSettings.properties.reservationPrice')}
              disabled={!values.properties.reservation}
              {...form.getInputProps('properties.reservationPrice')}
              decimalScale={2}
            />
          </Stack>
          {values.properties.foodAppAccountId === undefined ? null : (
            <TextInput
              label={t('storeSettings.properties.foodAppAccountId')}
              {...form.getInputProps('properties.foodAppAccountId')}
            />
          )}
        </SimpleGrid>
      </Section>

      <GuestOrderSettings form={form} currency={store.storeCurrency} />

      <Section title={t('storeSettings.loyaltySection')}>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput label={t('storeSettings.pointTitle')} {...form.getInputProps('pointTitle')} />
          <NumberInput label={t('storeSettings.maxPoint')} {...form.getInputProps('maxPoint')} />
          <NumberInput
            label={t('storeSettings.payPoint')}
            allowDecimal={false}
            allowNegative={false}
            {...form.getInputProps('payPoint')}
          />
          <NumberInput
            label={t('storeSettings.maxPointChange')}
            description={t('storeSettings.maxPointChangeHint')}
            allowDecimal={false}
            allowNegative={false}
            min={1}
            max={MAX_POINT_CHANGE}
            thousandSeparator
            {...form.getInputProps('maxPointChange')}
          />
          <NumberInput
            label={t('storeSettings.properties.pointExpiryMonths')}
            allowDecimal={false}
            allowNegative={false}
            {...form.getInputProps('properties.pointExpiryMonths')}
          />
          {store.parentId ? (
            <Switch
              label={t('storeSettings.sharedPoints')}
              {...form.getInputProps('sharedPoints', { type: 'checkbox' })}
            />
          ) : null}
          <Stack gap="xs">
            <Switch
              label={t('storeSettings.properties.stampActive')}
              {...form.getInputProps('properties.stampActive', { type: 'checkbox' })}
            />
            <NumberInput
              label={t('storeSettings.properties.stampConversionRate')}
              disabled={!values.properties.stampActive}
              {...form.getInputProps('properties.stampConversionRate')}
              decimalScale={2}
            />
          </Stack>
        </SimpleGrid>
      </Section>
    </>
  );
}

/** The page's QR codes and dialogs, after its form (outside it: a dialog's own form must not submit the page's). */
export function StoreSettingsDialogs({ form, store, attributes, dialogs }: Omit<MoreSettingsProps, 'categories'>) {
  const { t } = useTranslation();
  // The week modals word their own failure ('could not be saved').
  const saveWeek = useSaveStoreSettings({ toast: false });
  const saveHours = (kind: 'working' | 'delivery') => (rows: Store['workingHours']) =>
    saveWeek.mutateAsync(
      kind === 'working'
        ? { id: store.id, name: store.name, workingHours: rows }
        : { id: store.id, name: store.name, deliveryHours: rows },
    );
  const closeHours = () => dialogs.set({ hours: null });
  return (
    <>
      <StoreQrCard storeId={store.id} storeName={store.name} />

      <AttributeListModal
        opened={dialogs.attributes}
        onClose={() => dialogs.set({ attributes: false })}
        attributes={attributes}
        value={form.values.attributes}
        onChange={(v) => form.setFieldValue('attributes', v)}
      />
      {dialogs.hoursUsed ? (
        <Suspense fallback={null}>
          <WeekHoursModal
            opened={dialogs.hours === 'working'}
            title={t('weekHours.workingTitle')}
            hours={store.workingHours}
            onSave={saveHours('working')}
            saving={saveWeek.isPending}
            onClose={closeHours}
          />
          <WeekHoursModal
            opened={dialogs.hours === 'delivery'}
            title={t('weekHours.deliveryTitle')}
            hours={store.deliveryHours}
            onSave={saveHours('delivery')}
            saving={saveWeek.isPending}
            onClose={closeHours}
          />
        </Suspense>
      ) : null}
    </>
  );
}
