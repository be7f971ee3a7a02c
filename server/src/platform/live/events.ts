import type { Folio } from '@sofra/contracts/folios/folios.schemas';
import type { FolioBrief } from '@sofra/contracts/live/live.schemas';

/** What a live event says of a folio: enough for a board to place it; the page reads the rest when it needs it. */
export const folioBrief = (folio: Folio): FolioBrief => ({
  folioId: folio.id,
  number: folio.number,
  tableId: folio.tableId,
  tableName: folio.tableName,
  status: folio.status,
  version: folio.version,
  total: folio.totals.total,
});
