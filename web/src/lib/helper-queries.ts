import { queryOptions } from '@tanstack/react-query';
import { helperCalls } from '@sofra/contracts/helper/helper.calls';
import { loadCountries } from './countries';
import { post } from './post';

/** Look-ups reject with the error code; the selects show their own failure text, so no toast. */
const quiet = { toast: false } as const;

/** Countries that have a dial code, sorted by name. */
export const countriesQuery = () =>
  queryOptions({
    queryKey: ['lookup', 'countries'],
    queryFn: loadCountries,
    staleTime: Infinity,
  });

export const citiesQuery = (countryCode: string) =>
  queryOptions({
    queryKey: ['lookup', 'cities', countryCode],
    queryFn: () => post(helperCalls.getCities, { countryCode }, quiet),
    staleTime: Infinity,
  });

export const townsQuery = (countryCode: string, cityCode: string) =>
  queryOptions({
    queryKey: ['lookup', 'towns', countryCode, cityCode],
    queryFn: () => post(helperCalls.getTowns, { countryCode, cityCode }, quiet),
    staleTime: Infinity,
  });
