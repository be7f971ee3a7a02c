import { formatAmount, formatCount, type ReportDisplay } from './report-format';

/** The dashboard's figures, in the order shown; those where a rise is bad news are shown red when they rise. */
export type FigureKey =
  | 'revenue'
  | 'folios'
  | 'averageBill'
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
const MONEY: ReadonlySet<FigureKey> = new Set(['revenue', 'averageBill', 'discounts', 'gifts', 'voids']);
export const FIGURES: { key: FigureKey; lowerIsBetter?: boolean }[] = [
  { key: 'revenue' },
  { key: 'folios' },
  { key: 'averageBill' },
  { key: 'guests' },
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
