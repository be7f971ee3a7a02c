import { randomUUID } from 'node:crypto';
import zlib from 'node:zlib';
import { sql } from 'drizzle-orm';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import helmet from '@fastify/helmet';
import compress from '@fastify/compress';
import type { Redis } from 'ioredis';
import type { Config } from './config.ts';
import { AppError } from './lib/app-error.ts';
import errors from './plugins/errors.ts';
import tenancy, { tenantOf } from './plugins/tenancy.ts';
import { routesOf } from './plugins/rpc.ts';
import apiDocs from './plugins/api-docs.ts';
import portalFiles, { hasPortal, portalPageOf, sendPage } from './plugins/portal-files.ts';
import apiRateLimit from './plugins/rate-limit.ts';
import { isApiPath } from './lib/api-path.ts';
import { asApiAnswer, rendersAsPage } from './lib/security-headers.ts';
import { logSafeError, logSafeRequest } from './lib/log-safe.ts';
import { createServices, type Services } from './services.ts';
import { readTenants, TenantRegistry, type Tenant } from './tenancy.ts';
import type { Db } from './db/client.ts';
import authRoutes from './areas/auth/auth.routes.ts';
import helperRoutes from './areas/helper/helper.routes.ts';
import supportRoutes from './areas/support/support.routes.ts';
import legalRoutes from './areas/legal/legal.routes.ts';
import mediaRoutes from './areas/media/media.routes.ts';
import menuRoutes from './areas/menu/menu.routes.ts';
import publishRoutes from './areas/menu/publish.routes.ts';
import guestPageRoutes from './areas/menu/guest-page.routes.ts';
import storeRoutes from './areas/stores/stores.routes.ts';
import tableRoutes from './areas/tables/tables.routes.ts';
import reservationRoutes from './areas/reservations/reservations.routes.ts';
import couponRoutes from './areas/coupons/coupons.routes.ts';
import { giveBackCoupons, redeemGuestCode } from './areas/coupons/coupons.service.ts';
import guestWalletRoutes from './areas/guest-wallet/guest-wallet.routes.ts';
import couponImageRoutes from './areas/coupons/coupon-image.routes.ts';
import reportRoutes from './areas/reports/reports.routes.ts';
import pointRoutes from './areas/points/points.routes.ts';
import customerRoutes from './areas/customers/customers.routes.ts';
import definitionRoutes from './areas/definitions/definitions.routes.ts';
import posRoutes from './areas/pos/pos.routes.ts';
import folioRoutes from './areas/folios/folios.routes.ts';
import folioSearchRoutes from './areas/folios/search.routes.ts';
import posFolioRoutes from './areas/folios/pos-import.routes.ts';
import orderRoutes from './areas/folios/orders.routes.ts';
import receiptRoutes from './areas/folios/receipts.routes.ts';
import receiptPageRoutes from './areas/folios/receipt-page.routes.ts';
import bookingPageRoutes from './areas/reservations/booking-page.routes.ts';
import liveRoutes from './areas/live/live.routes.ts';
import campaignRoutes from './areas/campaigns/campaigns.routes.ts';
import { notifyingBus } from './areas/live/notifying-bus.ts';
import streamRoutes from './areas/live/stream.routes.ts';
import { OpenStreams } from './areas/live/open-streams.ts';
import reportExportRoutes from './areas/reports/export.routes.ts';
import { setFolioHooks } from './areas/folios/folio-hooks.ts';
import { setCheckInHooks } from './areas/tables/check-in-hooks.ts';
import { checkInCoupon } from './areas/coupons/wallet.service.ts';
import { priceByCampaigns } from './areas/campaigns/pricing.ts';
import { awardFolio, redeemForPayment, refundForPayment } from './areas/points/points.service.ts';
import { recordVisit, setFirstVisitHook } from './areas/customers/segments.ts';
import { hasVisited } from './areas/customers/guests.service.ts';
import { setPointsHooks } from './areas/points/points-hooks.ts';
import { setUserHooks } from './areas/auth/user-hooks.ts';
import { claimInvitationsByGsm } from './areas/stores/invitations.service.ts';
import { giveWelcomeCoupons } from './areas/campaigns/welcome.ts';
import { recordFolios, repairReports } from './areas/reports/rollups.service.ts';
import { setRollupRepair } from './db/rollup-guard.ts';
import { Scheduler, type JobTarget } from './platform/jobs/scheduler.ts';
import { periodicJobs } from './jobs.ts';
import { withTimeout } from './lib/timeout.ts';
import { isDayClosed } from './areas/closing/closing.service.ts';
import closingRoutes from './areas/closing/closing.routes.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The periodic jobs (docs/architecture.md, Periodic jobs): `run` runs one now in a tenant's database (tests). */
    jobs: { scheduler: Scheduler; run: (name: string, tenantSlug?: string) => Promise<number | void> };
  }
}

