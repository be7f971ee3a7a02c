import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/SimpleGrid.css';
import '@mantine/core/styles/Switch.css';
import '@mantine/core/styles/NumberInput.css';
import '@mantine/core/styles/Pill.css';
import '@mantine/core/styles/PillsInput.css';
import { useEffect, useState, type FormEvent, type ReactNode } from 'react';
import {
  Anchor,
  Badge,
  Box,
  Button,
  Checkbox,
  Group,
  Loader,
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
import { useWindowEvent } from '@mantine/hooks';
import { IconClock, IconCurrentLocation, IconMapPin, IconTags, IconTruckDelivery } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import {
  serviceTypes,
  storeActions,
  storeStatuses,
  supportedLanguages,
  type Language,
  type ServiceType,
  type StoreAction,
  type StoreStatus,
} from '@sofra/contracts/core/enums';
import type { Store, StoreProperties } from '@sofra/contracts/stores/stores.schemas';
import { CitySelect, CountrySelect, TownSelect } from '../../../components/location-selects/location-selects';
import { PhoneInput, type PhoneValue } from '../../../components/phone-input/phone-input';
import { usePhoneField } from '../../../components/phone-input/use-phone-field';
import { useActiveStore } from '../../../lib/active-store';
import { useSession } from '../../../lib/session';
import { notify } from '../../../lib/notify';
import { errorText } from '../../../lib/error-text';
import { attributesQuery, categoriesQuery, useSaveStoreSettings } from '../api/store-settings-api';
import { AttributeListModal } from '../components/attribute-list-modal';
import {
  coordinates,
  formProblems,
  mapLink,
  toForm,
  toSave,
  type FieldProblem,
  type FormProblems,
  type SettingsForm,
} from '../components/store-settings-form';
import { phoneFieldValue } from '../components/store-phone';
import { StoreQrCard } from '../components/store-qr-card';
import { WeekHoursModal } from '../components/week-hours-modal';
import { WeekHoursSummary } from '../components/week-hours-summary';
import { urls } from '../../../lib/urls';

type Flag = { [K in keyof StoreProperties]: StoreProperties[K] extends boolean ? K : never }[keyof StoreProperties];

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

/** /main/store-settings: every setting of the active store, the hours modals and its QR codes. */
export function Component() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { activeStoreId } = useSession();
  const store = useActiveStore();
  const [phone, setPhone] = useState<{ storeId: string; value: PhoneValue } | null>(null);
  const data = store.data;

  // The phone field needs the saved number split into country and national part before it mounts.
  useEffect(() => {
    if (!data || phone?.storeId === data.id) return;
    let live = true;
    phoneFieldValue(data.phone, data.address.countryCode || null).then(
      (value) => live && setPhone({ storeId: data.id, value }),
    );
    return () => {
      live = false;
    };
  }, [data, phone?.storeId]);

  let body: ReactNode;
  if (!activeStoreId) {
    body = (
      <Paper withBorder p="md" radius="md">
        <Stack align="flex-start">
          <Text>{t('storeSettings.noActiveStore')}</Text>
          <Button onClick={() => navigate(urls.main.ownedStores)}>{t('storeSettings.chooseStore')}</Button>
        </Stack>
      </Paper>
    );
  } else if (store.isError && !data) {
    body = (
      <Paper withBorder p="md" radius="md">
        <Stack align="flex-start">
          <Text c="red">{errorText(store.error)}</Text>
          <Button variant="light" onClick={() => void store.refetch()}>
            {t('errors.reload')}
          </Button>
        </Stack>
      </Paper>
    );
  } else if (!data || phone?.storeId !== data.id) {
    body = <Loader aria-label={t('common.loading')} />;
  } else {
    body = <SettingsPage key={data.id} store={data} initialPhone={phone.value} />;
  }

  return (
    <Stack maw={960}>
      <Title order={1} size="h2">
        {t('storeSettings.title')}
      </Title>
      {body}
    </Stack>
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

function SettingsPage({ store, initialPhone }: { store: Store; initialPhone: PhoneValue }) {
  const { t } = useTranslation();
  const phone = usePhoneField('any', initialPhone);
  const [saved, setSaved] = useState<{ form: SettingsForm; phone: string }>(() => ({
    form: toForm(store),
    phone: initialPhone.national,
  }));
  const [form, setForm] = useState<SettingsForm>(saved.form);
  const [touched, setTouched] = useState(false);
  const save = useSaveStoreSettings();
  // The week modals word their own failure ('could not be saved').
  const saveWeek = useSaveStoreSettings({ toast: false });
  const [hoursModal, setHoursModal] = useState<'working' | 'delivery' | null>(null);
  const [attributesOpen, setAttributesOpen] = useState(false);
  const [locating, setLocating] = useState(false);
  const categories = useQuery(categoriesQuery());
  const attributes = useQuery(attributesQuery());

  const dirty = JSON.stringify(form) !== JSON.stringify(saved.form) || phone.value.national !== saved.phone;
  // Leaving the portal (reload, closing the tab) with unsaved settings asks the browser's question.
  useWindowEvent('beforeunload', (e) => {
    if (dirty) e.preventDefault();
  });

  const set = <K extends keyof SettingsForm>(key: K, value: SettingsForm[K]) =>
    setForm((f) => ({ ...f, [key]: value }));
  const setProperty = <K extends keyof SettingsForm['properties']>(key: K, value: SettingsForm['properties'][K]) =>
    setForm((f) => ({ ...f, properties: { ...f.properties, [key]: value } }));

  const problems: FormProblems = touched ? formProblems(form) : {};
  const problemText = (p: FieldProblem | undefined, range?: string) => {
    if (!p) return undefined;
    if (p === 'required') return t('common.fieldRequired');
    if (p === 'integer') return t('storeSettings.integer');
    if (p === 'tooLong') return t('storeSettings.tooLong');
    return range ? t('storeSettings.range', { range }) : t('storeSettings.invalid');
  };
  const err = (key: keyof FormProblems, range?: string) => problemText(problems[key], range);

  const category = categories.data?.find((c) => c.id === form.mainCategoryId);
  const attributeName = (id: string) => attributes.data?.find((a) => a.id === id)?.name ?? id;
  const point = coordinates(form);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (save.isPending) return;
    setTouched(true);
    const gsm = phone.submit();
    if (Object.keys(formProblems(form)).length > 0 || !gsm) {
      notify('warning', t('storeSettings.fixErrors'));
      return;
    }
    const national = phone.value.national;
    save.mutate(toSave(form, store.id, gsm), {
      onSuccess: () => {
        setSaved({ form, phone: national });
        setTouched(false);
        notify('success', t('common.updated'));
      },
    });
  };

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
        setForm((f) => ({
          ...f,
          latitude: round(position.coords.latitude),
          longitude: round(position.coords.longitude),
        }));
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
      <form onSubmit={submit} noValidate aria-label={t('storeSettings.title')}>
        <Stack>
          <Section title={t('storeSettings.general')}>
            <TextInput
              label={t('storeSettings.name')}
              withAsterisk
              value={form.name}
              onChange={(e) => set('name', e.currentTarget.value)}
              error={err('name')}
              maxLength={120}
            />
            <Textarea
              label={t('storeSettings.description')}
              value={form.description}
              onChange={(e) => set('description', e.currentTarget.value)}
              error={err('description')}
              autosize
              minRows={2}
              maxLength={2000}
            />
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <PhoneInput label={t('storeSettings.phone')} name="phone" {...phone.inputProps} />
              <TextInput
                label={t('storeSettings.instagram')}
                value={form.instagramAddress}
                onChange={(e) => set('instagramAddress', e.currentTarget.value)}
                error={err('instagramAddress')}
                placeholder="@sofra"
                maxLength={200}
              />
              <Select
                label={t('storeSettings.status')}
                allowDeselect={false}
                data={storeStatuses.map((s) => ({ value: s, label: t(`storeStatus.${s}`) }))}
                value={form.status}
                onChange={(v) => v && set('status', v as StoreStatus)}
              />
              <Select
                label={t('storeSettings.mainAction')}
                allowDeselect={false}
                data={storeActions.map((a) => ({ value: a, label: t(`storeSettings.actions.${a}`) }))}
                value={form.mainAction}
                onChange={(v) => v && set('mainAction', v as StoreAction)}
              />
            </SimpleGrid>
            <Switch
              label={t('storeSettings.isVisible')}
              description={t('storeSettings.isVisibleHint')}
              checked={form.isVisible}
              onChange={(e) => set('isVisible', e.currentTarget.checked)}
            />
          </Section>

          <Section title={t('storeSettings.addressSection')}>
            <SimpleGrid cols={{ base: 1, sm: 3 }}>
              <CountrySelect
                required
                value={form.countryCode}
                onChange={(v) => setForm((f) => ({ ...f, countryCode: v, cityCode: null, town: null }))}
                error={err('countryCode')}
              />
              <CitySelect
                required
                countryCode={form.countryCode}
                value={form.cityCode}
                onChange={(v) => setForm((f) => ({ ...f, cityCode: v, town: null }))}
                error={err('cityCode')}
              />
              <TownSelect
                countryCode={form.countryCode}
                cityCode={form.cityCode}
                value={form.town}
                onChange={(v) => set('town', v)}
              />
            </SimpleGrid>
            <Textarea
              label={t('storeSettings.addressLine')}
              value={form.line}
              onChange={(e) => set('line', e.currentTarget.value)}
              error={err('line')}
              autosize
              minRows={2}
              maxLength={500}
            />
            <TextInput
              label={t('storeSettings.location')}
              description={t('storeSettings.locationHint')}
              value={form.location}
              onChange={(e) => set('location', e.currentTarget.value)}
              error={err('location')}
              maxLength={500}
            />
            <SimpleGrid cols={{ base: 1, xs: 2 }}>
              <NumberInput
                label={t('storeSettings.latitude')}
                value={form.latitude}
                onChange={(v) => set('latitude', v)}
                error={err('latitude', '-90 – 90')}
                decimalScale={7}
                min={-90}
                max={90}
                clampBehavior="none"
                hideControls
              />
              <NumberInput
                label={t('storeSettings.longitude')}
                value={form.longitude}
                onChange={(v) => set('longitude', v)}
                error={err('longitude', '-180 – 180')}
                decimalScale={7}
                min={-180}
                max={180}
                clampBehavior="none"
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
                data={(categories.data ?? []).map((c) => ({ value: c.id, label: c.name }))}
                value={form.mainCategoryId}
                onChange={(v) =>
                  setForm((f) => (v === f.mainCategoryId ? f : { ...f, mainCategoryId: v, subCategories: [] }))
                }
                placeholder={categories.isPending ? t('common.loading') : undefined}
                error={categories.isError ? errorText(categories.error) : undefined}
              />
              <MultiSelect
                label={t('storeSettings.subCategories')}
                disabled={!category}
                data={(category?.subCategories ?? []).map((s) => ({ value: s.id, label: s.name }))}
                value={form.subCategories}
                onChange={(v) => set('subCategories', v)}
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
              {form.attributes.length > 0 ? (
                <Group gap={6} role="list" aria-labelledby="store-attributes-label">
                  {form.attributes.map((id) => (
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
                <Button
                  variant="light"
                  leftSection={<IconTags size={18} />}
                  onClick={() => setAttributesOpen(true)}
                  loading={attributes.isPending}
                  disabled={attributes.isError}
                >
                  {t('storeSettings.selectAttributes')}
                </Button>
                {attributes.isError && (
                  <Text size="sm" c="red">
                    {errorText(attributes.error)}
                  </Text>
                )}
              </Box>
            </Stack>
          </Section>

          <Section title={t('storeSettings.serviceSection')}>
            <Checkbox.Group
              label={t('storeSettings.serviceTypes')}
              value={form.serviceTypes}
              onChange={(v) => set('serviceTypes', v as ServiceType[])}
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
              value={form.languages}
              onChange={(v) => set('languages', v as Language[])}
            >
              <SimpleGrid cols={{ base: 2, sm: 4 }} mt="xs" spacing="xs">
                {supportedLanguages.map((l) => (
                  <Checkbox key={l} value={l} label={t(`storeSettings.languageNames.${l}`)} />
                ))}
              </SimpleGrid>
            </Checkbox.Group>
            <SimpleGrid cols={{ base: 1, xs: 2, sm: 3 }}>
              <TextInput
                label={t('storeSettings.currency')}
                withAsterisk
                value={form.storeCurrency}
                onChange={(e) => set('storeCurrency', e.currentTarget.value)}
                error={err('storeCurrency')}
                maxLength={8}
              />
              <TextInput
                label={t('storeSettings.locale')}
                description={t('storeSettings.localeHint')}
                withAsterisk
                value={form.storeLocale}
                onChange={(e) => set('storeLocale', e.currentTarget.value)}
                error={err('storeLocale')}
                maxLength={10}
              />
              <NumberInput
                label={t('storeSettings.amountPerPerson')}
                value={form.amountPerPerson}
                onChange={(v) => set('amountPerPerson', v)}
                error={err('amountPerPerson', '0 – 1000000')}
                min={0}
                max={1_000_000}
                clampBehavior="none"
                decimalScale={2}
              />
              <NumberInput
                label={t('storeSettings.serviceFee')}
                value={form.serviceFee}
                onChange={(v) => set('serviceFee', v)}
                error={err('serviceFee', '0 – 100')}
                min={0}
                max={100}
                clampBehavior="none"
                decimalScale={2}
                suffix=" %"
              />
              <NumberInput
                label={t('storeSettings.branchCode')}
                value={form.branchCode}
                onChange={(v) => set('branchCode', v)}
                error={err('branchCode', '0 – 2147483647')}
                min={0}
                allowDecimal={false}
                allowNegative={false}
                clampBehavior="none"
                hideControls
              />
            </SimpleGrid>
            <Switch
              label={t('storeSettings.tipEnabled')}
              checked={form.tipEnabled}
              onChange={(e) => set('tipEnabled', e.currentTarget.checked)}
            />
          </Section>

          <Section title={t('storeSettings.hoursSection')}>
            <Stack gap="xs">
              <Text fw={500}>{t('weekHours.workingTitle')}</Text>
              <WeekHoursSummary hours={store.workingHours} label={t('weekHours.workingTitle')} />
              <Box>
                <Button variant="light" leftSection={<IconClock size={18} />} onClick={() => setHoursModal('working')}>
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
                  onClick={() => setHoursModal('delivery')}
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
                  checked={form.properties[flag]}
                  onChange={(e) => setProperty(flag, e.currentTarget.checked)}
                />
              ))}
            </SimpleGrid>
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <Stack gap="xs">
                <Switch
                  label={t('storeSettings.properties.reservation')}
                  checked={form.properties.reservation}
                  onChange={(e) => setProperty('reservation', e.currentTarget.checked)}
                />
                <NumberInput
                  label={t('storeSettings.properties.reservationPrice')}
                  disabled={!form.properties.reservation}
                  value={form.properties.reservationPrice}
                  onChange={(v) => setProperty('reservationPrice', v)}
                  error={err('reservationPrice', '0 – 1000000')}
                  min={0}
                  max={1_000_000}
                  clampBehavior="none"
                  decimalScale={2}
                />
              </Stack>
              <TextInput
                label={t('storeSettings.properties.foodAppAccountId')}
                value={form.properties.foodAppAccountId}
                onChange={(e) => setProperty('foodAppAccountId', e.currentTarget.value)}
                error={err('foodAppAccountId')}
                maxLength={100}
              />
            </SimpleGrid>
          </Section>

          <Section title={t('storeSettings.loyaltySection')}>
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <TextInput
                label={t('storeSettings.pointTitle')}
                value={form.pointTitle}
                onChange={(e) => set('pointTitle', e.currentTarget.value)}
                error={err('pointTitle')}
                maxLength={60}
              />
              <NumberInput
                label={t('storeSettings.maxPoint')}
                value={form.maxPoint}
                onChange={(v) => set('maxPoint', v)}
                error={err('maxPoint', '0 – 1000000000')}
                min={0}
                max={1_000_000_000}
                clampBehavior="none"
              />
              <Stack gap="xs">
                <Switch
                  label={t('storeSettings.properties.stampActive')}
                  checked={form.properties.stampActive}
                  onChange={(e) => setProperty('stampActive', e.currentTarget.checked)}
                />
                <NumberInput
                  label={t('storeSettings.properties.stampConversionRate')}
                  disabled={!form.properties.stampActive}
                  value={form.properties.stampConversionRate}
                  onChange={(v) => setProperty('stampConversionRate', v)}
                  error={err('stampConversionRate', '0 – 1000000')}
                  min={0}
                  max={1_000_000}
                  clampBehavior="none"
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

      <StoreQrCard storeId={store.id} storeName={store.name} enabled={!categories.isPending && !attributes.isPending} />

      <AttributeListModal
        opened={attributesOpen}
        onClose={() => setAttributesOpen(false)}
        attributes={attributes.data ?? []}
        value={form.attributes}
        onChange={(v) => set('attributes', v)}
      />
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
    </>
  );
}
