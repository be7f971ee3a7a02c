import { startTransition, useEffect, useState } from 'react';
import type { MetadataJson } from 'libphonenumber-js/core';
import { loadPhoneRules, type PhoneRulesKind } from '../../lib/phone-rules';
import type { PhoneRules } from './phone';

export type { PhoneRulesKind };

/** Before a country's rules arrive: no mask, no placeholder, nothing validates. */
const NO_RULES: PhoneRules = {
  metadata: { version: 4, country_calling_codes: {}, countries: {} } as unknown as MetadataJson,
  numbers: null,
};

/** The rules for the field's country: given ones as they are, or a kind loaded from the server. */
export function usePhoneRules(source: PhoneRules | PhoneRulesKind, countryCode: string): PhoneRules {
  const key = typeof source === 'string' ? `${source}:${countryCode}` : null;
  const [loaded, setLoaded] = useState<{ key: string; rules: PhoneRules } | null>(null);
  useEffect(() => {
    if (typeof source !== 'string' || !key) return;
    let live = true;
    // Drawn in React's background rendering: the field's whole form draws again with them (a store's settings: a few
    // hundred milliseconds on a phone), in slices the browser can answer input between, not in one long task.
    loadPhoneRules(source, countryCode).then(
      (rules) => live && startTransition(() => setLoaded({ key, rules })),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [key, source, countryCode]);
  if (typeof source !== 'string') return source;
  return loaded?.key === key ? loaded.rules : NO_RULES;
}
