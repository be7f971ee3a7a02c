import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Pill.css';
import '@mantine/core/styles/PillsInput.css';
import { MultiSelect, Stack, Text } from '@mantine/core';
import { useTranslation } from '../../../lib/i18n';
import { MAX_LINKS } from '@sofra/contracts/menu/catalogue.schemas';
import type * as ExtrasSchemas from '@sofra/contracts/menu/extras.schemas';
import * as validating from '@sofra/contracts/menu/extras.schemas?validate';
import type { Advice, Modifier } from '@sofra/contracts/menu/extras.schemas';
import { FormActions } from '../../../components/form-actions/form-actions';
import { showRefusal, useContractForm } from '../../../lib/form';
import { useSetLinks } from '../api/extras-api';
import type { LinkRow } from './link-rows';
import { priceRefusal } from './price-refusal';

// The contract's own rules, with the real zod, in this lazily loaded screen (docs/adr/0004-portal-validation.md).
const { ZMenuLinks } = validating as unknown as typeof ExtrasSchemas;

interface LinksValues extends Record<string, unknown> {
  modifierIds: string[];
  adviceIds: string[];
}

/** A variation or list as an option: its name, and "(off)" while it is turned off. */
const options = (items: (Modifier | Advice)[], off: string) =>
  items.map((i) => ({ value: i.id, label: i.active ? i.name : `${i.name} (${off})` }));

/** The variations and suggestion lists one product or group offers, replaced in one save (menu/setLinks). */
export function LinksForm({
  storeId,
  row,
  modifiers,
  advices,
  onClose,
  onSaved,
}: {
  storeId: string;
  row: LinkRow;
  modifiers: Modifier[];
  advices: Advice[];
  onClose: () => void;
  onSaved: () => void;
}) {
  const { t } = useTranslation();
  const save = useSetLinks(storeId);
  const liveModifiers = new Set(modifiers.map((m) => m.id));
  const liveAdvices = new Set(advices.map((a) => a.id));
  const toInput = (v: LinksValues) => ({
    storeId,
    target: row.target,
    id: row.targetId,
    modifierIds: v.modifierIds,
    adviceIds: v.adviceIds,
  });
  const form = useContractForm<LinksValues>({
    schema: ZMenuLinks,
    initialValues: {
      modifierIds: row.modifierIds.filter((id) => liveModifiers.has(id)),
      adviceIds: row.adviceIds.filter((id) => liveAdvices.has(id)),
    },
    toInput,
  });
  const submit = form.onSubmit((values) => {
    if (save.isPending) return;
    const { storeId: _store, ...input } = toInput(values);
    save.mutate(input, {
      onSuccess: onSaved,
      onError: (error) => showRefusal(form, error, priceRefusal('modifierIds')),
    });
  });
  const names = (ids: string[], items: (Modifier | Advice)[]) =>
    ids
      .map((id) => items.find((i) => i.id === id)?.name)
      .filter(Boolean)
      .join(', ');
  const off = t('menuExtras.off');

  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <MultiSelect
          label={t('menuExtras.links.variations')}
          description={t('menuExtras.links.limit', { max: MAX_LINKS })}
          placeholder={t('menuExtras.links.choose')}
          data={options(modifiers, off)}
          searchable
          maxValues={MAX_LINKS}
          hidePickedOptions
          nothingFoundMessage={t('menuExtras.nothingFound')}
          comboboxProps={{ withinPortal: true }}
          {...form.getInputProps('modifierIds')}
        />
        {row.groupModifierIds.length ? (
          <Text size="sm" c="dimmed">
            {t('menuExtras.links.fromGroup', {
              group: row.groupName,
              names: names(row.groupModifierIds, modifiers),
            })}
          </Text>
        ) : null}
        <MultiSelect
          label={t('menuExtras.links.suggestions')}
          description={t('menuExtras.links.limit', { max: MAX_LINKS })}
          placeholder={t('menuExtras.links.choose')}
          data={options(advices, off)}
          searchable
          maxValues={MAX_LINKS}
          hidePickedOptions
          nothingFoundMessage={t('menuExtras.nothingFound')}
          comboboxProps={{ withinPortal: true }}
          {...form.getInputProps('adviceIds')}
        />
        {row.groupAdviceIds.length ? (
          <Text size="sm" c="dimmed">
            {t('menuExtras.links.fromGroup', { group: row.groupName, names: names(row.groupAdviceIds, advices) })}
          </Text>
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
