import { folioStatuses, MAX_RANGE_DAYS, type FolioStatus } from '@sofra/contracts/folios/folios.schemas';
import { daysBetween, lastBusinessDays } from '../../../components/folio-view/folio-format';
import type { FolioFilter } from '../api/folio-list-api';

/** The period a first visit shows: the last seven business days, today's included. */
export const DEFAULT_DAYS = 7;
/** What a search lists unless asked otherwise: finished folios. */
export const DEFAULT_STATUSES: FolioStatus[] = ['closed', 'cancelled'];

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const isDay = (value: string | undefined): value is string =>
  value !== undefined && DAY.test(value) && !Number.isNaN(Date.parse(value));
const isStatus = (value: string): value is FolioStatus => (folioStatuses as readonly string[]).includes(value);

/** The screen's search parameters, as the router checked them (app/router/search.ts: folioListSearch). */
export interface FolioSearch {
  from?: string;
  to?: string;
  status?: string;
  table?: string;
  payment?: string;
  staff?: string;
  hidden?: '1';
  folio?: string;
}

/**
 * The filter in the address (?from=&to=&status=&table=&payment=&staff=&hidden=1), so a reload or a shared link shows
 * the same folios. Anything missing or unreadable falls back to the default.
 */
export const filterFromSearch = (search: FolioSearch, now = new Date()): FolioFilter => {
  const fallback = lastBusinessDays(DEFAULT_DAYS, now);
  const { from, to } = search;
  const period = isDay(from) && isDay(to) && from <= to ? { from, to } : fallback;
  const status = (search.status ?? '').split(',').filter(isStatus);
  return {
    ...period,
    status: status.length ? [...new Set(status)] : DEFAULT_STATUSES,
    tableId: search.table || null,
    paymentTypeId: search.payment || null,
    staffId: search.staff || null,
    includeHidden: search.hidden === '1',
  };
};

/** The address's parameters for a filter; other parameters (the open folio) are kept. */
export const filterToSearch = (filter: FolioFilter, prev: FolioSearch): FolioSearch => ({
  ...prev,
  from: filter.from || undefined,
  to: filter.to || undefined,
  status: filter.status.join(',') || undefined,
  table: filter.tableId || undefined,
  payment: filter.paymentTypeId || undefined,
  staff: filter.staffId || undefined,
  hidden: filter.includeHidden ? '1' : undefined,
});

/** Whether the server takes the period: at most MAX_RANGE_DAYS business days. */
export const periodTooLong = (filter: Pick<FolioFilter, 'from' | 'to'>) =>
  daysBetween(filter.from, filter.to) > MAX_RANGE_DAYS;

/** How many of the filters beyond the period and status narrow the list (for the phone's "More filters (n)"). */
export const extraFilterCount = (filter: FolioFilter) =>
  [filter.tableId, filter.paymentTypeId, filter.staffId, filter.includeHidden || null].filter(Boolean).length;
