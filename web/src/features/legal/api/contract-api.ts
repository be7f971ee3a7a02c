import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CallInput } from '@sofra/contracts/core/call';
import { contractCalls, type MainContract } from '@sofra/contracts/legal/contract.calls';
import { isApiError } from '../../../lib/api-error';
import { notify } from '../../../lib/notify';
import { errorText } from '../../../lib/error-text';
import { post } from '../../../lib/post';

/**
 * Spec section 8: a main-contract call that fails shows a danger toast (2000 ms). Its text is the
 * translation of the error code; the server's English desc is never shown.
 */
const toastError = (error: unknown) => {
  if (isApiError(error, 'network') || isApiError(error, 'offline')) return; // post() has shown these
  notify('danger', errorText(error));
};

/** The newest main contract; `null` while none has been published. */
export const mainContractQuery = () =>
  queryOptions({
    queryKey: ['mainContract'],
    queryFn: async (): Promise<MainContract | null> => {
      try {
        return await post(contractCalls.getMainContract, {}, { toast: false });
      } catch (error) {
        if (isApiError(error, 'not_found')) return null;
        toastError(error);
        throw error;
      }
    },
  });

export const usePublishMainContract = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (detail: string) => post(contractCalls.saveMainContract, { detail }, { toast: false, loading: true }),
    onSuccess: (published) => client.setQueryData(mainContractQuery().queryKey, published),
    onError: toastError,
  });
};

export const storeContractQuery = (storeId: string) =>
  queryOptions({
    queryKey: ['storeContract', storeId],
    queryFn: () => post(contractCalls.getStoreContract, { storeId }, { toast: false }),
  });

/** The store's contract (an empty one to fill in when none was saved); waits while no store is chosen. */
export const useStoreContract = (storeId: string | null) =>
  useQuery({ ...storeContractQuery(storeId ?? ''), enabled: Boolean(storeId) });

export type StoreContractInput = Omit<CallInput<typeof contractCalls.saveStoreContract>, 'storeId'>;

export const useSaveStoreContract = (storeId: string) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: StoreContractInput) =>
      post(contractCalls.saveStoreContract, { storeId, ...input }, { loading: true }),
    onSuccess: (saved) => client.setQueryData(storeContractQuery(storeId).queryKey, saved),
  });
};

export const useSendContractLink = (storeId: string) =>
  useMutation({ mutationFn: (gsm: string) => post(contractCalls.sendLinkSms, { storeId, gsm }, { loading: true }) });
