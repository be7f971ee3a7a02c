import { loadCountries } from '../../../lib/countries';
import { DEFAULT_PHONE_COUNTRY } from '../../../components/phone-input/phone';
import type { PhoneValue } from '../../../components/phone-input/phone-input';
import { groupNational } from '../../../lib/phone-format';

/**
 * A saved E.164 store phone as the phone field's country and grouped national part. The country is the
 * one with the longest matching dial code, the store's own country first when dial codes are shared (+1). The
 * groups come from lib/phone-format.ts rather than the country's phone rules, so the settings page need not wait for
 * those (and libphonenumber) before it shows; the field masks with the rules once they are in.
 */
export const phoneFieldValue = async (e164: string, storeCountry: string | null): Promise<PhoneValue> => {
  const home = DEFAULT_PHONE_COUNTRY;
  // A number of the portal's own country (no other dial code starts with its +90), or one without a dial code in a
  // store of that country, needs no list of countries: the page shows without waiting for it (docs/performance.md).
  if (e164.startsWith(home.dialCode)) {
    return { country: home, national: groupNational(home.dialCode, e164.slice(home.dialCode.length)) };
  }
  const atHome = storeCountry === null || storeCountry === home.code;
  const countries = e164.startsWith('+') || !atHome ? await loadCountries().catch(() => []) : [];
  const preferred = countries.find((c) => c.code === storeCountry) ?? home;
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
  return { country, national: groupNational(country.dialCode, digits) };
};
