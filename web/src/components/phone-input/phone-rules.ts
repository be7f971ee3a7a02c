import { useEffect, useState } from 'react';
import type { MetadataJson } from 'libphonenumber-js/core';
import { helperCalls } from '@sofra/contracts/helper/helper.calls';
import { post } from '../../lib/post';
import type { PhoneRules } from './phone';

/** `mobile` for sign-in (the code goes by SMS), `any` for a store's phone. */
export type PhoneRulesKind = 'mobile' | 'any';

/** Before a country's rules arrive: no mask, no placeholder, nothing validates. */
const NO_RULES: PhoneRules = { metadata: { version: 4, country_calling_codes: {}, countries: {} } as unknown as MetadataJson };

const cache = new Map<string, Promise<PhoneRules>>();

/**
 * One country's rules from the server (`helper/getPhoneRules`), fetched once per country and kind:
 * the whole world's metadata would add 24 KB gz to the sign-in page.
 */
export const loadPhoneRules = (kind: PhoneRulesKind, countryCode: string): Promise<PhoneRules> => {
  const key = `${kind}:${countryCode}`;
  let pending = cache.get(key);
  if (!pending) {
    pending = post(helperCalls.getPhoneRules, { countryCode, kind }, { toast: false })
      .then((answer) => ({ metadata: answer.metadata as unknown as MetadataJson }));
    cache.set(key, pending);
    pending.catch(() => cache.delete(key));
  }
  return pending;
};

/** The rules for the field's country: given ones as they are, or a kind loaded from the server. */
export function usePhoneRules(source: PhoneRules | PhoneRulesKind, countryCode: string): PhoneRules {
  const key = typeof source === 'string' ? `${source}:${countryCode}` : null;
  const [loaded, setLoaded] = useState<{ key: string; rules: PhoneRules } | null>(null);
  useEffect(() => {
    if (typeof source !== 'string' || !key) return;
    let live = true;
    loadPhoneRules(source, countryCode).then((rules) => live && setLoaded({ key, rules }), () => undefined);
    return () => {
      live = false;
    };
  }, [key]); // key covers source and country
  if (typeof source !== 'string') return source;
  return loaded?.key === key ? loaded.rules : NO_RULES;
}
