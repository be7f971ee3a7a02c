import type { Db } from '../db/client.ts';
import type { TokenService } from '../platform/tokens.ts';
import * as accessRepo from './access.repo.ts';
import { AppError } from './app-error.ts';
import type { AuthUser, Ctx } from './call-context.ts';
import { readCacheOf } from './read-cache.ts';

/**
 * What the session and the guard read of a user, kept in memory until the database announces a change of the user's
 * row, owner links or staff rows (docs/adr/0007): a logout, block or permission change is seen by the next call.
 */
const sessionUser = (db: Db, userId: string) =>
  readCacheOf(db).get(`session:${userId}`, async () => ({
    value: (await accessRepo.sessionUser(db, userId)) ?? null,
    tags: [`user:${userId}`],
  }));

interface StoreAccess {
  owner: boolean;
  /** The permissions of accepted staff; null when the user is not its staff. */
  staff: string[] | null;
}

const storeAccess = (db: Db, userId: string, storeId: string): Promise<StoreAccess> =>
  readCacheOf(db).get(`access:${userId}:${storeId}`, async () => {
    const [owner, staff] = await Promise.all([
      accessRepo.ownsStore(db, userId, storeId),
      accessRepo.staffPermissions(db, userId, storeId),
    ]);
    return { value: { owner, staff: staff ?? null }, tags: [`user:${userId}`] };
  });

/** The user a token speaks for, checked against the tenant, the user's token version and block. */
export const authenticate = async (db: Db, tokens: TokenService, token: string, tenant: string): Promise<AuthUser> => {
  const claims = await tokens.verify(token, tenant);
  return sessionOf(db, claims.userId, claims.version);
};

/**
 * The user whose session carries `version`, while it holds: the token version unchanged (no logout since) and the user
 * not blocked; `token_invalid` otherwise. Also what an open event stream re-checks (docs/live.md).
 */
export const sessionOf = async (db: Db, userId: string, version: number): Promise<AuthUser> => {
  const user = await sessionUser(db, userId);
  if (!user || user.tokenVersion !== version) throw new AppError('token_invalid', 'the session has ended');
  if (user.isBlocked) throw new AppError('token_invalid', 'the user is blocked');
  return { id: user.id, gsm: user.gsm, isMaster: user.isMaster, tokenVersion: user.tokenVersion };
};

/** Whether the caller may see and change everything of the store: an owner (approved link) or a master user; not staff. */
export const isOwnerOrMaster = async (db: Db, user: AuthUser, storeId: string): Promise<boolean> =>
  user.isMaster || (await storeAccess(db, user.id, storeId)).owner;

/** Whether the user belongs to the store: a master user, an owner (approved link) or accepted staff, whatever they hold. */
export const isStoreMember = async (db: Db, user: AuthUser, storeId: string): Promise<boolean> => {
  if (user.isMaster) return true;
  const access = await storeAccess(db, user.id, storeId);
  return access.owner || access.staff !== null;
};

/**
 * The one store guard: the caller owns the store, is its staff holding `staffPermission`, or is master.
 * Anything else is `store_forbidden`, whether or not the store exists, so ids cannot be probed.
 */
export const requireStoreAccess = async (
  db: Db,
  user: AuthUser,
  storeId: string,
  staffPermission?: string,
): Promise<void> => {
  if (user.isMaster) return;
  const access = await storeAccess(db, user.id, storeId);
  if (access.owner) return;
  if (staffPermission && access.staff?.includes(staffPermission)) return;
  throw new AppError('store_forbidden', `no access to store ${storeId}`);
};

/** The store guard for the caller of a call (`rpc()` applies it to a contract's store key; a service may apply it too). */
export const guardStore = async (ctx: Ctx, storeId: string, staffPermission?: string): Promise<void> => {
  if (!ctx.user) throw new AppError('auth_required', 'sign in first');
  await requireStoreAccess(ctx.db, ctx.user, storeId, staffPermission);
};
