import type { FastifyInstance } from 'fastify';
import { tableCalls } from '@sofra/contracts/tables/tables.calls';
import { rpc } from '../../plugins/rpc.ts';
import * as tables from './tables.service.ts';

export default async function tableRoutes(app: FastifyInstance) {
  rpc(app, tableCalls.getStoreTables, ({ id }, ctx) => tables.storeTablesVersioned(ctx, id));
  rpc(app, tableCalls.saveStoreTable, (input, ctx) => tables.saveTable(ctx, input));
  rpc(app, tableCalls.saveStoreTables, (input, ctx) => tables.addTables(ctx, input));
  rpc(app, tableCalls.deleteStoreTable, ({ storeId, tableId }, ctx) => tables.deleteTable(ctx, storeId, tableId));
  rpc(app, tableCalls.updateTablesStartAction, (input, ctx) => tables.bulkStartAction(ctx, input));
  rpc(app, tableCalls.saveTableGroup, (input, ctx) => tables.saveGroup(ctx, input));
  rpc(app, tableCalls.deleteTableGroup, (input, ctx) => tables.deleteGroup(ctx, input));
  rpc(app, tableCalls.getTableSections, ({ id }, ctx) => tables.sections(ctx, id));
  rpc(app, tableCalls.saveTableSection, (input, ctx) => tables.saveSection(ctx, input));
  rpc(app, tableCalls.deleteTableSection, ({ storeId, id }, ctx) => tables.deleteSection(ctx, storeId, id));
  rpc(app, tableCalls.linkTableToCode, ({ id, tableId, code }, ctx) => tables.link(ctx, id, tableId, code));
  rpc(app, tableCalls.unlinkTable, ({ id, tableId, code }, ctx) => tables.unlink(ctx, id, tableId, code));
  rpc(app, tableCalls.getTableQrs, (input, ctx) => tables.qrList(ctx, input));
  rpc(app, tableCalls.createTableQR, (input, ctx) => tables.createQr(ctx, input));
  rpc(app, tableCalls.getTableQrImage, (input, ctx) => tables.qrImage(ctx, input));
  rpc(app, tableCalls.updateTableQrStoreId, ({ qrCode, storeId }, ctx) => tables.moveQr(ctx, qrCode, storeId));
  rpc(app, tableCalls.storeCheckIn, ({ code }, ctx) => tables.checkIn(ctx, code));
  rpc(app, tableCalls.getTableLogs, (input, ctx) => tables.logs(ctx, input));
}
