import '@mantine/core/styles/Switch.css';
import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/NumberInput.css';
import '@mantine/core/styles/SimpleGrid.css';
import '@mantine/core/styles/Fieldset.css';
import { Button, Checkbox, Fieldset, Group, NumberInput, Paper, SimpleGrid, Stack, Switch, Text } from '@mantine/core';
import { randomId } from '@mantine/hooks';
import { IconArrowDown, IconArrowUp, IconPlus, IconTrash } from '@tabler/icons-react';
import { useTranslation } from '../../../lib/i18n';
import type { Language } from '@sofra/contracts/core/enums';
import type * as ExtrasSchemas from '@sofra/contracts/menu/extras.schemas';
import * as validating from '@sofra/contracts/menu/extras.schemas?validate';
import type { Modifier } from '@sofra/contracts/menu/extras.schemas';
import { FormActions } from '../../../components/form-actions/form-actions';
import { showRefusal, useContractForm, type SchemaIssue } from '../../../lib/form';
import { separators } from '../../../lib/money';
import { useSaveModifier } from '../api/extras-api';
import { NamesInputs } from './names-inputs';
import { changeFromMinor, typedChangeToMinor } from './price-change';
import { priceRefusal } from './price-refusal';
import { defaultNameMissing, namesToForm, namesToInput, withRules, type NameValues } from './store-languages';
import { RowActions } from '../../../components/row-actions/row-actions';

// The contract's own rules, with the real zod, in this lazily loaded screen (docs/adr/0004-portal-validation.md).
const { ZModifierSave, MAX_OPTIONS } = validating as unknown as typeof ExtrasSchemas;

interface OptionValues {
  /** The row's React key (an option has no id until saved). */
  key: string;
  id?: string;
  names: NameValues;
  /** The price change in major units as typed: '' for none. */
  price: number | string;
  isDefault: boolean;
  active: boolean;
}

export interface ModifierValues extends Record<string, unknown> {
  names: NameValues;
  minChoices: number | string;
  maxChoices: number | string;
  active: boolean;
  options: OptionValues[];
}

const newOption = (languages: Language[]): OptionValues => ({
  key: randomId(),
  names: namesToForm(undefined, languages),
  price: '',
  isDefault: false,
  active: true,
});

const count = (v: number | string) => (typeof v === 'number' ? v : v === '' ? undefined : Number.NaN);

/** The form's values for a variation, or for a new one (one choice of two options). */
export const modifierToForm = (modifier: Modifier | null, languages: Language[]): ModifierValues => ({
  names: namesToForm(modifier?.names, languages),
  minChoices: modifier?.minChoices ?? 0,
  maxChoices: modifier?.maxChoices ?? 1,
  active: modifier?.active ?? true,
  options: modifier
    ? modifier.options.map((o) => ({
        key: o.id,
        id: o.id,
        names: namesToForm(o.names, languages),
        price: o.price === 0 ? '' : changeFromMinor(o.price),
        isDefault: o.isDefault,
        active: o.active,
      }))
    : [newOption(languages), newOption(languages)],
});

/** The save's input from the form: names trimmed, price changes in kuruş with their sign. */
export const modifierToInput = (values: ModifierValues, storeId: string, id?: string) => ({
  storeId,
  ...(id ? { id } : {}),
  names: namesToInput(values.names),
  minChoices: count(values.minChoices),
  maxChoices: count(values.maxChoices),
  active: values.active,
  options: values.options.map((o) => ({
    ...(o.id ? { id: o.id } : {}),
    names: namesToInput(o.names),
    price: typedChangeToMinor(o.price) ?? Number.NaN,
    isDefault: o.isDefault,
    active: o.active,
  })),
});

type ModifierInput = ReturnType<typeof modifierToInput>;

/** The server's rules the schema cannot say: default-language names, minimum ≤ maximum ≤ active options, defaults. */
export const modifierRules =
  (language: Language) =>
  (value: Record<string, unknown>): SchemaIssue[] => {
    const input = value as unknown as ModifierInput;
    const issues = [
      ...defaultNameMissing(input.names, language, ['names']),
      ...input.options.flatMap((o, i) => defaultNameMissing(o.names, language, ['options', i, 'names'])),
    ];
    const { minChoices: min, maxChoices: max } = input;
    const active = input.options.filter((o) => o.active).length;
    if (typeof min === 'number' && typeof max === 'number' && min > max)
      issues.push({ code: 'custom', path: ['minChoices'], params: { i18n: 'menuExtras.variations.minOverMax' } });
    if (typeof max === 'number' && input.options.length > 0 && max > active)
      issues.push({ code: 'custom', path: ['maxChoices'], params: { i18n: 'menuExtras.variations.maxOverOptions' } });
    if (typeof max === 'number' && input.options.filter((o) => o.isDefault).length > max)
      issues.push({ code: 'custom', path: ['options'], params: { i18n: 'menuExtras.variations.tooManyDefaults' } });
    return issues;
  };

