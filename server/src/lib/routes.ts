import type { z } from 'zod';
import type { Call } from '@sofra/contracts/core/call';
import type { EventStream, NotModified, RawAnswer, Versioned } from './answers.ts';
import type { Ctx, UserCtx } from './call-context.ts';

/** What a handler gets besides its input: the file part of a multipart call and the headers the call declares. */
export interface Extra<C extends Call> {
  /** The bytes of the file part; empty for a call without `file`. */
  file: Buffer;
  headers: NonNullable<C['headers']> extends z.ZodType ? z.output<NonNullable<C['headers']>> : undefined;
}

export type Handler<C extends Call> = (
  input: z.output<C['input']>,
  ctx: C['access'] extends 'public' ? Ctx : UserCtx,
  extra: Extra<C>,
) => Promise<z.input<C['output']> | Versioned | RawAnswer | NotModified | EventStream>;

/**
 * Registers one call with its handler (`rpc()` of server/src/plugins/rpc.ts, bound to the routes' own context). An
 * area's routes file receives it, so it imports nothing of the web layer: `export default function xRoutes(rpc: Rpc)`.
 */
export type Rpc = <C extends Call>(call: C, handler: Handler<C>) => void;
