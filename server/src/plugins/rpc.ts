import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type {} from '@fastify/multipart';
import { routeOf, type Call } from '@sofra/contracts/core/call';
import { changeFeedOf } from '../db/change-feed.ts';
import { repairAfterCall, rollupFailures } from '../db/rollup-guard.ts';
import type { Services } from '../services.ts';
import { bearerOf } from './auth.ts';
import { AppError } from '../lib/app-error.ts';
import {
  acceptedEncoding,
  CHECK_TRUSTED,
  etagMatches,
  EventStream,
  NotModified,
  PACK_THRESHOLD,
  RawAnswer,
  trustedAnswer,
  Versioned,
} from '../lib/answers.ts';
import type { AuthUser, Ctx, UserCtx } from '../lib/call-context.ts';
import type { Extra, Handler, Rpc } from '../lib/routes.ts';
import { authenticate, guardStore } from '../lib/session.ts';
import { asApiAnswer } from '../lib/security-headers.ts';
import { posCallerOf, type PosCaller } from '../lib/pos-keys.ts';
import { POS_KEY_HEADER } from '@sofra/contracts/pos/pos.schemas';
import { tenantOf } from './tenancy.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Every call registered, for the tests that walk them all. */
    calls: Call[];
    services: Services;
  }
}

const describeIssues = (error: z.ZodError): string =>
  error.issues
    .slice(0, 5)
    .map((i) => `${i.path.join('.') || '(body)'}: ${i.message}`)
    .join('; ');

/** Parses a value against a schema; a failure is `validation_failed` naming the first issues. */
const parseOrRefuse = <S extends z.ZodType>(schema: S, value: unknown): z.output<S> => {
  const parsed = schema.safeParse(value);
  if (!parsed.success) {
    const fields = parsed.error.issues
      .slice(0, 20)
      .filter((i) => i.path.length > 0)
      .map((i) => ({ path: i.path.join('.'), code: i.code }));
    throw new AppError('validation_failed', describeIssues(parsed.error), {}, fields.length ? fields : undefined);
  }
  return parsed.data;
};

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The plain fields and the one file of a multipart body. The file may have at most `call.file.maxBytes` bytes (more is
 * `payload_too_large`); only fields sent before the file count. The multipart parser is registered by the area whose
 * calls take multipart bodies, so every other route keeps refusing them.
 */
const readMultipart = async (
  request: FastifyRequest,
  call: Call,
): Promise<{ fields: Record<string, string>; file: Buffer }> => {
  if (typeof (request as Partial<FastifyRequest>).isMultipart !== 'function') {
    throw new Error(`${call.path} takes multipart bodies: register @fastify/multipart in its routes' context`);
  }
  if (!request.isMultipart()) throw new AppError('unsupported_media_type', 'send the body as multipart/form-data');
  let part: Awaited<ReturnType<FastifyRequest['file']>>;
  let file: Buffer;
  try {
    part = await request.file({
      limits: { fileSize: call.file?.maxBytes ?? 0, files: 1, fields: 10, fieldSize: 1024 },
    });
    if (!part) throw new AppError('validation_failed', 'file: required');
    file = await part.toBuffer();
  } catch (error) {
    // The parser's own errors (a truncated or shapeless form) carry no status: they are the client's, never a 500.
    const known = error instanceof AppError || (error as { statusCode?: unknown }).statusCode !== undefined;
    if (known) throw error;
    throw new AppError('validation_failed', 'the body is not a well-formed multipart form');
  }
  const fields = Object.fromEntries(
    Object.entries(part.fields).flatMap(([name, field]) =>
      field && !Array.isArray(field) && field.type === 'field' ? [[name, String(field.value)]] : [],
    ),
  );
  return { fields, file };
};

/**
 * The tenant, database and caller of a request: the signed-in user (unless public), or the cash register whose POS key
 * it carries (a `pos` call, or a call that allows one and has no token). A POS key opens no other call.
 */
export const requestContext = async (
  app: FastifyInstance,
  request: FastifyRequest,
  call: Pick<Call, 'access' | 'pos' | 'optionalUser'>,
): Promise<Ctx> => {
  const { tenant, db } = await tenantOf(app, request);
  const token = bearerOf(request);
  const posKey = request.headers[POS_KEY_HEADER];
  let user: AuthUser | null = null;
  let pos: PosCaller | null = null;
  if (call.access === 'pos' || (call.pos && !token && posKey !== undefined)) {
    pos = await posCallerOf(db, typeof posKey === 'string' ? posKey : undefined);
  } else if (call.access !== 'public') {
    if (!token) throw new AppError('auth_required', 'sign in first');
    user = await authenticate(db, app.services.tokens, token, tenant.slug);
    if (call.access === 'master' && !user.isMaster) throw new AppError('master_only', 'only a master user may do this');
  } else if (call.optionalUser && token) {
    user = await authenticate(db, app.services.tokens, token, tenant.slug);
  }
  return { db, tenant, ip: request.ip, log: request.log, services: app.services, user, pos };
};

/**
 * Registers a call at `/api/{routeOf(call)}` with its method (POST unless it says GET) and adds it to `app.calls`.
 * Every variant passes the same steps: resolve the tenant, authenticate per the call's access, read the body (JSON, or
 * multipart: its fields and its file; a GET call's query string), merge the path parameters into the input and validate it (and the headers the
 * call declares) against the contract, apply the store guard when the call names a store, run the handler. The answer
 * is the output parsed by its contract (unknown fields never leave the server); a `Versioned` answer carries its ETag
 * (a matching If-None-Match is a 304); a `raw` call answers a `RawAnswer`'s bytes.
 */
