import type { Invitation, InvitationKind } from '@sofra/contracts/auth/auth.schemas';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { UserCtx } from '../../lib/call-context.ts';
import { cityName } from '../helper/geo.service.ts';
import * as invitationsRepo from './invitations.repo.ts';

type Row = Awaited<ReturnType<typeof invitationsRepo.pendingOwner>>[number] & { position?: string };

const toInvitation = (kind: InvitationKind, row: Row): Invitation => ({
  kind,
  storeId: row.storeId,
  storeName: row.storeName,
  city: cityName(row.countryCode, row.cityCode),
  town: row.town,
  invitedBy: { name: row.inviterName ?? '', gsm: row.inviterGsm ?? '' },
  position: kind === 'staff' ? (row.position ?? null) : null,
  createDate: row.createDate.toISOString(),
  status: row.expiredAt ? 'expired' : 'pending',
});

/** The signed-in user's pending invitations, owner and staff (the expired ones too, marked), oldest first. */
export const list = async (ctx: UserCtx): Promise<Invitation[]> => {
  const owner = await invitationsRepo.pendingOwner(ctx.db, ctx.user.id);
  const staff = await invitationsRepo.pendingStaff(ctx.db, ctx.user.id);
  return [...owner.map((r) => toInvitation('owner', r)), ...staff.map((r) => toInvitation('staff', r))].sort((a, b) =>
    a.createDate.localeCompare(b.createDate),
  );
};

const notFound = (kind: InvitationKind, storeId: string) =>
  new AppError('invitation_not_found', `no pending ${kind} invitation to store ${storeId} for this user`);

/** Accepting makes the owner link approved or the staff membership active. Only the invitee's own invitation matches. */
export const accept = async (ctx: UserCtx, { storeId, kind }: { storeId: string; kind: InvitationKind }) => {
  const done =
    kind === 'owner'
      ? await invitationsRepo.acceptOwner(ctx.db, ctx.user.id, storeId)
      : await invitationsRepo.acceptStaff(ctx.db, ctx.user.id, storeId);
  if (!done) {
    const expired =
      kind === 'owner'
        ? await invitationsRepo.hasExpiredOwner(ctx.db, ctx.user.id, storeId)
        : await invitationsRepo.hasExpiredStaff(ctx.db, ctx.user.id, storeId);
    if (expired) throw new AppError('invitation_expired', `the ${kind} invitation to store ${storeId} has expired`);
  }
  if (!done) throw notFound(kind, storeId);
  return { message: 'ok' };
};

/** Declining removes the invitation; the inviter may send a new one. */
export const decline = async (ctx: UserCtx, { storeId, kind }: { storeId: string; kind: InvitationKind }) => {
  const done =
    kind === 'owner'
      ? await invitationsRepo.declineOwner(ctx.db, ctx.user.id, storeId)
      : await invitationsRepo.declineStaff(ctx.db, ctx.user.id, storeId);
  if (!done) throw notFound(kind, storeId);
  return { message: 'ok' };
};

/**
 * Called once when a user row is created for a number (sign-up): every store's invitation of that number becomes a
 * staff invitation of the new user (`accepted_at` null), which they accept or decline on /main/invitations. Answers
 * how many were claimed.
 */
export const claimInvitationsByGsm = (db: Db, userId: string, gsm: string): Promise<number> =>
  invitationsRepo.claimByGsm(db, userId, gsm);

/** An invitation (owner, staff member or number) not accepted within this long expires (the invitations job, hourly). */
export const INVITATION_TTL_MS = 7 * 86_400_000;

/** Marks every invitation older than 7 days as expired; answers how many. */
export const expireInvitations = (db: Db, now: Date): Promise<number> =>
  invitationsRepo.expireBefore(db, new Date(now.getTime() - INVITATION_TTL_MS), now);
