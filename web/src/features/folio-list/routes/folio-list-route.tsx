import { useMemo, useState } from 'react';
import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconDownload } from '@tabler/icons-react';
import { useTranslation } from '../../../lib/i18n';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { MOBILE_MAX_WIDTH } from '@sofra/contracts/core/constants';
import { LoadFailed } from '../../../components/load-failed/load-failed';
import { StorePage } from '../../../components/store-page/store-page';
import { useActiveStore } from '../../../lib/active-store';
import { downloadBlob } from '../../../lib/download';
import { useSession } from '../../../lib/session';
import { urls } from '../../../lib/urls';
import {
  useExportFolios,
  useFolioPages,
  useFolioPaymentTypes,
  useFolioStaff,
  useFolioTables,
  useFolioTotals,
  type FolioFilter,
} from '../api/folio-list-api';
import { filterFromSearch, filterToSearch, periodTooLong } from '../components/filter-params';
import { paymentTypeOptions, staffOptions, tableOptions } from '../components/filter-options';
import { FolioDrawer } from '../components/folio-drawer';
import { FolioFilters } from '../components/folio-filters';
import { FolioGrid } from '../components/folio-grid';
import { SearchTotalsRow, type SearchTotals } from '../components/search-totals';

/**
 * /main/folio-list: the active store's closed and cancelled folios by business day, filtered, with a totals row, an
 * `.xlsx` export of the same filter and each folio's detail in a drawer. The filter and the open folio live in the
 * address (?from=…&to=…&folio=…), so a reload or a shared link shows the same.
 */
export function Component() {
  const { t, i18n } = useTranslation();
  const search = useSearch({ from: urls.main.folioList });
  const navigate = useNavigate({ from: urls.main.folioList });
  const { activeStoreId } = useSession();
  // Today's business day as of opening the screen: the default period does not move under the user.
  const [now] = useState(() => new Date());
  const filter = useMemo(() => filterFromSearch(search, now), [search, now]);
  const exportList = useExportFolios(activeStoreId ?? '');

  const setFilter = (next: FolioFilter) =>
    void navigate({ search: (prev) => filterToSearch(next, prev), replace: true });
  const setFolio = (id: string | null) =>
    void navigate({ search: (prev) => ({ ...prev, folio: id ?? undefined }), replace: true });

  const download = () =>
    exportList.mutate(
      { filter, language: i18n.language === 'tr' ? 'tr' : 'en' },
      {
        onSuccess: (blob) => {
          downloadBlob(blob, `${t('folioList.fileName', { from: filter.from, to: filter.to })}.xlsx`);
        },
      },
    );

  return (
    <StorePage
      title={t('folioList.title')}
      noStoreText={t('folioList.noStore')}
      maw={1200}
      actions={
        <Button
          variant="default"
          leftSection={<IconDownload size={16} aria-hidden />}
          onClick={download}
          loading={exportList.isPending}
          disabled={periodTooLong(filter)}
        >
          {t('folioList.export')}
        </Button>
      }
    >
      {(storeId) => (
        <FolioListPage
          // A new page per store: a folio open in the drawer never carries over to another store.
          key={storeId}
          storeId={storeId}
          filter={filter}
          onFilter={setFilter}
          folioId={search.folio ?? null}
          onFolio={setFolio}
        />
      )}
    </StorePage>
  );
}

/** How many folios the list holds over every page: the totals' count, less the hidden ones it leaves out. */
const listed = (totals: SearchTotals, includeHidden: boolean) =>
  includeHidden ? totals.count : totals.count - totals.hidden;

interface FolioListPageProps {
  storeId: string;
  filter: FolioFilter;
  onFilter: (next: FolioFilter) => void;
  folioId: string | null;
  onFolio: (id: string | null) => void;
}

function FolioListPage({ storeId, filter, onFilter, folioId, onFolio }: FolioListPageProps) {
  const { t, i18n } = useTranslation();
  const phone = useMediaQuery(`(max-width: ${MOBILE_MAX_WIDTH}px)`, false, { getInitialValueInEffect: false });
  const { user } = useSession();
  const currency = useActiveStore().data?.storeCurrency ?? '₺';
  const valid = !periodTooLong(filter);
  const pages = useFolioPages(storeId, filter, valid);
  const totals = useFolioTotals(storeId, filter, valid);
  const tables = useFolioTables(storeId);
  const paymentTypes = useFolioPaymentTypes(storeId);
  const staff = useFolioStaff(storeId);

  const folios = useMemo(() => pages.data?.pages.flatMap((p) => p.items) ?? [], [pages.data]);
  const tableChoices = useMemo(() => (tables.data ? tableOptions(tables.data) : undefined), [tables.data]);
  const paymentChoices = useMemo(
    () => (paymentTypes.data ? paymentTypeOptions(paymentTypes.data) : undefined),
    [paymentTypes.data],
  );
  const staffChoices = useMemo(
    () => staffOptions(staff.data, user ? { id: user.id, name: user.name } : null, folios),
    [staff.data, user, folios],
  );
  const number = new Intl.NumberFormat(i18n.language);
  const firstPageFailed = pages.isError && !pages.isFetchNextPageError;

  return (
    <Stack gap="sm">
      <FolioFilters
        filter={filter}
        onChange={onFilter}
        tables={tableChoices}
        paymentTypes={paymentChoices}
        staff={staffChoices}
        phone={phone}
      />
      {!valid ? null : totals.isError ? (
        <Paper withBorder p="sm" radius="md">
          <LoadFailed message={t('folioList.totalsFailed')} onRetry={() => totals.refetch()} />
        </Paper>
      ) : totals.data ? (
        <SearchTotalsRow
          totals={totals.data}
          currency={currency}
          hiddenShown={filter.includeHidden}
          onShowHidden={() => onFilter({ ...filter, includeHidden: true })}
        />
      ) : null}
      {!valid ? null : firstPageFailed ? (
        <Paper withBorder p="md" radius="md">
          <LoadFailed message={t('folioList.loadFailed')} onRetry={() => pages.refetch()} />
        </Paper>
      ) : (
        <>
          <FolioGrid
            folios={folios}
            currency={currency}
            fetching={pages.isFetching && !pages.isFetchingNextPage}
            onOpen={(f) => onFolio(f.id)}
          />
          <Group justify="space-between" gap="sm" wrap="wrap">
            {totals.data && folios.length > 0 ? (
              <Text size="sm" c="dimmed" aria-live="polite">
                {t('folioList.shown', {
                  shown: number.format(folios.length),
                  count: listed(totals.data, filter.includeHidden),
                  total: number.format(listed(totals.data, filter.includeHidden)),
                })}
              </Text>
            ) : (
              <span />
            )}
            {pages.isFetchNextPageError ? (
              <LoadFailed message={t('folioList.moreFailed')} onRetry={() => pages.fetchNextPage()} />
            ) : pages.hasNextPage ? (
              <Button
                variant="light"
                h={phone ? 44 : undefined}
                onClick={() => void pages.fetchNextPage()}
                loading={pages.isFetchingNextPage}
              >
                {t('folioList.loadMore')}
              </Button>
            ) : null}
          </Group>
        </>
      )}
      <FolioDrawer
        storeId={storeId}
        folioId={folioId}
        number={folios.find((f) => f.id === folioId)?.number}
        currency={currency}
        phone={phone}
        onClose={() => onFolio(null)}
      />
    </Stack>
  );
}
