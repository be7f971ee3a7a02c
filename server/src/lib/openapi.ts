import { z } from 'zod';
import { routeOf, type Call } from '@sofra/contracts/core/call';
import { errorCodes } from '@sofra/contracts/core/errors';

/**
 * The OpenAPI 3.1 document of the API, built from the registered calls: what point-of-sale vendors and the guest app
 * read, so it says no more than the contracts and the one rpc() path prove (no per-call error lists).
 */

type Json = Record<string, unknown>;

export interface OpenApiInfo {
  title: string;
  version: string;
  description?: string;
}

/** A contract's schema as JSON Schema (2020-12, OpenAPI 3.1's dialect); what JSON cannot say is left open. */
export const jsonSchemaOf = (schema: z.ZodType, io: 'input' | 'output'): Json => {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, {
    io,
    target: 'draft-2020-12',
    unrepresentable: 'any',
    override: ({ zodSchema, jsonSchema }) => {
      // A date travels as an ISO string; zod would otherwise leave it open.
      if (zodSchema._zod.def.type === 'date') Object.assign(jsonSchema, { type: 'string', format: 'date-time' });
      // z.int() says its safe-integer range, which no one needs told and which readers show as the example value.
      if (jsonSchema.minimum === Number.MIN_SAFE_INTEGER) delete jsonSchema.minimum;
      if (jsonSchema.maximum === Number.MAX_SAFE_INTEGER) delete jsonSchema.maximum;
    },
  }) as Json;
  return rest;
};

/** `user/requestOtp` → `user_requestOtp`: letters, digits and underscores, as code generators want. */
const operationIdOf = (call: Call): string =>
  [call.path, ...(call.params ?? [])]
    .join('/')
    .replace(/[^A-Za-z0-9]+/g, '_')
    .replace(/_+$/, '');

/** The call's route (`routeOf`: its own `url`, else `path` + params) with OpenAPI's `{name}` path templates. */
export const openApiPathOf = (call: Call): string => `/api/${routeOf(call).replace(/:([A-Za-z0-9_]+)/g, '{$1}')}`;

const accessText = {
  public: 'public (no sign-in)',
  user: 'a signed-in user',
  master: 'a master user',
  pos: "a store's cash register, by its POS key in `x-pos-key`",
} as const;

const describe = (call: Call): string => {
  const lines = [`Access: ${accessText[call.access]}.`];
  if (call.storeKey) {
    lines.push(
      `Store guard: the input field \`${call.storeKey}\` names the store; the caller must own it or be a master user${
        call.staffPermission ? `, or be its active staff holding \`${call.staffPermission}\`` : ''
      }; anyone else gets 403 \`store_forbidden\`.`,
    );
  }
  if (call.pos)
    lines.push(
      "A cash register may make it with its POS key in `x-pos-key` instead of a token; the store named must be the key's.",
    );
  if (call.file) lines.push(`The \`file\` part is required, at most ${call.file.maxBytes} bytes.`);
  return lines.join('\n\n');
};

const errorResponse = (description: string) => ({
  description,
  content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
});

/** The error statuses every call of this kind can answer, by the path all calls share (rpc, tenancy, app.ts). */
const errorResponses = (call: Call, hasBody: boolean): Json => {
  const responses: Json = {
    400: errorResponse('`validation_failed`: the input does not match the contract (or another 400 code of the call).'),
    401: errorResponse(
      call.access === 'public'
        ? call.optionalUser
          ? '`tenant_unknown`: the `x-api-key` names no tenant; `token_expired` or `token_invalid` for a token sent.'
          : '`tenant_unknown`: the `x-api-key` names no tenant.'
        : call.access === 'pos'
          ? '`pos_key_invalid` or `tenant_unknown`.'
          : `\`auth_required\`, \`token_expired\`, \`token_invalid\`${call.pos ? ', `pos_key_invalid`' : ''} or \`tenant_unknown\`.`,
    ),
  };
  if (call.access !== 'public' || call.storeKey) {
    responses[403] = errorResponse(
      [
        call.storeKey ? "`store_forbidden`: not the caller's store" : '',
        call.access === 'master' ? '`master_only`' : '',
        call.access !== 'public' && call.access !== 'pos' ? '`user_blocked`' : '',
      ]
        .filter(Boolean)
        .join('; ') + '.',
    );
  }
  if (hasBody) {
    responses[413] = errorResponse('`payload_too_large`: the body is over the limit.');
    responses[415] = errorResponse('`unsupported_media_type`: the body is not of the media type above.');
  }
  responses[429] = errorResponse('`rate_limited` (or another 429 code of the call): too many requests; retry later.');
  responses[500] = errorResponse('`internal_error`: logged with the request id; nothing of it is answered.');
  return responses;
};

/** An object schema's properties split into those named and the rest (the rest keeps the schema's other keywords). */
const splitProperties = (
  schema: Json,
  names: readonly string[],
): { picked: Record<string, Json>; required: string[]; rest: Json } => {
  if (!names.length) return { picked: {}, required: [], rest: schema };
  const properties = (schema.properties ?? {}) as Record<string, Json>;
  const required = (schema.required ?? []) as string[];
  const picked = Object.fromEntries(names.filter((n) => n in properties).map((n) => [n, properties[n]!]));
  const restProperties = Object.fromEntries(Object.entries(properties).filter(([n]) => !names.includes(n)));
  const restRequired = required.filter((n) => !names.includes(n));
  const rest: Json = { ...schema, properties: restProperties };
  if (restRequired.length) rest.required = restRequired;
  else delete rest.required;
  return { picked, required: required.filter((n) => names.includes(n)), rest };
};

