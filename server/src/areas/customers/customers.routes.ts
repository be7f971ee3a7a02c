import type { FastifyInstance } from 'fastify';
import { customerCalls as c } from '@sofra/contracts/customers/customers.calls';
import type { Rpc } from '../../lib/routes.ts';
import * as customers from './customers.service.ts';
import * as messages from './messages.service.ts';

/** How often the message sweep looks for queued messages whose 09:00 has come (docs/customers.md, Messages). */
const SWEEP_EVERY_MS = 60_000;

export default async function customerRoutes(rpc: Rpc, app: FastifyInstance) {
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

  // The sweep: each tenant whose database this process has open.
  let timer: NodeJS.Timeout | undefined;
  let running = false;
  app.addHook('onReady', async () => {
    timer = setInterval(() => {
      if (running) return;
      running = true;
      void (async () => {
        for (const tenant of app.tenants.openTenants()) {
          const db = await app.tenants.db(tenant);
          await messages.sendDueMessages(db, app.services, app.services.now()).catch((error: unknown) => {
            app.log.warn({ err: error, tenant: tenant.slug }, 'message sweep failed');
          });
        }
      })().finally(() => {
        running = false;
      });
    }, SWEEP_EVERY_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => clearInterval(timer));
}
