import { createHash } from 'node:crypto';
import type { IncomingHttpHeaders, ServerResponse } from 'node:http';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import type { z } from 'zod';
import type { Call } from '@sofra/contracts/core/call';
import type { Db } from '../db/client.ts';
import { readCacheOf, type Loaded, type ReadCache } from './read-cache.ts';

/**
 * What a call answers besides plain JSON, and the helpers that make those answers (docs/architecture.md): services
 * build them, `rpc()` (server/src/plugins/rpc.ts) sends them.
 */

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

export type Encoding = 'br' | 'gzip';

/** Answers smaller than this go as they are (as `@fastify/compress`'s threshold in app.ts). */
export const PACK_THRESHOLD = 1024;

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
  constructor(readonly open: (request: { headers: IncomingHttpHeaders }, response: ServerResponse) => void) {}
}

/**
 * 304 without a body: the caller named in its input the version it holds, and that is still the current one
 * (`folio/refresh {version}`). Unlike `Versioned`, the version travels in the body, not in If-None-Match.
 */
export class NotModified {}

/** Under tests (vitest, or RPC_CHECK_TRUSTED=true) a trusted call's answer is still parsed and compared. */
export const CHECK_TRUSTED = process.env.VITEST !== undefined || process.env.RPC_CHECK_TRUSTED === 'true';

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
