import metadata from 'libphonenumber-js/max/metadata';
import type { PhoneRules } from './phone';

/** Any number type (fixed line, mobile, ...), with the full metadata: a store's phone. */
export const anyPhoneRules: PhoneRules = { metadata };
