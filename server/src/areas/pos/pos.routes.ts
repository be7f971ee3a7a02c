import { posCalls } from '@sofra/contracts/pos/pos.calls';
import type { Rpc } from '../../lib/routes.ts';
import * as pos from './pos.service.ts';

export default function posRoutes(rpc: Rpc) {
  rpc(posCalls.getIntegration, ({ storeId }, ctx) => pos.integration(ctx, storeId));
  rpc(posCalls.saveIntegration, (input, ctx) => pos.saveIntegration(ctx, input));
  rpc(posCalls.getCashRegisters, ({ storeId }, ctx) => pos.registers(ctx, storeId));
  rpc(posCalls.createCashRegister, (input, ctx) => pos.createRegister(ctx, input));
  rpc(posCalls.rotateCashRegisterKey, ({ storeId, id }, ctx) => pos.rotateKey(ctx, storeId, id));
  rpc(posCalls.deleteCashRegister, ({ storeId, id }, ctx) => pos.deleteRegister(ctx, storeId, id));
  rpc(posCalls.getTables, ({ storeId }, ctx) => pos.tables(ctx, storeId));
  rpc(posCalls.getTableGroups, ({ storeId }, ctx) => pos.tableGroups(ctx, storeId));
}
