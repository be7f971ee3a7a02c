import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../../test/render';
import { phoneFieldValue } from './store-phone';

const countries = [
  { name: 'Turkey', code: 'TR', dialCode: '+90', flagEmoji: '🇹🇷' },
  { name: 'Germany', code: 'DE', dialCode: '+49', flagEmoji: '🇩🇪' },
  { name: 'United States', code: 'US', dialCode: '+1', flagEmoji: '🇺🇸' },
  { name: 'Canada', code: 'CA', dialCode: '+1', flagEmoji: '🇨🇦' },
];

describe('phoneFieldValue', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows a Turkish number at once, grouped, without reading the countries', async () => {
    const api = vi.fn(fakeApi({ 'helper/getCountries': () => ({ body: countries }) }));
    vi.stubGlobal('fetch', api);
    const value = await phoneFieldValue('+905321234567', 'TR');
    expect(value.country.code).toBe('TR');
    expect(value.country.dialCode).toBe('+90');
    expect(value.national).toBe('532 123 45 67');
    // A store abroad with a Turkish number, and a number saved without a dial code in a Turkish store: the same.
    expect((await phoneFieldValue('+905321234567', 'DE')).country.code).toBe('TR');
    expect(await phoneFieldValue('0212 555 00 00', 'TR')).toMatchObject({
      country: { code: 'TR' },
      national: '02125550000',
    });
    expect(api).not.toHaveBeenCalled();
  });

  it('reads the countries for a number of another country, the store’s own first when dial codes are shared', async () => {
    const api = vi.fn(fakeApi({ 'helper/getCountries': () => ({ body: countries }) }));
    vi.stubGlobal('fetch', api);
    expect((await phoneFieldValue('+4915112345678', 'DE')).country.code).toBe('DE');
    expect((await phoneFieldValue('+14165550123', 'CA')).country.code).toBe('CA');
    expect((await phoneFieldValue('5551234', 'DE')).country.code).toBe('DE');
    expect(api).toHaveBeenCalledTimes(1);
    expect(String(api.mock.calls[0]![0])).toMatch(/\/api\/helper\/getCountries$/);
  });
});
