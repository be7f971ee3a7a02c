import { useSearchParams } from 'react-router';
import { checkRange, periodPresets, presetPeriod, type Period, type PeriodPreset } from './report-period';

/** The period in the address (?period=last7, ?period=custom&from=…&to=…), so a report can be linked and reloaded. */
export const usePeriod = (today: string, fallback: PeriodPreset) => {
  const [params, setParams] = useSearchParams();
  const asked = params.get('period') as PeriodPreset | null;
  const preset: PeriodPreset = asked && periodPresets.includes(asked) ? asked : fallback;
  const custom = { from: params.get('from') ?? '', to: params.get('to') ?? '' };
  const period = preset === 'custom' && checkRange(custom) === 'ok' ? custom : presetPeriod(preset, today);
  const allBranches = params.get('all') === '1';
  const set = (patch: Record<string, string | null>) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        for (const [k, v] of Object.entries(patch)) {
          if (v === null) next.delete(k);
          else next.set(k, v);
        }
        return next;
      },
      { replace: true },
    );
  return {
    preset,
    period,
    allBranches,
    choose: (p: PeriodPreset, range?: Period) =>
      set({
        period: p,
        from: p === 'custom' ? (range?.from ?? null) : null,
        to: p === 'custom' ? (range?.to ?? null) : null,
      }),
    setAllBranches: (on: boolean) => set({ all: on ? '1' : null }),
  };
};
