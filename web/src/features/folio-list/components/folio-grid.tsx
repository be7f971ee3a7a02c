import { useMemo } from 'react';
import '@mantine/core/styles/Badge.css';
import { Badge, Group, Text } from '@mantine/core';
import { IconReceipt } from '@tabler/icons-react';
import { useTranslation } from '../../../lib/i18n';
import type { FolioSummary } from '@sofra/contracts/folios/folios.schemas';
import { DataGrid, type DataGridColumn } from '../../../components/data-grid/data-grid';
import { formatDay, formatFolioTime, moneyFormat, statusColor } from '../../../components/folio-view/folio-format';
import { RowActions } from '../../../components/row-actions/row-actions';

export interface FolioGridProps {
  folios: FolioSummary[];
  currency: string;
  fetching: boolean;
  onOpen: (folio: FolioSummary) => void;
}

const tableText = (f: FolioSummary) => (f.tableGroup ? `${f.tableGroup} / ${f.tableName}` : (f.tableName ?? ''));

/**
 * The folios found, newest first, as the server pages them (no in-memory pages or sorting of what happens to be
 * loaded). A row opens its folio; on a phone each is a card.
 */
export function FolioGrid({ folios, currency, fetching, onOpen }: FolioGridProps) {
  const { t, i18n } = useTranslation();
  const columns = useMemo<DataGridColumn<FolioSummary>[]>(() => {
    const money = moneyFormat(currency, i18n.language);
    return [
      { accessor: 'number', title: t('folioList.number'), width: 70 },
      { accessor: 'businessDay', title: t('folioList.businessDay'), text: (f) => formatDay(f.businessDay) },
      {
        accessor: 'openedAt',
        title: t('folioList.opened'),
        text: (f) => formatFolioTime(f.openedAt),
        onPhone: false,
      },
      {
        accessor: 'closedAt',
        title: t('folioList.closed'),
        text: (f) => (f.closedAt ? formatFolioTime(f.closedAt) : ''),
        onPhone: false,
      },
      {
        accessor: 'table',
        title: t('folioList.table'),
        text: (f) => (f.tableName ? tableText(f) : t(`serviceTypes.${f.serviceType}`)),
        render: (f) =>
          f.tableName ? (
            tableText(f)
          ) : (
            <Text span size="sm" c="dimmed">
              {t(`serviceTypes.${f.serviceType}`)}
            </Text>
          ),
      },
      {
        accessor: 'status',
        title: t('folioList.status'),
        text: (f) => t(`folioView.statuses.${f.status}`),
        render: (f) => (
          <Group gap={4} wrap="nowrap">
            <Badge color={statusColor[f.status]} variant="light">
              {t(`folioView.statuses.${f.status}`)}
            </Badge>
            {f.hidden ? (
              <Badge color="gray" variant="outline">
                {t('folioView.hidden')}
              </Badge>
            ) : null}
          </Group>
        ),
      },
      { accessor: 'paymentNames', title: t('folioList.paymentTypes'), text: (f) => f.paymentNames.join(', ') },
      { accessor: 'total', title: t('folioList.total'), text: (f) => money(f.totals.total) },
      { accessor: 'paid', title: t('folioList.paid'), text: (f) => money(f.totals.paid) },
    ];
  }, [t, i18n.language, currency]);

  return (
    <DataGrid<FolioSummary>
      label={t('folioList.grid')}
      records={folios}
      columns={columns}
      fetching={fetching}
      paged={false}
      onRowClick={onOpen}
      actionsWidth={70}
      rowActions={(f) => (
        // The row's own click opens it too: the button's click stays with the button, so it opens once.
        <RowActions
          actions={[{ label: t('folioList.open', { number: f.number }), icon: IconReceipt, onClick: () => onOpen(f) }]}
        />
      )}
      noRecordsText={t('folioList.empty')}
    />
  );
}
