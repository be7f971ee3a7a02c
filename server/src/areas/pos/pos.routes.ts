import type { FastifyInstance } from 'fastify';
import { posCalls } from '@sofra/contracts/pos/pos.calls';
import { rpc } from '../../plugins/rpc.ts';
import * as pos from './pos.service.ts';

export default async function posRoutes(app: FastifyInstance) {
  rpc(app, posCalls.getIntegration, ({ storeId }, ctx) => pos.integration(ctx, storeId));
  rpc(app, posCalls.saveIntegration, (input, ctx) => pos.saveIntegration(ctx, input));
  rpc(app, posCalls.getCashRegisters, ({ storeId }, ctx) => pos.registers(ctx, storeId));
  rpc(app, posCalls.createCashRegister, (input, ctx) => pos.createRegister(ctx, input));
  rpc(app, posCalls.rotateCashRegisterKey, ({ storeId, id }, ctx) => pos.rotateKey(ctx, storeId, id));
  rpc(app, posCalls.deleteCashRegister, ({ storeId, id }, ctx) => pos.deleteRegister(ctx, storeId, id));
  rpc(app, posCalls.getTables, ({ storeId }, ctx) => pos.tables(ctx, storeId));
  rpc(app, posCalls.getTableGroups, ({ storeId }, ctx) => pos.tableGroups(ctx, storeId));
}
