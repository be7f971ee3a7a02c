import { useMemo, useState } from 'react';
import { Button, Stack, Text } from '@mantine/core';
import { IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useTranslation } from '../../../lib/i18n';
import type { Advice } from '@sofra/contracts/menu/extras.schemas';
import { confirmAction } from '../../../components/confirm/confirm';
import { DataGrid, type DataGridColumn } from '../../../components/data-grid/data-grid';
import { RowActions } from '../../../components/row-actions/row-actions';
import { StorePage } from '../../../components/store-page/store-page';
import { useActiveStore } from '../../../lib/active-store';
import { notify } from '../../../lib/notify';
import { useSession } from '../../../lib/session';
import { useAdvices, useDeleteAdvice, useMenuGroups, useMenuProducts, useSetAdviceStatus } from '../api/extras-api';
import { ActiveSwitch } from '../components/active-switch';
import { AdviceForm } from '../components/advice-form';
import { attachedText } from '../components/attached-text';
import { EmptyNotice } from '../components/empty-notice';
import { ExtrasModal, type DialogState } from '../components/extras-modal';
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
  const [dialog, setDialog] = useState<DialogState<Advice>>(null);
  const [lastDialog, setLastDialog] = useState<DialogState<Advice>>(null);
  if (dialog && dialog !== lastDialog) setLastDialog(dialog);
  const languages = menuLanguages(store.data);

  const productNames = useMemo(() => new Map((products.data ?? []).map((p) => [p.id, p.name])), [products.data]);

  const askDelete = async (a: Advice) => {
    const attached = a.forProductIds.length + a.forGroupIds.length;
    const done = await confirmAction({
      title: t('menuExtras.suggestions.deleteTitle'),
      message: t(attached ? 'menuExtras.suggestions.deleteAttached' : 'menuExtras.suggestions.deleteConfirm', {
        name: a.name,
        count: attached,
      }),
      confirmLabel: t('menuExtras.delete'),
      danger: true,
      onConfirm: () => remove.mutateAsync(a.id),
    });
    if (done) notify('success', t('menuExtras.deleted', { name: a.name }));
  };

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
  const addButton = (
    <Button
      leftSection={<IconPlus size={16} aria-hidden />}
      disabled={noProducts}
      onClick={() => setDialog({ record: null })}
    >
      {t('menuExtras.suggestions.add')}
    </Button>
  );
  const rows = list.data ?? [];
  const shown = dialog ?? lastDialog;
  return (
    <StorePage
      title={t('menu.suggestions')}
      noStoreText={t('menuExtras.noStore')}
      queries={[list, products, groups, store]}
      loadFailedText={t('menuExtras.suggestions.loadFailed')}
      actions={rows.length > 0 ? addButton : undefined}
    >
      {(id) => (
        <>
          {rows.length === 0 ? (
            <EmptyNotice
              title={t('menuExtras.suggestions.empty')}
              hint={t(noProducts ? 'menuExtras.suggestions.emptyNoProducts' : 'menuExtras.suggestions.emptyHint')}
              action={addButton}
            />
          ) : (
            <DataGrid<Advice>
              label={t('menu.suggestions')}
              records={rows}
              columns={columns}
              fetching={list.isFetching}
              actionsWidth={175}
              rowActions={(a) => (
                <RowActions
                  withText
                  actions={[
                    {
                      label: t('menuExtras.editOf', { name: a.name }),
                      short: t('menuExtras.edit'),
                      icon: IconPencil,
                      onClick: () => setDialog({ record: a }),
                    },
                    {
                      label: t('menuExtras.deleteOf', { name: a.name }),
                      short: t('menuExtras.delete'),
                      icon: IconTrash,
                      color: 'red',
                      onClick: () => void askDelete(a),
                    },
                  ]}
                />
              )}
            />
          )}
          <ExtrasModal
            opened={dialog !== null}
            title={shown?.record ? t('menuExtras.suggestions.edit') : t('menuExtras.suggestions.add')}
            onClose={() => setDialog(null)}
          >
            <AdviceForm
              storeId={id}
              languages={languages}
              advice={dialog?.record ?? null}
              products={products.data ?? []}
              groups={groups.data ?? []}
              onClose={() => setDialog(null)}
              onSaved={() => {
                notify('success', t('menuExtras.saved'));
                setDialog(null);
              }}
            />
          </ExtrasModal>
        </>
      )}
    </StorePage>
  );
}
