import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/SimpleGrid.css';
import '@mantine/core/styles/Switch.css';
import '@mantine/core/styles/NumberInput.css';
import '@mantine/core/styles/Pill.css';
import '@mantine/core/styles/PillsInput.css';
import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import {
  Anchor,
  Badge,
  Box,
  Button,
  Checkbox,
  Group,
  MultiSelect,
  NumberInput,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  TextInput,
  Textarea,
  Title,
} from '@mantine/core';
import { IconClock, IconCurrentLocation, IconMapPin, IconTags, IconTruckDelivery } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  serviceTypes,
  storeActions,
  storeStatuses,
  supportedLanguages,
  type Language,
  type ServiceType,
} from '@sofra/contracts/core/enums';
import type { Attribute, Category } from '@sofra/contracts/stores/categories.calls';
import type { Store } from '@sofra/contracts/stores/stores.schemas';
import { CitySelect, CountrySelect, TownSelect } from '../../../components/location-selects/location-selects';
import { PhoneInput, type PhoneValue } from '../../../components/phone-input/phone-input';
import { usePhoneField } from '../../../components/phone-input/use-phone-field';
import { StorePage, type PageQuery } from '../../../components/store-page/store-page';
import { useActiveStore } from '../../../lib/active-store';
import { lazySchema, showServerErrors, useContractForm } from '../../../lib/form';
import { notify } from '../../../lib/notify';
import { useUnsavedChanges } from '../../../lib/unsaved-changes';
import {
  attributesQuery,
  categoriesQuery,
  prefetchStoreSettings,
  storePhoneQuery,
  useSaveStoreSettings,
} from '../api/store-settings-api';
import { AttributeListModal } from '../components/attribute-list-modal';
import { catalogueName } from '../components/catalogue-name';
import { coordinates, mapLink, toForm, toInput, toSave, type SettingsForm } from '../components/store-settings-form';
import { formPathOf } from '../components/store-form-paths';
import { StoreQrCard } from '../components/store-qr-card';
import { WeekHoursSummary } from '../components/week-hours-summary';

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

/** A query the page waits for only until its first answer: a failed refetch keeps the page and its edits. */
const firstLoad = (q: { isPending: boolean; isError: boolean; data: unknown; refetch: () => unknown }): PageQuery => ({
  isPending: q.isPending,
  isError: q.isError && q.data === undefined,
  refetch: q.refetch,
});

// The hours dialog checks with the contract's rules too: it loads when first opened.
const WeekHoursModal = lazy(() =>
  import('../components/week-hours-modal').then((m) => ({ default: m.WeekHoursModal })),
);

/**
 * saveStore's rules with the real zod (24 KB gz): not waited for before the form shows, and fetched once it has
 * (docs/performance.md); a save waits for them.
 */
const storeForm = lazySchema(() => import('../components/store-save-schema').then((m) => m.storeFormSchema));

/** Fields whose every rule reads as one sentence. */
const FIELD_TEXTS = { branchCode: 'storeSettings.branchCodeInvalid' };

/** A form error as the location selects take it (the form's errors are texts). */
const fieldError = (error: ReactNode) => (typeof error === 'string' ? error : undefined);

export const prefetch = prefetchStoreSettings;

/** /main/store-settings: every setting of the active store, the hours modals and its QR codes. */
export function Component() {
  const { t } = useTranslation();
  const store = useActiveStore();
  const phone = useQuery(storePhoneQuery(store.data));
  const categories = useQuery(categoriesQuery());
  const attributes = useQuery(attributesQuery());

  return (
    <StorePage
      title={t('storeSettings.title')}
      noStoreText={t('storeSettings.noActiveStore')}
      queries={[store, phone, categories, attributes].map(firstLoad)}
      loadFailedText={t('storeSettings.loadFailed')}
    >
      {() =>
        store.data && phone.data ? (
          <SettingsPage
            key={store.data.id}
            store={store.data}
            initialPhone={phone.data}
            categories={categories.data ?? []}
            attributes={attributes.data ?? []}
          />
        ) : null
      }
    </StorePage>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper component="section" aria-label={title} withBorder p="md" radius="md">
      <Title order={2} size="h4" mb="sm">
        {title}
      </Title>
      <Stack gap="sm">{children}</Stack>
    </Paper>
  );
}

