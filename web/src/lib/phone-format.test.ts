import { describe, expect, it } from 'vitest';
import { getExampleNumber, parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js/max';
import examples from 'libphonenumber-js/mobile/examples';
import metadata from 'libphonenumber-js/metadata.min.json';
import { flagOf, formatPhone, splitE164 } from './phone-format';

describe('formatPhone', () => {
  it('writes Turkish mobile and landline numbers in their groups', () => {
    expect(formatPhone('+905550000001')).toBe('+90 555 000 00 01');
    expect(formatPhone('+902122445566')).toBe('+90 212 244 55 66');
  });

  it("writes every calling code's main country's mobile number as libphonenumber does", () => {
    const wrong: string[] = [];
    for (const [dial, countries] of Object.entries(metadata.country_calling_codes)) {
      const example = getExampleNumber(countries[0] as CountryCode, examples);
      if (!example) continue;
      if (formatPhone(example.number) !== example.formatInternational()) wrong.push(`+${dial}`);
    }
    expect(wrong).toEqual([]);
  });

  it('keeps the national digits together when their length is not the usual one, and shows other text as it is', () => {
    expect(formatPhone('+4930123456')).toBe('+49 30123456');
    expect(formatPhone('0532 123 45 67')).toBe('0532 123 45 67');
    expect(formatPhone('')).toBe('');
    expect(formatPhone(null)).toBe('');
  });
});

describe('splitE164', () => {
  it('finds the dial code of one, two or three digits and its main country', () => {
    expect(splitE164('+12125550100')).toEqual({ dialCode: '+1', country: 'US', national: '2125550100' });
    expect(splitE164('+905321234567')).toEqual({ dialCode: '+90', country: 'TR', national: '5321234567' });
    expect(splitE164('+38640123456')).toEqual({ dialCode: '+386', country: 'SI', national: '40123456' });
    expect(splitE164('905321234567')).toBeNull();
    // What libphonenumber reads agrees.
    expect(parsePhoneNumberFromString('+38640123456')?.countryCallingCode).toBe('386');
  });

  it('makes flags from country codes', () => {
    expect(flagOf('TR')).toBe('🇹🇷');
    expect(flagOf('de')).toBe('🇩🇪');
  });
});
