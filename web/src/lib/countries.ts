import { useEffect, useState } from 'react';
import { helperCalls } from '@sofra/contracts/helper/helper.calls';
import type { Country } from '@sofra/contracts/helper/helper.schemas';
import { post } from './post';

let loading: Promise<Country[]> | null = null;

/**
 * Countries that have a dial code, sorted by name, loaded once per page. Kept apart from the
 * query cache so the sign-in page does not carry TanStack Query; the shell's query uses it too.
 */
export const loadCountries = (): Promise<Country[]> => {
  loading ??= post(helperCalls.getCountries, {}, { toast: false })
    .then((list) => list.filter((c) => c.dialCode).sort((a, b) => a.name.localeCompare(b.name)))
    .catch((error: unknown) => {
      loading = null;
      throw error;
    });
  return loading;
};

export type CountriesState =
  | { status: 'idle' | 'loading'; data?: undefined; error?: undefined }
  | { status: 'ready'; data: Country[]; error?: undefined }
  | { status: 'error'; data?: undefined; error: unknown };

export const useCountries = (enabled = true): CountriesState => {
  const [state, setState] = useState<CountriesState>({ status: 'idle' });
  useEffect(() => {
    if (!enabled) return;
    let live = true;
    loadCountries().then(
      (data) => live && setState({ status: 'ready', data }),
      (error: unknown) => live && setState({ status: 'error', error }),
    );
    return () => {
      live = false;
    };
  }, [enabled]);
  // Loading from the moment it is enabled until the answer (or failure) is in.
  return enabled && state.status === 'idle' ? { status: 'loading' } : state;
};
