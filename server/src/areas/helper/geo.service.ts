import { City, Country, State } from 'country-state-city';
import type { City as WireCity, Country as WireCountry, Town } from '@sofra/contracts/helper/helper.schemas';

/**
 * Countries, cities (first-level divisions: Turkey's 81 provinces) and towns (districts), from
 * country-state-city's data, server side only. Built once, on first use.
 */
let countries: WireCountry[] | undefined;

export const listCountries = (): WireCountry[] => {
  countries ??= Country.getAllCountries()
    .filter((c) => c.phonecode && c.phonecode.trim() !== '')
    .map((c) => ({
      name: c.name,
      code: c.isoCode,
      dialCode: `+${c.phonecode.replace(/^\+/, '').split(/[ ,]/)[0]}`,
      flagEmoji: c.flag,
    }))
    .sort((a, b) => a.name.localeCompare(b.name, 'en'));
  return countries;
};

/** Where the data's spelling differs from the local one it uses for every other province (İzmir, Iğdır, …). */
const localNames: Record<string, string> = { 'TR-34': 'İstanbul' };

export const listCities = (countryCode: string): WireCity[] =>
  State.getStatesOfCountry(countryCode.toUpperCase())
    .map((s) => ({
      name: localNames[`${s.countryCode}-${s.isoCode}`] ?? s.name,
      code: s.isoCode,
      countryCode: s.countryCode,
    }))
    .sort((a, b) => a.name.localeCompare(b.name, 'tr'));

/** City codes match regardless of case. */
export const listTowns = (countryCode: string, cityCode: string): Town[] =>
  City.getCitiesOfState(countryCode.toUpperCase(), cityCode.toUpperCase())
    .map((c) => ({ name: c.name }))
    .sort((a, b) => a.name.localeCompare(b.name, 'tr'));

/** The name of a city (first-level division) by its code, '' when unknown. */
export const cityName = (countryCode: string, cityCode: string): string =>
  cityCode ? (listCities(countryCode).find((c) => c.code.toUpperCase() === cityCode.toUpperCase())?.name ?? '') : '';
