import { useState } from 'react';
import { ActionIcon, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { IconChevronLeft, IconChevronRight, IconDownload, IconPrinter } from '@tabler/icons-react';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { addDays } from '@sofra/contracts/core/business-day';
import { LoadFailed } from '../../../components/load-failed/load-failed';
import { StorePage } from '../../../components/store-page/store-page';
import { useActiveStore } from '../../../lib/active-store';
import { formatDateTime } from '../../../lib/date-format';
import { downloadBlob } from '../../../lib/download';
import { useTranslation } from '../../../lib/i18n';
import { urls } from '../../../lib/urls';
import {
  exportDay,
  useCloseDay,
  useCloseShift,
  useClosedDays,
  useDay,
  useOpenShift,
  useReopenDay,
  useShifts,
} from '../api/end-of-day-api';
import { CloseForm } from '../components/close-form';
import { ClosedDays } from '../components/closed-days';
import { DayReport } from '../components/day-report';
import { printReport } from '../components/print-report';
import { ReopenButton } from '../components/reopen-button';
import { ShiftsPanel } from '../components/shifts-panel';
import { isApiError } from '../../../lib/api-error';
import { useSession } from '../../../lib/session';

/**
 * /main/end-of-day (docs/end-of-day.md): a business day's report (X while open, Z once closed), the drawer's count and
 * the close, reopening, printing on A4 or 80 mm, the spreadsheet, and the closed days. `?day=` picks the day; without
 * it, the store's current business day.
 */
export function Component() {
  const { t } = useTranslation();
  return (
    <StorePage title={t('endOfDay.title')} noStoreText={t('endOfDay.noStore')} maw={1100}>
      {(storeId) => <EndOfDay storeId={storeId} />}
    </StorePage>
  );
}

function EndOfDay({ storeId }: { storeId: string }) {
  const { t, i18n } = useTranslation();
  const { day: picked = '' } = useSearch({ from: urls.main.endOfDay });
  const navigate = useNavigate({ from: urls.main.endOfDay });
  const store = useActiveStore().data;
  const currency = store?.storeCurrency ?? '₺';
  const timeZone = store?.timeZone ?? 'Europe/Istanbul';
  const day = useDay(storeId, picked);
  const [page, setPage] = useState(1);
  const days = useClosedDays(storeId, page);
  const closeDay = useCloseDay(storeId);
  const reopenDay = useReopenDay(storeId);
  const shifts = useShifts(storeId, picked);
  const openShift = useOpenShift(storeId);
  const closeShift = useCloseShift(storeId);
  const { user } = useSession();
  const go = (next: string) => void navigate({ search: { day: next }, replace: true });
  const shiftsPanel = shifts.data && (
    <ShiftsPanel
      shifts={shifts.data.shifts}
      userId={user?.id ?? ''}
      currency={currency}
      timeZone={timeZone}
      onOpen={openShift.mutateAsync}
      onClose={closeShift.mutateAsync}
    />
  );

  // Staff who take payments but may not close the day: their shifts only.
  if (isApiError(day.error, 'store_forbidden'))
    return (
      <Stack gap="md">
        <Text size="sm">{t('endOfDay.shiftsOnly')}</Text>
        {shiftsPanel}
      </Stack>
    );
  if (day.isError) return <LoadFailed message={t('endOfDay.loadFailed')} onRetry={() => day.refetch()} />;
  if (!day.data) return <Text c="dimmed">{t('common.loading')}</Text>;
  const d = day.data;
  const live = d.closes.find((c) => !c.reopenedAt);
  const earlier = d.closes.filter((c) => c.reopenedAt);
  const language = i18n.language.startsWith('en') ? 'en' : 'tr';

  return (
    <Stack gap="md">
      <Group gap="xs" wrap="wrap" align="flex-end">
        <ActionIcon
          variant="default"
          size="lg"
          aria-label={t('endOfDay.previousDay')}
          onClick={() => go(addDays(d.businessDay, -1))}
        >
          <IconChevronLeft size={18} aria-hidden />
        </ActionIcon>
        <TextInput
          type="date"
          label={t('endOfDay.day')}
          value={d.businessDay}
          max={d.today}
          onChange={(e) => e.currentTarget.value && go(e.currentTarget.value)}
        />
        <ActionIcon
          variant="default"
          size="lg"
          aria-label={t('endOfDay.nextDay')}
          disabled={d.businessDay >= d.today}
          onClick={() => go(addDays(d.businessDay, 1))}
        >
          <IconChevronRight size={18} aria-hidden />
        </ActionIcon>
        <Text size="sm" fw={700} role="status">
          {live ? t('endOfDay.stateClosed') : t('endOfDay.stateOpen')}
        </Text>
      </Group>
      <Group gap="xs" wrap="wrap">
        <Button variant="default" leftSection={<IconPrinter size={16} aria-hidden />} onClick={() => printReport('a4')}>
          {t('endOfDay.printA4')}
        </Button>
        <Button
          variant="default"
          leftSection={<IconPrinter size={16} aria-hidden />}
          onClick={() => printReport('80mm')}
        >
          {t('endOfDay.print80')}
        </Button>
        <Button
          variant="default"
          leftSection={<IconDownload size={16} aria-hidden />}
          onClick={() =>
            void exportDay(storeId, d.businessDay, language).then((blob) =>
              downloadBlob(blob, `end-of-day-${d.businessDay}.xlsx`),
            )
          }
        >
          {t('endOfDay.export')}
        </Button>
        {live && <ReopenButton onReopen={(reason) => reopenDay.mutateAsync({ businessDay: d.businessDay, reason })} />}
      </Group>
      <DayReport
        storeName={store?.name ?? ''}
        businessDay={d.businessDay}
        figures={live?.figures ?? d.figures}
        close={live}
        currency={currency}
        timeZone={timeZone}
      />
      {shiftsPanel}
      {!live && <CloseForm key={d.businessDay} day={d} currency={currency} onClose={closeDay.mutateAsync} />}
      {earlier.length > 0 && (
        <Stack gap={4} component="section" aria-label={t('endOfDay.history')}>
          {earlier.map((c) => (
            <Text size="sm" key={c.number}>
              {t('endOfDay.reopenedLine', {
                number: c.number,
                at: formatDateTime(c.reopenedAt!, i18n.language, timeZone),
                name: c.reopenedBy ?? '',
                reason: c.reopenReason ?? '',
              })}
            </Text>
          ))}
        </Stack>
      )}
      {days.data && (
        <ClosedDays {...days.data} page={page} onPage={setPage} onOpen={go} currency={currency} timeZone={timeZone} />
      )}
    </Stack>
  );
}
