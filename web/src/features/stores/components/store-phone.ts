import { loadCountries } from '../../../lib/countries';
import { DEFAULT_PHONE_COUNTRY, applyPhoneMask } from '../../../components/phone-input/phone';
import type { PhoneValue } from '../../../components/phone-input/phone-input';
import { loadPhoneRules } from '../../../lib/phone-rules';

/**
 * A saved E.164 store phone as the phone field's country and masked national part. The country is the
 * one with the longest matching dial code, the store's own country first when dial codes are shared (+1).
 */
export const phoneFieldValue = async (e164: string, storeCountry: string | null): Promise<PhoneValue> => {
  const countries = await loadCountries().catch(() => []);
  const preferred = countries.find((c) => c.code === storeCountry) ?? DEFAULT_PHONE_COUNTRY;
  if (!e164.startsWith('+')) return { country: preferred, national: e164.replace(/\D/g, '') };
  const matches = countries
    .filter((c) => c.dialCode && e164.startsWith(c.dialCode))
    .sort(
      (a, b) =>
        b.dialCode.length - a.dialCode.length || Number(b.code === storeCountry) - Number(a.code === storeCountry),
    );
  const country = matches[0] ?? (e164.startsWith(DEFAULT_PHONE_COUNTRY.dialCode) ? DEFAULT_PHONE_COUNTRY : null);
  if (!country) return { country: preferred, national: '' };
  const digits = e164.slice(country.dialCode.length);
  const rules = await loadPhoneRules('any', country.code).catch(() => null);
  return { country, national: rules ? applyPhoneMask(digits, country.code, rules) : digits };
};
