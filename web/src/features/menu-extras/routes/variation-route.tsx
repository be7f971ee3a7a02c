import '@mantine/core/styles/Badge.css';
import { useMemo } from 'react';
import { Stack, Text } from '@mantine/core';
import { useTranslation } from '../../../lib/i18n';
import type { Modifier } from '@sofra/contracts/menu/extras.schemas';
import type { DataGridColumn } from '../../../components/data-grid/data-grid';
import { useActiveStore } from '../../../lib/active-store';
import { useSession } from '../../../lib/session';
import { useDeleteModifier, useModifiers, useSetModifierStatus } from '../api/extras-api';
import { ActiveSwitch } from '../components/active-switch';
import { attachedText } from '../components/attached-text';
import { ExtrasList } from '../components/extras-list';
import { ModifierForm } from '../components/modifier-form';
import { formatChange } from '../components/price-change';
import { menuLanguages } from '../components/store-languages';

/** /main/variation (spec section 2): the store's variations (portion, sauce, …) and their options. */
export function Component() {
  const { t, i18n } = useTranslation();
  const storeId = useSession().activeStoreId ?? '';
  const store = useActiveStore();
  const list = useModifiers(storeId);
  const remove = useDeleteModifier(storeId);
  const status = useSetModifierStatus(storeId);
  const languages = menuLanguages(store.data);
  const currency = store.data?.storeCurrency ?? '₺';

  const columns = useMemo<DataGridColumn<Modifier>[]>(() => {
    const options = (m: Modifier) =>
      m.options
        .map((o) => (o.price ? `${o.name} (${formatChange(o.price, currency, i18n.language)})` : o.name))
        .join(', ');
    return [
      { accessor: 'name', title: t('menuExtras.name'), sortable: true, searchable: true, filter: true },
      {
        accessor: 'options',
        title: t('menuExtras.variations.options'),
        searchable: true,
        text: options,
        render: (m) => (
          <Stack gap={0} style={{ minWidth: 0 }}>
            <Text size="sm">{t('menuExtras.variations.optionCount', { count: m.options.length })}</Text>
            <Text size="xs" c="dimmed" lineClamp={2}>
              {options(m)}
            </Text>
          </Stack>
        ),
      },
      {
        accessor: 'choices',
        title: t('menuExtras.variations.choices'),
        text: (m) =>
          m.minChoices === m.maxChoices
            ? String(m.maxChoices)
            : t('menuExtras.variations.choiceRange', { min: m.minChoices, max: m.maxChoices }),
      },
      {
        accessor: 'attached',
        title: t('menuExtras.attachedTo'),
        text: (m) => attachedText(t, m.productIds.length, m.groupIds.length),
      },
      {
        accessor: 'active',
        title: t('menuExtras.active'),
        text: (m) => (m.active ? t('menuExtras.on') : t('menuExtras.off')),
        render: (m) => (
          <ActiveSwitch
            name={m.name}
            active={m.active}
            busy={status.isPending && status.variables?.id === m.id}
            onChange={(active) => status.mutate({ id: m.id, active })}
          />
        ),
      },
    ];
  }, [t, i18n.language, currency, status]);

  return (
    <ExtrasList<Modifier>
      title={t('menu.variation')}
      queries={[list, store]}
      loadFailedText={t('menuExtras.variations.loadFailed')}
      records={list.data ?? []}
      columns={columns}
      fetching={list.isFetching}
      empty={
        (list.data ?? []).length === 0
          ? { title: t('menuExtras.variations.empty'), hint: t('menuExtras.variations.emptyHint') }
          : null
      }
      add={{ label: t('menuExtras.variations.add') }}
      remove={{
        texts: 'menuExtras.variations',
        attached: (m) => m.productIds.length + m.groupIds.length,
        run: (m) => remove.mutateAsync(m.id),
      }}
      dialogTitle={(m) => (m ? t('menuExtras.variations.edit') : t('menuExtras.variations.add'))}
      form={({ storeId: id, record, onClose, onSaved }) => (
        <ModifierForm
          storeId={id}
          languages={languages}
          currency={currency}
          modifier={record}
          onClose={onClose}
          onSaved={onSaved}
        />
      )}
    />
  );
}