interface ModifierFormProps {
  storeId: string;
  languages: Language[];
  /** The store's currency symbol, for the price change's label. */
  currency: string;
  modifier: Modifier | null;
  onClose: () => void;
  onSaved: () => void;
}

/** A variation: its names, how many options a guest chooses, and its options with their price changes. */
export function ModifierForm({ storeId, languages, currency, modifier, onClose, onSaved }: ModifierFormProps) {
  const { t, i18n } = useTranslation();
  const save = useSaveModifier(storeId);
  const [language] = languages;
  const toInput = (values: ModifierValues) => modifierToInput(values, storeId, modifier?.id);
  const form = useContractForm<ModifierValues>({
    schema: withRules(ZModifierSave, modifierRules(language!)),
    initialValues: modifierToForm(modifier, languages),
    toInput,
  });
  const { decimal } = separators(i18n.language);

  const submit = form.onSubmit((values) => {
    if (save.isPending) return;
    const { storeId: _store, ...input } = toInput(values);
    save.mutate(input as Parameters<typeof save.mutate>[0], {
      onSuccess: onSaved,
      onError: (error) => showRefusal(form, error, priceRefusal('options')),
    });
  });

  const options = form.values.options;
  const optionLabel = (i: number) => t('menuExtras.variations.optionNumber', { number: i + 1 });
  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <NamesInputs form={form} path="names" languages={languages} label={t('menuExtras.name')} autoFocus />
        <SimpleGrid cols={2} spacing="sm">
          <NumberInput
            label={t('menuExtras.variations.minChoices')}
            description={t('menuExtras.variations.minChoicesHint')}
            min={0}
            max={MAX_OPTIONS}
            allowDecimal={false}
            allowNegative={false}
            {...form.getInputProps('minChoices')}
          />
          <NumberInput
            label={t('menuExtras.variations.maxChoices')}
            description={t('menuExtras.variations.maxChoicesHint')}
            min={1}
            max={MAX_OPTIONS}
            allowDecimal={false}
            allowNegative={false}
            {...form.getInputProps('maxChoices')}
          />
        </SimpleGrid>
        <Switch label={t('menuExtras.active')} {...form.getInputProps('active', { type: 'checkbox' })} />
        <Fieldset legend={t('menuExtras.variations.options')} variant="unstyled">
          <Stack gap="sm">
            {options.map((option, i) => (
              <Paper key={option.key} withBorder p="sm" radius="md" role="group" aria-label={optionLabel(i)}>
                <Stack gap="xs">
                  <Group justify="space-between" wrap="nowrap">
                    <Text fw={600} size="sm">
                      {optionLabel(i)}
                    </Text>
                    <RowActions
                      actions={[
                        {
                          label: t('menuExtras.variations.moveUp', { option: optionLabel(i) }),
                          icon: IconArrowUp,
                          disabled: i === 0,
                          onClick: () => form.reorderListItem('options', { from: i, to: i - 1 }),
                        },
                        {
                          label: t('menuExtras.variations.moveDown', { option: optionLabel(i) }),
                          icon: IconArrowDown,
                          disabled: i === options.length - 1,
                          onClick: () => form.reorderListItem('options', { from: i, to: i + 1 }),
                        },
                        {
                          label: t('menuExtras.variations.removeOption', { option: optionLabel(i) }),
                          icon: IconTrash,
                          color: 'red',
                          disabled: options.length === 1,
                          onClick: () => form.removeListItem('options', i),
                        },
                      ]}
                    />
                  </Group>
                  <NamesInputs
                    form={form}
                    path={`options.${i}.names`}
                    languages={languages}
                    label={t('menuExtras.variations.optionName')}
                  />
                  <NumberInput
                    label={t('menuExtras.variations.priceChange', { currency })}
                    description={t('menuExtras.variations.priceChangeHint')}
                    decimalScale={2}
                    decimalSeparator={decimal}
                    allowNegative
                    hideControls
                    inputMode="decimal"
                    {...form.getInputProps(`options.${i}.price`)}
                  />
                  <Group gap="lg">
                    <Checkbox
                      label={t('menuExtras.variations.isDefault')}
                      {...form.getInputProps(`options.${i}.isDefault`, { type: 'checkbox' })}
                    />
                    <Switch
                      label={t('menuExtras.active')}
                      {...form.getInputProps(`options.${i}.active`, { type: 'checkbox' })}
                    />
                  </Group>
                </Stack>
              </Paper>
            ))}
            {typeof form.errors.options === 'string' ? (
              <Text c="red.8" size="sm" role="alert">
                {form.errors.options}
              </Text>
            ) : null}
            <Button
              variant="light"
              leftSection={<IconPlus size={16} aria-hidden />}
              disabled={options.length >= MAX_OPTIONS}
              onClick={() => form.insertListItem('options', newOption(languages))}
              style={{ alignSelf: 'flex-start' }}
            >
              {t('menuExtras.variations.addOption')}
            </Button>
          </Stack>
        </Fieldset>
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
