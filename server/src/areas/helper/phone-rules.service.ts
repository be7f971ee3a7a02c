import { createRequire } from 'node:module';
import type { PhoneMetadata } from '@sofra/contracts/helper/helper.schemas';
import { AppError } from '../../lib/app-error.ts';

const require = createRequire(import.meta.url);
const full = {
  mobile: require('libphonenumber-js/metadata.mobile.json') as PhoneMetadata,
  any: require('libphonenumber-js/metadata.max.json') as PhoneMetadata,
};
const cache = new Map<string, PhoneMetadata>();

/**
 * The metadata of every country sharing the country's dial code (+1 is shared by 25; the first one holds
 * the shared formats), so the portal loads a country's rules when it is picked instead of all of them.
 */
export const phoneRules = (countryCode: string, kind: keyof typeof full) => {
  const code = countryCode.toUpperCase();
  const key = `${kind}:${code}`;
  let metadata = cache.get(key);
  if (!metadata) {
    const source = full[kind];
    const dial = Object.entries(source.country_calling_codes).find(([, countries]) => countries.includes(code))?.[0];
    if (!dial) throw new AppError('not_found', `no phone rules for country ${code}`);
    const countries = source.country_calling_codes[dial]!;
    metadata = {
      version: source.version,
      country_calling_codes: { [dial]: countries },
      countries: Object.fromEntries(countries.filter((c) => source.countries[c]).map((c) => [c, source.countries[c]!])),
    };
    cache.set(key, metadata);
  }
  return { countryCode: code, metadata };
};
