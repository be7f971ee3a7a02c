import type { FastifyInstance } from 'fastify';
import { customerCalls as c } from '@sofra/contracts/customers/customers.calls';
import { rpc } from '../../plugins/rpc.ts';
import * as customers from './customers.service.ts';
import * as messages from './messages.service.ts';

export default async function customerRoutes(app: FastifyInstance) {
  rpc(app, c.myPlaces, (_input, ctx) => customers.myPlaces(ctx));
  rpc(app, c.getUserReport, (input, ctx) => customers.userReport(ctx, input, ctx.services.now()));
  rpc(app, c.exportUserReport, (input, ctx) => customers.exportUserReport(ctx, input, ctx.services.now()));
  rpc(app, c.countMessageAudience, (input, ctx) => messages.messageAudience(ctx, input, ctx.services.now()));
  rpc(app, c.sendMessage, (input, ctx) => messages.sendMessage(ctx, input, ctx.services.now()));
  rpc(app, c.createVirtualUser, (input, ctx) => customers.createVirtualUser(ctx, input, ctx.services.now()));
  rpc(app, c.recordConsent, (input, ctx) => customers.recordConsent(ctx, input, ctx.services.now()));
  rpc(app, c.getPermissionLog, (input, ctx) => customers.permissionLog(ctx, input));
  rpc(app, c.setMyConsent, (input, ctx) => customers.setMyConsent(ctx, input, ctx.services.now()));
  rpc(app, c.optOut, ({ token }, ctx) => customers.optOut(ctx, token, ctx.services.now()));
}
