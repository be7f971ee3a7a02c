import type { Tx } from '../../db/client.ts';
import { hookSlot } from '../../lib/hooks.ts';

/**
 * What a new user sets off beyond this area: the stores that invited the number before it had an account now invite
 * the person (docs/permissions.md). The stores area sits above this one, so it imports none of it: `buildApp` hands the
 * function in here once, before any call is served.
 */
export interface UserHooks {
  claimInvitations(tx: Tx, userId: string, gsm: string): Promise<unknown>;
}

const slot = hookSlot<UserHooks>('user');

/** Set by `buildApp` (server/src/app.ts). */
export const setUserHooks = slot.set;

/** The hooks, once `buildApp` has set them. */
export const userHooks = slot.get;
