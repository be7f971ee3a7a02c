import { parsePhoneNumberFromString } from 'libphonenumber-js/max';
import { DEFAULT_COUNTRY } from '@sofra/contracts/core/constants';
import { AppError } from './app-error.ts';

/**
 * A mobile number in E.164 (+905321234567). Numbers without a country code are read as Turkish.
 * Anything that is not a valid mobile number is refused before it reaches a query or an SMS.
 */
export const normalizeGsm = (input: string): string => {
  const phone = parsePhoneNumberFromString(input.replace(/[\s()-]/g, ''), DEFAULT_COUNTRY);
  const type = phone?.getType();
  if (!phone || !phone.isValid() || (type !== 'MOBILE' && type !== 'FIXED_LINE_OR_MOBILE')) {
    throw new AppError('validation_failed', 'gsm: phone invalid');
  }
  return phone.number;
};

/** Any valid phone number (a store's landline too) in E.164. */
export const normalizePhone = (input: string): string => {
  const phone = parsePhoneNumberFromString(input.replace(/[\s()-]/g, ''), DEFAULT_COUNTRY);
  if (!phone || !phone.isValid()) throw new AppError('validation_failed', 'phone: phone invalid');
  return phone.number;
};
