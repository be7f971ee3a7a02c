import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { DEFAULT_DIAL_CODE } from '@sofra/contracts/core/constants';
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

export interface StoreContractInput {
  companyTitle: string;
  taxOffice: string;
  taxNumber: string;
  adminName: string;
  adminGsm: string;
  phone: string;
  email: string;
  address: string;
}

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

/**
 * Spec section 5: a number gets a leading plus when it has none. A number written the Turkish way
 * with a trunk zero (0532 ...) gets the default dial code instead, and 00 stands for the plus.
 */
export const withPlus = (input: string): string => {
  const compact = input.replace(/[\s()\-.]/g, '');
  if (!compact) return '';
  if (compact.startsWith('+')) return compact;
  if (compact.startsWith('00')) return `+${compact.slice(2)}`;
  if (compact.startsWith('0')) return `${DEFAULT_DIAL_CODE}${compact.slice(1)}`;
  return `+${compact}`;
};

/** E.164 has at most 15 digits; the shortest real numbers have 8 with the country code. */
export const looksLikePhone = (e164: string) => /^\+[1-9]\d{7,14}$/.test(e164);
