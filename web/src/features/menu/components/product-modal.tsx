import '@mantine/core/styles/Switch.css';
import '@mantine/core/styles/SimpleGrid.css';
import '@mantine/core/styles/Image.css';
import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Pill.css';
import '@mantine/core/styles/PillsInput.css';
import '@mantine/core/styles/Chip.css';
import '@mantine/core/styles/NumberInput.css';
import '@mantine/core/styles/Tabs.css';
import { useState } from 'react';
import {
  Alert,
  Chip,
  Group,
  Image,
  Input,
  Modal,
  MultiSelect,
  NativeSelect,
  NumberInput,
  SimpleGrid,
  Stack,
  Switch,
  Tabs,
  Text,
  TextInput,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useTranslation } from '../../../lib/i18n';
import { MOBILE_MAX_WIDTH } from '@sofra/contracts/core/constants';
import type * as CatalogueSchemas from '@sofra/contracts/menu/catalogue.schemas';
import {
  allergens,
  productTags,
  type Allergen,
  type Product,
  type ProductGroup,
  type ProductTag,
} from '@sofra/contracts/menu/catalogue.schemas';
import * as validating from '@sofra/contracts/menu/catalogue.schemas?validate';
import { FormActions } from '../../../components/form-actions/form-actions';
import { ImageUploader } from '../../../components/image-uploader/image-uploader';
import { errorText } from '../../../lib/error-text';
import { showServerErrors, useContractForm } from '../../../lib/form';

import { MoneyInput } from '../../../components/money-input/money-input';
import { notify } from '../../../lib/notify';
import { textsFor, textsOf, withDefaultName } from '../api/languages';
import { useAdvices, useDefinitionOptions, useModifiers, useRefreshMenu, useSaveProduct } from '../api/menu-api';
import { MAX_PRICE_MAJOR, priceToMajor, priceToMinor } from '../api/price';
import { GrowTextarea } from '../../../components/grow-textarea/grow-textarea';

// The contract's own rules, with the real zod, in this lazily loaded screen (docs/adr/0004-portal-validation.md).
const { ZProductSave } = validating as unknown as typeof CatalogueSchemas;

type Tab = 'general' | 'translations' | 'variations' | 'suggestions' | 'image';

interface ProductModalProps {
  storeId: string;
  languages: string[];
  currency: string;
  groups: ProductGroup[];
  opened: boolean;
  /** The product being edited; null for a new one (in `groupId`). */
  product: Product | null;
  groupId: string | null;
  onClose: () => void;
}

/** New product / Edit product, in tabs: general, translations, variations, suggestions and its picture. */
export function ProductModal(props: ProductModalProps) {
  const { t } = useTranslation();
  const phone = useMediaQuery(`(max-width: ${MOBILE_MAX_WIDTH}px)`, false, { getInitialValueInEffect: false });
  return (
    <Modal
      opened={props.opened}
      onClose={props.onClose}
      size="xl"
      fullScreen={phone}
      title={props.product ? t('catalogue.products.editTitle') : t('catalogue.products.newTitle')}
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      {props.opened && <ProductForm {...props} />}
    </Modal>
  );
}

type NumberValue = number | string;

interface ProductValues extends Record<string, unknown> {
  groupId: string;
  names: Record<string, string>;
  descriptions: Record<string, string>;
  price: NumberValue;
  active: boolean;
  isShowInStore: boolean;
  /** '': the store's default rate. */
  taxRateId: string;
  /** '': none. */
  departmentId: string;
  printerId: string;
  plu: string;
  tags: string[];
  allergens: string[];
  calories: NumberValue;
  prepMinutes: NumberValue;
  modifierIds: string[];
  adviceIds: string[];
}

const numberOrNull = (v: NumberValue) => (typeof v === 'number' ? v : v.trim() === '' ? null : Number(v));

