import { createHash } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import type { FastifyBaseLogger, FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type {} from '@fastify/multipart';
import { routeOf, type Call } from '@sofra/contracts/core/call';
import type { Db } from '../db/client.ts';
import { changeFeedOf } from '../db/change-feed.ts';
import { repairAfterCall, rollupFailures } from '../db/rollup-guard.ts';
import type { Services } from '../services.ts';
import type { Tenant } from '../tenancy.ts';
import { authenticate, bearerOf, requireStoreAccess, type AuthUser } from './auth.ts';
import { AppError } from '../lib/app-error.ts';
import { asApiAnswer } from '../lib/security-headers.ts';
import { readCacheOf, type Loaded, type ReadCache } from '../lib/read-cache.ts';
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

/** What a handler knows of its request. */
export interface Ctx {
  db: Db;
  tenant: Tenant;
  ip: string;
  log: FastifyBaseLogger;
  services: Services;
  /** The signed-in user; null on public calls (but an `optionalUser` one made with a token) and with a POS key. */
  user: AuthUser | null;
  /** The cash register that made the call with its POS key (`access: 'pos'`, or a `pos` call without a token). */
  pos: PosCaller | null;
}

export interface UserCtx extends Ctx {
  user: AuthUser;
}

/**
 * A read that names its version (an ETag): a request whose If-None-Match names it is answered 304 without a body and
 * `json` is never called; otherwise `json` gives the body, which must come from `answerJson` (so it passed the contract).
 */
export class Versioned {
  constructor(
    readonly etag: string,
    readonly json: () => Promise<string>,
    /** The same JSON kept with its compressed forms (a cached answer), so a large one is not compressed per request. */
    readonly packed?: Packed,
  ) {}
}

type Encoding = 'br' | 'gzip';

/** Answers smaller than this go as they are (as `@fastify/compress`'s threshold in app.ts). */
const PACK_THRESHOLD = 1024;

/**
 * A kept answer's JSON and, made on first use and kept with it, its brotli and gzip forms: a published menu of a
 * thousand products is compressed once per publish, not once per guest (docs/performance.md).
 */
export class Packed {
  private readonly forms = new Map<Encoding, Buffer>();
  constructor(readonly json: string) {}

  encoded(encoding: Encoding): Buffer {
    let bytes = this.forms.get(encoding);
    if (!bytes) {
      const raw = Buffer.from(this.json);
      bytes =
        encoding === 'br'
          ? brotliCompressSync(raw, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 6 } })
          : gzipSync(raw, { level: 6 });
      this.forms.set(encoding, bytes);
    }
    return bytes;
  }
}

/** The encoding to answer with, by the request's Accept-Encoding: brotli, else gzip, else none (`q=0` refuses one). */
export const acceptedEncoding = (header: string | undefined): Encoding | undefined => {
  if (!header) return undefined;
  const accepted = new Set(
    header
      .split(',')
      .map((part) => part.trim().toLowerCase().split(';'))
      .filter(([, q]) => !q || !/^\s*q\s*=\s*0(\.0*)?\s*$/.test(q))
      .map(([name]) => name),
  );
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip')) return 'gzip';
  return undefined;
};

/** An ETag naming an answer by its content: the same JSON gives the same tag in every process. */
export const contentTag = (kind: string, json: string): string =>
  `"${kind}-${createHash('sha256').update(json).digest('base64url').slice(0, 27)}"`;

/** The output parsed by the call's contract (unknown fields dropped), as the JSON the call answers. */
export const answerJson = <C extends Call>(call: C, value: z.input<C['output']>): string =>
  JSON.stringify(call.trusted ? trustedAnswer(call, value, CHECK_TRUSTED) : call.output.parse(value));

/**
 * A hot read answered from the tenant's read cache (docs/adr/0007): `load` gives the answer and the change keys it
 * depends on; its JSON (through the contract) and a content ETag `"{kind}-…"` are kept until one of them changes.
 */
