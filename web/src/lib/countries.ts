import { useEffect, useState } from 'react';
import { helperCalls } from '@sofra/contracts/helper/helper.calls';
import type { Country } from '@sofra/contracts/helper/helper.schemas';
import { post } from './post';

let loading: Promise<Country[]> | null = null;

/**
 * Countries that have a dial code, sorted by name, loaded once per page. Kept apart from the
 * query cache so the sign-in page does not carry TanStack Query; the shell's query uses it too.
 */
export const loadCountries = (): Promise<Country[]> => {
  loading ??= post(helperCalls.getCountries, {}, { toast: false })
    .then((list) => list.filter((c) => c.dialCode).sort((a, b) => a.name.localeCompare(b.name)))
    .catch((error: unknown) => {
      loading = null;
      throw error;
    });
  return loading;
};

export type CountriesState =
  | { status: 'idle' | 'loading'; data?: undefined; error?: undefined }
  | { status: 'ready'; data: Country[]; error?: undefined }
  | { status: 'error'; data?: undefined; error: unknown };

export const useCountries = (enabled = true): CountriesState => {
  const [state, setState] = useState<CountriesState>({ status: 'idle' });
  useEffect(() => {
    if (!enabled) return;
    let live = true;
    loadCountries().then(
      (data) => live && setState({ status: 'ready', data }),
      (error: unknown) => live && setState({ status: 'error', error }),
    );
    return () => {
      live = false;
    };
  }, [enabled]);
  // Loading from the moment it is enabled until the answer (or failure) is in.
  return enabled && state.status === 'idle' ? { status: 'loading' } : state;
};

/** A country as the picker lists it: its name in the interface language, and every name it may be searched by. */
export interface LocalCountry extends Country {
  /** The server's (English) name, the Turkish one and the one in the interface language, folded for searching. */
  searchNames: string[];
}

const displayNames = new Map<string, Intl.DisplayNames | null>();
/** A region's name in a language ('DE' in tr: 'Almanya'); null when the browser has no names for it. */
export const regionName = (code: string, language: string): string | null => {
  if (!displayNames.has(language)) {
    let names: Intl.DisplayNames | null = null;
    try {
      names = new Intl.DisplayNames([language], { type: 'region', fallback: 'none' });
    } catch {
      // An engine without Intl.DisplayNames: the server's names stay.
    }
    displayNames.set(language, names);
  }
  try {
    return displayNames.get(language)?.of(code.toUpperCase()) ?? null;
  } catch {
    return null;
  }
};

/** The portal's own country comes first in every list of countries. */
const FIRST = 'TR';

/**
 * Countries named in the interface language and sorted by that name (Türkiye first), each searchable by its name
 * in that language, in Turkish and in English: 'Almanya' finds Germany whatever the interface language.
 */
export const localizeCountries = (countries: Country[], language: string): LocalCountry[] => {
  const collator = new Intl.Collator(language);
  return countries
    .map((c) => {
      const name = regionName(c.code, language) ?? c.name;
      const searchNames = [...new Set([name, c.name, regionName(c.code, 'tr') ?? c.name])];
      return { ...c, name, searchNames };
    })
    .sort((a, b) => Number(b.code === FIRST) - Number(a.code === FIRST) || collator.compare(a.name, b.name));
};
