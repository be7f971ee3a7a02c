import type { z } from 'zod';

/**
 * Who may make a call: anyone, a signed-in user, or a master user.
 * A call that names a store also says which input field holds the store id; the server's
 * one guard then checks that the caller owns the store, is its staff, or is master.
 */
export type Access = 'public' | 'user' | 'master';

export interface CallOptions<I> {
  access?: Access;
  /** The input field naming the store the call touches. Absent on create (e.g. saveStore without id). */
  storeKey?: keyof I & string;
  /** Staff of the store may make the call when they hold this permission; otherwise only owners and master. */
  staffPermission?: string;
  /** The HTTP method; POST when absent. */
  method?: 'POST' | 'GET';
  /** How the body travels; JSON when absent. With multipart, `input` describes the plain form fields and the path parameters. */
  body?: 'json' | 'multipart';
  /** A multipart call that requires a file part, and its largest size. */
  file?: { maxBytes: number };
  /** Input fields that travel as path parameters, appended to the path as `/{name}` in this order. */
  params?: string[];
  /** The request headers the call reads (an object schema, one property a header). */
  headers?: z.ZodType;
  /** The answer is bytes (a file), not JSON. */
  raw?: true;
}

/** The optional ways a call travels other than a JSON POST (see CallOptions). */
type Transport = Pick<CallOptions<unknown>, 'method' | 'body' | 'file' | 'params' | 'headers' | 'raw'>;

export interface Call<I extends z.ZodType = z.ZodType, O extends z.ZodType = z.ZodType> {
  path: string;
  input: I;
  output: O;
  access: Access;
  storeKey?: string;
  staffPermission?: string;
  method?: Transport['method'];
  body?: Transport['body'];
  file?: Transport['file'];
  params?: string[];
  headers?: z.ZodType;
  raw?: true;
}

export const defineCall = <I extends z.ZodType, O extends z.ZodType>(
  path: `${string}/${string}`,
  input: I,
  output: O,
  options: CallOptions<z.infer<I>> = {},
): Call<I, O> => {
  const { access = 'user', storeKey, staffPermission, ...transport } = options;
  return { path, input, output, access, storeKey, staffPermission, ...transport };
};

export type CallInput<C extends Call> = z.input<C['input']>;
export type CallOutput<C extends Call> = z.output<C['output']>;
