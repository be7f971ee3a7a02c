import { newId } from '@sofra/contracts/core/ids';
import type { User } from '@sofra/contracts/auth/auth.schemas';
import { z } from 'zod';
import { ZSaveUser } from '@sofra/contracts/auth/auth.schemas';
import type { Ctx, UserCtx } from '../../lib/call-context.ts';
import { authenticate } from '../../lib/session.ts';
import { AppError } from '../../lib/app-error.ts';
import { normalizeGsm } from '../../lib/phone.ts';
import { budgetKey, lockBudget, requireBudget, spendBudget, type Budget } from '../../lib/budget.ts';
import * as usersRepo from './users.repo.ts';
import type { UserRow } from './users.repo.ts';

export const toUser = (row: UserRow): User => ({
  id: row.id,
  name: row.name,
  email: row.email,
  image: row.image,
  gsm: row.gsm,
  status: row.status as User['status'],
  dateOfBirth: row.dateOfBirth,
  gender: row.gender as User['gender'],
  isMaster: row.isMaster,
  isVirtual: row.isVirtual,
  isBlocked: row.isBlocked,
  segment: row.segment,
  source: row.source,
  permissions: row.permissions,
  createDate: row.createDate.toISOString(),
  updateDate: row.updateDate.toISOString(),
});

export const session = async (ctx: Ctx, row: UserRow) => ({
  userInfo: toUser(row),
  token: await ctx.services.tokens.sign({ userId: row.id, tenant: ctx.tenant.slug, version: row.tokenVersion }),
});

/** A saved token signs in again: the same checks as any call, then a fresh token. */
export const autoLogin = async (ctx: Ctx, token: string) => {
  const auth = await authenticate(ctx.db, ctx.services.tokens, token, ctx.tenant.slug);
  const row = await usersRepo.byId(ctx.db, auth.id);
  if (!row) throw new AppError('token_invalid', 'the session has ended');
  return session(ctx, row);
};

export const logout = async (ctx: UserCtx) => {
  await usersRepo.bumpTokenVersion(ctx.db, ctx.user.id);
  return { message: 'ok' };
};

export const me = async (ctx: UserCtx): Promise<UserRow> => {
  const row = await usersRepo.byId(ctx.db, ctx.user.id);
  if (!row) throw new AppError('user_not_found', 'the signed-in user no longer exists');
  return row;
};

/** Own profile. A change of marketing permissions is recorded in the permission log. */
export const saveUser = async (ctx: UserCtx, input: z.output<typeof ZSaveUser>) => {
  const current = await me(ctx);
  const { appName, permissions, ...profile } = input;
  const changed =
    permissions &&
    (Object.keys(permissions) as (keyof typeof permissions)[]).some((k) => permissions[k] !== current.permissions[k]);
  return ctx.db.transaction(async (tx) => {
    const saved = await usersRepo.update(tx, current.id, { ...profile, ...(permissions ? { permissions } : {}) });
    if (changed) {
      await usersRepo.insertPermissionLog(tx, {
        id: newId(),
        userId: current.id,
        ...permissions,
        source: current.source,
        appName: appName ?? 'web',
        changedById: current.id,
      });
    }
    return toUser(saved);
  });
};

/** Lookups by number per signed-in user: enough to staff a store, too few to walk a range of numbers. */
export const lookupBudget: Budget = { name: 'user-lookup', limit: 30, windowSeconds: 3600 };

/** "Zeynep Nur Kaya" → "Zeynep K.": enough to recognise the person being added, not their full name. */
export const displayName = (name: string): string => {
  const words = name.trim().split(/\s+/).filter(Boolean);
  if (words.length < 2) return words[0] ?? '';
  return `${words[0]} ${Array.from(words.at(-1)!)[0]!.toLocaleUpperCase('tr')}.`;
};

/**
 * A person found by number, for an owner adding staff (the store guard let only owners and master users in). Each
 * lookup, found or not, spends the caller's budget; master and blocked users answer like an unknown number.
 */
export const userByGsm = async (ctx: UserCtx, gsm: string, now = new Date()) => {
  const number = normalizeGsm(gsm);
  const key = budgetKey(lookupBudget, ctx.user.id);
  await ctx.db.transaction(async (tx) => {
    await lockBudget(tx, key);
    await requireBudget(tx, lookupBudget, key, now);
    await spendBudget(tx, lookupBudget, key, now);
  });
  const row = await usersRepo.byGsm(ctx.db, number);
  if (!row || row.isBlocked || row.isMaster) throw new AppError('user_not_found', 'no user has this number');
  return { id: row.id, name: displayName(row.name), gsm: number };
};
