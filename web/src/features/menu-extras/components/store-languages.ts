import { supportedLanguages, type Language } from '@sofra/contracts/core/enums';
import type { Store } from '@sofra/contracts/stores/stores.schemas';
import type { ContractSchema, SchemaIssue } from '../../../lib/form';

/**
 * The languages a store's menu is written in (docs/menu.md): its `languages`, else its locale; the first is the
 * default one, whose name is required (the others fall back to it).
 */
export const menuLanguages = (store: Pick<Store, 'languages' | 'storeLocale'> | undefined): Language[] => {
  const known = (l: string): l is Language => (supportedLanguages as readonly string[]).includes(l);
  const listed = (store?.languages ?? []).filter(known);
  if (listed.length) return listed;
  const locale = (store?.storeLocale ?? 'tr').slice(0, 2);
  return [known(locale) ? locale : 'tr'];
};

export type NameValues = Partial<Record<Language, string>>;

/** One text per language as the form holds it, every language of the store present ('' when empty). */
export const namesToForm = (names: Record<string, string> | undefined, languages: Language[]): NameValues =>
  Object.fromEntries(languages.map((l) => [l, names?.[l] ?? '']));

/** The names a save sends: trimmed, the empty ones left out. */
export const namesToInput = (names: NameValues): NameValues =>
  Object.fromEntries(
    Object.entries(names)
      .map(([l, v]) => [l, (v ?? '').trim()] as const)
      .filter(([, v]) => v !== ''),
  );

/** The server's rules the schema cannot say, as schema issues: checked with the schema's own. */
export type ExtraRules = (input: Record<string, unknown>) => SchemaIssue[];

/** A "required" issue at `path` (the form says: field required). */
export const required = (path: PropertyKey[]): SchemaIssue => ({
  code: 'too_small',
  origin: 'string',
  minimum: 1,
  input: '',
  path,
});

/** The names at `path` miss the default language. */
export const defaultNameMissing = (names: unknown, language: Language, path: PropertyKey[]): SchemaIssue[] =>
  names && typeof names === 'object' && (names as Record<string, unknown>)[language]
    ? []
    : [required([...path, language])];

/** The contract schema with rules of its server that it cannot say itself (the default language's name, …). */
export const withRules = (schema: ContractSchema, rules: ExtraRules): ContractSchema => ({
  safeParse: (value) => {
    const parsed = schema.safeParse(value);
    const extra = rules(value as Record<string, unknown>);
    const issues = [...(parsed.success ? [] : parsed.error.issues), ...extra];
    return issues.length ? { success: false, error: { issues } } : { success: true };
  },
});
