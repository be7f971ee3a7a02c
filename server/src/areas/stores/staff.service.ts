import type { Staff } from '@sofra/contracts/auth/auth.schemas';
import type { SavedStaff, StaffNumberInvitation } from '@sofra/contracts/auth/staff.schemas';
import { withRequirements } from '@sofra/contracts/core/permission-requires';
import { defaultStaffPermissions, type StaffPermission } from '@sofra/contracts/core/permissions';
import { normalizeGsm } from '../../lib/phone.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Db } from '../../db/client.ts';
import type { UserCtx } from '../../lib/call-context.ts';
import { userByGsm, userIdByQr } from '../auth/users.service.ts';
import * as sms from '../sms/sms.service.ts';
import { claimInvitationsByGsm } from './invitations.service.ts';
import * as invitationsRepo from './invitations.repo.ts';
import * as staffRepo from './staff.repo.ts';
import * as storesRepo from './stores.repo.ts';

const toStaff = ({
  acceptedAt,
  expiredAt,
  ...row
}: NonNullable<Awaited<ReturnType<typeof staffRepo.member>>>): Staff => ({
  ...row,
  permissions: row.permissions as Staff['permissions'],
  status: acceptedAt ? 'active' : expiredAt ? 'expired' : 'invited',
});

const toNumberInvitation = (row: invitationsRepo.NumberInvitationRow): StaffNumberInvitation => ({
  gsm: row.gsm,
  position: row.position,
  permissions: row.permissions as StaffPermission[],
  createDate: row.createDate.toISOString(),
  status: row.expiredAt ? 'expired' : 'invited',
});

/** A number's invitation as the staff list shows it: invited, no account, so no id and no name. */
const invitedNumber = (row: invitationsRepo.NumberInvitationRow): SavedStaff => ({
  userId: null,
  userName: '',
  gsm: row.gsm,
  position: row.position,
  permissions: row.permissions as StaffPermission[],
  status: row.expiredAt ? 'expired' : 'invited',
});

export const list = async (ctx: UserCtx, storeId: string) => (await staffRepo.listOf(ctx.db, storeId)).map(toStaff);

export const numberInvitations = async (ctx: UserCtx, storeId: string) =>
  (await invitationsRepo.numberInvitationsOf(ctx.db, storeId)).map(toNumberInvitation);

/** Store names are the owner's to choose: the SMS quotes at most this much of one. */
const SMS_STORE_NAME_MAX = 40;

const invitationText = (storeName: string, portalUrl: string) => {
  const name =
    storeName.length > SMS_STORE_NAME_MAX ? `${storeName.slice(0, SMS_STORE_NAME_MAX - 1).trimEnd()}…` : storeName;
  return `Sofra: ${name} sizi personel olarak ekledi. Bu numarayla giriş yapıp daveti kabul edin: ${portalUrl}/login`;
};

/**
 * Invites a number that has no account: the invitation waits by number and one SMS tells the person, through the SMS
 * budget (ADR 0005). The number already invited to the store only gets the new position, and no second SMS, unless
 * that invitation has expired: then it is made anew and texted again. When the SMS cannot go (budget, country,
 * provider), the invitation is taken back and the error answered.
 */
const inviteNumber = async (
  ctx: UserCtx,
  input: { storeId: string; gsm: string; position: string },
): Promise<SavedStaff> => {
  sms.assertCountryAllowed(ctx, input.gsm);
  await invitationsRepo.deleteExpiredNumberInvitation(ctx.db, input.storeId, input.gsm);
  const created = await invitationsRepo.insertNumberInvitation(ctx.db, {
    storeId: input.storeId,
    gsm: input.gsm,
    position: input.position,
    permissions: defaultStaffPermissions,
    invitedBy: ctx.user.id,
  });
  if (!created) {
    const updated = await invitationsRepo.setNumberInvitationPosition(ctx.db, input.storeId, input.gsm, input.position);
    // Cancelled or claimed in the meantime: asked again from the top.
    return updated ? invitedNumber(updated) : save(ctx, input);
  }
  // Someone signed up with the number while it was being invited: their sign-up may have run its claim before the
  // invitation was written, so it is claimed here (a second claim finds nothing).
  const user = await userByGsm(ctx.db, input.gsm);
  if (user) {
    await claimInvitationsByGsm(ctx.db, user.id, input.gsm);
    return toStaff((await staffRepo.member(ctx.db, input.storeId, user.id))!);
  }
  const store = await storesRepo.byId(ctx.db, input.storeId);
  try {
    await sms.send(ctx, {
      to: input.gsm,
      text: invitationText(store?.name ?? '', ctx.services.config.portalUrl),
      purpose: 'staff_invitation',
      storeId: input.storeId,
    });
  } catch (error) {
    await invitationsRepo.deleteNumberInvitation(ctx.db, input.storeId, input.gsm);
    throw error;
  }
  return invitedNumber(created);
};

