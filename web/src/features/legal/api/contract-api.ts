import { queryOptions } from '@tanstack/react-query';
import { DEFAULT_DIAL_CODE } from '@sofra/contracts/core/constants';
import { contractCalls, type MainContract } from '@sofra/contracts/legal/contract.calls';
import { isApiError } from '../../../lib/api-error';
import { notify } from '../../../lib/notify';
import { errorText, post } from '../../../lib/post';
import { queryClient } from '../../../lib/query-client';

/** Spec section 8: a main-contract call that fails shows the error's desc as a danger toast (2000 ms). */
const toastDesc = (error: unknown) => {
  if (isApiError(error, 'network') || isApiError(error, 'offline')) return; // the post helper has said so
  notify('danger', isApiError(error) && error.desc ? error.desc : errorText(error));
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
        toastDesc(error);
        throw error;
      }
    },
  });

export const publishMainContract = async (detail: string): Promise<MainContract> => {
  try {
    const published = await post(contractCalls.saveMainContract, { detail }, { toast: false, loading: true });
    queryClient.setQueryData(mainContractQuery().queryKey, published);
    return published;
  } catch (error) {
    toastDesc(error);
    throw error;
  }
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

export const saveStoreContract = async (storeId: string, input: StoreContractInput) => {
  const saved = await post(contractCalls.saveStoreContract, { storeId, ...input }, { loading: true });
  queryClient.setQueryData(storeContractQuery(storeId).queryKey, saved);
  return saved;
};

export const sendContractLink = (storeId: string, gsm: string) =>
  post(contractCalls.sendLinkSms, { storeId, gsm }, { loading: true });

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
