import { urls } from '../../lib/urls';

/**
 * The search parameters each screen reads, checked when the router matches the address (`validateSearch`): a value
 * that is missing or unreadable reads as undefined, so the screen falls back to its default, and a screen reads typed
 * values (`useSearch`), never the raw query. The values stay strings, as the addresses have always written them
 * (`?all=1`, `?from=2026-11-02`): the router parses and writes the query as plain text (`searchFormat`).
 *
 * Plain checks rather than zod: the route table is in the entry, which stays free of zod (docs/adr/0004,
 * docs/adr/0010). Each screen keeps its own rule for what a value means (an unknown period preset is its default).
 */
type Raw = Record<string, unknown>;
type Field<T> = (value: unknown) => T | undefined;

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** Any text but the empty one. */
const text: Field<string> = (value) => (typeof value === 'string' && value !== '' ? value : undefined);
/** A business day, `YYYY-MM-DD`. */
const day: Field<string> = (value) => (typeof value === 'string' && DAY.test(value) ? value : undefined);
/** A switch that is on: `1`. */
const on: Field<'1'> = (value) => (value === '1' ? '1' : undefined);
const oneOf =
  <T extends string>(...values: T[]): Field<T> =>
  (value) =>
    values.find((v) => v === value);

/**
 * The fields of a screen's search, each checked on its own. A field that fails is set to undefined rather than left
 * out: the router lays the checked search over the raw query, where the failed value would otherwise show through.
 */
const search =
  <S extends Record<string, unknown>>(fields: { [K in keyof S]-?: Field<S[K]> }) =>
  (raw: Raw): Partial<S> => {
    const checked: Partial<S> = {};
    for (const key of Object.keys(fields) as (keyof S)[]) checked[key] = fields[key](raw[key as string]);
    return checked;
  };

/** The choices of the reports (features/reports: use-report-params.ts, use-period.ts). */
export const reportSearch = search({ all: on, period: text, from: day, to: day, range: text, by: text });

export const folioListSearch = search({
  from: day,
  to: day,
  /** Folio statuses, comma-separated: the screen keeps those it knows. */
  status: text,
  table: text,
  payment: text,
  staff: text,
  hidden: on,
  folio: text,
});

/** By the route's full path: the route table and the test helper (test/render-at.tsx) take them from here. */
export const searchOf = {
  [urls.main.reportDashboard]: reportSearch,
  [urls.main.sofra]: reportSearch,
  [urls.main.sofraPosReports]: reportSearch,
  [urls.main.folioList]: folioListSearch,
  [urls.main.folioReport]: search({ from: day, to: day }),
  [urls.main.endOfDay]: search({ day }),
  [urls.main.sofraFolios]: search({ folio: text }),
  [urls.main.tableAndGroups]: search({ tab: oneOf('groups', 'sections') }),
  [urls.main.linkTable]: search({ fromApp: text }),
  [urls.main.assignQrCode]: search({ fromApp: text }),
  [urls.main.legalNotes]: search({ platform: on, note: text }),
  [urls.legalNoteViewPattern]: search({ store: text }),
} as const;

export type SearchPath = keyof typeof searchOf;

/**
 * The query as plain text, as the portal's addresses have always been: the router's own format would read `?all=1`
 * as the number 1 and `?note=true` as a boolean, and write text that looks like a number as `?all=%221%22`. The
 * checks above take strings; a key given twice keeps its last value, as `URLSearchParams.get` read it before.
 */
export const searchFormat = {
  parseSearch: (query: string): Raw => Object.fromEntries(new URLSearchParams(query)),
  stringifySearch: (search: Raw) => {
    const query = new URLSearchParams();
    for (const [key, value] of Object.entries(search)) if (value !== undefined) query.set(key, String(value));
    const text = query.toString();
    return text ? `?${text}` : '';
  },
};
