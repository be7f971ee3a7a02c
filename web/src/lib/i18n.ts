import { useSyncExternalStore } from 'react';
import { storage } from './storage';
import { translator, type Texts, type TFunction } from './translate';

/** The interface languages of the portal screens (spec section 9). The main shell defaults to Turkish. */
export const uiLanguages = [
  { code: 'tr', label: 'Türkçe', short: 'TR' },
  { code: 'en', label: 'English', short: 'EN' },
] as const;
export type UiLanguage = (typeof uiLanguages)[number]['code'];
export const DEFAULT_UI_LANGUAGE: UiLanguage = 'tr';

const isUiLanguage = (value: unknown): value is UiLanguage => uiLanguages.some((l) => l.code === value);

/** index.html's list of the texts' files by language, under names that carry their content (vite-preload-plugin.ts). */
export const TEXTS_META = 'sofra-texts';

/** Where a language's texts are: the build's file that is cached for good, else the plain one (dev server, tests). */
const textsUrl = (language: string): string => {
  try {
    const listed = document.querySelector(`meta[name="${TEXTS_META}"]`)?.getAttribute('content');
    const url = listed ? (JSON.parse(listed) as Record<string, unknown>)[language] : undefined;
    if (typeof url === 'string') return url;
  } catch {
    // No usable list: the plain file.
  }
  return `${import.meta.env.BASE_URL}assets/i18n/${language}.json`;
};

export type { TFunction, TOptions } from './translate';

type Listener = (language: UiLanguage) => void;

/** Translations are plain files served with the portal: GET /assets/i18n/{lang}.json (spec section 7), or their copy. */
const loadTexts = async (language: UiLanguage, url = textsUrl(language)): Promise<Texts> => {
  const res = await fetch(url);
  if (!res.ok) throw new Error(`translations ${language}: ${res.status}`);
  return (await res.json()) as Texts;
};

/**
 * The attribute of the link by which index.html's boot script preloads the first screen's texts
 * (vite-preload-plugin.ts): its value is the language, `data-screens` the screens whose texts it holds (those of the
 * portal's frame, the main area's and the screen's, not the others': a fifth of the whole file).
 */
export const FIRST_TEXTS_ATTR = 'data-sofra-texts';
/**
 * The meta of a page that carries the first screen's texts inside, in an element with FIRST_TEXTS_ATTR
 * (vite-painted-pages.ts, textsPages): the boot script then preloads none.
 */
export const INLINE_TEXTS_META = 'sofra-inline-texts';

/** The first screen's part of a language's texts, while the whole file is not in. */
let first: { language: UiLanguage; screens: Set<string>; texts: Texts | undefined } | null = null;
/** A key was asked for that the part lacks: the screens re-render once the whole file is in. */
let missed = false;
let wholeFile: Promise<void> | null = null;

/**
 * The first screen's part of the language's texts as the page has it: preloaded by the boot script (a link), else
 * inside the page itself (a JSON script element).
 */
const firstTextsOnPage = (language: UiLanguage): { texts: () => Promise<Texts>; screens: Set<string> } | null => {
  if (typeof document === 'undefined') return null;
  const screensOf = (element: HTMLElement) => new Set((element.dataset.screens ?? '').split(' ').filter(Boolean));
  const link = document.querySelector<HTMLLinkElement>(`link[${FIRST_TEXTS_ATTR}]`);
  if (link) {
    return link.getAttribute(FIRST_TEXTS_ATTR) === language
      ? { texts: () => loadTexts(language, link.href), screens: screensOf(link) }
      : null;
  }
  const carried = document.querySelector<HTMLScriptElement>(`script[${FIRST_TEXTS_ATTR}]`);
  if (!carried || carried.getAttribute(FIRST_TEXTS_ATTR) !== language) return null;
  return { texts: async () => JSON.parse(carried.textContent ?? '') as Texts, screens: screensOf(carried) };
};

/** The language's whole texts, else the first screen's part of them. */
const textsOf = (language: UiLanguage): Texts | undefined =>
  resources[language] ?? (first?.language === language ? first.texts : undefined);

