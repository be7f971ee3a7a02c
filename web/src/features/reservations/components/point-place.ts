import type { ReservationPoint } from '@sofra/contracts/reservations/reservations.schemas';
import type { StoreTables, TableSection } from '@sofra/contracts/tables/tables.schemas';

/** A table as owners say it: "Salon / Masa 3", or just its name without a group. */
export const tableName = (table: { groupName: string; tableName: string }) =>
  table.groupName ? `${table.groupName} / ${table.tableName}` : table.tableName;

/** What a point stands for: its table's or section's name; '' for a named place (or one no longer there). */
export const pointPlace = (
  point: Pick<ReservationPoint, 'kind' | 'tableId' | 'sectionId'>,
  tables: StoreTables['tables'],
  sections: TableSection[],
) => {
  if (point.kind === 'table') {
    const table = tables.find((x) => x.id === point.tableId);
    return table ? tableName(table) : '';
  }
  if (point.kind === 'section') return sections.find((s) => s.id === point.sectionId)?.name ?? '';
  return '';
};
