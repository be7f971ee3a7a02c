import '@mantine/dates/styles.css';
import { useState } from 'react';
import { DatePickerInput, type DatesRangeValue } from '@mantine/dates';
import { useMediaQuery } from '@mantine/hooks';
import { IconCalendar } from '@tabler/icons-react';
import { MOBILE_MAX_WIDTH } from '@sofra/contracts/core/constants';
import { useTranslation } from '../../../lib/i18n';
import { MAX_REPORT_RANGE_DAYS } from '@sofra/contracts/reports/report-range';
import { checkRange, type Period } from './report-period';

interface CustomRangeProps {
  period: Period;
  maxDay: string;
  /** Called with a range once both ends are chosen and it may be asked for. */
  onChange: (range: Period) => void;
}

/** A custom range of business days, both ends included, at most MAX_REPORT_RANGE_DAYS. */
export function CustomRange({ period, maxDay, onChange }: CustomRangeProps) {
  const { t, i18n } = useTranslation();
  const phone = useMediaQuery(`(max-width: ${MOBILE_MAX_WIDTH}px)`, false, { getInitialValueInEffect: false });
  const [picked, setPicked] = useState<DatesRangeValue<string>>([period.from, period.to]);
  const [start, end] = picked;
  const tooLong = start && end ? checkRange({ from: start, to: end }) === 'tooLong' : false;

  const choose = (next: DatesRangeValue<string>) => {
    setPicked(next);
    const [from, to] = next;
    if (from && to && checkRange({ from, to }) === 'ok') onChange({ from, to });
  };

  return (
    <DatePickerInput
      type="range"
      size={phone ? 'md' : 'sm'}
      label={t('reports.customRange')}
      leftSection={<IconCalendar size={16} aria-hidden />}
      value={picked}
      onChange={choose}
      valueFormat="DD.MM.YYYY"
      locale={i18n.language}
      maxDate={maxDay}
      allowSingleDateInRange
      dropdownType={phone ? 'modal' : 'popover'}
      error={tooLong ? t('reports.periodTooLong', { days: MAX_REPORT_RANGE_DAYS }) : undefined}
      w={phone ? '100%' : 280}
    />
  );
}
