import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { urlOf, type Call } from '@sofra/contracts/core/call';

/** A multipart/form-data body: the plain fields, then the one file part. */
export const multipartBody = (
  fields: Record<string, unknown>,
  file: Buffer,
  filename = 'f.png',
  contentType = 'image/png',
) => {
  const boundary = 'sofra-form';
  const parts: Buffer[] = Object.entries(fields).map(([name, v]) =>
    Buffer.from(`--${boundary}\r\ncontent-disposition: form-data; name="${name}"\r\n\r\n${String(v)}\r\n`),
  );
  parts.push(
    Buffer.from(
      `--${boundary}\r\ncontent-disposition: form-data; name="file"; filename="${filename}"\r\ncontent-type: ${contentType}\r\n\r\n`,
    ),
    file,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  );
  return { payload: Buffer.concat(parts), contentType: `multipart/form-data; boundary=${boundary}` };
};

/**
 * Makes any registered call as a client would: its method and URL (path parameters taken from `input`), the rest of
 * the input as JSON or, for a multipart call, as form fields next to `file`.
 */
export const sendCall = (
  app: FastifyInstance,
  token: string | null,
  call: Call,
  input: Record<string, unknown>,
  { file = Buffer.alloc(0), headers = {} }: { file?: Buffer; headers?: Record<string, string> } = {},
): Promise<LightMyRequestResponse> => {
  const url = `/api/${urlOf(call, input)}`;
  const rest = Object.fromEntries(Object.entries(input).filter(([name]) => !call.params?.includes(name)));
  const auth = token ? { authorization: `Bearer ${token}` } : {};
  if (call.method === 'GET') return app.inject({ method: 'GET', url, headers: { ...auth, ...headers } });
  if (call.body === 'multipart') {
    const form = multipartBody(rest, file);
    return app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': form.contentType, ...auth, ...headers },
      payload: form.payload,
    });
  }
  return app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/json', ...auth, ...headers },
    payload: JSON.stringify(rest),
  });
};
