import { z } from 'zod';
import { ZText } from '../core/schemas.ts';

export const ZCountry = z.object({ name: z.string(), code: z.string(), dialCode: z.string(), flagEmoji: z.string() });
export type Country = z.infer<typeof ZCountry>;
export const ZCity = z.object({ name: z.string(), code: z.string(), countryCode: z.string() });
export type City = z.infer<typeof ZCity>;
export const ZTown = z.object({ name: z.string() });
export type Town = z.infer<typeof ZTown>;

export const ZCountryCode = ZText(2).regex(/^[A-Za-z]{2}$/, 'expected an ISO 3166-1 alpha-2 code');
export const ZCityCode = ZText(10).min(1);

export const phoneRuleKinds = ['mobile', 'any'] as const;
/**
 * libphonenumber-js metadata cut down to the countries of one dial code: what the portal's phone input
 * needs to mask and validate a number without shipping every country's rules.
 */
export const ZPhoneMetadata = z.object({
  version: z.number().int(),
  country_calling_codes: z.record(z.string(), z.array(z.string())),
  countries: z.record(z.string(), z.array(z.unknown())),
  nonGeographic: z.record(z.string(), z.array(z.unknown())).optional(),
});
export type PhoneMetadata = z.infer<typeof ZPhoneMetadata>;
