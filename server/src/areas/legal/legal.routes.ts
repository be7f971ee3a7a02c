import { contractCalls } from '@sofra/contracts/legal/contract.calls';
import { legalCalls } from '@sofra/contracts/legal/legal.calls';
import type { Rpc } from '../../lib/routes.ts';
import * as contracts from './contracts.service.ts';
import * as legal from './legal.service.ts';

export default function legalRoutes(rpc: Rpc) {
  rpc(legalCalls.get, ({ storeId }, ctx) => legal.list(ctx, storeId));
  rpc(legalCalls.save, (input, ctx) => legal.save(ctx, input));
  rpc(legalCalls.delete, ({ id, storeId }, ctx) => legal.remove(ctx, id, storeId));
  rpc(legalCalls.view, (input, ctx) => legal.view(ctx, input));
  rpc(contractCalls.getStoreContract, ({ storeId }, ctx) => contracts.storeContract(ctx, storeId));
  rpc(contractCalls.saveStoreContract, (input, ctx) => contracts.saveStoreContract(ctx, input));
  rpc(contractCalls.sendLinkSms, ({ storeId, gsm }, ctx) => contracts.sendLink(ctx, storeId, gsm));
  rpc(contractCalls.getMainContract, (_input, ctx) => contracts.mainContract(ctx));
  rpc(contractCalls.saveMainContract, ({ detail }, ctx) => contracts.publishMainContract(ctx, detail));
}
