import type { Language } from '@sofra/contracts/core/enums';
import type { ContractSchema, SchemaIssue } from '../../../lib/form';

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

/**
 * A save schema with the rule the contract leaves to the server: the name in the store's default language is
 * required (docs/menu.md). Said under that name's field as a missing value, before anything is sent.
 */
export const withDefaultName = (schema: ContractSchema, language: string): ContractSchema => ({
  safeParse: (value) => {
    const parsed = schema.safeParse(value);
    const names = (value as { names?: Record<string, string> }).names ?? {};
    if (names[language]?.trim()) return parsed;
    const missing: SchemaIssue = {
      code: 'too_small',
      origin: 'string',
      minimum: 1,
      input: '',
      path: ['names', language],
    };
    const issues = parsed.success ? [] : parsed.error.issues;
    return { success: false, error: { issues: [missing, ...issues] } };
  },
});
