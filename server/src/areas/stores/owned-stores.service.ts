import { AppError } from '../../lib/app-error.ts';
import { authCalls } from '@sofra/contracts/auth/auth.calls';
import { staffPermissions } from '@sofra/contracts/core/permissions';
import { cachedAnswer, type Versioned } from '../../lib/answers.ts';
import type { UserCtx } from '../../lib/call-context.ts';
import { userById } from '../auth/users.service.ts';
import * as invitationsRepo from './invitations.repo.ts';
import * as staffRepo from './staff.repo.ts';
import * as storesRepo from './stores.repo.ts';
import { staffView, toStore } from './stores.service.ts';

/**
 * The stores the user can open: those they own (approved links; pending invitations are listed by user/getInvitations,
 * never here) and those where they are accepted staff holding store.view (position: their staff position), each with
 * what the user may do there (every permission for an owner). By name.
 */
const list = async (ctx: UserCtx) => {
  if (!(await userById(ctx.db, ctx.user.id)))
    throw new AppError('user_not_found', 'the signed-in user no longer exists');
  const owned = (await storesRepo.ownedBy(ctx.db, ctx.user.id)).map(({ link, store }) => ({
    userId: link.userId,
    storeId: link.storeId,
    position: link.position,
    approved: link.approved,
    storeInfo: toStore(store),
    permissions: [...staffPermissions],
  }));
  const ownedIds = new Set(owned.map((o) => o.storeId));
  const staffed = (await staffRepo.storesOf(ctx.db, ctx.user.id))
    .filter(({ store }) => !ownedIds.has(store.id))
    .map(({ position, permissions, store }) => ({
      userId: ctx.user.id,
      storeId: store.id,
      position,
      approved: true,
      storeInfo: staffView(toStore(store)),
      permissions: staffPermissions.filter((p) => (permissions as string[]).includes(p)),
    }));
  return [...owned, ...staffed].sort((a, b) =>
    a.storeInfo.name.localeCompare(b.storeInfo.name, 'tr', { sensitivity: 'base' }),
  );
};

/**
 * user/getOwnedStores tagged by its content, kept in memory until the database announces a change of the user (their
 * links and staff rows) or of one of the stores listed (docs/adr/0007).
 */
export const listVersioned = (ctx: UserCtx): Promise<Versioned> =>
  cachedAnswer(ctx.db, `ownedStores:${ctx.user.id}`, authCalls.getOwnedStores, 'stores', async () => {
    const stores = await list(ctx);
    return { value: stores, tags: [`user:${ctx.user.id}`, ...stores.map((s) => `store:${s.storeId}`)] };
  });

/**
 * Invites another user to co-own a store the caller may manage (checked by the guard): a link with approved false,
 * which grants nothing until that user accepts it (user/acceptInvitation). An existing link, pending or not, stays; an
 * expired invitation is sent again (pending for 7 more days).
 */
export const link = async (ctx: UserCtx, input: { userId: string; storeId: string }) => {
  const user = await userById(ctx.db, input.userId);
  if (!user || user.isBlocked) throw new AppError('user_not_found', `user ${input.userId} does not exist`);
  if (!(await storesRepo.byId(ctx.db, input.storeId)))
    throw new AppError('not_found', `store ${input.storeId} does not exist`);
  await invitationsRepo.renewOwner(ctx.db, input.storeId, input.userId, ctx.user.id, ctx.services.now());
  await storesRepo.linkOwner(ctx.db, input.userId, input.storeId, ctx.user.id);
  return { message: 'ok' };
};

/** Removes an owner, or cancels a pending owner invitation; a store always keeps at least one approved owner. */
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
