import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { addDays } from '@sofra/contracts/core/business-day';
import type { CallInput } from '@sofra/contracts/core/call';
import { customerCalls } from '@sofra/contracts/customers/customers.calls';
import { reservationCalls } from '@sofra/contracts/reservations/reservations.calls';
import type { Reservation } from '@sofra/contracts/reservations/reservations.schemas';
import { useLiveOpen } from '../../../lib/live';
import { post } from '../../../lib/post';

/**
 * The host stand's reads, all under `['reservations', storeId]`: the live stream (lib/live.ts) makes that prefix stale
 * on `reservation.created` / `reservation.changed`, so a second host's booking, move or status change shows without a
 * reload, and each write here renews them the same way.
 */
export const hostStandKeys = {
  all: (storeId: string) => ['reservations', storeId] as const,
  day: (storeId: string, date: string) => ['reservations', storeId, 'day', date] as const,
  availability: (storeId: string, date: string, partySize: number, exceptId = '') =>
    ['reservations', storeId, 'availability', date, partySize, exceptId] as const,
  detail: (storeId: string, id: string) => ['reservations', storeId, 'detail', id] as const,
  types: ['reservationTypes'] as const,
  guests: (storeId: string, search: string) => ['reservations', storeId, 'guests', search] as const,
};

/**
 * The store's registered guests whose name or phone holds `search` (`report/getUserReport`, the customers' list: staff
 * need customers.view), for a booking of a registered guest; asked from two characters on, ten at a time.
 */
export const useGuestSearch = (storeId: string, search: string, enabled: boolean) =>
  useQuery({
    queryKey: hostStandKeys.guests(storeId, search),
    queryFn: async ({ signal }) =>
      (await post(customerCalls.getUserReport, { storeId, search, pageSize: 10 }, { signal, toast: false })).items,
    enabled: enabled && search.trim().length >= 2,
    staleTime: 30_000,
    placeholderData: keepPreviousData,
  });

/** How often the day is read again while the live stream is down (it is read on each event while it is open). */
const DAY_REFRESH_MS = 30_000;

/**
 * The bookings of the store's day `date` and of the morning after (a night past midnight belongs to its evening): the
 * screen keeps those of the business day. One page of 500, the call's largest: a store's two days.
 */
export const useDayReservations = (storeId: string, date: string) => {
  const live = useLiveOpen();
  return useQuery({
    queryKey: hostStandKeys.day(storeId, date),
    queryFn: async ({ signal }) => {
      const page = await post(
        reservationCalls.byStore,
        { storeId, from: date, to: addDays(date, 1), pageSize: 500 },
        { signal },
      );
      return page.items;
    },
    enabled: Boolean(storeId && date),
    refetchInterval: live ? false : DAY_REFRESH_MS,
    // Another day keeps the screen (its view, its scroll) while it loads; the screen says it is loading.
    placeholderData: keepPreviousData,
  });
};

/**
 * The free start times of the day per point that takes the party; for a booking being moved or edited (`exceptId`),
 * as if it were not there: its own time and those near it are offered too.
 */
export const useAvailability = (
  storeId: string,
  date: string,
  partySize: number,
  { enabled = true, exceptId }: { enabled?: boolean; exceptId?: string } = {},
) =>
  useQuery({
    queryKey: hostStandKeys.availability(storeId, date, partySize, exceptId),
    queryFn: ({ signal }) => post(reservationCalls.availability, { storeId, date, partySize, exceptId }, { signal }),
    enabled: Boolean(storeId) && enabled && partySize >= 1 && partySize <= 50 && /^\d{4}-\d{2}-\d{2}$/.test(date),
  });

/** One booking with its history, oldest first. */
export const useReservationDetail = (storeId: string, id: string | null) =>
  useQuery({
    queryKey: hostStandKeys.detail(storeId, id ?? ''),
    queryFn: ({ signal }) => post(reservationCalls.get, { storeId, id: id! }, { signal }),
    enabled: Boolean(storeId && id),
  });

/** The statuses, channels and tags with their names in both languages. */
export const useReservationTypes = () =>
  useQuery({
    queryKey: hostStandKeys.types,
    queryFn: ({ signal }) => post(reservationCalls.types, {}, { signal }),
    staleTime: Infinity,
  });

export type ReservationSaveInput = Omit<CallInput<typeof reservationCalls.save>, 'storeId'>;

/** Creates or edits a booking. A refusal is the caller's to say (`toast: false`): on the form's fields, or a toast. */
export const useSaveReservation = (storeId: string) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: ReservationSaveInput) =>
      post(reservationCalls.save, { ...input, storeId }, { toast: false }) as Promise<Reservation>,
    onSettled: () => client.invalidateQueries({ queryKey: hostStandKeys.all(storeId) }),
  });
};

export interface MoveInput {
  reservation: Reservation;
  startsAt: string;
  pointIds: string[];
  /** The day list it is shown in, whose block moves at once and goes back when the server refuses. */
  date: string;
}

/**
 * Moves a booking to another start and point (`reservation/save` with its id and version; the server computes the end
 * from the slot length). The block moves at once; a refusal puts it back, and the caller says why.
 */
export const useMoveReservation = (storeId: string) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ reservation: r, startsAt, pointIds }: MoveInput) =>
      post(
        reservationCalls.save,
        {
          storeId,
          id: r.id,
          version: r.version,
          partySize: r.partySize,
          startsAt,
          pointIds,
          channel: r.channel,
          notes: r.notes,
          tags: r.tags,
        },
        { toast: false },
      ) as Promise<Reservation>,
    onMutate: async ({ reservation: r, startsAt, pointIds, date }) => {
      const key = hostStandKeys.day(storeId, date);
      await client.cancelQueries({ queryKey: key });
      const before = client.getQueryData<Reservation[]>(key);
      const length = Date.parse(r.endsAt) - Date.parse(r.startsAt);
      client.setQueryData<Reservation[]>(key, (list) =>
        list?.map((x) =>
          x.id === r.id
            ? { ...x, startsAt, endsAt: new Date(Date.parse(startsAt) + length).toISOString(), pointIds }
            : x,
        ),
      );
      return { key, before };
    },
    onError: (_error, _input, context) => {
      if (context?.before) client.setQueryData(context.key, context.before);
    },
    onSettled: () => client.invalidateQueries({ queryKey: hostStandKeys.all(storeId) }),
  });
};

export type StatusMove = CallInput<typeof reservationCalls.setStatus>['status'];

/** Confirms, seats (the table's folio opens), completes or marks a no-show. */
export const useSetStatus = (storeId: string) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status, version }: { id: string; status: StatusMove; version?: number }) =>
      post(reservationCalls.setStatus, { storeId, id, status, version }, { loading: true }) as Promise<Reservation>,
    onSettled: () => client.invalidateQueries({ queryKey: hostStandKeys.all(storeId) }),
  });
};

/** Cancels a booking with who asked and why. */
export const useCancelReservation = (storeId: string) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { id: string; reason: string; by: 'guest' | 'store'; version?: number }) =>
      post(reservationCalls.cancel, { storeId, ...input }, { loading: true }) as Promise<Reservation>,
    onSettled: () => client.invalidateQueries({ queryKey: hostStandKeys.all(storeId) }),
  });
};
