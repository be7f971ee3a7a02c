import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/SimpleGrid.css';
import { useMemo, useState } from 'react';
import { Alert, SimpleGrid, Stack, TextInput, Title } from '@mantine/core';
import type { ResultRow } from '@sofra/contracts/loyalty/campaigns.schemas';
import { DataGrid, type DataGridColumn } from '../../../components/data-grid/data-grid';
import { useTranslation } from '../../../lib/i18n';
import { formatMoney } from '../../../lib/money';
import { useCampaignResults } from '../api/campaigns-api';
import { monthSoFar, periodProblem } from './results-period';

/**
 * What each campaign and coupon brought in a period (docs/campaigns.md, Results): times used, revenue of the closed
 * bills they were used on, the discount given, and guests who came back later. On the campaign screen, where the owner
 * decides whether to keep a campaign running, per store as campaigns and coupons are.
 */
export function CampaignResults({ storeId, currency }: { storeId: string; currency: string }) {
  const { t, i18n } = useTranslation();
  const [period, setPeriod] = useState(() => monthSoFar(new Date()));
  const problem = periodProblem(period.from, period.to);
  const results = useCampaignResults(storeId, period.from, period.to);
  const language = i18n.language;

  const columns = useMemo<DataGridColumn<ResultRow>[]>(() => {
    const money = (minor: number) => formatMoney(minor, currency, language);
    return [
      { accessor: 'name', title: t('campaigns.results.name'), sortable: true, searchable: true },
      { accessor: 'redemptions', title: t('campaigns.results.redemptions'), text: (r) => String(r.redemptions) },
      { accessor: 'revenue', title: t('campaigns.results.revenue'), text: (r) => money(r.revenue) },
      { accessor: 'discount', title: t('campaigns.results.discount'), text: (r) => money(r.discount) },
      { accessor: 'returning', title: t('campaigns.results.returning'), text: (r) => String(r.returning) },
    ];
  }, [t, currency, language]);

  return (
    <Stack component="section" aria-labelledby="campaign-results-title" gap="sm" mt="lg">
      <Title order={2} size="h4" id="campaign-results-title">
        {t('campaigns.results.title')}
      </Title>
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
        <TextInput
          type="date"
          label={t('campaigns.results.from')}
          value={period.from}
          onChange={(e) => setPeriod({ ...period, from: e.currentTarget.value })}
        />
        <TextInput
          type="date"
          label={t('campaigns.results.to')}
          value={period.to}
          onChange={(e) => setPeriod({ ...period, to: e.currentTarget.value })}
        />
      </SimpleGrid>
      {problem ? <Alert color="yellow">{t(problem)}</Alert> : null}
      <Title order={3} size="h5">
        {t('campaigns.results.campaigns')}
      </Title>
      <DataGrid<ResultRow>
        label={t('campaigns.results.campaignsGrid')}
        records={results.data?.campaigns ?? []}
        columns={columns}
        fetching={results.isFetching}
        noRecordsText={t('campaigns.results.noCampaigns')}
      />
      <Title order={3} size="h5">
        {t('campaigns.results.coupons')}
      </Title>
      <DataGrid<ResultRow>
        label={t('campaigns.results.couponsGrid')}
        records={results.data?.coupons ?? []}
        columns={columns}
        fetching={results.isFetching}
        noRecordsText={t('campaigns.results.noCoupons')}
      />
    </Stack>
  );
}