function SettingsPage({
  store,
  initialPhone,
  categories,
  attributes,
}: {
  store: Store;
  initialPhone: PhoneValue;
  categories: Category[];
  attributes: Attribute[];
}) {
  const { t, i18n } = useTranslation();
  const phone = usePhoneField('any', initialPhone);
  const [savedPhone, setSavedPhone] = useState(initialPhone.national);
  const form = useContractForm<SettingsForm>({
    schema: storeForm.schema,
    initialValues: toForm(store),
    toInput: (values) => toInput(values, store.id),
    fieldTexts: FIELD_TEXTS,
  });
  const save = useSaveStoreSettings();
  // The week modals word their own failure ('could not be saved').
  const saveWeek = useSaveStoreSettings({ toast: false });
  const [hoursModal, setHoursModal] = useState<'working' | 'delivery' | null>(null);
  // Once opened the dialogs stay mounted, so they close with their animation.
  const [hoursUsed, setHoursUsed] = useState(false);
  const openHours = (kind: 'working' | 'delivery') => {
    setHoursUsed(true);
    setHoursModal(kind);
  };
  const [attributesOpen, setAttributesOpen] = useState(false);
  const [locating, setLocating] = useState(false);

  const dirty = form.isDirty() || phone.value.national !== savedPhone;
  // Leaving for another page, switching the store, or closing the tab with unsaved settings asks first.
  useUnsavedChanges(dirty && !save.isPending);
  // The rules come once the form is on the screen and the browser is idle.
  useEffect(() => storeForm.loadWhenIdle(), []);

  const values = form.values;
  const category = categories.find((c) => c.id === values.mainCategoryId);
  // The catalogue answers every name in both languages: the one of the portal's language is shown.
  const nameOf = (entry: Attribute) => catalogueName(entry, i18n.language);
  const attributeName = (id: string) => {
    const found = attributes.find((a) => a.id === id);
    return found ? nameOf(found) : id;
  };
  const point = coordinates(values);

  const submit = form.onSubmit(
    (valid) => {
      const gsm = phone.submit();
      if (!gsm) {
        notify('warning', t('storeSettings.fixErrors'));
        return;
      }
      if (save.isPending) return;
      const national = phone.value.national;
      save.mutate(toSave(valid, store.id, gsm), {
        onSuccess: () => {
          form.resetDirty(valid);
          setSavedPhone(national);
          notify('success', t('common.updated'));
        },
        onError: (error) => showServerErrors(form, error, { pathOf: formPathOf, fieldTexts: FIELD_TEXTS }),
      });
    },
    () => {
      phone.submit();
      notify('warning', t('storeSettings.fixErrors'));
    },
  );

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

  const saveHours = (kind: 'working' | 'delivery') => (rows: Store['workingHours']) =>
    saveWeek.mutateAsync(
      kind === 'working'
        ? { id: store.id, name: store.name, workingHours: rows }
        : { id: store.id, name: store.name, deliveryHours: rows },
    );

  return (
    <>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void storeForm.whenReady().then(() => submit());
        }}
        noValidate
        aria-label={t('storeSettings.title')}
      >
        <Stack>
          <Section title={t('storeSettings.general')}>
            <TextInput label={t('storeSettings.name')} withAsterisk {...form.getInputProps('name')} />
            <Textarea
              label={t('storeSettings.description')}
              {...form.getInputProps('description')}
              autosize
              minRows={2}
            />
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <PhoneInput
                label={t('storeSettings.phone')}
                name="phone"
                {...phone.inputProps}
                error={phone.inputProps.error ?? fieldError(form.errors.phone)}
              />
              <TextInput
                label={t('storeSettings.instagram')}
                {...form.getInputProps('instagramAddress')}
                placeholder="@sofra"
              />
              <Select
                label={t('storeSettings.status')}
                allowDeselect={false}
                data={storeStatuses.map((s) => ({ value: s, label: t(`storeStatus.${s}`) }))}
                {...form.getInputProps('status')}
              />
              <Select
                label={t('storeSettings.mainAction')}
                allowDeselect={false}
                data={storeActions.map((a) => ({ value: a, label: t(`storeSettings.actions.${a}`) }))}
                {...form.getInputProps('mainAction')}
              />
            </SimpleGrid>
            <Switch
              label={t('storeSettings.isVisible')}
              description={t('storeSettings.isVisibleHint')}
              {...form.getInputProps('isVisible', { type: 'checkbox' })}
            />
          </Section>

          <Section title={t('storeSettings.addressSection')}>
            <SimpleGrid cols={{ base: 1, sm: 3 }}>
              <CountrySelect
                required
                value={values.countryCode}
                onChange={(v) => form.setValues({ countryCode: v, cityCode: null, town: null })}
                error={fieldError(form.errors.countryCode)}
              />
              <CitySelect
                required
                countryCode={values.countryCode}
                value={values.cityCode}
                onChange={(v) => form.setValues({ cityCode: v, town: null })}
                error={fieldError(form.errors.cityCode)}
              />
              <TownSelect
                countryCode={values.countryCode}
                cityCode={values.cityCode}
                value={values.town}
                onChange={(v) => form.setFieldValue('town', v)}
              />
            </SimpleGrid>
            <Textarea label={t('storeSettings.addressLine')} {...form.getInputProps('line')} autosize minRows={2} />
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
                onChange={(v) =>
                  v !== values.mainCategoryId && form.setValues({ mainCategoryId: v, subCategories: [] })
                }
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
            <Switch label={t('storeSettings.tipEnabled')} {...form.getInputProps('tipEnabled', { type: 'checkbox' })} />
          </Section>

          <Section title={t('storeSettings.hoursSection')}>
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
                <Button
                  variant="light"
                  leftSection={<IconTruckDelivery size={18} />}
                  onClick={() => openHours('delivery')}
                >
                  {t('storeSettings.deliveryHours')}
                </Button>
              </Box>
            </Stack>
            <Text size="xs" c="dimmed">
              {t('storeSettings.hoursHint')}
            </Text>
          </Section>

          <Section title={t('storeSettings.featuresSection')}>
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
              <TextInput
                label={t('storeSettings.properties.foodAppAccountId')}
                {...form.getInputProps('properties.foodAppAccountId')}
              />
            </SimpleGrid>
          </Section>

          <Section title={t('storeSettings.loyaltySection')}>
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <TextInput label={t('storeSettings.pointTitle')} {...form.getInputProps('pointTitle')} />
              <NumberInput label={t('storeSettings.maxPoint')} {...form.getInputProps('maxPoint')} />
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

          <Paper
            withBorder
            p="sm"
            radius="md"
            shadow="sm"
            style={{ position: 'sticky', bottom: 'var(--mantine-spacing-xs)', zIndex: 5 }}
          >
            <Group justify="space-between" wrap="nowrap">
              <Text size="sm" c={dirty ? 'orange' : 'dimmed'}>
                {dirty ? t('storeSettings.unsaved') : t('storeSettings.allSaved')}
              </Text>
              <Button type="submit" loading={save.isPending}>
                {t('common.save')}
              </Button>
            </Group>
          </Paper>
        </Stack>
      </form>

      <StoreQrCard storeId={store.id} storeName={store.name} />

      <AttributeListModal
        opened={attributesOpen}
        onClose={() => setAttributesOpen(false)}
        attributes={attributes}
        value={values.attributes}
        onChange={(v) => form.setFieldValue('attributes', v)}
      />
      {hoursUsed ? (
        <Suspense fallback={null}>
          <WeekHoursModal
            opened={hoursModal === 'working'}
            title={t('weekHours.workingTitle')}
            hours={store.workingHours}
            onSave={saveHours('working')}
            saving={saveWeek.isPending}
            onClose={() => setHoursModal(null)}
          />
          <WeekHoursModal
            opened={hoursModal === 'delivery'}
            title={t('weekHours.deliveryTitle')}
            hours={store.deliveryHours}
            onSave={saveHours('delivery')}
            saving={saveWeek.isPending}
            onClose={() => setHoursModal(null)}
          />
        </Suspense>
      ) : null}
    </>
  );
}
