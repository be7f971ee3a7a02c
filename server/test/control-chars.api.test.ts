import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { authCalls } from '@sofra/contracts/auth/auth.calls';
import { contractCalls } from '@sofra/contracts/legal/contract.calls';
import { legalCalls } from '@sofra/contracts/legal/legal.calls';
import { storeCalls } from '@sofra/contracts/stores/stores.calls';
import { buildTestApp, type TestApp } from './build-app.ts';
import { newStore, ownerAndStranger, type Session } from './factories.ts';
import type { Store } from '@sofra/contracts/stores/stores.schemas';

/** Personal data the requests below carry; none of it may reach the log. */
const NAME = 'Ayşe Yılmazoğlu';
const PHONE = '905329876543';
const EMAIL = 'ayse.yilmazoglu@example.com';
const ADDRESS = 'Bağdat Caddesi No: 417 Suadiye';

let t: TestApp;
let owner: Session;
let store: Store;
const log: string[] = [];
beforeAll(async () => {
  t = await buildTestApp({ logStream: { write: (line) => void log.push(line) } });
  ({ owner, store } = await ownerAndStranger(t));
});
afterAll(async () => t.close());

const expectRefused = (res: LightMyRequestResponse, label: string) => {
  expect(res.statusCode, `${label}: ${res.body.slice(0, 300)}`).toBe(400);
  const { fields, ...rest } = res.json() as { fields?: unknown };
  expect(rest, label).toEqual({ code: 'validation_failed', desc: expect.any(String) });
  // Where the refusal is about inputs, it names them (path and rule) and echoes no value back.
  if (fields !== undefined) {
    expect(fields, label).toEqual(expect.arrayContaining([{ path: expect.any(String), code: expect.any(String) }]));
    for (const field of fields as object[]) expect(Object.keys(field).sort(), label).toEqual(['code', 'path']);
  }
};

const expectNoPersonalData = () => {
  const text = log.join('');
  for (const secret of [NAME, PHONE, EMAIL, ADDRESS, 'Yılmazoğlu', '9876543'])
    expect(text, 'the log').not.toContain(secret);
};