export interface BuildOptions {
  config: Config;
  logger?: FastifyServerOptions['logger'];
  services?: Partial<Services>;
  tenants?: Tenant[];
  /** Runs once per tenant database after it is opened and migrated (the demo seed). */
  onTenantOpened?: (tenant: Tenant, db: Db) => Promise<void>;
}

const JSON_BODY_LIMIT = 256 * 1024;
const READY_TIMEOUT_MS = 2000;

/**
 * Every logger the app builds serializes requests through logSafeRequest (no ticket, token or key of a query string)
 * and errors through logSafeError (no query parameters, no personal data).
 */
const safeLogger = (logger: NonNullable<FastifyServerOptions['logger']>): FastifyServerOptions['logger'] => {
  if (logger === false) return false;
  const options = logger === true ? {} : logger;
  return { ...options, serializers: { ...options.serializers, req: logSafeRequest, err: logSafeError } };
};

export const buildApp = async (opts: BuildOptions): Promise<FastifyInstance> => {
  const { config } = opts;
  // What campaigns, points, guests' visits and reports do inside a folio's transaction (folio-hooks.ts).
  setFolioHooks({
    priceLines: priceByCampaigns,
    redeemPoints: redeemForPayment,
    refundPoints: refundForPayment,
    awardPoints: awardFolio,
    recordVisit,
    recordSettled: recordFolios,
    isDayClosed,
    useGuestCoupon: redeemGuestCode,
    giveBackCoupons,
  });
  setFirstVisitHook(giveWelcomeCoupons);
  setRollupRepair(repairReports);
  setCheckInHooks({ recordVisit, usableCoupon: checkInCoupon });
  // A lower area asks a higher one through these (areas depend one way: AREA_ORDER in eslint.config.js).
  setUserHooks({ claimInvitations: claimInvitationsByGsm });
  setPointsHooks({ hasVisited });
  const app = Fastify({
    logger: safeLogger(opts.logger ?? { level: config.logLevel }),
    genReqId: (req) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && /^[\w-]{8,64}$/.test(given) ? given : randomUUID();
    },
    bodyLimit: JSON_BODY_LIMIT,
    trustProxy: config.trustProxy,
    forceCloseConnections: 'idle',
    return503OnClosing: true,
  });

  app.decorate('calls', []);
  app.decorate('services', createServices(config, app.log, opts.services));
  app.addHook('onClose', async () => {
    const { redis } = app.services;
    await app.services.live.close();
    // quit() lets answers in flight arrive; while Redis is down it fails at once, and the socket is simply dropped.
    if (redis) await redis.quit().catch(() => redis.disconnect());
  });
  // While draining (SIGTERM), an answer to a request that was already in flight ends its connection: a keep-alive
  // connection left idle after the close began would otherwise hold the process until the shutdown timer.
  let draining = false;
  app.addHook('preClose', async () => {
    draining = true;
  });
  // The request id on every answer from the start, on the raw response as helmet's headers are: a hijacked answer
  // (an event stream) carries it too, and the portal's hashed files take it off with the page's headers
  // (plugins/portal-files.ts).
  app.addHook('onRequest', async (request, reply) => {
    reply.raw.setHeader('x-request-id', request.id);
  });
  // Where each answer's security headers are decided: helmet writes the page's set on every answer (below); an API
  // answer, an error's included, trades it for the API's (lib/security-headers.ts), unless a browser shows it as a
  // document (the API reference page). The portal's hashed files lose the page's set as they are sent.
  app.addHook('onSend', async (request, reply) => {
    if (isApiPath(request.url) && !rendersAsPage(reply.getHeader('content-type'))) asApiAnswer(reply.raw);
    if (draining) reply.header('connection', 'close');
  });

  await app.register(errors);
  // API answers over 1 KB go compressed when the client accepts it (brotli at a quick level: it runs per answer);
  // the portal's files come compressed at build time (plugins/portal-files.ts).
  await app.register(compress, {
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } },
  });
  // Calls take JSON only; anything else is refused with unsupported_media_type.
  app.removeContentTypeParser('text/plain');
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        // Mantine sets inline style attributes.
        styleSrc: ["'self'", "'unsafe-inline'"],
        scriptSrc: ["'self'"],
        connectSrc: ["'self'"],
        frameAncestors: ["'self'"],
        // Served over plain HTTP on a local network too; TLS is the proxy's job.
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  await app.register(apiRateLimit, { config });
  await app.register(tenancy, {
    registry: new TenantRegistry(opts.tenants ?? readTenants(config.tenantsFile), config, opts.onTenantOpened),
  });
  // Every event published makes its notification once, here (docs/live.md, Notifications).
  app.services.live = notifyingBus(app.services.live, {
    dbOf: async (tenantId) => {
      const tenant = app.tenants.bySlugOrUndefined(tenantId);
      if (!tenant) throw new Error(`no tenant ${tenantId}`);
      return app.tenants.db(tenant);
    },
    push: () => app.services.push,
    log: app.log,
  });

  // The periodic jobs: one timer per process, each run claimed in the tenant's database (platform/jobs/scheduler.ts).
  // The timer starts once the app is ready and stops before the databases close.
  const targetOf = async (slug: string): Promise<JobTarget> => {
    const tenant = app.tenants.bySlugOrUndefined(slug);
    if (!tenant) throw new Error(`no tenant ${slug}`);
    return { slug, db: await app.tenants.db(tenant) };
  };
  const scheduler = new Scheduler({
    jobs: periodicJobs(app.services, app.log),
    // A tenant whose database cannot be opened now is left for the next tick; the others run.
    targets: async () =>
      (await Promise.allSettled(app.tenants.openTenants().map((t) => targetOf(t.slug))))
        .filter((r) => r.status === 'fulfilled')
        .map((r) => r.value),
    now: () => app.services.now(),
    log: app.log,
    tickMs: config.jobsTickMs,
  });
  app.decorate('jobs', { scheduler, run: async (name, slug = 'default') => scheduler.run(name, await targetOf(slug)) });
  app.addHook('onReady', async () => scheduler.start());
  app.addHook('preClose', async () => scheduler.stop());

  // The process's open event streams, within their limits (docs/security.md, "Event streams"); readiness reports them.
  const streams = new OpenStreams(config.streams);

  // Liveness: the process answers. Readiness: it can serve calls, i.e. the default tenant's database answers a query
  // within 2 s; a load balancer sends traffic only to a ready process (and none while it drains on SIGTERM).
  // With REDIS_URL, Redis is reported too (PING within 2 s) but does not decide readiness: without it each process
  // falls back to its own rate limit count (the caches do not use Redis), and taking every process out of service would be worse.
  // The open streams and their maximum are figures for monitoring: a full process still serves every call but streams.
  app.get('/api/health', async () => ({ status: 'ok' }));
  app.get('/api/ready', async (request, reply) => {
    const database = async () => {
      try {
        const db = await app.tenants.db(app.tenants.defaultTenant);
        await withTimeout(db.execute(sql`select 1`), READY_TIMEOUT_MS);
        return 'ok';
      } catch (error) {
        request.log.warn({ err: error }, 'not ready: the database does not answer');
        return 'failed';
      }
    };
    // connectRedis logs when Redis goes down and when it is back; a probe every few seconds adds nothing to that.
    const redis = async (client: Redis) =>
      withTimeout(client.ping(), READY_TIMEOUT_MS).then(
        () => 'ok',
        () => 'failed',
      );
    const [db, cache] = await Promise.all([database(), app.services.redis && redis(app.services.redis)]);
    const checks = {
      database: db,
      ...(cache && { redis: cache }),
      streams: { open: streams.size, max: config.streams.perProcess },
    };
    if (db === 'ok') return { status: 'ready', ...checks };
    return reply
      .status(503)
      .header('retry-after', '5')
      .send({ status: 'not_ready', ...checks });
  });
  await app.register(routesOf(authRoutes));
  await app.register(routesOf(storeRoutes));
  await app.register(routesOf(helperRoutes));
  await app.register(routesOf(supportRoutes));
  await app.register(routesOf(legalRoutes));
  await app.register(routesOf(mediaRoutes));
  await app.register(routesOf(couponImageRoutes));
  await app.register(routesOf(menuRoutes));
  await app.register(routesOf(closingRoutes));
  await app.register(routesOf(publishRoutes));
  await app.register(guestPageRoutes, { tenantOf: (request) => tenantOf(app, request) });
  await app.register(routesOf(tableRoutes));
  await app.register(routesOf(reservationRoutes));
  await app.register(routesOf(couponRoutes));
  await app.register(routesOf(guestWalletRoutes));
  await app.register(routesOf(reportRoutes));
  await app.register(routesOf(pointRoutes));
  await app.register(routesOf(customerRoutes));
  await app.register(routesOf(definitionRoutes));
  await app.register(routesOf(posRoutes));
  await app.register(routesOf(folioRoutes));
  await app.register(routesOf(folioSearchRoutes));
  await app.register(routesOf(posFolioRoutes));
  await app.register(routesOf(orderRoutes));
  await app.register(routesOf(receiptRoutes));
  await app.register(receiptPageRoutes, { tenantOf: (request) => tenantOf(app, request) });
  await app.register(bookingPageRoutes, { tenantOf: (request) => tenantOf(app, request) });
  await app.register(routesOf(campaignRoutes));
  await app.register(routesOf(liveRoutes));
  await app.register(routesOf((rpc, scope) => streamRoutes(rpc, scope, { streams })));
  await app.register(routesOf(reportExportRoutes));
  // The published contracts (docs/api.md): /api/openapi.json and the reference page /api/docs.
  await app.register(apiDocs);

  const hasWeb = hasPortal(config.webDist);
  await app.register(portalFiles, { webDist: config.webDist });
  // A request no route takes is counted here (the limiter's hook sits on routes).
  app.setNotFoundHandler({ preHandler: app.rateLimit() }, async (request, reply) => {
    if (isApiPath(request.url)) {
      throw new AppError('not_found', `no such call: ${request.method} ${request.url.split('?')[0]}`);
    }
    if (!hasWeb || request.method !== 'GET') throw new AppError('not_found', 'no such page');
    // Every path but the guest web menu's (/menu/{storeId}, /qr/{code}: areas/menu/guest-page.routes.ts), a
    // receipt's (/r/{token}: areas/folios/receipt-page.routes.ts) and a booking's (/b/{token}:
    // areas/reservations/booking-page.routes.ts) is the portal's single-page app (/main/…, /login).
    return sendPage(reply, config.webDist, portalPageOf(config.webDist, request.url));
  });

  return app;
};
