import '@mantine/core/styles/Badge.css';
import type { TFunction } from '../../../lib/i18n';
import type { DefinitionColumn } from '../../../components/definitions-table/definitions-table';
import type { DefinitionKind } from '@sofra/contracts/definitions/definitions.calls';
import type { DefinitionsTableTexts } from '../../../components/definitions-table/definitions-table';

/** A percentage as the language writes it: "%12,5" in Turkish, "12.5%" in English. */
export const formatPercent = (value: number, language: string) =>
  new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: 2 }).format(value / 100);

/** The name column: it names the row, so it cannot be hidden. */
export const nameColumn = <T extends { name: string }>(t: TFunction): DefinitionColumn<T> => ({
  accessor: 'name',
  title: t('definitions.table.name'),
  sortable: true,
  hideable: false,
});

/** A yes/no column. */
export const yesNoColumn = <T,>(accessor: string, title: string, t: TFunction): DefinitionColumn<T> => ({
  accessor,
  title,
  sortable: true,
  text: (r) => t((r as Record<string, unknown>)[accessor] ? 'definitions.table.yes' : 'definitions.table.no'),
});

/** Whether the record is offered on new products and bills. */
export const activeColumn = <T extends { active: boolean }>(t: TFunction): DefinitionColumn<T> =>
  yesNoColumn<T>('active', t('definitions.table.active'), t);

/** A screen's texts, from its block of definitions.* and its menu entry. */
export const screenTexts = (t: TFunction, kind: DefinitionKind): DefinitionsTableTexts => ({
  title: t(`menu.${kind}`),
  noStore: t(`definitions.${kind}.noStore`),
  add: t(`definitions.${kind}.add`),
  edit: t(`definitions.${kind}.edit`),
  intro: t(`definitions.${kind}.intro`),
  empty: t('definitions.table.empty'),
});
