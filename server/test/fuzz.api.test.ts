import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import fc from 'fast-check';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { LightMyRequestResponse } from 'fastify';
import { urlOf, type Call } from '@sofra/contracts/core/call';
import type { Store } from '@sofra/contracts/stores/stores.schemas';
import { storeCalls } from '@sofra/contracts/stores/stores.calls';
import { tableCalls } from '@sofra/contracts/tables/tables.calls';
import type { Table, TableQrImage } from '@sofra/contracts/tables/tables.schemas';
import { users } from '../src/db/schema/index.ts';
import { buildTestApp, type TestApp } from './build-app.ts';
import { skipUnlessEmbedded } from './engines.ts';
import { newStore, type Session } from './factories.ts';
import { multipartBody } from './send-call.ts';

/**
 * Random bodies to every registered call, without a token and with a signed-in owner's (a master user, so the master
 * calls are reached too): arbitrary JSON, the call's own keys holding random values, NUL bytes and other controls,
 * 100 KB strings, deep nesting, prototype keys, NaN-ish strings, huge arrays; and the multipart and GET routes.
 * No answer may be a 5xx. The run is reproducible: FUZZ_SEED replays it, FUZZ_RUNS changes how many bodies per call.
 */
const SEED = Number(process.env.FUZZ_SEED ?? 20_261_123);
const RUNS = Number(process.env.FUZZ_RUNS ?? 36);

