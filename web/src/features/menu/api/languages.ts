import type { Language } from '@sofra/contracts/core/enums';

/**
 * The languages a store's menu is written in: the default first (its first `languages` entry, else its
 * `storeLocale`'s language; docs/menu.md), then the others, each once.
 */
export const menuLanguages = (store: { languages: readonly string[]; storeLocale: string } | undefined): Language[] => {
  if (!store) return ['tr'];
  const first = store.languages[0] ?? store.storeLocale.split(/[-_]/)[0] ?? 'tr';
  return [...new Set([first, ...store.languages])] as Language[];
};

/** The texts of a names/descriptions form as the call takes them: trimmed, empty ones left out. */
export const textsOf = (texts: Record<string, string>): Partial<Record<Language, string>> =>
  Object.fromEntries(
    Object.entries(texts)
      .map(([lang, text]) => [lang, text.trim()] as const)
      .filter(([, text]) => text !== ''),
  );

/** A form's starting texts: one (possibly empty) entry per language. */
export const textsFor = (languages: readonly string[], texts: Record<string, string> = {}) =>
  Object.fromEntries(languages.map((lang) => [lang, texts[lang] ?? ''])) as Record<string, string>;
