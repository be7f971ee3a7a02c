import { folioStatuses, MAX_RANGE_DAYS, type FolioStatus } from '@sofra/contracts/folios/folios.schemas';
import { daysBetween, lastBusinessDays } from '../../../components/folio-view/folio-format';
import type { FolioFilter } from '../api/folio-list-api';

/** The period a first visit shows: the last seven business days, today's included. */
export const DEFAULT_DAYS = 7;
/** What a search lists unless asked otherwise: finished folios. */
export const DEFAULT_STATUSES: FolioStatus[] = ['closed', 'cancelled'];

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const isDay = (value: string | null): value is string =>
  value !== null && DAY.test(value) && !Number.isNaN(Date.parse(value));
const isStatus = (value: string): value is FolioStatus => (folioStatuses as readonly string[]).includes(value);

/**
 * The filter in the address (?from=&to=&status=&table=&payment=&staff=&hidden=1), so a reload or a shared link shows
 * the same folios. Anything missing or unreadable falls back to the default.
 */
export const filterFromParams = (params: URLSearchParams, now = new Date()): FolioFilter => {
  const fallback = lastBusinessDays(DEFAULT_DAYS, now);
  const from = params.get('from');
  const to = params.get('to');
  const period = isDay(from) && isDay(to) && from <= to ? { from, to } : fallback;
  const status = (params.get('status') ?? '').split(',').filter(isStatus);
  return {
    ...period,
    status: status.length ? [...new Set(status)] : DEFAULT_STATUSES,
    tableId: params.get('table') || null,
    paymentTypeId: params.get('payment') || null,
    staffId: params.get('staff') || null,
    includeHidden: params.get('hidden') === '1',
  };
};

/** The address's parameters for a filter; other parameters (the open folio) are kept. */
export const filterToParams = (filter: FolioFilter, prev: URLSearchParams): URLSearchParams => {
  const next = new URLSearchParams(prev);
  const set = (key: string, value: string | null) => (value ? next.set(key, value) : next.delete(key));
  set('from', filter.from);
  set('to', filter.to);
  set('status', filter.status.join(','));
  set('table', filter.tableId);
  set('payment', filter.paymentTypeId);
  set('staff', filter.staffId);
  set('hidden', filter.includeHidden ? '1' : null);
  return next;
};

/** Whether the server takes the period: at most MAX_RANGE_DAYS business days. */
export const periodTooLong = (filter: Pick<FolioFilter, 'from' | 'to'>) =>
  daysBetween(filter.from, filter.to) > MAX_RANGE_DAYS;

/** How many of the filters beyond the period and status narrow the list (for the phone's "More filters (n)"). */
export const extraFilterCount = (filter: FolioFilter) =>
  [filter.tableId, filter.paymentTypeId, filter.staffId, filter.includeHidden || null].filter(Boolean).length;
