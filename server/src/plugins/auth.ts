import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/client.ts';
import * as accessRepo from '../lib/access.repo.ts';
import type { TokenService } from '../platform/tokens.ts';
import { AppError } from '../lib/app-error.ts';

export interface AuthUser {
  id: string;
  gsm: string;
  isMaster: boolean;
  tokenVersion: number;
}

export const bearerOf = (request: FastifyRequest): string | undefined => {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const [scheme, token] = header.split(' ');
  return scheme?.toLowerCase() === 'bearer' && token ? token : undefined;
};

/** The user a token speaks for, checked against the tenant, the user's token version and block. */
export const authenticate = async (db: Db, tokens: TokenService, token: string, tenant: string): Promise<AuthUser> => {
  const claims = await tokens.verify(token, tenant);
  const user = await accessRepo.sessionUser(db, claims.userId);
  if (!user || user.tokenVersion !== claims.version) throw new AppError('token_invalid', 'the session has ended');
  if (user.isBlocked) throw new AppError('token_invalid', 'the user is blocked');
  return { id: user.id, gsm: user.gsm, isMaster: user.isMaster, tokenVersion: user.tokenVersion };
};

/** Whether the caller may see and change everything of the store: an owner (approved link) or a master user; not staff. */
export const isOwnerOrMaster = async (db: Db, user: AuthUser, storeId: string): Promise<boolean> =>
  user.isMaster || accessRepo.ownsStore(db, user.id, storeId);

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
  if (await isOwnerOrMaster(db, user, storeId)) return;
  if (staffPermission && (await accessRepo.staffPermissions(db, user.id, storeId))?.includes(staffPermission)) return;
  throw new AppError('store_forbidden', `no access to store ${storeId}`);
};
