import type { Db } from '../../db/client.ts';
import { hookSlot } from '../../lib/hooks.ts';

/**
 * What the points area asks of the customers area: whether a user has been a store's guest (a visit), one of the
 * people who may read the store's payoff rules. The customers area sits above this one (it shows balances), so it
 * imports none of it: `buildApp` hands the function in here once, before any call is served.
 */
export interface PointsHooks {
  hasVisited(db: Db, storeId: string, userId: string): Promise<boolean>;
}

const slot = hookSlot<PointsHooks>('points');

/** Set by `buildApp` (server/src/app.ts). */
export const setPointsHooks = slot.set;

/** The hooks, once `buildApp` has set them. */
export const pointsHooks = slot.get;
