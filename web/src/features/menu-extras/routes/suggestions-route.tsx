import { useMemo } from 'react';
import { Stack, Text } from '@mantine/core';
import { useTranslation } from '../../../lib/i18n';
import type { Advice } from '@sofra/contracts/menu/extras.schemas';
import type { DataGridColumn } from '../../../components/data-grid/data-grid';
import { useActiveStore } from '../../../lib/active-store';
import { useSession } from '../../../lib/session';
import { useAdvices, useDeleteAdvice, useMenuGroups, useMenuProducts, useSetAdviceStatus } from '../api/extras-api';
import { ActiveSwitch } from '../components/active-switch';
import { AdviceForm } from '../components/advice-form';
import { attachedText } from '../components/attached-text';
import { ExtrasList } from '../components/extras-list';
import { menuLanguages } from '../components/store-languages';

/** /main/suggestions (spec section 2): suggestion lists, the products offered with another ("goes well with"). */
export function Component() {
  const { t } = useTranslation();
  const storeId = useSession().activeStoreId ?? '';
  const store = useActiveStore();
  const list = useAdvices(storeId);
  const products = useMenuProducts(storeId);
  const groups = useMenuGroups(storeId);
  const remove = useDeleteAdvice(storeId);
  const status = useSetAdviceStatus(storeId);
  const languages = menuLanguages(store.data);

  const productNames = useMemo(() => new Map((products.data ?? []).map((p) => [p.id, p.name])), [products.data]);

  const columns = useMemo<DataGridColumn<Advice>[]>(() => {
    const suggested = (a: Advice) =>
      a.productIds
        .map((id) => productNames.get(id))
        .filter(Boolean)
        .join(', ');
    return [
      { accessor: 'name', title: t('menuExtras.name'), sortable: true, searchable: true, filter: true },
      {
        accessor: 'productIds',
        title: t('menuExtras.suggestions.products'),
        searchable: true,
        text: suggested,
        render: (a) => (
          <Stack gap={0} style={{ minWidth: 0 }}>
            <Text size="sm">{t('menuExtras.productCount', { count: a.productIds.length })}</Text>
            <Text size="xs" c="dimmed" lineClamp={2}>
              {suggested(a)}
            </Text>
          </Stack>
        ),
      },
      {
        accessor: 'attached',
        title: t('menuExtras.offeredWith'),
        text: (a) => attachedText(t, a.forProductIds.length, a.forGroupIds.length),
      },
      {
        accessor: 'active',
        title: t('menuExtras.active'),
        text: (a) => (a.active ? t('menuExtras.on') : t('menuExtras.off')),
        render: (a) => (
          <ActiveSwitch
            name={a.name}
            active={a.active}
            busy={status.isPending && status.variables?.id === a.id}
            onChange={(active) => status.mutate({ id: a.id, active })}
          />
        ),
      },
    ];
  }, [t, productNames, status]);

  const noProducts = (products.data ?? []).length === 0;
  return (
    <ExtrasList<Advice>
      title={t('menu.suggestions')}
      queries={[list, products, groups, store]}
      loadFailedText={t('menuExtras.suggestions.loadFailed')}
      records={list.data ?? []}
      columns={columns}
      fetching={list.isFetching}
      empty={
        (list.data ?? []).length === 0
          ? {
              title: t('menuExtras.suggestions.empty'),
              hint: t(noProducts ? 'menuExtras.suggestions.emptyNoProducts' : 'menuExtras.suggestions.emptyHint'),
            }
          : null
      }
      add={{ label: t('menuExtras.suggestions.add'), disabled: noProducts }}
      remove={{
        texts: 'menuExtras.suggestions',
        attached: (a) => a.forProductIds.length + a.forGroupIds.length,
        run: (a) => remove.mutateAsync(a.id),
      }}
      dialogTitle={(a) => (a ? t('menuExtras.suggestions.edit') : t('menuExtras.suggestions.add'))}
      form={({ storeId: id, record, onClose, onSaved }) => (
        <AdviceForm
          storeId={id}
          languages={languages}
          advice={record}
          products={products.data ?? []}
          groups={groups.data ?? []}
          onClose={onClose}
          onSaved={onSaved}
        />
      )}
    />
  );
}