export const cachedAnswer = async <C extends Call>(
  db: Db,
  key: string,
  call: C,
  kind: string,
  load: () => Promise<Loaded<z.input<C['output']>>>,
  cache: Pick<ReadCache, 'get'> = readCacheOf(db),
): Promise<Versioned> => {
  const answer = await cache.get(key, async () => {
    const { value, tags } = await load();
    const json = answerJson(call, value);
    return { value: { json, etag: contentTag(kind, json), packed: new Packed(json) }, tags };
  });
  return new Versioned(answer.etag, async () => answer.json, answer.packed);
};

/** Whether an If-None-Match header names `etag` (or is `*`); weak and strong tags compare alike. */
export const etagMatches = (header: string | undefined, etag: string): boolean => {
  if (!header) return false;
  const bare = (tag: string) => tag.trim().replace(/^W\//, '');
  return header.split(',').some((tag) => tag.trim() === '*' || bare(tag) === bare(etag));
};

/**
 * Bytes answered as they are (a call with `raw: true`, e.g. a stored file): their content type and any headers.
 */
export class RawAnswer {
  constructor(
    readonly contentType: string,
    readonly bytes: Buffer,
    readonly headers: Record<string, string> = {},
  ) {}
}

/**
 * A response that stays open (a `raw` call's event stream): the request is taken out of Fastify's hands (no onSend
 * hooks, no compression, no buffering) and `open` writes to the socket's response itself, status and headers included.
 */
export class EventStream {
  constructor(readonly open: (request: FastifyRequest, response: ServerResponse) => void) {}
}

/**
 * 304 without a body: the caller named in its input the version it holds, and that is still the current one
 * (`folio/refresh {version}`). Unlike `Versioned`, the version travels in the body, not in If-None-Match.
 */
export class NotModified {}

/** What a handler gets besides its input: the file part of a multipart call and the headers the call declares. */
export interface Extra<C extends Call> {
  /** The bytes of the file part; empty for a call without `file`. */
  file: Buffer;
  headers: NonNullable<C['headers']> extends z.ZodType ? z.output<NonNullable<C['headers']>> : undefined;
}

type Handler<C extends Call> = (
  input: z.output<C['input']>,
  ctx: C['access'] extends 'public' ? Ctx : UserCtx,
  extra: Extra<C>,
) => Promise<z.input<C['output']> | Versioned | RawAnswer | NotModified | EventStream>;

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

export const guardStore = async (ctx: Ctx, storeId: string, staffPermission?: string): Promise<void> => {
  if (!ctx.user) throw new AppError('auth_required', 'sign in first');
  await requireStoreAccess(ctx.db, ctx.user, storeId, staffPermission);
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

/** Under tests (vitest, or RPC_CHECK_TRUSTED=true) a trusted call's answer is still parsed and compared. */
const CHECK_TRUSTED = process.env.VITEST !== undefined || process.env.RPC_CHECK_TRUSTED === 'true';

/**
 * A `trusted` call's answer (contracts/src/core/call.ts): sent as built, without the output parse. When `check` is on,
 * the answer must be exactly what the parse makes of it (as JSON: no field the contract leaves out, none missing, no
 * default or transform); any difference is the builder's bug and fails the call with a 500.
 */
export const trustedAnswer = <C extends Call>(call: C, value: unknown, check: boolean): unknown => {
  if (!check) return value;
  const expected = JSON.stringify(canonicalJson(call.output.parse(value)));
  const sent = JSON.stringify(canonicalJson(value));
  if (expected !== sent)
    throw new Error(`${call.path} is trusted but its answer is not in its contract's shape: ${diffAt(expected, sent)}`);
  return value;
};

/** The value as JSON would carry it, object keys sorted (the parse may order them differently). */
const canonicalJson = (value: unknown): unknown =>
  JSON.parse(JSON.stringify(value), (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : 1)))
      : v,
  );

const diffAt = (a: string, b: string) => {
  let i = 0;
  while (i < a.length && a[i] === b[i]) i++;
  return `parsed …${a.slice(Math.max(0, i - 40), i + 40)}… sent …${b.slice(Math.max(0, i - 40), i + 40)}…`;
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
