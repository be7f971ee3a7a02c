import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { useOwnsStore } from '../../../lib/store-sync';
import { posCalls } from '@sofra/contracts/pos/pos.calls';
import type { CashRegister, Integration } from '@sofra/contracts/pos/pos.schemas';
import { post } from '../../../lib/post';

export const integrationQuery = (storeId: string) =>
  queryOptions({
    queryKey: ['integration', storeId],
    queryFn: () => post(posCalls.getIntegration, { storeId }, { toast: false }),
  });

export const cashRegistersQuery = (storeId: string) =>
  queryOptions({
    queryKey: ['cashRegisters', storeId],
    queryFn: () => post(posCalls.getCashRegisters, { storeId }, { toast: false }),
  });

/**
 * Whether the signed-in user may connect the active store's point of sale: its owners and master users (a POS key
 * opens the store's POS calls, so staff never make one). Undefined while the owned stores are loading.
 */
export const useManagesPos = (storeId: string | null): boolean | undefined => useOwnsStore(storeId);

export const useSaveIntegration = (storeId: string) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: Integration) => post(posCalls.saveIntegration, { storeId, ...input }, { loading: true }),
    onSuccess: (saved) => client.setQueryData(integrationQuery(storeId).queryKey, saved),
  });
};

const replaceRegister = (list: CashRegister[] | undefined, register: CashRegister) =>
  list?.some((r) => r.id === register.id)
    ? list.map((r) => (r.id === register.id ? register : r))
    : [...(list ?? []), register];

/** Adds a register; the answer carries its key, the only time it is shown. */
export const useCreateCashRegister = (storeId: string) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (name: string) => post(posCalls.createCashRegister, { storeId, name }, { loading: true }),
    onSuccess: ({ register }) =>
      client.setQueryData(cashRegistersQuery(storeId).queryKey, (list) => replaceRegister(list, register)),
  });
};

export const useRotateCashRegisterKey = (storeId: string) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => post(posCalls.rotateCashRegisterKey, { storeId, id }),
    onSuccess: ({ register }) =>
      client.setQueryData(cashRegistersQuery(storeId).queryKey, (list) => replaceRegister(list, register)),
  });
};

export const useDeleteCashRegister = (storeId: string) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => post(posCalls.deleteCashRegister, { storeId, id }),
    onSuccess: (_ok, id) =>
      client.setQueryData(cashRegistersQuery(storeId).queryKey, (list) => list?.filter((r) => r.id !== id)),
  });
};
