import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DeliveryStatus } from '@sofra/contracts/core/enums';
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
 * a delivery closes its bill in the same call; a bill that cannot close (a balance due, no permission to close bills)
 * is refused with its reason and the delivery stays where it was.
 */
export const useMoveDelivery = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (v: { folio: DeliveryFolio; status: DeliveryStatus; courierName?: string }) => ({
      folio: await post(
        deliveryCalls.updateDeliveryStatus,
        {
          storeId: v.folio.storeId,
          id: v.folio.id,
          status: v.status,
          ...(v.courierName ? { courierName: v.courierName } : {}),
        },
        { toast: false },
      ),
    }),
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