function ProductForm({ storeId, languages, currency, groups, product, groupId, onClose }: ProductModalProps) {
  const { t } = useTranslation();
  const [tab, setTab] = useState<Tab>('general');
  const save = useSaveProduct(storeId);
  const refresh = useRefreshMenu(storeId);
  const taxRates = useDefinitionOptions(storeId, 'taxRates');
  const departments = useDefinitionOptions(storeId, 'departments');
  const printers = useDefinitionOptions(storeId, 'printers');
  // Variations and suggestions may not be served yet: their tabs then say so, and the save leaves them as they are.
  const modifiers = useModifiers(storeId);
  const advices = useAdvices(storeId);
  const [defaultLanguage = 'tr', ...others] = languages;
  const defaultTax = taxRates.data?.find((r) => r.isDefault)?.id ?? '';

  const toInput = (v: ProductValues) => ({
    storeId,
    ...(product ? { id: product.id } : {}),
    groupId: v.groupId,
    names: textsOf(v.names),
    descriptions: textsOf(v.descriptions),
    price: priceToMinor(v.price) ?? undefined,
    active: v.active,
    isShowInStore: v.isShowInStore,
    ...(v.taxRateId ? { taxRateId: v.taxRateId } : {}),
    departmentId: v.departmentId || null,
    printerId: v.printerId || null,
    plu: v.plu.trim(),
    tags: v.tags as ProductTag[],
    allergens: v.allergens as Allergen[],
    calories: numberOrNull(v.calories),
    prepMinutes: numberOrNull(v.prepMinutes),
    ...(modifiers.isSuccess ? { modifierIds: v.modifierIds } : {}),
    ...(advices.isSuccess ? { adviceIds: v.adviceIds } : {}),
  });

  const form = useContractForm<ProductValues>({
    schema: withDefaultName(ZProductSave, defaultLanguage),
    toInput,
    initialValues: {
      groupId: product?.groupId ?? groupId ?? groups[0]?.id ?? '',
      names: textsFor(languages, product?.names),
      descriptions: textsFor(languages, product?.descriptions),
      price: product ? priceToMajor(product.price) : '',
      active: product?.active ?? true,
      isShowInStore: product?.isShowInStore ?? true,
      taxRateId: product?.taxRateId ?? '',
      departmentId: product?.departmentId ?? '',
      printerId: product?.printerId ?? '',
      plu: product?.plu ?? '',
      tags: product?.tags ?? [],
      allergens: product?.allergens ?? [],
      calories: product?.calories ?? '',
      prepMinutes: product?.prepMinutes ?? '',
      modifierIds: product?.modifierIds ?? [],
      adviceIds: product?.adviceIds ?? [],
    },
  });

  /** The tab holding the first field at fault, so a refused save shows why. */
  const showTabOf = (paths: string[]) => {
    const first = paths[0];
    if (!first) return;
    const lang = /^(names|descriptions)\.(\w+)/.exec(first)?.[2];
    if (lang && lang !== defaultLanguage) setTab('translations');
    else if (first.startsWith('modifierIds')) setTab('variations');
    else if (first.startsWith('adviceIds')) setTab('suggestions');
    else setTab('general');
  };

  const submit = form.onSubmit(
    (values) => {
      if (save.isPending) return;
      const { storeId: _store, ...input } = toInput(values);
      save.mutate(
        { ...input, price: input.price ?? 0 },
        {
          onSuccess: () => {
            notify('success', t(product ? 'catalogue.products.saved' : 'catalogue.products.created'));
            onClose();
          },
          onError: (error) => {
            if (showServerErrors(form, error))
              showTabOf(Object.keys(form.errors).length ? Object.keys(form.errors) : []);
            else notify('danger', errorText(error), { title: t('errors.opss') });
          },
        },
      );
    },
    (errors) => showTabOf(Object.keys(errors)),
  );

  const options = (rows: { id: string; name: string; active: boolean }[] | undefined, current: string) =>
    (rows ?? []).filter((r) => r.active || r.id === current).map((r) => ({ value: r.id, label: r.name }));

  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <Tabs value={tab} onChange={(v) => setTab((v as Tab | null) ?? 'general')} keepMounted>
          <Tabs.List>
            <Tabs.Tab value="general">{t('catalogue.products.tabs.general')}</Tabs.Tab>
            {others.length > 0 && <Tabs.Tab value="translations">{t('catalogue.products.tabs.translations')}</Tabs.Tab>}
            <Tabs.Tab value="variations">{t('catalogue.products.tabs.variations')}</Tabs.Tab>
            <Tabs.Tab value="suggestions">{t('catalogue.products.tabs.suggestions')}</Tabs.Tab>
            <Tabs.Tab value="image">{t('catalogue.products.tabs.image')}</Tabs.Tab>
          </Tabs.List>

          <Tabs.Panel value="general" pt="md">
            <Stack>
              <NativeSelect
                label={t('catalogue.products.group')}
                withAsterisk
                data={groups.map((g) => ({ value: g.id, label: g.name }))}
                {...form.getInputProps('groupId')}
              />
              <TextInput
                label={t('catalogue.nameIn', { language: t(`catalogue.languages.${defaultLanguage}`) })}
                withAsterisk
                data-autofocus
                {...form.getInputProps(`names.${defaultLanguage}`)}
              />
              <GrowTextarea
                label={t('catalogue.descriptionIn', { language: t(`catalogue.languages.${defaultLanguage}`) })}
                minRows={2}
                maxRows={6}
                {...form.getInputProps(`descriptions.${defaultLanguage}`)}
              />
              <SimpleGrid cols={{ base: 1, sm: 2 }}>
                <MoneyInput
                  currency={currency}
                  label={t('catalogue.products.price')}
                  withAsterisk
                  max={MAX_PRICE_MAJOR}
                  {...form.getInputProps('price')}
                />
                <NativeSelect
                  label={t('catalogue.products.taxRate')}
                  data={[
                    ...(defaultTax ? [] : [{ value: '', label: t('catalogue.products.defaultTaxRate') }]),
                    ...options(taxRates.data, form.values.taxRateId),
                  ]}
                  {...form.getInputProps('taxRateId')}
                  value={form.values.taxRateId || defaultTax}
                />
                <NativeSelect
                  label={t('catalogue.products.department')}
                  data={[
                    { value: '', label: t('catalogue.none') },
                    ...options(departments.data, form.values.departmentId),
                  ]}
                  {...form.getInputProps('departmentId')}
                />
                <NativeSelect
                  label={t('catalogue.products.printer')}
                  data={[{ value: '', label: t('catalogue.none') }, ...options(printers.data, form.values.printerId)]}
                  {...form.getInputProps('printerId')}
                />
                <TextInput
                  label={t('catalogue.products.plu')}
                  description={t('catalogue.products.pluHint')}
                  maxLength={20}
                  {...form.getInputProps('plu')}
                />
                <Group grow align="flex-start">
                  <NumberInput
                    label={t('catalogue.products.calories')}
                    min={0}
                    max={10_000}
                    allowDecimal={false}
                    allowNegative={false}
                    {...form.getInputProps('calories')}
                  />
                  <NumberInput
                    label={t('catalogue.products.prepMinutes')}
                    min={0}
                    max={600}
                    allowDecimal={false}
                    allowNegative={false}
                    {...form.getInputProps('prepMinutes')}
                  />
                </Group>
              </SimpleGrid>
              <Switch
                label={t('catalogue.products.isShowInStore')}
                description={t('catalogue.products.isShowInStoreHint')}
                {...form.getInputProps('isShowInStore', { type: 'checkbox' })}
              />
              <Switch label={t('catalogue.active')} {...form.getInputProps('active', { type: 'checkbox' })} />
              <Input.Wrapper label={t('catalogue.products.tags')} labelElement="div">
                <Chip.Group multiple {...form.getInputProps('tags')}>
                  <Group gap={6} mt={4} role="group" aria-label={t('catalogue.products.tags')}>
                    {productTags.map((tag) => (
                      <Chip key={tag} value={tag} size="sm">
                        {t(`catalogue.tags.${tag}`)}
                      </Chip>
                    ))}
                  </Group>
                </Chip.Group>
              </Input.Wrapper>
              <Input.Wrapper label={t('catalogue.products.allergens')} labelElement="div">
                <Chip.Group multiple {...form.getInputProps('allergens')}>
                  <Group gap={6} mt={4} role="group" aria-label={t('catalogue.products.allergens')}>
                    {allergens.map((a) => (
                      <Chip key={a} value={a} size="sm" color="red">
                        {t(`catalogue.allergens.${a}`)}
                      </Chip>
                    ))}
                  </Group>
                </Chip.Group>
              </Input.Wrapper>
            </Stack>
          </Tabs.Panel>

          {others.length > 0 && (
            <Tabs.Panel value="translations" pt="md">
              <Stack>
                <Text size="sm" c="dimmed">
                  {t('catalogue.products.translationsHint')}
                </Text>
                {others.map((lang) => {
                  const language = t(`catalogue.languages.${lang}`);
                  return (
                    <Stack key={lang} gap="xs">
                      <TextInput label={t('catalogue.nameIn', { language })} {...form.getInputProps(`names.${lang}`)} />
                      <GrowTextarea
                        label={t('catalogue.descriptionIn', { language })}
                        minRows={2}
                        maxRows={6}
                        {...form.getInputProps(`descriptions.${lang}`)}
                      />
                    </Stack>
                  );
                })}
              </Stack>
            </Tabs.Panel>
          )}

          <Tabs.Panel value="variations" pt="md">
            {modifiers.isSuccess ? (
              <MultiSelect
                label={t('catalogue.products.variations')}
                description={t('catalogue.products.variationsHint')}
                data={modifiers.data.map((m) => ({ value: m.id, label: m.name }))}
                searchable
                clearable
                nothingFoundMessage={t('catalogue.products.nothingFound')}
                {...form.getInputProps('modifierIds')}
              />
            ) : (
              <Unavailable pending={modifiers.isPending} />
            )}
          </Tabs.Panel>

          <Tabs.Panel value="suggestions" pt="md">
            {advices.isSuccess ? (
              <MultiSelect
                label={t('catalogue.products.suggestions')}
                description={t('catalogue.products.suggestionsHint')}
                data={advices.data.map((a) => ({ value: a.id, label: a.name }))}
                searchable
                clearable
                nothingFoundMessage={t('catalogue.products.nothingFound')}
                {...form.getInputProps('adviceIds')}
              />
            ) : (
              <Unavailable pending={advices.isPending} />
            )}
          </Tabs.Panel>

          <Tabs.Panel value="image" pt="md">
            {product ? (
              <Stack>
                {product.imageUrl ? (
                  <Image
                    src={product.imageUrl}
                    alt={t('catalogue.products.imageOf', { name: product.name })}
                    w={160}
                    h={160}
                    radius="md"
                  />
                ) : (
                  <Text size="sm" c="dimmed">
                    {t('catalogue.products.noImage')}
                  </Text>
                )}
                <ImageUploader
                  title={product.imageUrl ? t('catalogue.products.replaceImage') : t('catalogue.products.uploadImage')}
                  itemType="product"
                  itemId={product.id}
                  storeId={storeId}
                  onUploaded={() => void refresh()}
                />
              </Stack>
            ) : (
              <Alert color="blue" variant="light">
                {t('catalogue.products.imageAfterSave')}
              </Alert>
            )}
          </Tabs.Panel>
        </Tabs>
        <FormActions
          cancelLabel={t('common.close')}
          onCancel={onClose}
          submitLabel={t('common.save')}
          busy={save.isPending}
        />
      </Stack>
    </form>
  );
}

function Unavailable({ pending }: { pending: boolean }) {
  const { t } = useTranslation();
  return (
    <Text size="sm" c="dimmed">
      {pending ? t('common.loading') : t('catalogue.products.notAvailable')}
    </Text>
  );
}