const makeT = (language: UiLanguage): TFunction =>
  translator(
    language,
    () => textsOf(language),
    (texts) => {
      if (!texts || texts === resources[language]) return;
      // Not in the first screen's part (a key the build did not see in the code): the whole file, then a re-render.
      missed = true;
      void loadAllTexts().catch(() => undefined);
    },
  );

const resources: Partial<Record<UiLanguage, Texts>> = {};
const listeners = new Set<Listener>();

/** The portal's translator: the current language, its `t`, a language change and its event. */
class Translator {
  language: UiLanguage = DEFAULT_UI_LANGUAGE;
  t: TFunction = makeT(DEFAULT_UI_LANGUAGE);

  /** Loads the language's texts if they are not in yet, switches to it and tells every listener (screens re-render). */
  changeLanguage = async (language: UiLanguage): Promise<TFunction> => {
    resources[language] ??= await loadTexts(language);
    this.use(language);
    return this.t;
  };

  /** Switches to a language whose texts (or their first part) are in, and tells every listener. */
  use(language: UiLanguage): void {
    this.language = language;
    this.t = makeT(language);
    for (const listener of listeners) listener(language);
  }

  on(event: 'languageChanged', listener: Listener): void {
    if (event === 'languageChanged') listeners.add(listener);
  }

  off(event: 'languageChanged', listener: Listener): void {
    if (event === 'languageChanged') listeners.delete(listener);
  }
}

const i18n = new Translator();

const applyLanguage = (language: UiLanguage) => {
  if (typeof document !== 'undefined') document.documentElement.lang = language;
};

export const currentLanguage = (): UiLanguage => {
  const saved = storage.language();
  return isUiLanguage(saved) ? saved : DEFAULT_UI_LANGUAGE;
};

/**
 * Loads the saved language's texts; `resources` lets tests skip the network. On a first visit that index.html's boot
 * script has prepared, only the first screen's part of them (the rest: loadAllTexts, once that screen is up).
 */
export const initI18n = async (given?: Record<UiLanguage, Texts>) => {
  const lng = currentLanguage();
  applyLanguage(lng);
  if (given) Object.assign(resources, given);
  const part = resources[lng] ? null : firstTextsOnPage(lng);
  if (part) {
    // Set before the first await: the first screens' loads ask textsFor at once.
    first = { language: lng, screens: part.screens, texts: undefined };
    try {
      first.texts = await part.texts();
      i18n.use(lng);
      return i18n;
    } catch {
      first = null;
    }
  }
  await i18n.changeLanguage(lng);
  return i18n;
};

/**
 * The whole texts of the language a visit started in, after its first screen's part: once that screen is up, and
 * before another screen opens (textsFor). Screens re-render only if one asked for a key the part lacked.
 */
export const loadAllTexts = (): Promise<void> => {
  const part = first;
  if (!part || resources[part.language]) return Promise.resolve();
  wholeFile ??= loadTexts(part.language).then(
    (texts) => {
      resources[part.language] = texts;
      if (missed && i18n.language === part.language) i18n.use(part.language);
      missed = false;
    },
    (error: unknown) => {
      wholeFile = null;
      throw error;
    },
  );
  return wholeFile;
};

/** What a screen waits for before it renders: its texts (the first screen's part holds those of the first screens). */
export const textsFor = (screen: string): Promise<void> =>
  !first || resources[i18n.language] || (first.language === i18n.language && first.screens.has(screen))
    ? Promise.resolve()
    : loadAllTexts();

export const setLanguage = async (language: UiLanguage) => {
  storage.setLanguage(language);
  applyLanguage(language);
  await i18n.changeLanguage(language);
};

export { i18n };

const subscribe = (onChange: () => void) => {
  const listener = () => onChange();
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const snapshot = () => i18n.t;

/** The screens' translation hook: `t` of the current language (a new function on a change, so screens re-render). */
export const useTranslation = () => {
  const t = useSyncExternalStore(subscribe, snapshot, snapshot);
  return { t, i18n };
};
