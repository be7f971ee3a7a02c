import { parsePhoneNumberFromString, type PhoneNumber } from 'libphonenumber-js/max';
import { DEFAULT_COUNTRY } from '@sofra/contracts/core/constants';
import { AppError } from './app-error.ts';

/** The rule a refused number broke, as zod names it: the portal marks the field with the phone field's own text. */
const PHONE_INVALID = 'invalid_format';

/**
 * A number as typed, read the way a person in Türkiye means it: as a Turkish number first ('212 244 55 66',
 * '0532 111 22 33', '90 532 111 22 33'), else as an international number whose plus was left out ('1 212 555 0100').
 * A number with its plus is read as written.
 */
const parse = (input: string): PhoneNumber | undefined => {
  const compact = input.replace(/[\s().-]/g, '');
  if (compact.startsWith('+')) return parsePhoneNumberFromString(compact);
  const national = parsePhoneNumberFromString(compact, DEFAULT_COUNTRY);
  if (national?.isValid()) return national;
  return parsePhoneNumberFromString(`+${compact}`) ?? national;
};

const isMobile = (phone: PhoneNumber) => {
  const type = phone.getType();
  return type === 'MOBILE' || type === 'FIXED_LINE_OR_MOBILE';
};

/** `mobile`: a number that takes an SMS; `any`: a store's or a company's phone, a landline too. */
export type PhoneKind = 'mobile' | 'any';

/** The number in E.164, or null when it is not a valid number of that kind. */
export const readPhone = (input: string, kind: PhoneKind): string | null => {
  const phone = parse(input);
  if (!phone?.isValid() || (kind === 'mobile' && !isMobile(phone))) return null;
  return phone.number;
};

/**
 * Several numbers of one input at once: each in E.164, or one refusal naming every field whose number is not valid
 * (so the form marks them all).
 */
export const normalizePhones = <K extends string>(fields: Record<K, { value: string; kind: PhoneKind }>) => {
  const out = {} as Record<K, string>;
  const bad: { path: string; code: string }[] = [];
  for (const [path, { value, kind }] of Object.entries(fields) as [K, { value: string; kind: PhoneKind }][]) {
    const number = readPhone(value, kind);
    if (number) out[path] = number;
    else bad.push({ path, code: PHONE_INVALID });
  }
  if (bad.length) throw AppError.invalid(bad);
  return out;
};

/**
 * A mobile number in E.164 (+905321234567). Anything that is not a valid mobile number is refused, naming the
 * input field `path`, before it reaches a query or an SMS.
 */
export const normalizeGsm = (input: string, path = 'gsm'): string =>
  normalizePhones({ [path]: { value: input, kind: 'mobile' } })[path]!;

/** Any valid phone number (a store's or a company's landline too) in E.164, refused naming the field `path`. */
export const normalizePhone = (input: string, path = 'phone'): string =>
  normalizePhones({ [path]: { value: input, kind: 'any' } })[path]!;
