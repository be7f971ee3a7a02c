import type { Attribute } from '@sofra/contracts/stores/categories.calls';
import type { UiLanguage } from '../../../lib/i18n';

/** A catalogue entry's name in the portal's language; the Turkish `name` when the answer has none in it. */
export const catalogueName = (
  entry: Pick<Attribute, 'name'> & { names?: Partial<Attribute['names']> },
  language: string,
) => entry.names?.[language as UiLanguage] ?? entry.name;
