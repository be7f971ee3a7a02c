import { checkRange, periodPresets, presetPeriod, type Period, type PeriodPreset } from './report-period';
import { useReportParams } from './use-report-params';

/** The period in the address (?period=last7, ?period=custom&from=…&to=…), so a report can be linked and reloaded. */
export const usePeriod = (today: string, fallback: PeriodPreset) => {
  const { params, set } = useReportParams();
  const asked = params.period as PeriodPreset | undefined;
  const preset: PeriodPreset = asked && periodPresets.includes(asked) ? asked : fallback;
  const custom = { from: params.from ?? '', to: params.to ?? '' };
  const period = preset === 'custom' && checkRange(custom) === 'ok' ? custom : presetPeriod(preset, today);
  return {
    preset,
    period,
    choose: (p: PeriodPreset, range?: Period) =>
      set({
        period: p,
        from: p === 'custom' ? (range?.from ?? null) : null,
        to: p === 'custom' ? (range?.to ?? null) : null,
      }),
  };
};
