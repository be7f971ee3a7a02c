import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Pill.css';
import '@mantine/core/styles/PillsInput.css';
import { Group, MultiSelect, Paper, Stack, Text } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconX } from '@tabler/icons-react';
import { useTranslation } from '../../../lib/i18n';
import type { ProductGroup, Product } from '@sofra/contracts/menu/catalogue.schemas';
import { containsText } from '../../../lib/search-text';
import { RowActions } from '../../../components/row-actions/row-actions';

const LIMIT = 100;

/**
 * The products a suggestion list suggests: a searchable multi-select of the menu's products (grouped by product
 * group), then the chosen ones in the order guests see them, each movable up or down.
 */
export function ProductPicker({
  label,
  products,
  groups,
  value,
  onChange,
  max,
  error,
}: {
  label: string;
  products: Product[];
  groups: ProductGroup[];
  value: string[];
  onChange: (ids: string[]) => void;
  max: number;
  error?: React.ReactNode;
}) {
  const { t } = useTranslation();
  const byId = new Map(products.map((p) => [p.id, p]));
  const data = groups
    .map((g) => ({
      group: g.name,
      items: products.filter((p) => p.groupId === g.id).map((p) => ({ value: p.id, label: p.name })),
    }))
    .filter((g) => g.items.length > 0);
  const move = (from: number, to: number) => {
    const next = [...value];
    const [id] = next.splice(from, 1);
    next.splice(to, 0, id!);
    onChange(next);
  };
  const nameOf = (id: string) => byId.get(id)?.name ?? t('menuExtras.suggestions.goneProduct');
  return (
    <Stack gap="xs">
      <MultiSelect
        label={label}
        description={t('menuExtras.suggestions.productsHint', { max })}
        placeholder={value.length < max ? t('menuExtras.suggestions.searchProducts') : undefined}
        data={data}
        value={value}
        onChange={onChange}
        searchable
        maxValues={max}
        hidePickedOptions
        nothingFoundMessage={t('menuExtras.nothingFound')}
        filter={({ options, search }) => {
          // Accent- and case-insensitive, and at most LIMIT options drawn for a menu of thousands.
          let left = LIMIT;
          return options
            .map((o) => {
              if (!('items' in o)) return o;
              const items = o.items.filter((i) => containsText(i.label, search)).slice(0, Math.max(left, 0));
              left -= items.length;
              return { ...o, items };
            })
            .filter((o) => !('items' in o) || o.items.length > 0);
        }}
        error={error}
        withAsterisk
        comboboxProps={{ withinPortal: true }}
      />
      {value.length > 1 ? (
        <Paper withBorder p="xs" radius="md">
          <Text size="sm" fw={600} mb={4} id="suggestion-order">
            {t('menuExtras.suggestions.order')}
          </Text>
          <Stack gap={2} component="ol" aria-labelledby="suggestion-order" style={{ margin: 0, paddingLeft: 0 }}>
            {value.map((id, i) => (
              <Group key={id} component="li" justify="space-between" wrap="nowrap" gap="xs">
                <Text size="sm" truncate>
                  {i + 1}. {nameOf(id)}
                </Text>
                <RowActions
                  actions={[
                    {
                      label: t('menuExtras.moveUp', { name: nameOf(id) }),
                      icon: IconArrowUp,
                      disabled: i === 0,
                      onClick: () => move(i, i - 1),
                    },
                    {
                      label: t('menuExtras.moveDown', { name: nameOf(id) }),
                      icon: IconArrowDown,
                      disabled: i === value.length - 1,
                      onClick: () => move(i, i + 1),
                    },
                    {
                      label: t('menuExtras.remove', { name: nameOf(id) }),
                      icon: IconX,
                      color: 'red',
                      onClick: () => onChange(value.filter((v) => v !== id)),
                    },
                  ]}
                />
              </Group>
            ))}
          </Stack>
        </Paper>
      ) : null}
    </Stack>
  );
}
