import type { FastifyInstance } from 'fastify';
import { menuCalls } from '@sofra/contracts/menu/menu.calls';
import { rpc } from '../../plugins/rpc.ts';
import { menuQr } from './menu.service.ts';

export default async function menuRoutes(app: FastifyInstance) {
  rpc(app, menuCalls.menuQR, ({ id, width }, ctx) => menuQr(ctx, id, width));
  // The spec's form: the store id as a path suffix; the same input, guard and handler.
  rpc(app, menuCalls.menuQRById, ({ id, width }, ctx) => menuQr(ctx, id, width));
}
