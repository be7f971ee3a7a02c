import '@mantine/core/styles/Badge.css';
import { useMemo, useState } from 'react';
import { Badge, Group, NativeSelect, Stack, Text } from '@mantine/core';
import { useTranslation } from '../../../lib/i18n';
import type { DataGridColumn } from '../../../components/data-grid/data-grid';
import { useSession } from '../../../lib/session';
import { useAdvices, useMenuGroups, useMenuProducts, useModifiers } from '../api/extras-api';
import { ExtrasList } from '../components/extras-list';
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
  const nothingToOffer = (modifiers.data ?? []).length === 0 && (advices.data ?? []).length === 0;
  return (
    <ExtrasList<LinkRow>
      title={t('menu.productSuggestions')}
      queries={[groups, products, modifiers, advices]}
      loadFailedText={t('menuExtras.links.loadFailed')}
      maw={1100}
      records={rows}
      columns={columns}
      fetching={groups.isFetching || products.isFetching}
      empty={
        (groups.data ?? []).length === 0
          ? { title: t('menuExtras.links.emptyMenu'), hint: t('menuExtras.links.emptyMenuHint') }
          : null
      }
      above={
        <>
          {nothingToOffer ? (
            <Text size="sm" c="dimmed">
              {t('menuExtras.links.nothingToOffer')}
            </Text>
          ) : null}
          {groupFilter}
        </>
      }
      dialogTitle={(r) => (r ? t('menuExtras.links.editTitle', { name: r.name }) : '')}
      dialogSize="md"
      form={({ storeId: id, record, onClose, onSaved }) =>
        record ? (
          <LinksForm
            storeId={id}
            row={record}
            modifiers={modifiers.data ?? []}
            advices={advices.data ?? []}
            onClose={onClose}
            onSaved={onSaved}
          />
        ) : null
      }
    />
  );
}
