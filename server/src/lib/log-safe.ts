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

const scrub = (text: string): string => text.replace(PERSONAL, '…');

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
