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
}

export interface Call<I extends z.ZodType = z.ZodType, O extends z.ZodType = z.ZodType> {
  path: string;
  input: I;
  output: O;
  access: Access;
  storeKey?: string;
  staffPermission?: string;
}

export const defineCall = <I extends z.ZodType, O extends z.ZodType>(
  path: `${string}/${string}`,
  input: I,
  output: O,
  options: CallOptions<z.infer<I>> = {},
): Call<I, O> => ({
  path, input, output, access: options.access ?? 'user', storeKey: options.storeKey, staffPermission: options.staffPermission,
});

export type CallInput<C extends Call> = z.input<C['input']>;
export type CallOutput<C extends Call> = z.output<C['output']>;
