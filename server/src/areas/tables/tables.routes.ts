import type { FastifyInstance } from 'fastify';
import { tableCalls } from '@sofra/contracts/tables/tables.calls';
import { rpc } from '../../plugins/rpc.ts';
import * as checkIn from './check-in.service.ts';
import * as groups from './table-groups.service.ts';
import * as logs from './table-logs.service.ts';
import * as qrs from './table-qrs.service.ts';
import * as sections from './table-sections.service.ts';
import * as tables from './tables.service.ts';

export default async function tableRoutes(app: FastifyInstance) {
  rpc(app, tableCalls.getStoreTables, ({ id }, ctx) => tables.storeTablesVersioned(ctx, id));
  rpc(app, tableCalls.saveStoreTable, (input, ctx) => tables.saveTable(ctx, input));
  rpc(app, tableCalls.saveStoreTables, (input, ctx) => tables.addTables(ctx, input));
  rpc(app, tableCalls.deleteStoreTable, ({ storeId, tableId }, ctx) => tables.deleteTable(ctx, storeId, tableId));
  rpc(app, tableCalls.updateTablesStartAction, (input, ctx) => tables.bulkStartAction(ctx, input));
  rpc(app, tableCalls.saveTableGroup, (input, ctx) => groups.saveGroup(ctx, input));
  rpc(app, tableCalls.deleteTableGroup, (input, ctx) => groups.deleteGroup(ctx, input));
  rpc(app, tableCalls.getTableSections, ({ id }, ctx) => sections.sections(ctx, id));
  rpc(app, tableCalls.saveTableSection, (input, ctx) => sections.saveSection(ctx, input));
  rpc(app, tableCalls.deleteTableSection, ({ storeId, id }, ctx) => sections.deleteSection(ctx, storeId, id));
  rpc(app, tableCalls.linkTableToCode, ({ id, tableId, code }, ctx) => qrs.link(ctx, id, tableId, code));
  rpc(app, tableCalls.unlinkTable, ({ id, tableId, code }, ctx) => qrs.unlink(ctx, id, tableId, code));
  rpc(app, tableCalls.getTableQrs, (input, ctx) => qrs.qrList(ctx, input));
  rpc(app, tableCalls.createTableQR, (input, ctx) => qrs.createQr(ctx, input));
  rpc(app, tableCalls.getTableQrImage, (input, ctx) => qrs.qrImage(ctx, input));
  rpc(app, tableCalls.updateTableQrStoreId, ({ qrCode, storeId }, ctx) => qrs.moveQr(ctx, qrCode, storeId));
  rpc(app, tableCalls.storeCheckIn, ({ code }, ctx) => checkIn.checkIn(ctx, code));
  rpc(app, tableCalls.getTableLogs, (input, ctx) => logs.logs(ctx, input));
}
