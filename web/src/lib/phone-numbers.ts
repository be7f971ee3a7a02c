import { getExampleNumber, isValidPhoneNumber } from 'libphonenumber-js/core';
import examples from 'libphonenumber-js/mobile/examples';

/**
 * libphonenumber's code and its example mobile numbers (about 11 KB gz): loaded with a country's rules
 * (lib/phone-rules.ts), after the phone field has shown, rather than with the sign-in page.
 */
export const phoneNumbers = { getExampleNumber, isValidPhoneNumber, examples };

export type PhoneNumbers = typeof phoneNumbers;
