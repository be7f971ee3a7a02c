import '@mantine/core/styles/Switch.css';
import '@mantine/core/styles/Avatar.css';
import { useMemo } from 'react';
import { Avatar, Button, Group, NativeSelect, Switch, Text } from '@mantine/core';
import { IconArrowsSort, IconPencil, IconPhoto, IconTrash } from '@tabler/icons-react';
import { useTranslation } from '../../../lib/i18n';
import type { Product, ProductGroup } from '@sofra/contracts/menu/catalogue.schemas';
import { confirmAction } from '../../../components/confirm/confirm';
import { DataGrid, type DataGridColumn } from '../../../components/data-grid/data-grid';
import { formatMoney } from '../../../lib/money';
import { notify } from '../../../lib/notify';
import { useDeleteProduct, useSetProductStatus } from '../api/menu-api';
import { PriceCell } from './price-cell';
import { RowActions } from '../../../components/row-actions/row-actions';

interface ProductsGridProps {
  storeId: string;
  products: Product[];
  groups: ProductGroup[];
  currency: string;
  /** The group filter; null: every group. */
  groupId: string | null;
  onGroup: (groupId: string | null) => void;
  /** The picture of each product by its id, where the server sends them apart from the products. */
  images: ReadonlyMap<string, string>;
  onEdit: (product: Product) => void;
  /** Opens the order of the chosen group's products. */
  onOrder: () => void;
}

/** The products of the chosen group (or all): picture, name, group, price (changed in place), active; edit, delete. */
export function ProductsGrid({
  storeId,
  products,
  groups,
  currency,
  groupId,
  onGroup,
  images,
  onEdit,
  onOrder,
}: ProductsGridProps) {
  const { t, i18n } = useTranslation();
  const setStatus = useSetProductStatus(storeId);
  const remove = useDeleteProduct(storeId);
  const groupName = useMemo(() => new Map(groups.map((g) => [g.id, g.name])), [groups]);
  const rows = useMemo(() => (groupId ? products.filter((p) => p.groupId === groupId) : products), [products, groupId]);

  const columns = useMemo<DataGridColumn<Product>[]>(
    () => [
      {
        accessor: 'image',
        title: t('catalogue.products.image'),
        width: 84,
        render: (p) => {
          const src = p.imageUrl ?? images.get(p.id) ?? null;
          return (
            <Avatar src={src} radius="sm" size={40} alt={src ? t('catalogue.products.imageOf', { name: p.name }) : ''}>
              <IconPhoto size={18} aria-hidden />
            </Avatar>
          );
        },
      },
      {
        accessor: 'name',
        title: t('catalogue.products.name'),
        sortable: true,
        searchable: true,
        // Found by any of its names and by its PLU.
        text: (p) => [p.name, ...Object.values(p.names), p.plu].join(' '),
        render: (p) => (
          <div>
            <Text size="sm" fw={600} c={p.active ? undefined : 'dimmed'}>
              {p.name}
            </Text>
            {p.plu ? (
              <Text size="xs" c="dimmed">
                {t('catalogue.products.pluShort', { plu: p.plu })}
              </Text>
            ) : null}
          </div>
        ),
      },
      {
        accessor: 'groupId',
        title: t('catalogue.products.group'),
        sortable: true,
        text: (p) => groupName.get(p.groupId) ?? '',
      },
      {
        accessor: 'price',
        title: t('catalogue.products.price'),
        sortable: true,
        text: (p) => formatMoney(p.price, currency, i18n.language),
        render: (p) => <PriceCell storeId={storeId} product={p} currency={currency} />,
      },
      {
        accessor: 'active',
        title: t('catalogue.active'),
        width: 90,
        text: (p) => (p.active ? t('catalogue.active') : t('catalogue.inactive')),
        render: (p) => (
          <Switch
            checked={p.active}
            aria-label={t('catalogue.products.activeOf', { name: p.name })}
            onChange={(e) =>
              setStatus.mutate(
                { id: p.id, active: e.currentTarget.checked },
                { onSuccess: () => notify('success', t('catalogue.products.statusSaved')) },
              )
            }
          />
        ),
      },
    ],
    [t, i18n.language, images, groupName, currency, storeId, setStatus],
  );

  const askDelete = (p: Product) =>
    void confirmAction({
      title: t('catalogue.products.deleteTitle', { name: p.name }),
      message: t('catalogue.products.deleteConfirm', { name: p.name }),
      confirmLabel: t('catalogue.delete'),
      danger: true,
      onConfirm: () => remove.mutateAsync(p.id).then(() => notify('success', t('catalogue.products.deleted'))),
    });

  return (
    <DataGrid<Product>
      label={t('catalogue.products.title')}
      records={rows}
      columns={columns}
      toolbar={
        <Group gap="xs" wrap="nowrap">
          <NativeSelect
            aria-label={t('catalogue.products.groupFilter')}
            value={groupId ?? ''}
            onChange={(e) => onGroup(e.currentTarget.value || null)}
            data={[
              { value: '', label: t('catalogue.groups.all') },
              ...groups.map((g) => ({ value: g.id, label: g.name })),
            ]}
            style={{ flex: '0 1 220px' }}
          />
          {groupId && rows.length > 1 ? (
            <Button variant="default" leftSection={<IconArrowsSort size={16} aria-hidden />} onClick={onOrder}>
              {t('catalogue.products.order')}
            </Button>
          ) : null}
        </Group>
      }
      rowActions={(p) => (
        <RowActions
          actions={[
            { label: t('catalogue.products.edit', { name: p.name }), icon: IconPencil, onClick: () => onEdit(p) },
            {
              label: t('catalogue.products.delete', { name: p.name }),
              icon: IconTrash,
              color: 'red',
              onClick: () => askDelete(p),
            },
          ]}
        />
      )}
      actionsWidth={100}
      noRecordsText={t('catalogue.products.empty')}
    />
  );
}
