import type { Db } from '../../db/client.ts';

/**
 * What the points area asks of the customers area: whether a user has been a store's guest (a visit), one of the
 * people who may read the store's payoff rules. The customers area sits above this one (it shows balances), so it
 * imports none of it: `buildApp` hands the function in here once, before any call is served.
 */
export interface PointsHooks {
  hasVisited(db: Db, storeId: string, userId: string): Promise<boolean>;
}

let hooks: PointsHooks | undefined;

/** Set by `buildApp` (server/src/app.ts); the same functions every time. */
export const setPointsHooks = (next: PointsHooks): void => {
  hooks = next;
};

/** The hooks; a call before `buildApp` set them is a programming error, never a silent refusal. */
export const pointsHooks = (): PointsHooks => {
  if (!hooks) throw new Error('points hooks are not set: buildApp sets them before serving');
  return hooks;
};
