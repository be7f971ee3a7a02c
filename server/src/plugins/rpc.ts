import type { FastifyBaseLogger, FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { Call } from '@sofra/contracts/core/call';
import type { Db } from '../db/client.ts';
import type { Services } from '../services.ts';
import type { Tenant } from '../tenancy.ts';
import { authenticate, bearerOf, requireStoreAccess, type AuthUser } from './auth.ts';
import { AppError } from './errors.ts';
import { tenantOf } from './tenancy.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Every call registered, for the tests that walk them all. */
    calls: Call[];
    services: Services;
  }
}

/** What a handler knows of its request. */
export interface Ctx {
  db: Db;
  tenant: Tenant;
  ip: string;
  log: FastifyBaseLogger;
  services: Services;
  /** The signed-in user; null only on public calls made without a token. */
  user: AuthUser | null;
}

export interface UserCtx extends Ctx {
  user: AuthUser;
}

/**
 * A read that names its version (an ETag): a request whose If-None-Match names it is answered 304 without a body and
 * `json` is never called; otherwise `json` gives the body, which must come from `answerJson` (so it passed the contract).
 */
export class Versioned {
  constructor(readonly etag: string, readonly json: () => Promise<string>) {}
}

/** The output parsed by the call's contract (unknown fields dropped), as the JSON the call answers. */
export const answerJson = <C extends Call>(call: C, value: z.input<C['output']>): string => JSON.stringify(call.output.parse(value));

/** Whether an If-None-Match header names `etag` (or is `*`); weak and strong tags compare alike. */
export const etagMatches = (header: string | undefined, etag: string): boolean => {
  if (!header) return false;
  const bare = (tag: string) => tag.trim().replace(/^W\//, '');
  return header.split(',').some((tag) => tag.trim() === '*' || bare(tag) === bare(etag));
};

type Handler<C extends Call> = (
  input: z.output<C['input']>,
  ctx: C['access'] extends 'public' ? Ctx : UserCtx,
) => Promise<z.input<C['output']> | Versioned>;

const describeIssues = (error: z.ZodError): string =>
  error.issues.slice(0, 5).map((i) => `${i.path.join('.') || '(body)'}: ${i.message}`).join('; ');

/**
 * Registers `POST /api/{call.path}`: resolves the tenant, authenticates per the call's access, validates the
 * body against the contract, applies the store guard when the call names a store, runs the handler, and
 * answers the output parsed by its contract (unknown fields never leave the server). A `Versioned` answer carries
 * its ETag: a matching If-None-Match is a 304, anything else the body `answerJson` made.
 */
/** The tenant, database and (unless public) the signed-in user of a request; the store guard when a store is named. */
export const requestContext = async (
  app: FastifyInstance, request: FastifyRequest, access: Call['access'],
): Promise<Ctx> => {
  const { tenant, db } = await tenantOf(app, request);
  const token = bearerOf(request);
  let user: AuthUser | null = null;
  if (access !== 'public') {
    if (!token) throw new AppError('auth_required', 'sign in first');
    user = await authenticate(db, app.services.tokens, token, tenant.slug);
    if (access === 'master' && !user.isMaster) throw new AppError('master_only', 'only a master user may do this');
  }
  return { db, tenant, ip: request.ip, log: request.log, services: app.services, user };
};

export const guardStore = async (ctx: Ctx, storeId: string, staffPermission?: string): Promise<void> => {
  if (!ctx.user) throw new AppError('auth_required', 'sign in first');
  await requireStoreAccess(ctx.db, ctx.user, storeId, staffPermission);
};

export const rpc = <C extends Call>(app: FastifyInstance, call: C, handler: Handler<C>): void => {
  app.calls.push(call);
  app.post(`/api/${call.path}`, async (request, reply) => {
    const ctx = await requestContext(app, request, call.access);
    const parsed = call.input.safeParse(request.body ?? {});
    if (!parsed.success) throw new AppError('validation_failed', describeIssues(parsed.error));
    const input = parsed.data as Record<string, unknown>;
    if (call.storeKey && ctx.user) {
      const storeId = input[call.storeKey];
      if (typeof storeId === 'string') await guardStore(ctx, storeId, call.staffPermission);
    }
    const result = await handler(parsed.data as z.output<C['input']>, ctx as UserCtx);
    if (result instanceof Versioned) {
      reply.header('etag', result.etag);
      if (etagMatches(request.headers['if-none-match'], result.etag)) return reply.code(304).send();
      return reply.type('application/json; charset=utf-8').send(await result.json());
    }
    return call.output.parse(result);
  });
};
