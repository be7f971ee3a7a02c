import type { z } from 'zod';

/**
 * Who may make a call: anyone, a signed-in user, a master user, or a store's cash register by its POS key
 * (`x-pos-key`, docs/definitions.md).
 * A call that names a store also says which input field holds the store id; the server's
 * one guard then checks that the caller owns the store, is its staff, or is master.
 */
export type Access = 'public' | 'user' | 'master' | 'pos';

export interface CallOptions<I, H extends z.ZodType | undefined = undefined> {
  access?: Access;
  /** The input field naming the store the call touches. Absent on create (e.g. saveStore without id). */
  storeKey?: keyof I & string;
  /** Staff of the store may make the call when they hold this permission; otherwise only owners and master. */
  staffPermission?: string;
  /**
   * A user's call that a cash register may also make with its POS key instead of a token (a definitions read): the
   * store it names must be the key's. No other user call accepts a POS key.
   */
  pos?: true;
  /**
   * A public call that also knows the signed-in user when the request carries a token (`ctx.user`; null without one),
   * e.g. a guest's order. A token sent that does not hold is refused as on any user call (`token_invalid`, ...).
   */
  optionalUser?: true;
  /** The HTTP method; `'POST'` unless said otherwise. */
  method?: 'POST' | 'GET';
  /**
   * How the body is sent: JSON (the default) or multipart/form-data. A multipart call's `input` describes its plain
   * form fields plus its path parameters; the file part is not in the schema (see `file`).
   */
  body?: 'json' | 'multipart';
  /** A multipart call that needs a file part, and the most bytes it may have. */
  file?: { maxBytes: number };
  /** Input fields taken from the URL: the route is `path` followed by `/:name` for each. Merged into the input. */
  params?: (keyof I & string)[];
  /** The route under `/api/` when it is not `path` plus `params` (e.g. `file/:id`); `path` still names the call. */
  url?: string;
  /** The request headers the call reads, validated like the input. */
  headers?: H;
  /** The answer is not JSON but bytes with their own content type (e.g. a stored file). */
  raw?: true;
  /**
   * The server builds the answer in exactly the output's shape (no field the contract leaves out, no default or
   * transform to apply), so it is sent without the output parse — for hot reads whose parse costs a large share of the
   * answer (docs/performance.md, Folios). Under tests the server still parses it and fails on any difference
   * (`server/src/plugins/rpc.ts`). Every other call's answer is parsed by its contract.
   */
  trusted?: true;
}

export interface Call<
  I extends z.ZodType = z.ZodType,
  O extends z.ZodType = z.ZodType,
  H extends z.ZodType | undefined = z.ZodType | undefined,
> {
  /** The call's unique name; also its URL (`/api/{path}`) unless `params` or `url` say otherwise. */
  path: string;
  input: I;
  output: O;
  access: Access;
  storeKey?: string;
  staffPermission?: string;
  pos?: true;
  optionalUser?: true;
  method?: 'POST' | 'GET';
  body?: 'json' | 'multipart';
  file?: { maxBytes: number };
  params?: string[];
  url?: string;
  headers?: H;
  raw?: true;
  trusted?: true;
}

export const defineCall = <I extends z.ZodType, O extends z.ZodType, H extends z.ZodType | undefined = undefined>(
  path: `${string}/${string}`,
  input: I,
  output: O,
  options: CallOptions<z.infer<I>, H> = {},
): Call<I, O, H> => {
  const { access = 'user', ...rest } = options;
  // Only the options given are kept, so a plain call is exactly `{ path, input, output, access, ... }` as before.
  const given = Object.fromEntries(Object.entries(rest).filter(([, v]) => v !== undefined));
  return {
    path,
    input,
    output,
    access,
    storeKey: options.storeKey,
    staffPermission: options.staffPermission,
    ...given,
  } as Call<I, O, H>;
};

/** The route of a call under `/api/`, in Fastify's form (`image/saveImage/:storeId`). */
export const routeOf = (call: Pick<Call, 'path' | 'params' | 'url'>): string =>
  call.url ?? [call.path, ...(call.params ?? []).map((name) => `:${name}`)].join('/');

/** The URL of a call under `/api/` with its path parameters filled in from `input` (each percent-encoded). */
export const urlOf = (call: Pick<Call, 'path' | 'params' | 'url'>, input: Record<string, unknown> = {}): string =>
  routeOf(call).replace(/:([A-Za-z0-9_]+)/g, (_, name: string) => encodeURIComponent(String(input[name] ?? '')));

export type CallInput<C extends Call> = z.input<C['input']>;
export type CallOutput<C extends Call> = z.output<C['output']>;
