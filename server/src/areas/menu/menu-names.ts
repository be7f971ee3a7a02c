import { AppError } from '../../lib/app-error.ts';
import type { Db, Tx } from '../../db/client.ts';
import { storeRowById } from '../stores/stores.service.ts';

/** A store's default language: its first language, else its locale. */
export const defaultLanguageOf = async (db: Tx, storeId: string): Promise<string> => {
  const store = await storeRowById(db as Db, storeId);
  return store?.languages[0] ?? store?.storeLocale ?? 'tr';
};

/** A name in `lang`, falling back to the default language, then to any. */
export const nameIn = (names: Record<string, string>, lang: string) =>
  names[lang] || Object.values(names).find(Boolean) || '';

/** Names without empty entries; the default language's is required (`fields`: `<field>.<lang>`). */
export const requireDefault = (names: Partial<Record<string, string>>, lang: string, field = 'names') => {
  const kept = Object.fromEntries(Object.entries(names).filter(([, v]) => v?.trim())) as Record<string, string>;
  if (!kept[lang])
    throw AppError.invalid([{ path: `${field}.${lang}`, code: 'too_small' }], `${field}.${lang}: required`);
  return kept;
};
