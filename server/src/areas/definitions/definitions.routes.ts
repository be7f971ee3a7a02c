import type { Call } from '@sofra/contracts/core/call';
import { definitionKindCalls, definitionKinds } from '@sofra/contracts/definitions/definitions.calls';
import type { Rpc } from '../../lib/routes.ts';
import * as definitions from './definitions.service.ts';

/** Every kind of definition has the same three calls (docs/definitions.md). */
export default function definitionRoutes(rpc: Rpc) {
  for (const kind of definitionKinds) {
    // One shape for every kind: the contracts have checked each input against its own schema.
    const calls = definitionKindCalls[kind] as unknown as Record<'list' | 'save' | 'remove', Call>;
    rpc(calls.list, (input, ctx) => definitions.list(ctx, kind, (input as { storeId: string }).storeId));
    rpc(calls.save, (input, ctx) => definitions.save(ctx, kind, input as definitions.BaseSave));
    rpc(calls.remove, (input, ctx) => definitions.remove(ctx, kind, input as definitions.DeleteInput));
  }
}
