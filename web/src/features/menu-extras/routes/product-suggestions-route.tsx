import '@mantine/core/styles/Badge.css';
import { useMemo, useState } from 'react';
import { Badge, Group, NativeSelect, Stack, Text } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import { useTranslation } from '../../../lib/i18n';
import { DataGrid, type DataGridColumn } from '../../../components/data-grid/data-grid';
import { RowActions } from '../../../components/row-actions/row-actions';
import { StorePage } from '../../../components/store-page/store-page';
import { notify } from '../../../lib/notify';
import { useSession } from '../../../lib/session';
import { useAdvices, useMenuGroups, useMenuProducts, useModifiers } from '../api/extras-api';
import { EmptyNotice } from '../components/empty-notice';
import { ExtrasModal } from '../components/extras-modal';
import { LinkChips } from '../components/link-chips';
import { linkRows, type LinkRow } from '../components/link-rows';
import { LinksForm } from '../components/links-form';

const ALL = '';

/**
 * /main/product-suggestions (spec section 2): which variations and suggestion lists each group and product offers.
 * A product offers its group's too; they are shown with it, and changed on the group's row.
 */
export function Component() {
  const { t } = useTranslation();
  const storeId = useSession().activeStoreId ?? '';
  const groups = useMenuGroups(storeId);
  const products = useMenuProducts(storeId);
  const modifiers = useModifiers(storeId);
  const advices = useAdvices(storeId);
  const [groupId, setGroupId] = useState(ALL);
  const [editing, setEditing] = useState<LinkRow | null>(null);
  const [lastEditing, setLastEditing] = useState<LinkRow | null>(null);
  if (editing && editing !== lastEditing) setLastEditing(editing);

  const rows = useMemo(
    () => linkRows(groups.data ?? [], products.data ?? [], groupId || null),
    [groups.data, products.data, groupId],
  );
  const modifierById = useMemo(() => new Map((modifiers.data ?? []).map((m) => [m.id, m])), [modifiers.data]);
  const adviceById = useMemo(() => new Map((advices.data ?? []).map((a) => [a.id, a])), [advices.data]);

  const columns = useMemo<DataGridColumn<LinkRow>[]>(() => {
    const names = (ids: string[], byId: Map<string, { name: string }>) =>
      ids.map((id) => byId.get(id)?.name ?? '').join(' ');
    return [
      {
        accessor: 'name',
        title: t('menuExtras.links.item'),
        searchable: true,
        text: (r) => `${r.name} ${r.groupName}`,
        render: (r) =>
          r.target === 'group' ? (
            <Group gap="xs" wrap="nowrap" style={{ minWidth: 0 }}>
              <Badge variant="filled" size="sm" style={{ flexShrink: 0 }}>
                {t('menuExtras.links.group')}
              </Badge>
              <Text fw={700} size="sm" truncate>
                {r.name}
              </Text>
            </Group>
          ) : (
            <Stack gap={0} pl="md" style={{ minWidth: 0 }}>
              <Text size="sm" truncate>
                {r.name}
              </Text>
              <Text size="xs" c="dimmed" truncate>
                {r.groupName}
              </Text>
            </Stack>
          ),
      },
      {
        accessor: 'modifierIds',
        title: t('menuExtras.links.variations'),
        searchable: true,
        text: (r) => names([...r.modifierIds, ...r.groupModifierIds], modifierById),
        render: (r) => <LinkChips own={r.modifierIds} fromGroup={r.groupModifierIds} byId={modifierById} />,
      },
      {
        accessor: 'adviceIds',
        title: t('menuExtras.links.suggestions'),
        searchable: true,
        text: (r) => names([...r.adviceIds, ...r.groupAdviceIds], adviceById),
        render: (r) => <LinkChips own={r.adviceIds} fromGroup={r.groupAdviceIds} byId={adviceById} />,
      },
    ];
  }, [t, modifierById, adviceById]);

  const groupFilter = (
    <NativeSelect
      label={t('menuExtras.links.groupFilter')}
      value={groupId}
      onChange={(e) => setGroupId(e.currentTarget.value)}
      data={[
        { value: ALL, label: t('menuExtras.links.allGroups') },
        ...(groups.data ?? []).map((g) => ({ value: g.id, label: g.name })),
      ]}
      maw={320}
    />
  );
  const shown = editing ?? lastEditing;
  const nothingToOffer = (modifiers.data ?? []).length === 0 && (advices.data ?? []).length === 0;
  return (
    <StorePage
      title={t('menu.productSuggestions')}
      noStoreText={t('menuExtras.noStore')}
      queries={[groups, products, modifiers, advices]}
      loadFailedText={t('menuExtras.links.loadFailed')}
      maw={1100}
    >
      {(id) => (
        <>
          {(groups.data ?? []).length === 0 ? (
            <EmptyNotice title={t('menuExtras.links.emptyMenu')} hint={t('menuExtras.links.emptyMenuHint')} />
          ) : (
            <Stack>
              {nothingToOffer ? (
                <Text size="sm" c="dimmed">
                  {t('menuExtras.links.nothingToOffer')}
                </Text>
              ) : null}
              {groupFilter}
              <DataGrid<LinkRow>
                label={t('menu.productSuggestions')}
                records={rows}
                columns={columns}
                fetching={groups.isFetching || products.isFetching}
                actionsWidth={110}
                rowActions={(r) => (
                  <RowActions
                    withText
                    actions={[
                      {
                        label: t('menuExtras.editOf', { name: r.name }),
                        short: t('menuExtras.edit'),
                        icon: IconPencil,
                        onClick: () => setEditing(r),
                      },
                    ]}
                  />
                )}
              />
            </Stack>
          )}
          <ExtrasModal
            opened={editing !== null}
            size="md"
            title={shown ? t('menuExtras.links.editTitle', { name: shown.name }) : ''}
            onClose={() => setEditing(null)}
          >
            {editing ? (
              <LinksForm
                storeId={id}
                row={editing}
                modifiers={modifiers.data ?? []}
                advices={advices.data ?? []}
                onClose={() => setEditing(null)}
                onSaved={() => {
                  notify('success', t('menuExtras.saved'));
                  setEditing(null);
                }}
              />
            ) : null}
          </ExtrasModal>
        </>
      )}
    </StorePage>
  );
}
