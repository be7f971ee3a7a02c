import { tableCalls } from '@sofra/contracts/tables/tables.calls';
import type { Rpc } from '../../lib/routes.ts';
import * as checkIn from './check-in.service.ts';
import * as groups from './table-groups.service.ts';
import * as logs from './table-logs.service.ts';
import * as qrs from './table-qrs.service.ts';
import * as sections from './table-sections.service.ts';
import * as tables from './tables.service.ts';

export default function tableRoutes(rpc: Rpc) {
  rpc(tableCalls.getStoreTables, ({ id }, ctx) => tables.storeTablesVersioned(ctx, id));
  rpc(tableCalls.saveStoreTable, (input, ctx) => tables.saveTable(ctx, input));
  rpc(tableCalls.saveStoreTables, (input, ctx) => tables.addTables(ctx, input));
  rpc(tableCalls.deleteStoreTable, ({ storeId, tableId }, ctx) => tables.deleteTable(ctx, storeId, tableId));
  rpc(tableCalls.updateTablesStartAction, (input, ctx) => tables.bulkStartAction(ctx, input));
  rpc(tableCalls.saveTableGroup, (input, ctx) => groups.saveGroup(ctx, input));
  rpc(tableCalls.deleteTableGroup, (input, ctx) => groups.deleteGroup(ctx, input));
  rpc(tableCalls.getTableSections, ({ id }, ctx) => sections.sections(ctx, id));
  rpc(tableCalls.saveTableSection, (input, ctx) => sections.saveSection(ctx, input));
  rpc(tableCalls.deleteTableSection, ({ storeId, id }, ctx) => sections.deleteSection(ctx, storeId, id));
  rpc(tableCalls.linkTableToCode, ({ id, tableId, code }, ctx) => qrs.link(ctx, id, tableId, code));
  rpc(tableCalls.unlinkTable, ({ id, tableId, code }, ctx) => qrs.unlink(ctx, id, tableId, code));
  rpc(tableCalls.getTableQrs, (input, ctx) => qrs.qrList(ctx, input));
  rpc(tableCalls.createTableQR, (input, ctx) => qrs.createQr(ctx, input));
  rpc(tableCalls.getTableQrImage, (input, ctx) => qrs.qrImage(ctx, input));
  rpc(tableCalls.updateTableQrStoreId, ({ qrCode, storeId }, ctx) => qrs.moveQr(ctx, qrCode, storeId));
  rpc(tableCalls.storeCheckIn, ({ code }, ctx) => checkIn.checkIn(ctx, code));
  rpc(tableCalls.getTableLogs, (input, ctx) => logs.logs(ctx, input));
}
