import '@mantine/core/styles/SimpleGrid.css';
import { lazy, Suspense } from 'react';
import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Card.css';
import { Badge, Card, Group, Loader, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { businessDayOf } from '@sofra/contracts/core/business-day';
import { previousRange } from '@sofra/contracts/reports/report-range';
import { useTranslation } from '../../../lib/i18n';
import { isApiError } from '../../../lib/api-error';
import { InvitationsNotice } from '../../../components/invitations-notice/invitations-notice';
import { StorePage } from '../../../components/store-page/store-page';
import { useOwnsStore } from '../../../lib/store-sync';
import { useDashboard, useSetupChecklist } from '../api/reports-api';
import { FigureCard } from '../components/figure-card';
import { FIGURES, figureFormat } from '../components/dashboard-figures';
import { AllBranchesSwitch, DisplayPicker, PeriodPicker } from '../components/period-picker';
import { formatDay } from '../components/report-format';
import { usePeriod } from '../components/use-period';
import { useReportDisplay } from '../components/use-report-display';
import { useReportStores } from '../components/use-report-params';

// Charts, heat map and tables load after the figures, in their own chunk (docs/report-screens.md, Size).
const DashboardDetails = lazy(() =>
  import('../components/dashboard-details').then((m) => ({ default: m.DashboardDetails })),
);
// A new store's setup checklist: only owners with an open step see it, so it is not in the first load either. Its
// code is asked for together with its steps, and the figures wait for both: a card that came later would push them
// down the screen (a layout shift).
const loadChecklist = () => import('../components/setup-checklist');
const SetupChecklistCard = lazy(() => loadChecklist().then((m) => ({ default: m.SetupChecklistCard })));

const statusColor: Record<string, string> = {
  open: 'teal',
  close: 'gray',
  'rush-hour': 'orange',
  'out-of-order': 'red',
};

/** /main/report-dashboard: the active store's (or every owned store's) figures for a period, against the one before. */
export function Component() {
  const { t, i18n } = useTranslation();
  const branches = useReportStores();
  const { store, storeIds, allBranches } = branches;
  const { display, chosen, choose } = useReportDisplay();
  const today = businessDayOf(new Date(), store.data?.timeZone, store.data?.dayStartHour);
  const { preset, period, choose: choosePeriod } = usePeriod(today, 'today');
  const dashboard = useDashboard(storeIds, period.from, period.to);
  // Staff without reports.view still land here: they see their store, not an error.
  const refused = isApiError(dashboard.error, 'store_forbidden') || isApiError(dashboard.error, 'forbidden');
  const before = previousRange(period);
  // Today is not over: its figures are compared with whole days, so they are "so far".
  const soFar = period.to === today;
  // The setup checklist is the active store's owners' (and master users'): not asked over all branches or by staff.
  const activeId = store.data?.id ?? null;
  const owns = useOwnsStore(activeId);
  const checklistWanted = owns === true && !allBranches;
  const checklist = useSetupChecklist(activeId, checklistWanted);
  if (checklistWanted) void loadChecklist();
  // The content waits until it is known whether the card shows; a checklist that fails to load is left out, not the
  // figures.
  const checklistSettled = {
    isPending: (Boolean(activeId) && owns === undefined) || (checklistWanted && checklist.isPending),
    isError: false,
    refetch: checklist.refetch,
  };

  return (
    <Stack gap="md" maw={1200}>
      <StorePage
        title={t('dashboard.title')}
        subtitle={
          <>
            {t('dashboard.today')}:{' '}
            <time dateTime={today}>
              {new Intl.DateTimeFormat(i18n.language === 'tr' ? 'tr' : 'en-GB', {
                day: 'numeric',
                month: 'long',
                year: 'numeric',
                weekday: 'long',
                timeZone: store.data?.timeZone ?? 'Europe/Istanbul',
              }).format(new Date())}
            </time>
          </>
        }
        noStoreText={t('dashboard.noStore')}
        queries={refused ? [store, checklistSettled] : [store, dashboard, checklistSettled]}
        loadFailedText={t('reports.loadFailed')}
        maw={1200}
        header={
          <Group gap="md" align="flex-end" wrap="wrap">
            <PeriodPicker
              key={`${period.from}:${period.to}`}
              preset={preset}
              period={period}
              maxDay={today}
              onChange={choosePeriod}
            />
            <DisplayPicker chosen={chosen} onChange={choose} />
            <AllBranchesSwitch branches={branches} />
          </Group>
        }
      >
        {() => (
          <Suspense fallback={<Loader size="sm" role="status" aria-label={t('common.loading')} />}>
            <Stack gap="md">
              {checklist.data && checklistWanted ? <SetupChecklistCard steps={checklist.data.steps} /> : null}
              {store.data ? (
                <Card withBorder radius="md" padding="sm">
                  <Group justify="space-between" wrap="wrap" gap="xs">
                    <Stack gap={0}>
                      <Title order={2} size="h4">
                        {allBranches ? t('reports.allBranchesTitle', { count: storeIds.length }) : store.data.name}
                      </Title>
                      <Text size="sm" c="dimmed">
                        {t(soFar ? 'reports.periodLineSoFar' : 'reports.periodLine', {
                          from: formatDay(period.from, display),
                          to: formatDay(period.to, display),
                          beforeFrom: formatDay(before.from, display),
                          beforeTo: formatDay(before.to, display),
                        })}
                      </Text>
                    </Stack>
                    {allBranches ? null : (
                      <Badge color={statusColor[store.data.status] ?? 'gray'} size="lg" variant="light">
                        {t(`storeStatus.${store.data.status}`)}
                      </Badge>
                    )}
                  </Group>
                </Card>
              ) : null}
              {refused ? (
                <Paper withBorder p="md" radius="md">
                  <Text>{t('reports.noAccess')}</Text>
                </Paper>
              ) : dashboard.data ? (
                <Stack gap="md">
                  <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
                    {FIGURES.map(({ key, lowerIsBetter, hint }) => (
                      <FigureCard
                        key={key}
                        label={t(`reports.figures.${key}`)}
                        hint={hint ? t(`reports.figureHints.${key}`) : undefined}
                        current={dashboard.data.current[key]}
                        previous={dashboard.data.previous[key]}
                        format={figureFormat(key, display)}
                        display={display}
                        lowerIsBetter={lowerIsBetter}
                        soFar={soFar}
                      />
                    ))}
                  </SimpleGrid>
                  <Suspense fallback={<Loader size="sm" />}>
                    <DashboardDetails data={dashboard.data} display={display} allBranches={allBranches} t={t} />
                  </Suspense>
                </Stack>
              ) : null}
            </Stack>
          </Suspense>
        )}
      </StorePage>
      {/* Shown with or without a store: an invitation may be how a new owner gets their first one. */}
      <InvitationsNotice />
    </Stack>
  );
}
