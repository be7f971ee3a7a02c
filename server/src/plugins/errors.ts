import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { errorStatus } from '@sofra/contracts/core/errors';
import { AppError } from '../lib/app-error.ts';

/** AppError lives in lib/ (shared code may throw it without depending on plugins); re-exported for older imports. */
export { AppError };

/** The SQLSTATE of a database error, whether thrown by the driver or wrapped by Drizzle (as its cause). */
const sqlStateOf = (error: unknown): string | undefined => {
  for (
    let e = error as { code?: unknown; cause?: unknown } | undefined, i = 0;
    e && i < 3;
    e = e.cause as typeof e, i++
  ) {
    if (typeof e.code === 'string' && /^[0-9A-Z]{5}$/.test(e.code)) return e.code;
  }
  return undefined;
};

/**
 * Text PostgreSQL cannot store (a NUL byte, an invalid or untranslatable sequence). The contracts refuse these first;
 * this is the second line, so such text is the client's error and never a 500.
 */
const BAD_TEXT_STATES = new Set(['22021', '22P05']);

/** Maps Fastify's own errors (bad JSON, body too big, wrong content type) onto our codes. */
const fromFastify = (error: FastifyError): AppError | undefined => {
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
      return new AppError('validation_failed', 'the body is not valid JSON');
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
    case 'FST_REQ_FILE_TOO_LARGE':
    case 'FST_FILES_LIMIT':
      return new AppError('payload_too_large', 'the body is too large');
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
    case 'FST_ERR_CTP_INVALID_TYPE':
      return new AppError('unsupported_media_type', 'send the body as application/json');
  }
  if (error.statusCode === 429) return new AppError('rate_limited', error.message);
  const state = sqlStateOf(error);
  if (state && BAD_TEXT_STATES.has(state))
    return new AppError('validation_failed', 'the text holds characters that cannot be stored');
  if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
    return new AppError('validation_failed', error.message);
  }
  return undefined;
};

export default fp(
  async function errors(app: FastifyInstance) {
    app.setErrorHandler((error: FastifyError, request, reply) => {
      const known = error instanceof AppError ? error : fromFastify(error);
      if (!known) {
        request.log.error({ err: error }, 'unhandled error');
        return reply
          .status(500)
          .send({ code: 'internal_error', desc: 'Something went wrong; the request id is in the logs' });
      }
      // A full process refusing one more stream is working as designed: a warning, not an error, per refusal.
      if (known.code === 'stream_limit') request.log.warn(known.desc);
      else if (errorStatus[known.code] >= 500) request.log.error({ err: error }, known.desc);
      const body = known.fields
        ? { code: known.code, desc: known.desc, fields: known.fields }
        : { code: known.code, desc: known.desc };
      return reply.status(errorStatus[known.code]).headers(known.headers).send(body);
    });
  },
  { name: 'errors' },
);
