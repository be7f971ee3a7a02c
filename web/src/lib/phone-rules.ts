import type { MetadataJson } from 'libphonenumber-js/core';
import { helperCalls } from '@sofra/contracts/helper/helper.calls';
import type { PhoneNumbers } from './phone-numbers';
import { post } from './post';

/** `mobile` for sign-in (the code goes by SMS), `any` for a store's phone. */
export type PhoneRulesKind = 'mobile' | 'any';

/** libphonenumber's metadata for one country, as `components/phone-input` uses it. */
export interface LoadedPhoneRules {
  metadata: MetadataJson;
  numbers: PhoneNumbers;
}

const cache = new Map<string, Promise<LoadedPhoneRules>>();

/**
 * One country's rules from the server (`helper/getPhoneRules`), fetched once per country and kind:
 * the whole world's metadata would add 24 KB gz to the sign-in page.
 */
export const loadPhoneRules = (kind: PhoneRulesKind, countryCode: string): Promise<LoadedPhoneRules> => {
  const key = `${kind}:${countryCode}`;
  let pending = cache.get(key);
  if (!pending) {
    // libphonenumber's code comes with the first rules, not with the page that shows the field.
    pending = Promise.all([
      post(helperCalls.getPhoneRules, { countryCode, kind }, { toast: false }),
      import('./phone-numbers'),
    ]).then(([answer, { phoneNumbers }]) => ({
      metadata: answer.metadata as unknown as MetadataJson,
      numbers: phoneNumbers,
    }));
    cache.set(key, pending);
    pending.catch(() => cache.delete(key));
  }
  return pending;
};
