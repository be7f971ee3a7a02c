import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Switch.css';
import '@mantine/core/styles/SimpleGrid.css';
import '@mantine/dates/styles.css';
import { useState } from 'react';
import { Button, Checkbox, Group, Paper, Select, SimpleGrid, Stack, Switch } from '@mantine/core';
import { DatePickerInput, type DatesRangeValue } from '@mantine/dates';
import { IconAdjustmentsHorizontal, IconCalendar } from '@tabler/icons-react';
import { useTranslation } from '../../../lib/i18n';
import { MAX_RANGE_DAYS, folioStatuses, type FolioStatus } from '@sofra/contracts/folios/folios.schemas';
import { lastBusinessDays } from '../../../components/folio-view/folio-format';
import type { FolioFilter } from '../api/folio-list-api';
import { extraFilterCount, periodTooLong } from './filter-params';

export interface Option {
  value: string;
  label: string;
}
export interface OptionGroup {
  group: string;
  items: Option[];
}

export interface FolioFiltersProps {
  filter: FolioFilter;
  onChange: (next: FolioFilter) => void;
  /** The store's tables by group; undefined while unknown or not readable (the filter is then left out). */
  tables?: (Option | OptionGroup)[];
  paymentTypes?: Option[];
  staff?: Option[];
  phone: boolean;
}

/**
 * The folio list's filters: business days (a range), status, table, payment type, staff, hidden ones. On a phone the
 * period and status stay in sight and the rest fold under "More filters".
 */
export function FolioFilters({ filter, onChange, tables, paymentTypes, staff, phone }: FolioFiltersProps) {
  const { t, i18n } = useTranslation();
  const [more, setMore] = useState(false);
  const set = (patch: Partial<FolioFilter>) => onChange({ ...filter, ...patch });
  const size = phone ? 'md' : 'sm';
  const extra = extraFilterCount(filter);

  const period = (
    <PeriodInput
      // A new period from outside (the address) starts the picker afresh.
      key={`${filter.from}:${filter.to}`}
      from={filter.from}
      to={filter.to}
      size={size}
      locale={i18n.language}
      label={t('folioList.period')}
      error={periodTooLong(filter) ? t('folioList.periodTooLong', { days: MAX_RANGE_DAYS }) : undefined}
      onChange={(from, to) => set({ from, to })}
    />
  );
  const status = (
    <Checkbox.Group
      label={t('folioList.status')}
      value={filter.status}
      // At least one: no status at all would list nothing.
      onChange={(value) => value.length && set({ status: value as FolioStatus[] })}
    >
      <Group gap="sm" mt={6} wrap="wrap">
        {folioStatuses.map((s) => (
          <Checkbox key={s} value={s} size={size} label={t(`folioView.statuses.${s}`)} />
        ))}
      </Group>
    </Checkbox.Group>
  );
  const rest = (
    <>
      {tables ? (
        <Select
          size={size}
          label={t('folioList.table')}
          placeholder={t('folioList.allTables')}
          data={tables}
          value={filter.tableId}
          onChange={(tableId) => set({ tableId })}
          searchable
          clearable
          nothingFoundMessage={t('folioList.nothingFound')}
        />
      ) : null}
      {paymentTypes ? (
        <Select
          size={size}
          label={t('folioList.paymentType')}
          placeholder={t('folioList.allPaymentTypes')}
          data={paymentTypes}
          value={filter.paymentTypeId}
          onChange={(paymentTypeId) => set({ paymentTypeId })}
          clearable
        />
      ) : null}
      {staff ? (
        <Select
          size={size}
          label={t('folioList.staff')}
          placeholder={t('folioList.allStaff')}
          data={staff}
          value={filter.staffId}
          onChange={(staffId) => set({ staffId })}
          searchable
          clearable
          nothingFoundMessage={t('folioList.nothingFound')}
        />
      ) : null}
      <Switch
        size={size}
        label={t('folioList.showHidden')}
        checked={filter.includeHidden}
        onChange={(e) => set({ includeHidden: e.currentTarget.checked })}
        style={{ alignSelf: 'flex-end' }}
        pb={phone ? 0 : 6}
      />
    </>
  );

  if (phone) {
    return (
      <Stack gap="sm" component="section" aria-label={t('folioList.filters')}>
        {period}
        {status}
        <Button
          variant="default"
          h={44}
          leftSection={<IconAdjustmentsHorizontal size={18} aria-hidden />}
          aria-expanded={more}
          onClick={() => setMore((o) => !o)}
          style={{ alignSelf: 'flex-start' }}
        >
          {extra ? t('folioList.moreFiltersActive', { count: extra }) : t('folioList.moreFilters')}
        </Button>
        {more ? <Stack gap="sm">{rest}</Stack> : null}
      </Stack>
    );
  }
  return (
    <Paper withBorder p="sm" radius="md" component="section" aria-label={t('folioList.filters')}>
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          {period}
          {status}
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }} spacing="sm">
          {rest}
        </SimpleGrid>
      </Stack>
    </Paper>
  );
}

/** A range of business days; the filter changes once both ends are chosen. */
function PeriodInput({
  from,
  to,
  onChange,
  size,
  locale,
  label,
  error,
}: {
  from: string;
  to: string;
  onChange: (from: string, to: string) => void;
  size: 'sm' | 'md';
  locale: string;
  label: string;
  error?: string;
}) {
  const [value, setValue] = useState<DatesRangeValue<string>>([from, to]);
  return (
    <DatePickerInput
      type="range"
      size={size}
      label={label}
      leftSection={<IconCalendar size={16} aria-hidden />}
      value={value}
      onChange={(next) => {
        setValue(next);
        if (next[0] && next[1]) onChange(next[0], next[1]);
      }}
      valueFormat="DD.MM.YYYY"
      locale={locale}
      maxDate={lastBusinessDays(1).to}
      allowSingleDateInRange
      error={error}
      dropdownType={size === 'md' ? 'modal' : 'popover'}
    />
  );
}