describe('control characters are refused by the contract', () => {
  test('a NUL byte in a public call answers 400 validation_failed', async () => {
    expectRefused(await t.raw(null, legalCalls.view, { type: 'privacy-policy', lang: 't\u0000r' }), 'legal-notes/view');
    expectRefused(
      await t.raw(null, legalCalls.view, { type: 'privacy-policy', storeId: 'a\u0000' }),
      'legal-notes/view storeId',
    );
    expectRefused(
      await t.raw(null, authCalls.verifyCaptcha, { id: 'a\u0000b', code: '12345' }),
      'user/verifyCaptcha id',
    );
    expectRefused(
      await t.raw(null, authCalls.verifyCaptcha, { id: 'abc', code: '12\u000045' }),
      'user/verifyCaptcha code',
    );
    expectRefused(await t.raw(null, authCalls.requestOtp, { gsm: `+${PHONE}\u0000` }), 'user/requestOtp');
    expectRefused(await t.raw(null, authCalls.autoLogin, { token: 'x\u0000y' }), 'user/autoLogin');
    expectRefused(await t.app.inject({ method: 'GET', url: '/api/file/%00' }), 'GET /api/file/%00');
    expectRefused(await t.app.inject({ method: 'GET', url: '/api/file/a%01b' }), 'GET /api/file/a%01b');
    expectNoPersonalData();
  });

  test('a NUL byte or another control character in a signed-in call answers 400 validation_failed', async () => {
    const contract = {
      storeId: store.id,
      companyTitle: 'Yılmazoğlu Gıda A.Ş.',
      taxOffice: 'Kadıköy',
      taxNumber: '1234567890',
      adminName: NAME,
      adminGsm: PHONE,
      phone: PHONE,
      email: EMAIL,
      address: ADDRESS,
    };
    expectRefused(
      await t.raw(owner.token, contractCalls.saveStoreContract, { ...contract, adminName: `${NAME}\u0000` }),
      'adminName NUL',
    );
    expectRefused(
      await t.raw(owner.token, contractCalls.saveStoreContract, { ...contract, address: `${ADDRESS}\u0007` }),
      'address BEL',
    );
    expectRefused(await t.raw(owner.token, authCalls.saveUser, { name: `${NAME}\u0000` }), 'user/saveUser name');
    expectRefused(await t.raw(owner.token, authCalls.saveUser, { name: `Ali\u001bVeli` }), 'user/saveUser ESC');
    expectRefused(await t.raw(owner.token, authCalls.saveUser, { name: `Ali\u0085Veli` }), 'user/saveUser C1 control');
    expectRefused(
      await t.raw(owner.token, authCalls.saveUser, { name: `Ali\ud800Veli` }),
      'user/saveUser lone surrogate',
    );
    expectRefused(await t.raw(owner.token, authCalls.saveUser, { name: `Ali\uffffVeli` }), 'user/saveUser U+FFFF');
    expectRefused(
      await t.raw(owner.token, storeCalls.saveStore, { id: store.id, name: 'Lokanta\nİki' }),
      'a store name is one line',
    );
    expectRefused(
      await t.raw(owner.token, storeCalls.saveStore, { id: store.id, name: 'Lokanta', description: 'a\u0000b' }),
      'description NUL',
    );
    expectRefused(
      await t.raw(owner.token, legalCalls.save, {
        storeId: store.id,
        type: 'privacy-policy',
        lang: 'tr',
        caption: 'Gizlilik',
        detail: '<p>a\u0000b</p>',
      }),
      'legal-notes/save detail',
    );
    expectRefused(await t.raw(owner.token, storeCalls.storeInfo, { id: `${store.id}\u0000` }), 'store id');
    expectNoPersonalData();
  });

  test('multi-line fields keep their line breaks and tabs; text outside the controls is untouched', async () => {
    const saved = await t.call(owner.token, storeCalls.saveStore, {
      id: store.id,
      name: 'Çiğdem Ocakbaşı 🍢',
      description: 'Satır bir\nSatır iki\r\n\tGirintili',
    });
    expect(saved.name).toBe('Çiğdem Ocakbaşı 🍢');
    expect(saved.description).toBe('Satır bir\nSatır iki\r\n\tGirintili');
  });

  test('the hand-written routes refuse control characters in path, form fields and headers', async () => {
    const boundary = '----sofra-nul';
    const form = (field: string, value: string) =>
      Buffer.concat([
        Buffer.from(`--${boundary}\r\ncontent-disposition: form-data; name="${field}"\r\n\r\n${value}\r\n`),
        Buffer.from(
          `--${boundary}\r\ncontent-disposition: form-data; name="file"; filename="a.png"\r\ncontent-type: image/png\r\n\r\n`,
        ),
        Buffer.from('not really a png'),
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]);
    const headers = {
      'content-type': `multipart/form-data; boundary=${boundary}`,
      authorization: `Bearer ${owner.token}`,
    };
    expectRefused(
      await t.app.inject({
        method: 'POST',
        url: `/api/image/saveImage/${store.id}`,
        headers,
        payload: form('itemId', 'a\u0000b'),
      }),
      'saveImage itemId',
    );
    expectRefused(
      await t.app.inject({
        method: 'POST',
        url: `/api/image/saveImage/${store.id}%00`,
        headers,
        payload: form('itemType', 'store'),
      }),
      'saveImage path',
    );
    expectRefused(
      await t.app.inject({
        method: 'POST',
        url: `/api/image/deleteImage/${store.id}`,
        headers: { 'content-type': 'application/json', authorization: `Bearer ${owner.token}` },
        payload: JSON.stringify({ itemId: 'a\u0000b' }),
      }),
      'deleteImage itemId',
    );
    // HTTP itself refuses NUL in a header; a C1 control (sent as a Latin-1 byte) gets through to us and is refused.
    expectRefused(
      await t.app.inject({
        method: 'POST',
        url: '/api/file/uploadFile',
        headers: { ...headers, 'external-id': 'profil\u0085' },
        payload: form('x', 'y'),
      }),
      'uploadFile external-id',
    );
    expectRefused(
      await t.app.inject({
        method: 'POST',
        url: `/api/menu/menuQR/${store.id}%00`,
        headers: { 'content-type': 'application/json', authorization: `Bearer ${owner.token}` },
        payload: '{}',
      }),
      'menuQR path',
    );
  });
});

describe('what the log keeps', () => {
  test('a query the database refuses is logged without its parameters, the SQL values or the failing row', async () => {
    // A constraint no new row can meet makes the insert fail inside PostgreSQL, with every field as a parameter.
    await (await t.db()).execute(sql`alter table store_contracts add constraint always_fails check (false) not valid`);
    log.length = 0;
    const res = await t.raw(owner.token, contractCalls.saveStoreContract, {
      storeId: store.id,
      companyTitle: 'Yılmazoğlu Gıda A.Ş.',
      taxOffice: 'Kadıköy',
      taxNumber: '1234567890',
      adminName: NAME,
      adminGsm: PHONE,
      phone: PHONE,
      email: EMAIL,
      address: ADDRESS,
    });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ code: 'internal_error', desc: expect.any(String) });
    const errorLine = log
      .map((line) => JSON.parse(line) as { level: number; reqId?: string; err?: Record<string, unknown> })
      .find((line) => line.level === 50);
    // The line is still useful: the request id, the error's type, the SQLSTATE, the SQL with placeholders.
    expect(errorLine?.reqId).toBe(res.headers['x-request-id']);
    expect(JSON.stringify(errorLine?.err)).toContain('23514');
    expect(JSON.stringify(errorLine?.err)).toContain('store_contracts');
    expect(log.join('')).not.toContain('Yılmazoğlu Gıda');
    expectNoPersonalData();
    await (await t.db()).execute(sql`alter table store_contracts drop constraint always_fails`);
  });

  test('a new store with a NUL byte in its name never reaches the database', async () => {
    log.length = 0;
    expectRefused(await t.raw(owner.token, storeCalls.saveStore, newStore({ name: `${NAME}\u0000` })), 'new store');
    expect(log.filter((line) => line.includes('"level":50'))).toEqual([]);
    expectNoPersonalData();
  });
});
