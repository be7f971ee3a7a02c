/**
 * What the log keeps of a request and of an error (docs/security.md, "Control characters and what the log keeps").
 *
 * A request's URL may carry a credential in its query string: the event stream's ticket (EventSource sends no
 * headers), and whatever a client puts there by mistake. Every URL the log keeps, and every error message, passes
 * `redactSecrets`, so such values never reach the log files and the systems they are shipped to.
 */

/**
 * The names of query parameters whose value is a secret: tickets, tokens (access_token, id_token…), keys (apiKey,
 * x-api-key…), secrets, passwords, signatures, one-time and authorisation codes, sessions. Matched on the name as
 * decoded, anywhere in it and in any case: a harmless parameter taken for a secret loses only its value in the log.
 */
const SECRET_NAME =
  /ticket|token|key|secret|passw(?:or)?d|signature|^sig$|code|otp|captcha|auth|session|jwt|credential|cookie/i;
/** `?name=value`, `&name=value` or `;name=value`, wherever it stands: in a URL, or in a message that quotes one. */
const QUERY_PARAM = /([?&;])([^=&;?#\s"'<>]*)=([^&;#\s"'<>]*)/g;

const decodedName = (name: string): string => {
  try {
    return decodeURIComponent(name.replace(/\+/g, ' '));
  } catch {
    return name;
  }
};

/** The text with the value of every secret query parameter replaced by `[redacted]`; everything else as it was. */
export const redactSecrets = (text: string): string =>
  text.replace(QUERY_PARAM, (whole, separator: string, name: string) =>
    SECRET_NAME.test(decodedName(name)) ? `${separator}${name}=[redacted]` : whole,
  );

/** What a request's log lines say of it (Fastify's own fields), its URL without secrets. */
export const logSafeRequest = (request: {
  method: string;
  url: string;
  headers?: Record<string, string | string[] | undefined>;
  host?: string;
  ip?: string;
  socket?: { remotePort?: number };
}) => ({
  method: request.method,
  url: redactSecrets(request.url),
  version: [request.headers?.['accept-version']].flat()[0],
  host: request.host,
  remoteAddress: request.ip,
  remotePort: request.socket?.remotePort,
});

/**
 * What the log keeps of an error (docs/security.md, "Control characters and what the log keeps"). Drizzle's query
 * error carries the query's parameters and repeats them in its message and stack; PostgreSQL's own error echoes a
 * refused value after a colon and the whole failing row in `detail`. Names, numbers and addresses would land in the
 * log, so only what says *where* and *why* is kept: the type, the SQLSTATE and the object names, the SQL with its
 * placeholders, the message up to the first value, the stack frames.
 */

const SQLSTATE = /^[0-9A-Z]{5}$/;
/** A phone number (nine digits or more, maybe spaced) or an e-mail address, wherever a message still holds one. */
const PERSONAL = /\+?\d(?:[\s-]?\d){8,}|[^\s@"'<>(),;:/]+@[^\s@"'<>(),;:/]+\.[a-z]{2,}/gi;

type Fields = Record<string, unknown>;

const isDbError = (error: Fields): boolean =>
  typeof error.code === 'string' && SQLSTATE.test(error.code) && 'severity' in error;
const isDrizzleQueryError = (error: Fields): boolean => typeof error.query === 'string' && 'params' in error;

const scrub = (text: string): string => redactSecrets(text).replace(PERSONAL, '…');

/** The message of a database error up to the first value it echoes (`invalid input syntax for type uuid: "…"`). */
const dbMessage = (message: string): string => message.split(': ')[0]!;

/** The stack's frames under a safe first line (the first line of a stack repeats the message). */
const stackOf = (error: Fields, head: string): string => {
  if (typeof error.stack !== 'string') return head;
  const frames = error.stack
    .split('\n')
    .filter((line) => /^\s+at /.test(line))
    .map(scrub);
  return [head, ...frames].join('\n');
};

const DB_FIELDS = ['code', 'severity', 'schema', 'table', 'column', 'dataType', 'constraint', 'routine'] as const;

export interface SafeError {
  [key: string]: unknown;
  type: string;
  message: string;
  stack: string;
}

export const logSafeError = (value: unknown, depth = 0): SafeError => {
  const error = (value && typeof value === 'object' ? value : { message: String(value) }) as Fields;
  const type = (error.constructor as { name?: string } | undefined)?.name ?? 'Error';
  const out: SafeError = { type, message: '', stack: '' };
  // The driver's own error (PGlite adds the query and its parameters to it too) before Drizzle's wrapper.
  if (isDbError(error)) {
    out.message = dbMessage(String(error.message ?? ''));
    for (const field of DB_FIELDS) if (typeof error[field] === 'string') out[field] = error[field];
  } else if (isDrizzleQueryError(error)) {
    out.message = 'Failed query';
    out.query = error.query;
  } else {
    out.message = scrub(String(error.message ?? ''));
    if (typeof error.code === 'string') out.code = error.code;
    if (typeof error.statusCode === 'number') out.statusCode = error.statusCode;
  }
  out.stack = stackOf(error, `${type}: ${out.message}`);
  if (error.cause && depth < 3) out.cause = logSafeError(error.cause, depth + 1);
  return out;
};
