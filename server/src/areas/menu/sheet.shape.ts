import { supportedLanguages } from '@sofra/contracts/core/enums';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { storeRowById } from '../stores/stores.service.ts';
import type { Tx } from './catalogue.repo.ts';

/**
 * What the menu spreadsheet's export and import share (docs/menu.md, Spreadsheet import and export): the sheets'
 * names and the store's languages, which give the columns.
 */

export const GROUPS = 'Groups';
export const PRODUCTS = 'Products';

export interface Shape {
  name: string;
  /** The store's languages, the default first. */
  languages: string[];
  lang: string;
}

export const shapeOf = async (db: Tx, storeId: string): Promise<Shape> => {
  const store = await storeRowById(db as Db, storeId);
  if (!store) throw new AppError('not_found', `store ${storeId}`);
  // The default language as the catalogue has it: the first language, else the locale.
  const lang = store.languages[0] ?? store.storeLocale;
  const known = new Set<string>(supportedLanguages);
  const languages = [...new Set([lang, ...store.languages])].filter((l) => l === lang || known.has(l));
  return { name: store.name, languages, lang };
};

export const nameIn = (names: Record<string, string>, lang: string) =>
  names[lang] || Object.values(names).find(Boolean) || '';
