import '@mantine/core/styles/Badge.css';
import { useMemo, useState } from 'react';
import { Button, Stack, Text } from '@mantine/core';
import { IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useTranslation } from '../../../lib/i18n';
import type { Modifier } from '@sofra/contracts/menu/extras.schemas';
import { confirmAction } from '../../../components/confirm/confirm';
import { DataGrid, type DataGridColumn } from '../../../components/data-grid/data-grid';
import { RowActions } from '../../../components/row-actions/row-actions';
import { StorePage } from '../../../components/store-page/store-page';
import { useActiveStore } from '../../../lib/active-store';
import { notify } from '../../../lib/notify';
import { useSession } from '../../../lib/session';
import { useDeleteModifier, useModifiers, useSetModifierStatus } from '../api/extras-api';
import { ActiveSwitch } from '../components/active-switch';
import { attachedText } from '../components/attached-text';
import { EmptyNotice } from '../components/empty-notice';
import { ExtrasModal, type DialogState } from '../components/extras-modal';
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
  const [dialog, setDialog] = useState<DialogState<Modifier>>(null);
  // The dialog keeps its title while it closes.
  const [lastDialog, setLastDialog] = useState<DialogState<Modifier>>(null);
  if (dialog && dialog !== lastDialog) setLastDialog(dialog);
  const languages = menuLanguages(store.data);
  const currency = store.data?.storeCurrency ?? '₺';

  const askDelete = async (m: Modifier) => {
    const attached = m.productIds.length + m.groupIds.length;
    const done = await confirmAction({
      title: t('menuExtras.variations.deleteTitle'),
      message: t(attached ? 'menuExtras.variations.deleteAttached' : 'menuExtras.variations.deleteConfirm', {
        name: m.name,
        count: attached,
      }),
      confirmLabel: t('menuExtras.delete'),
      danger: true,
      onConfirm: () => remove.mutateAsync(m.id),
    });
    if (done) notify('success', t('menuExtras.deleted', { name: m.name }));
  };

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

  const addButton = (
    <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setDialog({ record: null })}>
      {t('menuExtras.variations.add')}
    </Button>
  );
  const rows = list.data ?? [];
  const shown = dialog ?? lastDialog;
  return (
    <StorePage
      title={t('menu.variation')}
      noStoreText={t('menuExtras.noStore')}
      queries={[list, store]}
      loadFailedText={t('menuExtras.variations.loadFailed')}
      actions={rows.length > 0 ? addButton : undefined}
    >
      {(id) => (
        <>
          {rows.length === 0 ? (
            <EmptyNotice
              title={t('menuExtras.variations.empty')}
              hint={t('menuExtras.variations.emptyHint')}
              action={addButton}
            />
          ) : (
            <DataGrid<Modifier>
              label={t('menu.variation')}
              records={rows}
              columns={columns}
              fetching={list.isFetching}
              actionsWidth={175}
              rowActions={(m) => (
                <RowActions
                  withText
                  actions={[
                    {
                      label: t('menuExtras.editOf', { name: m.name }),
                      short: t('menuExtras.edit'),
                      icon: IconPencil,
                      onClick: () => setDialog({ record: m }),
                    },
                    {
                      label: t('menuExtras.deleteOf', { name: m.name }),
                      short: t('menuExtras.delete'),
                      icon: IconTrash,
                      color: 'red',
                      onClick: () => void askDelete(m),
                    },
                  ]}
                />
              )}
            />
          )}
          <ExtrasModal
            opened={dialog !== null}
            title={shown?.record ? t('menuExtras.variations.edit') : t('menuExtras.variations.add')}
            onClose={() => setDialog(null)}
          >
            <ModifierForm
              storeId={id}
              languages={languages}
              currency={currency}
              modifier={dialog?.record ?? null}
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