export const rpc = <C extends Call>(app: FastifyInstance, call: C, handler: Handler<C>): void => {
  if (call.body === 'multipart' && !call.file)
    throw new Error(`${call.path}: a multipart call names its file part (file.maxBytes)`);
  app.calls.push(call);
  app.route({
    method: call.method ?? 'POST',
    url: `/api/${routeOf(call)}`,
    handler: async (request, reply) => {
      const ctx = await requestContext(app, request, call);
      const feed = changeFeedOf(ctx.db);
      const writesBefore = feed?.writes ?? 0;
      let body: unknown = request.body ?? {};
      let file: Buffer = Buffer.alloc(0);
      if (call.body === 'multipart') {
        // A store named in the path is guarded before the upload is read, so a stranger's bytes are never buffered.
        const early = storeInPath(call, request.params);
        if (early && ctx.user) await guardStore(ctx, early, call.staffPermission);
        ({ fields: body, file } = await readMultipart(request, call));
      }
      // A GET call has no body: its input is the query string (`?language=en`). Path parameters win over body and
      // query fields of the same name.
      if (call.method === 'GET' && isPlainObject(request.query) && isPlainObject(body))
        body = { ...request.query, ...body };
      if (call.params && isPlainObject(body)) body = { ...body, ...(request.params as Record<string, string>) };
      const input = parseOrRefuse(call.input, body) as Record<string, unknown>;
      const headers = call.headers
        ? parseOrRefuse(
            call.headers,
            Object.fromEntries(Object.keys(keysOf(call.headers)).map((name) => [name, request.headers[name]])),
          )
        : undefined;
      const named = call.storeKey ? input[call.storeKey] : undefined;
      // A store key names one store, or (a report's `storeIds`) several: every one must pass the guard.
      for (const storeId of Array.isArray(named) ? named : [named]) {
        if (typeof storeId !== 'string') continue;
        if (ctx.pos) {
          if (storeId !== ctx.pos.storeId) throw new AppError('store_forbidden', "the POS key is another store's");
        } else if (ctx.user) await guardStore(ctx, storeId, call.staffPermission);
      }
      let result: Awaited<ReturnType<Handler<C>>>;
      const rollupFailuresBefore = rollupFailures();
      try {
        result = await handler(input as z.output<C['input']>, ctx as UserCtx, { file, headers } as Extra<C>);
      } finally {
        // A report rollup that failed in the call's write (which committed without it) is repaired before the answer.
        await repairAfterCall(ctx.db, rollupFailuresBefore, ctx.log);
        // A call that wrote (even one that then failed) answers once this process has heard of its changes, so the
        // caller's next read is never answered from memory the write made stale.
        if (feed && feed.writes !== writesBefore) await feed.settle();
      }
      if (result instanceof EventStream) {
        if (!call.raw) throw new Error(`${call.path} answered a stream but its contract says JSON`);
        // Sent past the onSend hooks: the API's security headers are given here (app.ts gives every other answer its
        // own); the request id is already on the raw response.
        reply.hijack();
        asApiAnswer(reply.raw);
        result.open(request, reply.raw);
        return reply;
      }
      if (result instanceof RawAnswer) {
        if (!call.raw) throw new Error(`${call.path} answered bytes but its contract says JSON`);
        return reply.type(result.contentType).headers(result.headers).send(result.bytes);
      }
      if (call.raw) throw new Error(`${call.path} is raw: its handler must answer a RawAnswer`);
      if (result instanceof NotModified) return reply.code(304).send();
      if (result instanceof Versioned) {
        reply.header('etag', result.etag);
        if (etagMatches(request.headers['if-none-match'], result.etag)) return reply.code(304).send();
        reply.type('application/json; charset=utf-8');
        const encoding =
          result.packed &&
          result.packed.json.length >= PACK_THRESHOLD &&
          acceptedEncoding(request.headers['accept-encoding']);
        if (encoding) {
          // Already compressed: @fastify/compress leaves an answer with a Content-Encoding as it is.
          return reply
            .header('content-encoding', encoding)
            .header('vary', 'accept-encoding')
            .send(result.packed!.encoded(encoding));
        }
        return reply.send(await result.json());
      }
      return call.trusted ? trustedAnswer(call, result, CHECK_TRUSTED) : call.output.parse(result);
    },
  });
};

/** The store id a path parameter names, when it is one and valid for its field (else validation refuses it later). */
const storeInPath = (call: Call, params: unknown): string | undefined => {
  if (!call.storeKey || !call.params?.includes(call.storeKey) || !isPlainObject(params)) return undefined;
  const field = keysOf(call.input)[call.storeKey] as z.ZodType | undefined;
  const parsed = field?.safeParse(params[call.storeKey]);
  return parsed?.success && typeof parsed.data === 'string' ? parsed.data : undefined;
};

/** The fields of an object schema (the headers a call reads). */
const keysOf = (schema: z.ZodType): Record<string, unknown> =>
  'shape' in schema && isPlainObject(schema.shape) ? schema.shape : {};

/**
 * An area's routes file as a Fastify plugin with its own context (what the area registers there, e.g. the multipart
 * parser, stays there): `routes` gets `rpc` bound to that context and, when it needs it, the context itself. So a routes
 * file imports nothing of the web layer (docs/architecture.md).
 */
export const routesOf = (routes: (rpc: Rpc, app: FastifyInstance) => void | Promise<void>) => {
  const plugin = async (app: FastifyInstance) => {
    const bound: Rpc = (call, handler) => rpc(app, call, handler);
    await routes(bound, app);
  };
  // Fastify names a plugin by its function: the routes' own name, in logs and errors.
  return Object.defineProperty(plugin, 'name', { value: routes.name });
};
