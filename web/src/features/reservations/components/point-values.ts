import {
  RESERVATION_STEP_MINUTES,
  reservationLimits,
  type ReservationPoint,
  type reservationPointKinds,
} from '@sofra/contracts/reservations/reservations.schemas';
import type { ContractSchema, SchemaIssue } from '../../../lib/form';
import type { PointSave } from '../api/reservation-points-api';

/** A typed number as the form holds it: '' while empty (the schema then says it is required). */
export type NumberValue = number | '';
export type PointKind = (typeof reservationPointKinds)[number];

export interface SlotRow {
  upTo: NumberValue;
  minutes: NumberValue;
}
export interface WindowRow {
  /** 0 = Monday … 6 = Sunday, as a select holds it. */
  day: string;
  from: string;
  to: string;
}

/** The edit dialog's values. */
export interface PointValues extends Record<string, unknown> {
  name: string;
  kind: PointKind;
  tableId: string;
  sectionId: string;
  minParty: NumberValue;
  maxParty: NumberValue;
  combinable: boolean;
  slots: SlotRow[];
  bufferMinutes: NumberValue;
  windows: WindowRow[];
  active: boolean;
}

/** A new point: a table point when the store has tables, else a named place; parties of 1–4, 90 minutes. */
export const newPointValues = (hasTables: boolean): PointValues => ({
  name: '',
  kind: hasTables ? 'table' : 'area',
  tableId: '',
  sectionId: '',
  minParty: 1,
  maxParty: 4,
  combinable: false,
  slots: [{ upTo: 4, minutes: 90 }],
  bufferMinutes: reservationLimits.bufferMinutes.default,
  windows: [],
  active: true,
});

export const pointValues = (point: ReservationPoint): PointValues => ({
  name: point.name,
  kind: point.kind,
  tableId: point.tableId ?? '',
  sectionId: point.sectionId ?? '',
  minParty: point.minParty,
  maxParty: point.maxParty,
  combinable: point.combinable,
  slots: point.slots.map((s) => ({ ...s })),
  bufferMinutes: point.bufferMinutes,
  windows: point.windows.map((w) => ({ day: String(w.day), from: w.from, to: w.to })),
  active: point.active,
});

const num = (v: NumberValue) => (v === '' ? undefined : v) as number;

/** The save built from the form: the whole point (an edit replaces it); a table or section only for its kind. */
export const toPointSave = (v: PointValues): Omit<PointSave, 'id'> => ({
  name: v.name.trim(),
  kind: v.kind,
  tableId: v.kind === 'table' ? v.tableId || null : null,
  sectionId: v.kind === 'section' ? v.sectionId || null : null,
  minParty: num(v.minParty),
  maxParty: num(v.maxParty),
  combinable: v.combinable,
  slots: v.slots.map((s) => ({ upTo: num(s.upTo), minutes: num(s.minutes) })),
  bufferMinutes: num(v.bufferMinutes),
  windows: v.windows.map((w) => ({ day: Number(w.day), from: w.from, to: w.to })),
  active: v.active,
});

/** The next slot rule: a little larger party, a little longer (within the limits). */
export const nextSlotRow = (rows: SlotRow[]): SlotRow => {
  const last = rows.at(-1);
  const upTo = Math.min(reservationLimits.partySize.max, (Number(last?.upTo) || 0) + 2);
  const minutes = Math.min(reservationLimits.slotMinutes.max, (Number(last?.minutes) || 60) + 30);
  return { upTo, minutes };
};

/** The next booking window: the day after the last one's, at its times; Friday evening to start with. */
export const nextWindowRow = (rows: WindowRow[]): WindowRow => {
  const last = rows.at(-1);
  if (!last) return { day: '4', from: '18:00', to: '23:00' };
  return { day: String((Number(last.day) + 1) % 7), from: last.from, to: last.to };
};

/** Whether a window runs past midnight: its end is before its start (00:00–00:00 is the whole day). */
export const runsPastMidnight = (w: { from: string; to: string }) => Boolean(w.from && w.to) && w.to < w.from;

/** The texts of the contract's own rules (zod's `refine`), by the path they name. */
const customTexts = (path: string): string | undefined => {
  if (path === 'minParty') return 'reservations.points.minAboveMax';
  if (path === 'tableId') return 'reservations.points.chooseTable';
  if (path === 'sectionId') return 'reservations.points.chooseSection';
  if (/^slots\.\d+\.minutes$/.test(path)) return 'reservations.points.minutesStep';
  return undefined;
};

/**
 * The save's schema with the texts of its own rules: a rule the contract adds (`minParty ≤ maxParty`, a table point
 * names its table, minutes on the 15-minute grid) reads as that rule, not a bare "not valid".
 */
export const withPointTexts = (schema: ContractSchema): ContractSchema => ({
  safeParse: (value) => {
    const parsed = schema.safeParse(value);
    if (parsed.success) return parsed;
    const issues = parsed.error.issues.map((issue): SchemaIssue => {
      const text = issue.code === 'custom' ? customTexts(issue.path.map(String).join('.')) : undefined;
      return text ? { ...issue, params: { ...issue.params, i18n: text } } : issue;
    });
    return { success: false, error: { issues } };
  },
});

export const SLOT_STEP = RESERVATION_STEP_MINUTES;
