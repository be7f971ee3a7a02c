import { formatAmount, formatCount, type ReportDisplay } from './report-format';

/** The dashboard's figures, in the order shown; those where a rise is bad news are shown red when they rise. */
export type FigureKey =
  | 'revenue'
  | 'folios'
  | 'averageBill'
  | 'averagePerGuest'
  | 'guests'
  | 'newGuests'
  | 'returningGuests'
  | 'pointsIssued'
  | 'pointsRedeemed'
  | 'couponsUsed'
  | 'discounts'
  | 'gifts'
  | 'voids'
  | 'cancelled';
const MONEY: ReadonlySet<FigureKey> = new Set([
  'revenue',
  'averageBill',
  'averagePerGuest',
  'discounts',
  'gifts',
  'voids',
]);
/** `hint`: a line under the figure saying what it counts (`reports.figureHints.{key}`). */
export const FIGURES: { key: FigureKey; lowerIsBetter?: boolean; hint?: boolean }[] = [
  { key: 'revenue' },
  { key: 'folios' },
  { key: 'averageBill' },
  { key: 'averagePerGuest', hint: true },
  { key: 'guests', hint: true },
  { key: 'newGuests' },
  { key: 'returningGuests' },
  { key: 'pointsIssued' },
  { key: 'pointsRedeemed' },
  { key: 'couponsUsed' },
  { key: 'discounts', lowerIsBetter: true },
  { key: 'gifts', lowerIsBetter: true },
  { key: 'voids', lowerIsBetter: true },
  { key: 'cancelled', lowerIsBetter: true },
];

export const figureFormat = (key: FigureKey, display: ReportDisplay) =>
  MONEY.has(key) ? (v: number) => formatAmount(v, display) : (v: number) => formatCount(v, display);
