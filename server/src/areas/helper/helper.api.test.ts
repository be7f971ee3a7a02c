import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { helperCalls } from '@sofra/contracts/helper/helper.calls';
import { buildTestApp, type TestApp } from '../../../test/build-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());

describe('getCountries', () => {
  test('is public and lists Turkey with its dial code and flag', async () => {
    const countries = await t.call(null, helperCalls.getCountries, {});
    expect(countries).toContainEqual({ name: 'Turkey', code: 'TR', dialCode: '+90', flagEmoji: '🇹🇷' });
    expect(countries.length).toBeGreaterThan(200);
  });

  test('every entry has a two-letter code and a dial code starting with +', async () => {
    const countries = await t.call(null, helperCalls.getCountries, {});
    for (const c of countries) {
      expect(c.code, c.name).toMatch(/^[A-Z]{2}$/);
      expect(c.dialCode, c.name).toMatch(/^\+\d+(-\d+)?$/);
      expect(c.name, c.code).not.toBe('');
    }
    expect(new Set(countries.map((c) => c.code)).size).toBe(countries.length);
  });

  test('a body with fields → validation_failed', async () => {
    const res = await t.raw(null, helperCalls.getCountries, { countryCode: 'TR' });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('validation_failed');
  });
});

describe('getCities', () => {
  test('Turkey has exactly its 81 provinces, with their plate codes', async () => {
    const cities = await t.call(null, helperCalls.getCities, { countryCode: 'TR' });
    expect(cities).toHaveLength(81);
    expect(cities).toContainEqual({ name: 'İstanbul', code: '34', countryCode: 'TR' });
    expect(cities).toContainEqual({ name: 'Ankara', code: '06', countryCode: 'TR' });
    expect(cities).toContainEqual({ name: 'İzmir', code: '35', countryCode: 'TR' });
    expect(new Set(cities.map((c) => c.code))).toEqual(
      new Set(Array.from({ length: 81 }, (_, i) => String(i + 1).padStart(2, '0'))),
    );
  });

  test('a lower-case country code works', async () => {
    expect(await t.call(null, helperCalls.getCities, { countryCode: 'tr' })).toEqual(
      await t.call(null, helperCalls.getCities, { countryCode: 'TR' }),
    );
  });

  test('an unknown country → an empty list', async () => {
    expect(await t.call(null, helperCalls.getCities, { countryCode: 'XX' })).toEqual([]);
  });

  test('a code that is not two letters → validation_failed', async () => {
    for (const countryCode of ['TUR', 'T', '90', '', 'T1', 42]) {
      const res = await t.raw(null, helperCalls.getCities, { countryCode });
      expect(res.statusCode, String(countryCode)).toBe(400);
      expect(res.json().code).toBe('validation_failed');
    }
    expect((await t.raw(null, helperCalls.getCities, {})).json().code).toBe('validation_failed');
  });
});

describe('getTowns', () => {
  test("İstanbul's districts include Kadıköy and Beşiktaş", async () => {
    const towns = (await t.call(null, helperCalls.getTowns, { countryCode: 'TR', cityCode: '34' })).map(
      (town) => town.name,
    );
    expect(towns).toEqual(expect.arrayContaining(['Kadıköy', 'Beşiktaş', 'Üsküdar']));
    expect(towns).not.toContain('Çankaya');
    expect(
      (await t.call(null, helperCalls.getTowns, { countryCode: 'tr', cityCode: '06' })).map((town) => town.name),
    ).toContain('Çankaya');
  });

  test('every Turkish province has districts', async () => {
    for (const city of await t.call(null, helperCalls.getCities, { countryCode: 'TR' })) {
      expect(
        (await t.call(null, helperCalls.getTowns, { countryCode: 'TR', cityCode: city.code })).length,
        city.name,
      ).toBeGreaterThan(0);
    }
  });

  test('an unknown country or city → an empty list', async () => {
    expect(await t.call(null, helperCalls.getTowns, { countryCode: 'XX', cityCode: '34' })).toEqual([]);
    expect(await t.call(null, helperCalls.getTowns, { countryCode: 'TR', cityCode: '99' })).toEqual([]);
  });

  test('a missing or malformed code → validation_failed', async () => {
    for (const body of [
      { countryCode: 'TR' },
      { countryCode: 'TR', cityCode: '' },
      { countryCode: 'TRK', cityCode: '34' },
      { cityCode: '34' },
      { countryCode: 'TR', cityCode: 34 },
    ]) {
      const res = await t.raw(null, helperCalls.getTowns, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().code).toBe('validation_failed');
    }
  });
});

describe('helper/getPhoneRules', () => {
  test("answers only the countries of the dial code, enough to validate the country's numbers", async () => {
    const { isValidPhoneNumber } = await import('libphonenumber-js/core');
    const tr = await t.call(null, helperCalls.getPhoneRules, { countryCode: 'tr', kind: 'mobile' });
    expect(tr.countryCode).toBe('TR');
    expect(tr.metadata.country_calling_codes).toEqual({ 90: ['TR'] });
    expect(Object.keys(tr.metadata.countries)).toEqual(['TR']);
    const metadata = tr.metadata as never;
    expect(isValidPhoneNumber('+905321234567', 'TR', metadata)).toBe(true);
    expect(isValidPhoneNumber('+902121234567', 'TR', metadata)).toBe(false);
    const any = await t.call(null, helperCalls.getPhoneRules, { countryCode: 'TR', kind: 'any' });
    expect(isValidPhoneNumber('+902121234567', 'TR', any.metadata as never)).toBe(true);
    const us = await t.call(null, helperCalls.getPhoneRules, { countryCode: 'US', kind: 'mobile' });
    expect(us.metadata.country_calling_codes['1']).toContain('CA');
  });

  test('an unknown country is not_found, a malformed one validation_failed', async () => {
    expect((await t.raw(null, helperCalls.getPhoneRules, { countryCode: 'XX', kind: 'mobile' })).json()).toMatchObject({
      code: 'not_found',
    });
    expect((await t.raw(null, helperCalls.getPhoneRules, { countryCode: 'TUR', kind: 'mobile' })).json()).toMatchObject(
      { code: 'validation_failed' },
    );
  });
});
