import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { pointCalls } from '@sofra/contracts/loyalty/points.calls';
import type { GuestKey } from '../../../components/guest-key/guest-key';
import { post } from '../../../lib/post';

/** A guest's balance, stamps and latest ledger entries. Errors (user_not_found) are the screen's to show. */
export const guestPointsQuery = (storeId: string, guest: GuestKey | null) =>
  queryOptions({
    queryKey: ['points', storeId, 'guest', guest],
    queryFn: () => post(pointCalls.getPoints, { storeId, ...guest!, limit: 200 }, { toast: false }),
    enabled: guest !== null,
    retry: false,
  });

/** Points issued, redeemed and expired at the store over a period of days, and what is outstanding now. */
export const storeTotalsQuery = (storeId: string, from: string, to: string) =>
  queryOptions({
    queryKey: ['points', storeId, 'totals', from, to],
    queryFn: () => post(pointCalls.getStoreTotals, { storeId, from, to }, { toast: false }),
    enabled: from !== '' && to !== '' && from <= to,
    placeholderData: keepPreviousData,
  });

const refresh = (client: ReturnType<typeof useQueryClient>, storeId: string) =>
  client.invalidateQueries({ queryKey: ['points', storeId] });

/** Adds (positive) or takes (negative) points with a reason. Errors are the form's to show. */
export const useAddPoint = (storeId: string) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { userId: string; points: number; reason: string }) =>
      post(pointCalls.addPoint, { storeId, ...input }, { loading: true, toast: false }),
    onSuccess: () => refresh(client, storeId),
  });
};

/** Takes the stamps of one reward. */
export const useRedeemStamps = (storeId: string) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (userId: string) => post(pointCalls.redeemStamps, { storeId, userId }, { loading: true }),
    onSuccess: () => refresh(client, storeId),
  });
};
