import '@mantine/core/styles/SimpleGrid.css';
import '@mantine/core/styles/Switch.css';
import { lazy, Suspense, useDeferredValue, useEffect, useState, type ReactNode } from 'react';
import { Button, Group, Loader, Paper, SimpleGrid, Stack, Switch, Text, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../lib/i18n';
import { storeActions, storeStatuses } from '@sofra/contracts/core/enums';
import type { Attribute, Category } from '@sofra/contracts/stores/categories.calls';
import type { Store } from '@sofra/contracts/stores/stores.schemas';
import { DeferredSelect } from '../../../components/deferred-select/deferred-select';
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
import { SettingsSection as Section } from '../components/settings-section';
import { toForm, toInput, toSave, type SettingsForm } from '../components/store-settings-form';
import { formPathOf } from '../components/store-form-paths';
import type { MoreSettingsProps, SettingsDialogs } from '../components/store-settings-more';
import { GrowTextarea } from '../../../components/grow-textarea/grow-textarea';

type Read = { isPending: boolean; isError: boolean; data: unknown; refetch: () => unknown };

/** A query the page waits for only until its first answer: a failed refetch keeps the page and its edits. */
const firstLoad = (q: Read): PageQuery => ({
  isPending: q.isPending,
  isError: q.isError && q.data === undefined,
  refetch: q.refetch,
});

/**
 * A query only the lower part of the form needs (the catalogue): the first screenful does not wait for it, the lower
 * part does (a loader in its place); its failure still offers the retry.
 */
const belowLoad = (q: Read): PageQuery => ({ ...firstLoad(q), isPending: false });

/**
 * Everything below the first screenful (address, category, services, hours, features, loyalty, the QR codes and the
 * dialogs): its own chunk, fetched once the top of the form is on the screen (docs/performance.md).
 */
const more = () => import('../components/store-settings-more');
const MoreStoreSettings = lazy(() => more().then((m) => ({ default: m.MoreStoreSettings })));
const StoreSettingsDialogs = lazy(() => more().then((m) => ({ default: m.StoreSettingsDialogs })));

/** The dialogs' state, kept here (the later sections open them, the dialogs show after the form). */
const useSettingsDialogs = (): SettingsDialogs => {
  const [state, setState] = useState<Omit<SettingsDialogs, 'set'>>({
    hours: null,
    hoursUsed: false,
    attributes: false,
  });
  return { ...state, set: (next) => setState((s) => ({ ...s, ...next })) };
};

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
      queries={[firstLoad(store), firstLoad(phone), belowLoad(categories), belowLoad(attributes)]}
      loadFailedText={t('storeSettings.loadFailed')}
    >
      {() =>
        store.data && phone.data ? (
          <SettingsPage
            key={store.data.id}
            store={store.data}
            initialPhone={phone.data}
            categories={categories.data}
            attributes={attributes.data}
          />
        ) : null
      }
    </StorePage>
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
  /** Undefined until the catalogue is in: the lower part of the form waits for it. */
  categories: Category[] | undefined;
  attributes: Attribute[] | undefined;
}) {
  const { t } = useTranslation();
  const phone = usePhoneField('any', initialPhone);
  const [savedPhone, setSavedPhone] = useState(initialPhone.national);
  const form = useContractForm<SettingsForm>({
    schema: storeForm.schema,
    initialValues: toForm(store),
    toInput: (values) => toInput(values, store.id),
    fieldTexts: FIELD_TEXTS,
  });
  const save = useSaveStoreSettings();
  const dialogs = useSettingsDialogs();

  const dirty = form.isDirty() || phone.value.national !== savedPhone;
  // Leaving for another page, switching the store, or closing the tab with unsaved settings asks first.
  useUnsavedChanges(dirty && !save.isPending);
  // The rules come once the form is on the screen and the browser is idle.
  useEffect(() => storeForm.loadWhenIdle(), []);

  const submit = form.onSubmit(
    async (valid) => {
      // The phone's rules come after the first screenful: a Save pressed before them waits for them.
      const gsm = await phone.submitWhenReady();
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

  // The lower part is drawn in React's background rendering once the catalogue is in, not in one long task.
  const catalogueIn = useDeferredValue(Boolean(categories && attributes), false);
  const more: MoreSettingsProps = { form, store, categories: categories ?? [], attributes: attributes ?? [], dialogs };
  const loading = <Loader size="sm" role="status" aria-label={t('common.loading')} />;

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
            <GrowTextarea label={t('storeSettings.description')} {...form.getInputProps('description')} minRows={2} />
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
              <DeferredSelect
                label={t('storeSettings.status')}
                allowDeselect={false}
                data={storeStatuses.map((s) => ({ value: s, label: t(`storeStatus.${s}`) }))}
                {...form.getInputProps('status')}
              />
              <DeferredSelect
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

          <Suspense fallback={loading}>
            {catalogueIn && categories && attributes ? <MoreStoreSettings {...more} /> : loading}
          </Suspense>

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

      <Suspense fallback={null}>
        <StoreSettingsDialogs {...more} />
      </Suspense>
    </>
  );
}
