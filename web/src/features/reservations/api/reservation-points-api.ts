import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CallInput } from '@sofra/contracts/core/call';
import { reservationCalls } from '@sofra/contracts/reservations/reservations.calls';
import type { ReservationPoint } from '@sofra/contracts/reservations/reservations.schemas';
import { tableCalls } from '@sofra/contracts/tables/tables.calls';
import { post } from '../../../lib/post';

/** The query keys of the reservation points screen, per store. */
export const reservationPointKeys = {
  points: (storeId: string) => ['reservationPoints', storeId] as const,
  /**
   * The floor the form picks from: under the tables area's own keys (`['tables', storeId]`, `['tableSections',
   * storeId]`), so a change of the tables there renews these too.
   */
  tables: (storeId: string) => ['tables', storeId, 'reservationPoints'] as const,
  sections: (storeId: string) => ['tableSections', storeId, 'reservationPoints'] as const,
};

/** The store's reservation points, by name. */
export const useReservationPoints = (storeId: string) =>
  useQuery({
    queryKey: reservationPointKeys.points(storeId),
    queryFn: ({ signal }) => post(reservationCalls.getPoints, { storeId }, { signal }),
    enabled: Boolean(storeId),
  });

/** The store's tables, for a table point. */
export const usePointTables = (storeId: string) =>
  useQuery({
    queryKey: reservationPointKeys.tables(storeId),
    queryFn: ({ signal }) => post(tableCalls.getStoreTables, { id: storeId }, { signal }),
    enabled: Boolean(storeId),
  });

/** The store's table sections, for a section point. */
export const usePointSections = (storeId: string) =>
  useQuery({
    queryKey: reservationPointKeys.sections(storeId),
    queryFn: ({ signal }) => post(tableCalls.getTableSections, { id: storeId }, { signal }),
    enabled: Boolean(storeId),
  });

export type PointSave = Omit<CallInput<typeof reservationCalls.savePoint>, 'storeId'>;

/** Creates (no `id`) or replaces (with `id`) a point. Errors are the form's to show (`toast: false`). */
export const useSavePoint = (storeId: string) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (point: PointSave) =>
      post(reservationCalls.savePoint, { ...point, storeId }, { toast: false }) as Promise<ReservationPoint>,
    onSuccess: () => client.invalidateQueries({ queryKey: reservationPointKeys.points(storeId) }),
  });
};

/** Deletes one point; a refusal (it still holds live bookings) is said in a toast. */
export const useDeletePoint = (storeId: string) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => post(reservationCalls.deletePoint, { storeId, id }, { loading: true }),
    onSuccess: () => client.invalidateQueries({ queryKey: reservationPointKeys.points(storeId) }),
  });
};
