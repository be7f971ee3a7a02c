import { AppError } from '../../plugins/errors.ts';
import type { UserCtx } from '../../plugins/rpc.ts';
import * as usersRepo from '../auth/users.repo.ts';
import * as storesRepo from './stores.repo.ts';
import { toStore, withoutSecrets } from './stores.service.ts';

export const list = async (ctx: UserCtx) => {
  if (!(await usersRepo.byId(ctx.db, ctx.user.id))) throw new AppError('user_not_found', 'the signed-in user no longer exists');
  const rows = await storesRepo.ownedBy(ctx.db, ctx.user.id);
  // A link not (yet) approved is no ownership: its store comes without the owners' secrets, as the guard would see it.
  return rows.map(({ link, store }) => ({
    userId: link.userId, storeId: link.storeId, position: link.position, approved: link.approved,
    storeInfo: link.approved || ctx.user.isMaster ? toStore(store) : withoutSecrets(toStore(store)),
  }));
};

/** Makes another user an owner of a store the caller may manage (checked by the guard). */
export const link = async (ctx: UserCtx, input: { userId: string; storeId: string }) => {
  const user = await usersRepo.byId(ctx.db, input.userId);
  if (!user || user.isBlocked) throw new AppError('user_not_found', `user ${input.userId} does not exist`);
  if (!(await storesRepo.byId(ctx.db, input.storeId))) throw new AppError('not_found', `store ${input.storeId} does not exist`);
  await storesRepo.linkOwner(ctx.db, input.userId, input.storeId);
  return { message: 'ok' };
};

/** Removes an owner; a store always keeps at least one. */
export const unlink = async (ctx: UserCtx, input: { userId: string; storeId: string }) =>
  ctx.db.transaction(async (tx) => {
    if (!(await storesRepo.unlinkOwner(tx, input.userId, input.storeId))) {
      throw new AppError('not_found', 'that user does not own this store');
    }
    if ((await storesRepo.ownerCount(tx, input.storeId)) === 0) {
      throw new AppError('conflict', 'a store must keep at least one owner');
    }
    return { message: 'ok' };
  });
