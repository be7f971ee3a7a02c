import { Validator } from '@seriousme/openapi-schema-validator';
import { expect, test } from 'vitest';
import { z } from 'zod';
import { defineCall, type Call } from '@sofra/contracts/core/call';
import { errorCodes } from '@sofra/contracts/core/errors';
import { buildOpenApi, jsonSchemaOf } from './openapi.ts';

const ZOk = z.object({ message: z.literal('ok') });

/** Calls as the hand-written routes will be once they are contracts: uploads, a GET of bytes, a path parameter. */
const calls: Call[] = [
  defineCall('user/requestOtp', z.object({ gsm: z.string(), source: z.enum(['web', 'app']).default('web') }), ZOk, {
    access: 'public',
  }),
  defineCall('store/storeInfo', z.object({ id: z.string() }), z.object({ id: z.string(), at: z.date() }), {
    storeKey: 'id',
    staffPermission: 'store.view',
  }),
  defineCall('user/getMasterUsers', z.object({}), z.array(z.object({ id: z.string() })), { access: 'master' }),
  defineCall(
    'image/saveImage',
    z.object({ storeId: z.string(), itemType: z.enum(['store']), itemId: z.string().optional() }),
    ZOk,
    {
      storeKey: 'storeId',
      body: 'multipart',
      file: { maxBytes: 5_000_000 },
      params: ['storeId'],
    },
  ),
  defineCall('file/uploadFile', z.object({}), z.object({ id: z.string(), url: z.string() }), {
    body: 'multipart',
    file: { maxBytes: 5_000_000 },
    headers: z.object({
      'external-id': z
        .string()
        .max(4096)
        .default('')
        .transform((v) => v.trim()),
    }),
  }),
  defineCall('file/file', z.object({ id: z.string() }), z.unknown(), {
    access: 'public',
    method: 'GET',
    params: ['id'],
    raw: true,
  }),
  defineCall('menu/menuQR', z.object({ id: z.string(), width: z.number().int().default(0) }), ZOk, { storeKey: 'id' }),
  defineCall('menu/menuQR', z.object({ id: z.string(), width: z.number().int().default(0) }), ZOk, {
    storeKey: 'id',
    params: ['id'],
  }),
];

/** The document read loosely: any key may hold more of it. */
interface Loose {
  [key: string]: Loose;
}
const doc = buildOpenApi(calls, { title: 'Test', version: '1.0.0' }) as unknown as Loose;
const op = (path: string, method = 'post') => doc.paths![path]![method]!;

test('the document is valid OpenAPI 3.1 and holds one operation per call', async () => {
  const validator = new Validator();
  const result = await validator.validate(structuredClone(doc) as never);
  expect(result.errors).toBeUndefined();
  expect(result.valid).toBe(true);
  expect(validator.version).toBe('3.1');
  // The validator does refuse a broken document (a parameter in a place OpenAPI does not have).
  const broken = structuredClone(doc);
  broken.paths!['/api/file/file/{id}']!.get!.parameters![0]!.in = 'body' as unknown as Loose;
  expect((await new Validator().validate(broken as never)).valid).toBe(false);
  expect(Object.values(doc.paths!).flatMap((p) => Object.keys(p))).toHaveLength(calls.length);
});

test('a JSON call: body and answer from the contract, tag from the area, access as security', () => {
  const otp = op('/api/user/requestOtp');
  expect(otp.operationId).toBe('user_requestOtp');
  expect(otp.tags).toEqual(['user']);
  expect(otp.requestBody.content['application/json'].schema).toEqual(jsonSchemaOf(calls[0]!.input, 'input'));
  // The default makes `source` optional on the way in.
  expect(otp.requestBody.content['application/json'].schema.required).toEqual(['gsm']);
  expect(otp.responses[200].content['application/json'].schema).toEqual(jsonSchemaOf(calls[0]!.output, 'output'));
  expect(otp.security).toEqual([{}, { tenantKey: [] }]);
  expect(otp.responses[403]).toBeUndefined();

  const info = op('/api/store/storeInfo');
  expect(info.security).toEqual([{ bearer: [], tenantKey: [] }, { bearer: [] }]);
  expect(info.description).toContain('`id`');
  expect(info.description).toContain('`store.view`');
  expect(info.responses[403].description).toContain('store_forbidden');
  expect(info.responses[200].content['application/json'].schema.properties.at).toEqual({
    type: 'string',
    format: 'date-time',
  });
  expect(op('/api/user/getMasterUsers').description).toContain('master user');
});

test('errors share one schema whose code is the closed list', () => {
  expect(doc.components!.schemas!.Error!.properties!.code!.enum).toEqual(errorCodes);
  for (const status of ['400', '401', '429', '500']) {
    expect(op('/api/user/requestOtp').responses[status].content['application/json'].schema).toEqual({
      $ref: '#/components/schemas/Error',
    });
  }
});

test('multipart with path parameters: the file is a binary part, the parameter leaves the form', () => {
  const save = op('/api/image/saveImage/{storeId}');
  expect(save.parameters).toEqual([{ name: 'storeId', in: 'path', required: true, schema: { type: 'string' } }]);
  const form = save.requestBody.content['multipart/form-data'].schema;
  expect(Object.keys(form.properties!).sort()).toEqual(['file', 'itemId', 'itemType']);
  expect(form.properties.file).toMatchObject({ type: 'string', format: 'binary' });
  expect((form.required as unknown as string[]).sort()).toEqual(['file', 'itemType']);
  expect(save.description).toContain('5000000 bytes');
});

test('headers are header parameters; a raw GET answers bytes and has no body', () => {
  const upload = op('/api/file/uploadFile');
  expect(upload.parameters).toEqual([
    { name: 'external-id', in: 'header', required: false, schema: { type: 'string', maxLength: 4096, default: '' } },
  ]);
  const file = op('/api/file/file/{id}', 'get');
  expect(file.requestBody).toBeUndefined();
  expect(file.parameters).toEqual([{ name: 'id', in: 'path', required: true, schema: { type: 'string' } }]);
  expect(Object.keys(file.responses![200]!.content!)).toEqual(['application/octet-stream']);
  expect(file.responses[413]).toBeUndefined();
});

test('the same call with and without a path parameter gets two operations with distinct ids', () => {
  expect(op('/api/menu/menuQR').operationId).toBe('menu_menuQR');
  expect(op('/api/menu/menuQR/{id}').operationId).toBe('menu_menuQR_id');
  expect(op('/api/menu/menuQR/{id}').requestBody.content['application/json'].schema.properties).toEqual({
    width: { type: 'integer', default: 0 },
  });
  expect(() => buildOpenApi([calls[0]!, calls[0]!], { title: 'T', version: '1' })).toThrow(/two calls/);
});
