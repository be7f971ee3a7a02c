import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DeliveryStatus } from '@sofra/contracts/core/enums';
import { folioCalls } from '@sofra/contracts/folios/folios.calls';
import { deliveryCalls } from '@sofra/contracts/live/live.calls';
import type { DeliveryFolio } from '@sofra/contracts/live/live.schemas';
import { liveKeys, useLiveOpen } from '../../../lib/live';
import { post } from '../../../lib/post';

/** Without the stream (it reconnects), the board is read again this often instead. */
export const OFFLINE_REFRESH_MS = 15_000;

/**
 * The deliveries of every store the user runs, not yet closed or cancelled (and those that were in the last 12 hours):
 * read again on the stream's delivery and folio events, on a timer only while the stream is down.
 */
export const useDeliveries = () => {
  const live = useLiveOpen();
  return useQuery({
    queryKey: liveKeys.deliveries,
    queryFn: () => post(deliveryCalls.getDeliveryFolios, {}),
    staleTime: 0,
    refetchInterval: live ? false : OFFLINE_REFRESH_MS,
  });
};

/**
 * Moves a delivery to a status allowed next; the card moves at once with the answer. Errors are the caller's. Closing
 * a delivery closes its bill too (`folio/close`, after the move: a closed folio takes no more writes); a bill that
 * cannot close (not paid in full, no permission) leaves the delivery closed and answers why as `billRefused`.
 */
export const useMoveDelivery = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (v: { folio: DeliveryFolio; status: DeliveryStatus; courierName?: string }) => {
      const moved = await post(
        deliveryCalls.updateDeliveryStatus,
        {
          storeId: v.folio.storeId,
          id: v.folio.id,
          status: v.status,
          ...(v.courierName ? { courierName: v.courierName } : {}),
        },
        { toast: false },
      );
      if (v.status !== 'closed' || moved.status === 'closed') return { folio: moved, billRefused: null };
      try {
        const closed = await post(
          folioCalls.close,
          { storeId: moved.storeId, id: moved.id, version: moved.version },
          { toast: false },
        );
        return { folio: closed, billRefused: null };
      } catch (error) {
        return { folio: moved, billRefused: error };
      }
    },
    onSuccess: ({ folio }) => {
      client.setQueryData<DeliveryFolio[]>(liveKeys.deliveries, (old) =>
        old?.map((d) =>
          d.id === folio.id
            ? {
                ...d,
                deliveryStatus: folio.deliveryStatus,
                deliveryStatusAt: folio.deliveryStatusAt,
                courierName: folio.courierName,
                version: folio.version,
                status: folio.status,
              }
            : d,
        ),
      );
      void client.invalidateQueries({ queryKey: liveKeys.deliveries });
    },
  });
};
