import type { Tx } from '../../db/client.ts';

/**
 * What a new user sets off beyond this area: the stores that invited the number before it had an account now invite
 * the person (docs/permissions.md). The stores area sits above this one, so it imports none of it: `buildApp` hands the
 * function in here once, before any call is served.
 */
export interface UserHooks {
  claimInvitations(tx: Tx, userId: string, gsm: string): Promise<unknown>;
}

let hooks: UserHooks | undefined;

/** Set by `buildApp` (server/src/app.ts); the same functions every time. */
export const setUserHooks = (next: UserHooks): void => {
  hooks = next;
};

/** The hooks; a user created before `buildApp` set them is a programming error, never a skipped invitation. */
export const userHooks = (): UserHooks => {
  if (!hooks) throw new Error('user hooks are not set: buildApp sets them before serving');
  return hooks;
};
