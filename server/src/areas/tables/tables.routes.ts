import { tableCalls } from '@sofra/contracts/tables/tables.calls';
import type { Rpc } from '../../lib/routes.ts';
import * as tables from './tables.service.ts';

export default function tableRoutes(rpc: Rpc) {
  rpc(tableCalls.getStoreTables, ({ id }, ctx) => tables.storeTablesVersioned(ctx, id));
  rpc(tableCalls.saveStoreTable, (input, ctx) => tables.saveTable(ctx, input));
  rpc(tableCalls.saveStoreTables, (input, ctx) => tables.addTables(ctx, input));
  rpc(tableCalls.deleteStoreTable, ({ storeId, tableId }, ctx) => tables.deleteTable(ctx, storeId, tableId));
  rpc(tableCalls.updateTablesStartAction, (input, ctx) => tables.bulkStartAction(ctx, input));
  rpc(tableCalls.saveTableGroup, (input, ctx) => tables.saveGroup(ctx, input));
  rpc(tableCalls.deleteTableGroup, (input, ctx) => tables.deleteGroup(ctx, input));
  rpc(tableCalls.getTableSections, ({ id }, ctx) => tables.sections(ctx, id));
  rpc(tableCalls.saveTableSection, (input, ctx) => tables.saveSection(ctx, input));
  rpc(tableCalls.deleteTableSection, ({ storeId, id }, ctx) => tables.deleteSection(ctx, storeId, id));
  rpc(tableCalls.linkTableToCode, ({ id, tableId, code }, ctx) => tables.link(ctx, id, tableId, code));
  rpc(tableCalls.unlinkTable, ({ id, tableId, code }, ctx) => tables.unlink(ctx, id, tableId, code));
  rpc(tableCalls.getTableQrs, (input, ctx) => tables.qrList(ctx, input));
  rpc(tableCalls.createTableQR, (input, ctx) => tables.createQr(ctx, input));
  rpc(tableCalls.getTableQrImage, (input, ctx) => tables.qrImage(ctx, input));
  rpc(tableCalls.updateTableQrStoreId, ({ qrCode, storeId }, ctx) => tables.moveQr(ctx, qrCode, storeId));
  rpc(tableCalls.storeCheckIn, ({ code }, ctx) => tables.checkIn(ctx, code));
  rpc(tableCalls.getTableLogs, (input, ctx) => tables.logs(ctx, input));
}
