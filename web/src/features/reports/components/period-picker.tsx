import '@mantine/core/styles/Switch.css';
import { lazy, Suspense } from 'react';
import { Group, Loader, NativeSelect, Switch, type NativeSelectProps } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { MOBILE_MAX_WIDTH } from '@sofra/contracts/core/constants';
import { useTranslation } from '../../../lib/i18n';
import { periodPresets, type Period, type PeriodPreset } from './report-period';
import { reportLanguages } from './report-format';
import type { useReportStores } from './use-report-params';

interface PeriodPickerProps {
  preset: PeriodPreset;
  period: Period;
  /** The last business day that may be chosen (today's). */
  maxDay: string;
  onChange: (preset: PeriodPreset, custom?: Period) => void;
}

/**
 * A report's select: native (light, and the phone's own picker on a phone), `width` wide on a wide screen, full width
 * and touch-sized on a phone.
 */
export function ReportSelect({ width, ...props }: Omit<NativeSelectProps, 'size' | 'w'> & { width: number }) {
  const phone = useMediaQuery(`(max-width: ${MOBILE_MAX_WIDTH}px)`, false, { getInitialValueInEffect: false });
  return <NativeSelect {...props} size={phone ? 'md' : 'sm'} w={phone ? '100%' : width} />;
}

// The calendar (Mantine Dates) loads only when a custom range is chosen: the dashboard is the main area's first page.
const CustomRange = lazy(() => import('./custom-range').then((m) => ({ default: m.CustomRange })));

/** The period of a report: a preset, or a custom range of business days (both ends included). */
export function PeriodPicker({ preset, period, maxDay, onChange }: PeriodPickerProps) {
  const { t } = useTranslation();

  return (
    // The whole row on a phone, so that its select (full width there) is as wide as the others.
    <Group gap="sm" align="flex-end" wrap="wrap" w={{ base: '100%', xs: 'auto' }}>
      <ReportSelect
        label={t('reports.period')}
        data={periodPresets.map((p) => ({ value: p, label: t(`reports.periods.${p}`) }))}
        value={preset}
        onChange={(e) => {
          const next = e.currentTarget.value as PeriodPreset;
          if (next === 'custom') onChange('custom', period);
          else onChange(next);
        }}
        width={200}
      />
      {preset === 'custom' ? (
        <Suspense fallback={<Loader size="sm" mb={8} />}>
          <CustomRange period={period} maxDay={maxDay} onChange={(range) => onChange('custom', range)} />
        </Suspense>
      ) : null}
    </Group>
  );
}

interface DisplayPickerProps {
  /** The language chosen on this device, null for the portal's language. */
  chosen: string | null;
  onChange: (language: string | null) => void;
}

/**
 * Spec section 9: the reports' language picker. It only changes how figures are written; amounts stay in the store's
 * currency. "Portal language" is always offered, so a choice can be taken back.
 */
export function DisplayPicker({ chosen, onChange }: DisplayPickerProps) {
  const { t } = useTranslation();
  return (
    <ReportSelect
      label={t('reports.display')}
      description={t('reports.displayHint')}
      data={[
        { value: '', label: t('reports.displayDefault') },
        ...reportLanguages.map((language) => ({ value: language, label: t(`reports.languages.${language}`) })),
      ]}
      value={chosen ?? ''}
      onChange={(e) => onChange(e.currentTarget.value || null)}
      width={240}
    />
  );
}

/** The all-branches switch: shown only to a user who owns two stores or more (docs/report-screens.md, All branches). */
export function AllBranchesSwitch({ branches }: { branches: ReturnType<typeof useReportStores> }) {
  const { t } = useTranslation();
  if (branches.ownerStores.length < 2) return null;
  return (
    <Switch
      label={t('reports.allBranches')}
      checked={branches.allBranches}
      onChange={(e) => branches.setAllBranches(e.currentTarget.checked)}
      mb={6}
    />
  );
}
