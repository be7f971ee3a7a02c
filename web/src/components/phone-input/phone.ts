import type { CountryCode, MetadataJson } from 'libphonenumber-js/core';
import { DEFAULT_COUNTRY, DEFAULT_DIAL_CODE } from '@sofra/contracts/core/constants';
import type { PhoneNumbers } from '../../lib/phone-numbers';
import type { PhoneCountry } from '../../lib/storage';

/**
 * Which numbers a phone field accepts, as libphonenumber metadata: sign-in takes mobile numbers
 * only (phone-rules-mobile.ts, the code goes by SMS), a store phone any number (phone-rules-any.ts).
 */
export interface PhoneRules {
  metadata: MetadataJson;
  /** libphonenumber itself, which comes with the rules (lib/phone-numbers.ts); none yet: no mask, nothing valid. */
  numbers: PhoneNumbers | null;
}

export const DEFAULT_PHONE_COUNTRY: PhoneCountry = {
  code: DEFAULT_COUNTRY,
  dialCode: DEFAULT_DIAL_CODE,
  flagEmoji: '🇹🇷',
  name: 'Türkiye',
};

/** A digit slot in a mask. */
const SLOT = '#';
const asCountry = (country: string) => country.toUpperCase() as CountryCode;

/**
 * The country's example mobile number written without its dial code, e.g. TR '501 234 56 78'.
 * It is the placeholder, and its digits become the mask's slots.
 */
export const examplePhone = (country: string, rules: PhoneRules): string => {
  const { numbers } = rules;
  if (!numbers) return '';
  let example;
  try {
    example = numbers.getExampleNumber(asCountry(country), numbers.examples, rules.metadata);
  } catch {
    return '';
  }
  if (!example) return '';
  return example.formatInternational().replace(`+${example.countryCallingCode}`, '').trim();
};

export const phoneMask = (country: string, rules: PhoneRules): string =>
  examplePhone(country, rules).replace(/\d/g, SLOT);

/** Puts the typed digits into the country's mask; extra digits beyond the mask are dropped. */
export const applyPhoneMask = (input: string, country: string, rules: PhoneRules): string => {
  const example = examplePhone(country, rules);
  let digits = input.replace(/\D/g, '');
  // Most countries drop the trunk '0' after the dial code; where the example keeps it, so do we.
  if (!example.startsWith('0')) digits = digits.replace(/^0+/, '');
  const mask = example.replace(/\d/g, SLOT);
  if (!mask) return digits.slice(0, 15);
  let out = '';
  let i = 0;
  for (const ch of mask) {
    if (i >= digits.length) break;
    if (ch === SLOT) out += digits[i++];
    else out += ch;
  }
  return out;
};

/** Spec section 5: remove spaces and parentheses (and dashes) and prefix the dial code. */
export const toE164 = (national: string, dialCode: string): string =>
  `${dialCode}${national.replace(/[\s()\-.]/g, '')}`;

export type PhoneProblem = 'required' | 'invalid' | null;

export const phoneProblem = (national: string, country: PhoneCountry, rules: PhoneRules): PhoneProblem => {
  if (!national.trim()) return 'required';
  const e164 = toE164(national, country.dialCode);
  if (!rules.numbers) return 'invalid';
  try {
    return rules.numbers.isValidPhoneNumber(e164, asCountry(country.code), rules.metadata) ? null : 'invalid';
  } catch {
    return 'invalid';
  }
};
