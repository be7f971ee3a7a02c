import { customerCalls as c } from '@sofra/contracts/customers/customers.calls';
import type { Rpc } from '../../lib/routes.ts';
import * as customers from './customers.service.ts';
import * as messages from './messages.service.ts';

export default function customerRoutes(rpc: Rpc) {
  rpc(c.myPlaces, (_input, ctx) => customers.myPlaces(ctx));
  rpc(c.getUserReport, (input, ctx) => customers.userReport(ctx, input, ctx.services.now()));
  rpc(c.exportUserReport, (input, ctx) => customers.exportUserReport(ctx, input, ctx.services.now()));
  rpc(c.countMessageAudience, (input, ctx) => messages.messageAudience(ctx, input, ctx.services.now()));
  rpc(c.sendMessage, (input, ctx) => messages.sendMessage(ctx, input, ctx.services.now()));
  rpc(c.createVirtualUser, (input, ctx) => customers.createVirtualUser(ctx, input, ctx.services.now()));
  rpc(c.recordConsent, (input, ctx) => customers.recordConsent(ctx, input, ctx.services.now()));
  rpc(c.getPermissionLog, (input, ctx) => customers.permissionLog(ctx, input));
  rpc(c.setMyConsent, (input, ctx) => customers.setMyConsent(ctx, input, ctx.services.now()));
  rpc(c.optOut, ({ token }, ctx) => customers.optOut(ctx, token, ctx.services.now()));
}
