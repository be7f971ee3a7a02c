import '@mantine/core/styles/Switch.css';
import '@mantine/core/styles/SimpleGrid.css';
import { Stack, Switch } from '@mantine/core';
import { useTranslation } from '../../../lib/i18n';
import type { Language } from '@sofra/contracts/core/enums';
import { MAX_LINKS, type Product, type ProductGroup } from '@sofra/contracts/menu/catalogue.schemas';
import type * as ExtrasSchemas from '@sofra/contracts/menu/extras.schemas';
import * as validating from '@sofra/contracts/menu/extras.schemas?validate';
import type { Advice } from '@sofra/contracts/menu/extras.schemas';
import { FormActions } from '../../../components/form-actions/form-actions';
import { showRefusal, useContractForm, type SchemaIssue } from '../../../lib/form';
import { useSaveAdvice } from '../api/extras-api';
import { NamesInputs } from './names-inputs';
import { ProductPicker } from './product-picker';
import { priceRefusal } from './price-refusal';
import { defaultNameMissing, namesToForm, namesToInput, withRules, type NameValues } from './store-languages';

// The contract's own rules, with the real zod, in this lazily loaded screen (docs/adr/0004-portal-validation.md).
const { ZAdviceSave } = validating as unknown as typeof ExtrasSchemas;

interface AdviceValues extends Record<string, unknown> {
  names: NameValues;
  productIds: string[];
  active: boolean;
}

interface AdviceFormProps {
  storeId: string;
  languages: Language[];
  advice: Advice | null;
  products: Product[];
  groups: ProductGroup[];
  onClose: () => void;
  onSaved: () => void;
}

/** A suggestion list: its names, and the products it suggests in the order shown (up to 20). */
export function AdviceForm({ storeId, languages, advice, products, groups, onClose, onSaved }: AdviceFormProps) {
  const { t } = useTranslation();
  const save = useSaveAdvice(storeId);
  const [language] = languages;
  const live = new Set(products.map((p) => p.id));
  const toInput = (v: AdviceValues) => ({
    storeId,
    ...(advice ? { id: advice.id } : {}),
    names: namesToInput(v.names),
    productIds: v.productIds,
    active: v.active,
  });
  const form = useContractForm<AdviceValues>({
    schema: withRules(ZAdviceSave, (input): SchemaIssue[] => defaultNameMissing(input.names, language!, ['names'])),
    initialValues: {
      names: namesToForm(advice?.names, languages),
      // A product archived since leaves the list.
      productIds: (advice?.productIds ?? []).filter((id) => live.has(id)),
      active: advice?.active ?? true,
    },
    toInput,
  });

  const submit = form.onSubmit((values) => {
    if (save.isPending) return;
    const { storeId: _store, ...input } = toInput(values);
    save.mutate(input, {
      onSuccess: onSaved,
      onError: (error) => showRefusal(form, error, priceRefusal('productIds')),
    });
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <NamesInputs form={form} path="names" languages={languages} label={t('menuExtras.name')} autoFocus />
        <ProductPicker
          label={t('menuExtras.suggestions.products')}
          products={products}
          groups={groups}
          value={form.values.productIds}
          onChange={(ids) => form.setFieldValue('productIds', ids)}
          max={MAX_LINKS}
          error={form.errors.productIds}
        />
        <Switch label={t('menuExtras.active')} {...form.getInputProps('active', { type: 'checkbox' })} />
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