/**
 * Finds the person by the QR code their app shows, or by number. A new person is invited: the row holds the default
 * permissions but grants nothing until they accept (user/acceptInvitation). Someone already there (invited or
 * active) only gets the new position; an expired invitation is sent again (pending for 7 more days). A number with no
 * account is invited by SMS and waits by number.
 */
export const save = async (
  ctx: UserCtx,
  input: { storeId: string; userQr?: string; gsm?: string; position: string },
): Promise<SavedStaff> => {
  let userId: string | undefined;
  if (input.userQr) {
    userId = await userIdByQr(ctx.db, input.userQr);
    if (!userId) throw new AppError('user_not_found', 'no user has this QR code');
  } else {
    const gsm = normalizeGsm(input.gsm!);
    userId = (await userByGsm(ctx.db, gsm))?.id;
    if (!userId) return inviteNumber(ctx, { storeId: input.storeId, gsm, position: input.position });
  }
  const existing = await staffRepo.member(ctx.db, input.storeId, userId);
  if (existing && !existing.acceptedAt && existing.expiredAt) {
    await invitationsRepo.renewStaff(ctx.db, input.storeId, userId, ctx.user.id, ctx.services.now());
  }
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

/** Saves the member's whole set, completed with what each permission needs (staffPermissionRequires). */
export const setPermissions = async (
  ctx: UserCtx,
  input: { storeId: string; userId: string; permissions: StaffPermission[] },
) => {
  if (!(await staffRepo.setPermissions(ctx.db, input.storeId, input.userId, withRequirements(input.permissions)))) {
    throw new AppError('not_found', 'that user is not staff of this store');
  }
  return toStaff((await staffRepo.member(ctx.db, input.storeId, input.userId))!);
};

/**
 * Changes only the position: of a member by id, or of a number's invitation by number. Unlike `save`, it never adds or
 * invites anyone (a row removed meanwhile stays removed) and leaves an acceptance as it is.
 */
export const setPosition = async (
  ctx: UserCtx,
  input: { storeId: string; userId?: string; gsm?: string; position: string },
): Promise<SavedStaff> => {
  const { storeId, position } = input;
  if (input.userId) {
    if (!(await staffRepo.setPosition(ctx.db, storeId, input.userId, position)))
      throw new AppError('not_found', 'that user is not staff of this store');
    return toStaff((await staffRepo.member(ctx.db, storeId, input.userId))!);
  }
  const updated = await invitationsRepo.setNumberInvitationPosition(
    ctx.db,
    storeId,
    normalizeGsm(input.gsm!),
    position,
  );
  if (!updated) throw new AppError('invitation_not_found', 'this number has no pending staff invitation to this store');
  return invitedNumber(updated);
};

/** Removes a member, or cancels the invitation of one who has not accepted yet. */
export const remove = async (ctx: UserCtx, storeId: string, userId: string) => {
  if (!(await staffRepo.remove(ctx.db, storeId, userId)))
    throw new AppError('not_found', 'that user is not staff of this store');
  return { message: 'ok' };
};

/** Cancels the invitation of a number that has no account yet. */
export const cancelNumberInvitation = async (ctx: UserCtx, storeId: string, gsm: string) => {
  if (!(await invitationsRepo.deleteNumberInvitation(ctx.db, storeId, normalizeGsm(gsm))))
    throw new AppError('invitation_not_found', 'this number has no pending staff invitation to this store');
  return { message: 'ok' };
};

/** Who reads the store's floor: its approved owners and accepted staff holding `permission` (user ids). */
export const userIdsWith = (db: Db, storeId: string, permission: StaffPermission) =>
  staffRepo.userIdsWith(db, storeId, permission);

/** The stores the user owns or serves holding `permission`, by name. */
export const storesWith = (db: Db, userId: string, permission: StaffPermission) =>
  staffRepo.storesWith(db, userId, permission);
