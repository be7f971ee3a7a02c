import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/Radio.css';
import '@mantine/core/styles/NumberInput.css';
import { Checkbox, Group, Modal, NumberInput, Radio, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n';
import type * as FolioSchemas from '@sofra/contracts/folios/folios.schemas';
import { MAX_QUANTITY } from '@sofra/contracts/folios/folios.schemas';
import * as validating from '@sofra/contracts/folios/folios.schemas?validate';
import { FormActions } from '../../../components/form-actions/form-actions';
import { useContractForm } from '../../../lib/form';
import {
  chosenOptionIds,
  defaultChoices,
  invalidChoices,
  unitPrice,
  type MenuModifier,
  type MenuProduct,
} from '../api/menu-choices';
import { useMoney } from './folio-format';
import type { Typed } from './money-input';

const { ZFolioLineIn } = validating as unknown as typeof FolioSchemas;
const ZItemForm = ZFolioLineIn.pick({ quantity: true, note: true });

/** An item of the order being put together: a product, its options, how many, a note for the kitchen. */
export interface CartItem {
  key: string;
  productId: string;
  optionIds: string[];
  quantity: number;
  note: string;
}

interface OptionsModalProps {
  product: MenuProduct | null;
  modifiers: MenuModifier[];
  /** The item being changed; absent for a new one (each variation's defaults chosen). */
  item?: CartItem;
  onSave: (item: Omit<CartItem, 'key'>) => void;
  onClose: () => void;
}

/** Chooses a product's options (each variation's minimum and maximum respected), the quantity and a note. */
export function OptionsModal({ product, ...rest }: OptionsModalProps) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={product !== null}
      onClose={rest.onClose}
      title={product?.name}
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      {product ? <OptionsForm product={product} {...rest} /> : null}
    </Modal>
  );
}

function OptionsForm({ product, modifiers, item, onSave, onClose }: OptionsModalProps & { product: MenuProduct }) {
  const { t } = useTranslation();
  const money = useMoney();
  const [choices, setChoices] = useState<Record<string, string[]>>(() =>
    item
      ? Object.fromEntries(
          modifiers.map((m) => [m.id, m.options.filter((o) => item.optionIds.includes(o.id)).map((o) => o.id)]),
        )
      : defaultChoices(modifiers),
  );
  const [showInvalid, setShowInvalid] = useState(false);
  const form = useContractForm({
    schema: ZItemForm,
    initialValues: { quantity: (item?.quantity ?? 1) as Typed, note: item?.note ?? '' },
    toInput: (v) => ({ quantity: v.quantity === '' ? undefined : Number(v.quantity), note: v.note.trim() }),
  });
  const invalid = new Set(invalidChoices(modifiers, choices).map((m) => m.id));
  const optionIds = chosenOptionIds(modifiers, choices);
  const unit = unitPrice(product, modifiers, optionIds);
  const quantity = Number(form.values.quantity) || 0;

  const submit = form.onSubmit((v) => {
    if (invalid.size > 0) {
      setShowInvalid(true);
      return;
    }
    onSave({ productId: product.id, optionIds, quantity: Number(v.quantity), note: v.note.trim() });
    onClose();
  });

  const rule = (m: MenuModifier) =>
    m.minChoices === m.maxChoices
      ? t('folios.options.exactly', { count: m.minChoices })
      : m.minChoices === 0
        ? t('folios.options.upTo', { count: m.maxChoices })
        : t('folios.options.between', { min: m.minChoices, max: m.maxChoices });
  const optionLabel = (o: { name: string; price: number }) =>
    o.price === 0 ? o.name : `${o.name} (${o.price > 0 ? '+' : '\u2212'}${money(Math.abs(o.price))})`;

  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        {modifiers.map((m) => {
          const chosen = choices[m.id] ?? [];
          const error = showInvalid && invalid.has(m.id) ? rule(m) : undefined;
          const label = `${m.name} (${rule(m)})`;
          if (m.maxChoices === 1) {
            return (
              <Radio.Group
                key={m.id}
                label={label}
                withAsterisk={m.minChoices > 0}
                error={error}
                value={chosen[0] ?? ''}
                onChange={(value) => setChoices((c) => ({ ...c, [m.id]: value ? [value] : [] }))}
              >
                <Stack gap={6} mt="xs">
                  {m.minChoices === 0 ? <Radio value="" label={t('folios.options.none')} /> : null}
                  {m.options.map((o) => (
                    <Radio key={o.id} value={o.id} label={optionLabel(o)} />
                  ))}
                </Stack>
              </Radio.Group>
            );
          }
          return (
            <Checkbox.Group
              key={m.id}
              label={label}
              withAsterisk={m.minChoices > 0}
              error={error}
              value={chosen}
              onChange={(value) => setChoices((c) => ({ ...c, [m.id]: value }))}
            >
              <Stack gap={6} mt="xs">
                {m.options.map((o) => (
                  <Checkbox
                    key={o.id}
                    value={o.id}
                    label={optionLabel(o)}
                    disabled={!chosen.includes(o.id) && chosen.length >= m.maxChoices}
                  />
                ))}
              </Stack>
            </Checkbox.Group>
          );
        })}
        <Group grow align="flex-start">
          <NumberInput
            label={t('folios.options.quantity')}
            min={1}
            max={MAX_QUANTITY}
            allowDecimal={false}
            allowNegative={false}
            {...form.getInputProps('quantity')}
          />
        </Group>
        <TextInput
          label={t('folios.options.note')}
          placeholder={t('folios.options.notePlaceholder')}
          {...form.getInputProps('note')}
        />
        <Text fw={600}>
          {t('folios.options.price', { unit: money(unit), total: money(unit * quantity), quantity })}
        </Text>
        <FormActions
          cancelLabel={t('common.cancel')}
          onCancel={onClose}
          submitLabel={item ? t('folios.options.update') : t('folios.options.add')}
        />
      </Stack>
    </form>
  );
}