const parametersOf = (schema: Json, names: readonly string[], where: 'path' | 'query' | 'header'): Json[] => {
  const { picked, required } = splitProperties(schema, names);
  return names.map((name) => ({
    name,
    in: where,
    required: where === 'path' || required.includes(name),
    schema: picked[name] ?? { type: 'string' },
  }));
};

const operationOf = (call: Call): Json => {
  const method = call.method ?? 'POST';
  const params = call.params ?? [];
  const input = jsonSchemaOf(call.input, 'input');
  const { rest: bodySchema } = splitProperties(input, params);
  const parameters = parametersOf(input, params, 'path');
  if (method === 'GET') {
    parameters.push(...parametersOf(input, Object.keys((bodySchema.properties ?? {}) as Json), 'query'));
  }
  if (call.headers) {
    const headers = jsonSchemaOf(call.headers, 'input');
    parameters.push(...parametersOf(headers, Object.keys((headers.properties ?? {}) as Json), 'header'));
  }

  const operation: Json = {
    operationId: operationIdOf(call),
    tags: [call.path.split('/')[0]],
    summary: call.path,
    description: describe(call),
    'x-sofra-access': call.access,
    ...(call.storeKey ? { 'x-sofra-store-key': call.storeKey } : {}),
    ...(call.staffPermission ? { 'x-sofra-staff-permission': call.staffPermission } : {}),
  };
  if (parameters.length) operation.parameters = parameters;

  const hasBody = method === 'POST';
  if (hasBody && call.body === 'multipart') {
    const form: Json = { ...bodySchema, type: 'object', properties: { ...(bodySchema.properties as Json) } };
    if (call.file) {
      (form.properties as Json).file = {
        type: 'string',
        format: 'binary',
        contentMediaType: 'application/octet-stream',
        description: `at most ${call.file.maxBytes} bytes`,
      };
      form.required = [...((form.required ?? []) as string[]), 'file'];
    }
    operation.requestBody = { required: true, content: { 'multipart/form-data': { schema: form } } };
  } else if (hasBody) {
    operation.requestBody = { required: true, content: { 'application/json': { schema: bodySchema } } };
  }

  const ok = call.raw
    ? {
        description: 'The bytes of the file; `Content-Type` names their type (image/jpeg for pictures).',
        content: {
          'application/octet-stream': { schema: { type: 'string', contentMediaType: 'application/octet-stream' } },
        },
      }
    : {
        description: 'The answer, parsed by the contract (unknown fields never leave the server).',
        content: { 'application/json': { schema: jsonSchemaOf(call.output, 'output') } },
      };
  operation.responses = { 200: ok, ...errorResponses(call, hasBody) };

  if (call.access === 'pos') {
    operation.security = [{ posKey: [], tenantKey: [] }, { posKey: [] }];
  } else if (call.access !== 'public') {
    // The tenant key is optional: without it the host (or the default tenant) names the tenant.
    operation.security = [{ bearer: [], tenantKey: [] }, { bearer: [] }];
    if (call.pos) (operation.security as Json[]).push({ posKey: [], tenantKey: [] }, { posKey: [] });
  } else {
    operation.security = [{}, { tenantKey: [] }];
    // A guest's token is welcome, not needed (a guest's order: docs/security.md, Guest orders).
    if (call.optionalUser) (operation.security as Json[]).push({ bearer: [], tenantKey: [] }, { bearer: [] });
  }
  return operation;
};

/** The OpenAPI 3.1 document of `calls`: one operation each; two calls on one method and path are a mistake. */
export const buildOpenApi = (calls: readonly Call[], info: OpenApiInfo): Json => {
  const paths: Record<string, Json> = {};
  const operationIds = new Set<string>();
  for (const call of calls) {
    const path = openApiPathOf(call);
    const method = (call.method ?? 'POST').toLowerCase();
    const operation = operationOf(call);
    if (paths[path]?.[method]) throw new Error(`two calls on ${method.toUpperCase()} ${path}`);
    if (operationIds.has(operation.operationId as string))
      operation.operationId = `${operation.operationId as string}_${method}`;
    if (operationIds.has(operation.operationId as string))
      throw new Error(`two calls named ${operation.operationId as string}`);
    operationIds.add(operation.operationId as string);
    paths[path] = { ...paths[path], [method]: operation };
  }
  const tags = [...new Set(calls.map((c) => c.path.split('/')[0]!))].sort().map((name) => ({ name }));
  return {
    openapi: '3.1.0',
    info,
    tags,
    paths,
    components: {
      schemas: {
        Error: {
          type: 'object',
          description:
            'The body of every non-2xx answer. `desc` is English text for developers; show a text of your own for the code.',
          properties: { code: { type: 'string', enum: [...errorCodes] }, desc: { type: 'string' } },
          required: ['code', 'desc'],
          additionalProperties: false,
        },
      },
      securitySchemes: {
        bearer: {
          type: 'http',
          scheme: 'bearer',
          bearerFormat: 'JWT',
          description: 'The token `user/verifyOtp` answers.',
        },
        tenantKey: {
          type: 'apiKey',
          in: 'header',
          name: 'x-api-key',
          description: 'The tenant; optional where the host names it.',
        },
        posKey: {
          type: 'apiKey',
          in: 'header',
          name: 'x-pos-key',
          description: "A cash register's POS key (made on the integration screen, `pos/createCashRegister`).",
        },
      },
    },
  };
};