let t: TestApp;
let owner: Session;
let store: Store;
let table: Table;
let qr: TableQrImage;
describe.skipIf(skipUnlessEmbedded)('generated bodies, on the embedded engine (server/test/engines.ts)', () => {
  beforeAll(async () => {
    t = await buildTestApp();
    owner = await t.signIn();
    await t.makeMaster(owner.userId);
    store = await t.call(owner.token, storeCalls.saveStore, newStore({ name: 'Fuzz Lokantası' }));
    table = await t.call(owner.token, tableCalls.saveStoreTable, {
      storeId: store.id,
      groupName: 'Salon',
      tableName: 'Salon 1',
    });
    qr = await t.call(owner.token, tableCalls.createTableQR, { storeId: store.id, width: 256 });
  });
  afterAll(async () => t.close());

  interface Failure {
    what: string;
    token: boolean;
    status: number;
    answer: string;
    body: string;
  }
  const failures: Failure[] = [];
  let sent = 0;
  /** How many answers of each status: the share of 2xx shows how many bodies reached a handler and passed. */
  const statuses = new Map<number, number>();

  const check = (what: string, token: boolean, body: string, res: LightMyRequestResponse) => {
    sent++;
    statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1);
    if (res.statusCode >= 500)
      failures.push({ what, token, status: res.statusCode, answer: res.body.slice(0, 200), body: body.slice(0, 300) });
  };

  // ---- the values ----

  const NASTY_STRINGS = [
    'a\u0000b',
    '\u0000',
    '\u0001\u0002\u001f\u007f',
    '\u0085\u009b',
    '\ud800',
    'x\udfffy',
    '\ufffe\uffff',
    'NaN',
    'Infinity',
    '-Infinity',
    '-0',
    '1e400',
    '0x1F',
    '9'.repeat(40),
    '',
    ' ',
    '\n',
    '\r\n\t',
    '💥🍢',
    '../../etc/passwd',
    '%00',
    '%zz',
    '<script>alert(1)</script>',
    "' OR 1=1 --",
    '"; drop table users; --',
    '__proto__',
    'constructor',
    'prototype',
    'null',
    'true',
    '[]',
    '{}',
    'a'.repeat(65),
    '2026-02-30T25:61:00Z',
    '+90 532 123 45 67',
    '905321234567',
    'ş'.repeat(300),
    '\u202e\u200b',
  ];
  const HUGE_STRINGS = ['x'.repeat(100_000), 'ğ'.repeat(60_000), '\u0000'.repeat(2_000), 'a\nb'.repeat(40_000)];
  const NUMBERS = [
    0,
    -1,
    1,
    0.5,
    -0.5,
    128,
    1024,
    4096,
    4097,
    2 ** 31 - 1,
    2 ** 31,
    2 ** 53,
    // The bounds of amounts and counts (docs/security.md, Counters and amounts): at and past each; server/test/bounds
    // sends them in valid bodies.
    999,
    1_000,
    1_000_000,
    1_000_001,
    100_000_001,
    -(2 ** 53),
    1e308,
    -1e308,
    5e-324,
    1_000_000_000_000,
  ];

  const idLike = () => fc.constantFrom(store.id, table.id, qr.code, qr.shortCode, '0000000000a-0000-0000-000000000000');
  const scalar = () =>
    fc.oneof(
      { weight: 3, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
      { weight: 3, arbitrary: fc.constantFrom(...NASTY_STRINGS) },
      { weight: 1, arbitrary: fc.constantFrom(...HUGE_STRINGS) },
      { weight: 2, arbitrary: fc.oneof(fc.integer(), fc.double(), fc.constantFrom(...NUMBERS)) },
      { weight: 1, arbitrary: fc.oneof(fc.boolean(), fc.constant(null)) },
      { weight: 2, arbitrary: idLike() },
    );
  const key = (own: string[]) =>
    fc.oneof(
      fc.string({ maxLength: 12 }),
      fc.constantFrom('__proto__', 'constructor', 'prototype', 'isMaster', 'userId', 'storeId', 'id', ...own),
    );
  const value = (own: string[]) =>
    fc.letrec<{ v: unknown }>((tie) => ({
      v: fc.oneof(
        { depthSize: 'small', withCrossShrink: true },
        scalar(),
        fc.array(tie('v'), { maxLength: 5 }),
        fc.dictionary(key(own), tie('v'), { maxKeys: 5 }),
      ),
    })).v;

  /** The call's top-level keys (unwrapping refinements), so random values reach its fields. */
  const keysOf = (call: Call): string[] => {
    let schema = call.input as z.ZodType;
    while (!(schema instanceof z.ZodObject) && 'innerType' in schema.def) schema = schema.def.innerType as z.ZodType;
    return schema instanceof z.ZodObject ? Object.keys(schema.shape) : [];
  };

  /** A lone surrogate cannot be percent-encoded; it becomes U+FFFD in a path (it is sent as such in bodies). */
  const wellFormed = (v: string) =>
    v.replace(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, '\ufffd');

  const deep = (depth: number) => `${'{"a":['.repeat(depth)}1${']}'.repeat(depth)}`;

  /** One body as the JSON text sent: anything, or an object of the call's own keys holding random values. */
  const bodies = (own: string[]) =>
    fc.oneof(
      { weight: 2, arbitrary: fc.jsonValue().map((v) => JSON.stringify(v)) },
      {
        weight: 6,
        arbitrary: fc
          .record(Object.fromEntries(own.map((k) => [k, value(own)])), { requiredKeys: [] })
          .map((v) => JSON.stringify(v)),
      },
      { weight: 2, arbitrary: fc.dictionary(key(own), value(own), { maxKeys: 8 }).map((v) => JSON.stringify(v)) },
      {
        weight: 1,
        arbitrary: fc
          .constantFrom(...own)
          .map((k) => JSON.stringify({ [k]: Array.from({ length: 20_000 }, (_, i) => i) })),
      },
      { weight: 1, arbitrary: fc.constantFrom(...own, 'x').map((k) => JSON.stringify({ [k]: 'a\u0000b'.repeat(10) })) },
      {
        weight: 1,
        arbitrary: fc.constantFrom(
          deep(500),
          deep(5_000),
          '{"__proto__":{"isMaster":true}}',
          '{"constructor":{"prototype":{"isMaster":true}}}',
          'null',
          '[]',
          '"text"',
          '12',
          'true',
          '{"a":1,"a":2}',
          '{',
          '',
          '\u0000',
          '{"x":"\\u0000"}',
          '{"x":"\\ud800"}',
        ),
      },
    );

  /** A fresh token for the owner after a fuzzed logout (signing in again would hit the SMS budget). */
  const renewOwnerToken = async () => {
    const [row] = await (
      await t.db()
    )
      .select({ version: users.tokenVersion })
      .from(users)
      .where(eq(users.id, owner.userId));
    owner = {
      ...owner,
      token: await t.app.services.tokens.sign({ userId: owner.userId, tenant: 'default', version: row!.version }),
    };
  };

  /** Where the call names a store, the owner's store, so the body passes the guard and reaches the handler. */
  const withStore = (call: Call, body: string): string => {
    if (!call.storeKey) return body;
    try {
      const parsed: unknown = JSON.parse(body);
      if (parsed && typeof parsed === 'object' && !Array.isArray(parsed))
        return JSON.stringify({ ...parsed, [call.storeKey]: store.id });
    } catch {
      // Not JSON: sent as it is.
    }
    return body;
  };

  /** Values a path parameter takes in turn: real ids, an unknown one, and the nasty strings (as a client encodes them). */
  const PARAM_VALUES = () => [
    store.id,
    table.id,
    '0000000000a-0000-0000-000000000000',
    ...NASTY_STRINGS.map(wellFormed),
  ];
  /** File parts a multipart call gets in turn: junk, image headers on nothing, nothing. */
  const FILE_PARTS = [
    Buffer.from('not an image'),
    Buffer.from('\x89PNG\r\n\x1a\n'),
    Buffer.from('\xff\xd8\xff\xe0'),
    Buffer.alloc(0),
    Buffer.alloc(3000, 7),
  ];

  /**
   * One fuzzed request to a call as its contract says it is made: its method, its URL with path parameters (the owner's
   * store where the parameter names the store and the request is signed), and the body as JSON or, for a multipart call,
   * as form fields (a JSON object's entries) next to a file part; a body that is no JSON object is sent as the raw form.
   */
  const send = (call: Call, body: string, signed: boolean, i: number): Promise<LightMyRequestResponse> => {
    const values = PARAM_VALUES();
    const params = Object.fromEntries(
      (call.params ?? []).map((name, k) => [
        name,
        signed && name === call.storeKey ? store.id : values[(i + k) % values.length],
      ]),
    );
    const url = `/api/${urlOf(call, params)}`;
    const auth = signed ? { authorization: `Bearer ${owner.token}` } : {};
    if (call.method === 'GET') return t.app.inject({ method: 'GET', url, headers: auth });
    if (call.body === 'multipart') {
      let fields: unknown;
      try {
        fields = JSON.parse(body);
      } catch {
        fields = undefined;
      }
      const form =
        fields && typeof fields === 'object' && !Array.isArray(fields)
          ? multipartBody(
              Object.fromEntries(
                Object.entries(fields).map(([k, v]) => [
                  k.replace(/["\r\n]/g, ''),
                  typeof v === 'string' ? v : JSON.stringify(v),
                ]),
              ),
              FILE_PARTS[i % FILE_PARTS.length]!,
            )
          : { payload: body, contentType: 'multipart/form-data; boundary=sofra-form' };
      return t.app.inject({
        method: 'POST',
        url,
        payload: form.payload,
        headers: { 'content-type': form.contentType, ...auth },
      });
    }
    return t.app.inject({
      method: 'POST',
      url,
      payload: body,
      headers: { 'content-type': 'application/json', ...auth },
    });
  };

  test('random bodies to every call never answer a 5xx', async () => {
    const calls = [...t.app.calls];
    expect(calls.length).toBeGreaterThan(50);
    for (const [index, call] of calls.entries()) {
      const own = keysOf(call);
      const samples = fc.sample(bodies(own.length ? own : ['x']), { seed: SEED + index, numRuns: RUNS });
      for (const [i, body] of samples.entries()) {
        const signed = i % 2 === 1;
        const sentBody = signed ? withStore(call, body) : body;
        const res = await send(call, sentBody, signed, i);
        check(call.path, signed, sentBody, res);
        // A signed-in logout ends the owner's session: sign in again so the rest still reaches the handlers.
        if (call.path === 'user/logout' && signed && res.statusCode === 200) await renewOwnerToken();
      }
    }
    // Uploads, path parameters and GETs are driven by their contracts like the rest.
    expect(calls.map((c) => c.path)).toEqual(
      expect.arrayContaining([
        'image/saveImage',
        'image/deleteImage',
        'file/uploadFile',
        'file/get',
        'menu/menuQR/{id}',
      ]),
    );
    console.log(`fuzz (seed ${SEED}): ${calls.length} calls × ${RUNS} bodies = ${calls.length * RUNS} requests`);
    expect(failures, JSON.stringify(failures.slice(0, 5), null, 1)).toEqual([]);
  }, 240_000);

  test('random form fields, headers, files and paths to the upload and file routes never answer a 5xx', async () => {
    const part = (name: string, v: string) =>
      `--fuzz\r\ncontent-disposition: form-data; name="${name}"\r\n\r\n${v}\r\n`;
    /** Header values as HTTP carries them: visible ASCII and Latin-1 bytes. */
    const headerValue = fc.string({
      unit: fc.integer({ min: 0x20, max: 0xff }).map((c) => String.fromCharCode(c)),
      maxLength: 300,
    });
    const field = fc.oneof(
      fc.string({ unit: 'binary', maxLength: 40 }),
      fc.constantFrom(...NASTY_STRINGS, 'x'.repeat(2000)),
      idLike(),
    );
    const fileBytes = fc.oneof(
      fc.uint8Array({ maxLength: 2000 }).map((b) => Buffer.from(b)),
      fc.constantFrom(
        Buffer.from('\x89PNG\r\n\x1a\n'),
        Buffer.from('\xff\xd8\xff\xe0'),
        Buffer.from('RIFF\x00\x00\x00\x00WEBPVP8 '),
        Buffer.alloc(0),
      ),
    );
    const upload = fc.record({
      itemType: field,
      itemId: field,
      externalId: headerValue,
      file: fileBytes,
      storeId: fc.oneof(idLike(), field),
      route: fc.constantFrom('saveImage', 'deleteImage', 'uploadFile', 'menuQR'),
      signed: fc.boolean(),
    });
    const samples = fc.sample(upload, { seed: SEED, numRuns: RUNS * 8 });
    for (const s of samples) {
      const auth = s.signed ? { authorization: `Bearer ${owner.token}` } : {};
      const storeSegment = encodeURIComponent(wellFormed(s.storeId)).slice(0, 2000);
      const form = Buffer.concat([
        Buffer.from(part('itemType', s.itemType) + part('itemId', s.itemId)),
        Buffer.from(
          '--fuzz\r\ncontent-disposition: form-data; name="file"; filename="f.png"\r\ncontent-type: image/png\r\n\r\n',
        ),
        s.file,
        Buffer.from('\r\n--fuzz--\r\n'),
      ]);
      const multipartHeaders = { 'content-type': 'multipart/form-data; boundary=fuzz', ...auth };
      const json = JSON.stringify({ itemId: s.itemId, itemType: s.itemType, width: s.file.length });
      const res =
        s.route === 'saveImage'
          ? await t.app.inject({
              method: 'POST',
              url: `/api/image/saveImage/${storeSegment}`,
              headers: multipartHeaders,
              payload: form,
            })
          : s.route === 'uploadFile'
            ? await t.app.inject({
                method: 'POST',
                url: '/api/file/uploadFile',
                headers: { ...multipartHeaders, 'external-id': s.externalId },
                payload: form,
              })
            : await t.app.inject({
                method: 'POST',
                url:
                  s.route === 'menuQR' ? `/api/menu/menuQR/${storeSegment}` : `/api/image/deleteImage/${storeSegment}`,
                headers: { 'content-type': 'application/json', ...auth },
                payload: json,
              });
      check(`${s.route} ${storeSegment.slice(0, 60)}`, s.signed, `${s.itemType} | ${s.itemId} | ${s.externalId}`, res);
    }

    const paths = fc.sample(
      fc.oneof(
        fc.string({ unit: 'binary', maxLength: 80 }).map((v) => encodeURIComponent(wellFormed(v))),
        fc.constantFrom('%00', '%', '%zz', '%c0%80', '%ed%a0%80', 'a%00b', '..%2f..%2fetc%2fpasswd', 'x'.repeat(5000)),
      ),
      { seed: SEED, numRuns: RUNS * 4 },
    );
    for (const path of paths)
      check(
        `GET /api/file/${path.slice(0, 60)}`,
        false,
        path,
        await t.app.inject({ method: 'GET', url: `/api/file/${path}` }),
      );

    console.log(`fuzz (seed ${SEED}): ${samples.length} uploads and ${paths.length} file paths`);
    expect(failures, JSON.stringify(failures.slice(0, 5), null, 1)).toEqual([]);
  }, 240_000);

  test("the fuzz reached the handlers: the owner's store is still there and readable", async () => {
    const info = await t.raw(owner.token, storeCalls.storeInfo, { id: store.id });
    expect(info.statusCode).toBe(200);
    const byStatus = [...statuses]
      .sort(([a], [b]) => a - b)
      .map(([status, n]) => `${status}×${n}`)
      .join(' ');
    console.log(`fuzz (seed ${SEED}): ${sent} requests in all, ${failures.length} server errors; answers ${byStatus}`);
  });
});
