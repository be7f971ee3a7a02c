import metadata from 'libphonenumber-js/metadata.mobile.json';
import type { PhoneRules } from './phone';

/** Mobile numbers only: what sign-in and registration accept (24 KB gz of metadata, not 39). */
export const mobilePhoneRules: PhoneRules = { metadata };
