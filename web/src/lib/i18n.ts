import i18n, { type BackendModule } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { storage } from './storage';

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

/** Translations are plain files served with the portal: GET /assets/i18n/{lang}.json (spec section 7), or their copy. */
const fileBackend: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read: (language, _namespace, callback) => {
    fetch(textsUrl(language))
      .then((res) => (res.ok ? res.json() : Promise.reject(new Error(`translations ${language}: ${res.status}`))))
      .then(
        (data) => callback(null, data),
        (error: Error) => callback(error, false),
      );
  },
};

const applyLanguage = (language: UiLanguage) => {
  if (typeof document !== 'undefined') document.documentElement.lang = language;
};

export const currentLanguage = (): UiLanguage => {
  const saved = storage.language();
  return isUiLanguage(saved) ? saved : DEFAULT_UI_LANGUAGE;
};

/** Starts i18next with the saved language; `resources` lets tests skip the network. */
export const initI18n = async (resources?: Record<UiLanguage, Record<string, unknown>>) => {
  const lng = currentLanguage();
  applyLanguage(lng);
  if (!resources) i18n.use(fileBackend);
  await i18n.use(initReactI18next).init({
    lng,
    supportedLngs: uiLanguages.map((l) => l.code),
    // Both files carry the same keys (checked by a test), so no second file is fetched as a fallback.
    fallbackLng: false,
    ns: ['translation'],
    defaultNS: 'translation',
    interpolation: { escapeValue: false },
    returnNull: false,
    react: { useSuspense: false },
    ...(resources
      ? { resources: Object.fromEntries(Object.entries(resources).map(([k, v]) => [k, { translation: v }])) }
      : {}),
  });
  return i18n;
};

export const setLanguage = async (language: UiLanguage) => {
  storage.setLanguage(language);
  applyLanguage(language);
  await i18n.changeLanguage(language);
};

export { i18n };

/** The screens' translation hook and its function's type: every screen takes them from here, not from the library. */
export { useTranslation } from 'react-i18next';
export type { TFunction } from 'i18next';
