import type { Staff } from '@sofra/contracts/auth/auth.schemas';
import { defaultStaffPermissions } from '@sofra/contracts/core/permissions';
import { normalizeGsm } from '../../lib/phone.ts';
import { AppError } from '../../lib/app-error.ts';
import type { UserCtx } from '../../plugins/rpc.ts';
import { userByGsm } from '../auth/users.service.ts';
import * as staffRepo from './staff.repo.ts';

const toStaff = ({ acceptedAt, ...row }: NonNullable<Awaited<ReturnType<typeof staffRepo.member>>>): Staff => ({
  ...row,
  permissions: row.permissions as Staff['permissions'],
  status: acceptedAt ? 'active' : 'invited',
});

export const list = async (ctx: UserCtx, storeId: string) => (await staffRepo.listOf(ctx.db, storeId)).map(toStaff);

/**
 * Finds the person by the QR code their app shows, or by number. A new person is invited: the row holds the default
 * permissions but grants nothing until they accept (user/acceptInvitation). Someone already there (invited or
 * active) only gets the new position.
 */
export const save = async (
  ctx: UserCtx,
  input: { storeId: string; userQr?: string; gsm?: string; position: string },
) => {
  const userId = input.userQr
    ? await staffRepo.userIdByQr(ctx.db, input.userQr)
    : (await userByGsm(ctx.db, normalizeGsm(input.gsm!)))?.id;
  if (!userId) throw new AppError('user_not_found', 'no user has this QR code or number; they must sign up first');
  const existing = await staffRepo.member(ctx.db, input.storeId, userId);
  await staffRepo.upsert(ctx.db, {
    storeId: input.storeId,
    userId,
    position: input.position,
    permissions: existing?.permissions ?? defaultStaffPermissions,
    acceptedAt: null,
    invitedBy: ctx.user.id,
  });
  return toStaff((await staffRepo.member(ctx.db, input.storeId, userId))!);
};

export const setPermissions = async (
  ctx: UserCtx,
  input: { storeId: string; userId: string; permissions: string[] },
) => {
  if (!(await staffRepo.setPermissions(ctx.db, input.storeId, input.userId, [...new Set(input.permissions)]))) {
    throw new AppError('not_found', 'that user is not staff of this store');
  }
  return toStaff((await staffRepo.member(ctx.db, input.storeId, input.userId))!);
};

/** Removes a member, or cancels the invitation of one who has not accepted yet. */
export const remove = async (ctx: UserCtx, storeId: string, userId: string) => {
  if (!(await staffRepo.remove(ctx.db, storeId, userId)))
    throw new AppError('not_found', 'that user is not staff of this store');
  return { message: 'ok' };
};
