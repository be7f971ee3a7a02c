import type { FastifyInstance } from 'fastify';
import { contractCalls } from '@sofra/contracts/legal/contract.calls';
import { legalCalls } from '@sofra/contracts/legal/legal.calls';
import { rpc } from '../../plugins/rpc.ts';
import * as contracts from './contracts.service.ts';
import * as legal from './legal.service.ts';

export default async function legalRoutes(app: FastifyInstance) {
  rpc(app, legalCalls.get, ({ storeId }, ctx) => legal.list(ctx, storeId));
  rpc(app, legalCalls.save, (input, ctx) => legal.save(ctx, input));
  rpc(app, legalCalls.delete, ({ id, storeId }, ctx) => legal.remove(ctx, id, storeId));
  rpc(app, legalCalls.view, (input, ctx) => legal.view(ctx, input));
  rpc(app, contractCalls.getStoreContract, ({ storeId }, ctx) => contracts.storeContract(ctx, storeId));
  rpc(app, contractCalls.saveStoreContract, (input, ctx) => contracts.saveStoreContract(ctx, input));
  rpc(app, contractCalls.sendLinkSms, ({ storeId, gsm }, ctx) => contracts.sendLink(ctx, storeId, gsm));
  rpc(app, contractCalls.getMainContract, (_input, ctx) => contracts.mainContract(ctx));
  rpc(app, contractCalls.saveMainContract, ({ detail }, ctx) => contracts.publishMainContract(ctx, detail));
}
