import { z } from 'zod';
import { staffPositions } from '../core/enums.ts';
import { staffPermissions } from '../core/permissions.ts';
import { ZGsm, ZId, ZIsoDateTime, ZText } from '../core/schemas.ts';
import { ZStaff } from './auth.schemas.ts';

// The staff calls' inputs, apart from auth.schemas.ts: the sign-in page loads that one and has no byte to spare.

/**
 * Adds a person by the QR code their app shows or by mobile number. A number with no account yet is invited by SMS
 * and waits as a staff invitation until someone signs up with it (docs/permissions.md).
 */
export const ZSaveStaff = z
  .object({
    storeId: ZId,
    userQr: ZText(200).min(1).optional(),
    gsm: ZGsm.optional(),
    position: z.enum(staffPositions).default('waiter'),
  })
  .refine((v) => Boolean(v.userQr) !== Boolean(v.gsm), 'give either userQr or gsm');

/** What adding answers: the staff member, or (`userId` null) the invitation of a number that has no account yet. */
export const ZSavedStaff = ZStaff.extend({ userId: ZId.nullable() });
export type SavedStaff = z.infer<typeof ZSavedStaff>;

export const ZRemoveStaff = z.object({ storeId: ZId, userId: ZId });

/**
 * Changes only the position of someone on the staff list: a member (invited or active) by `userId`, or a number
 * invited that has no account yet by `gsm`. Never adds anyone, never sends an SMS, never touches an acceptance.
 */
export const ZSaveStaffPosition = z
  .object({
    storeId: ZId,
    userId: ZId.optional(),
    gsm: ZGsm.optional(),
    position: z.enum(staffPositions),
  })
  .refine((v) => Boolean(v.userId) !== Boolean(v.gsm), 'give either userId or gsm');

/** The whole set of a member's permissions; the server adds what a permission needs (staffPermissionRequires). */
export const ZSaveStaffPermissions = z.object({
  storeId: ZId,
  userId: ZId,
  permissions: z.array(z.enum(staffPermissions)).max(staffPermissions.length),
});

/** A number invited to the staff that has no Sofra account yet; it becomes a staff invitation when they sign up. */
export const ZStaffNumberInvitation = z.object({
  gsm: z.string(),
  position: z.string(),
  permissions: z.array(z.enum(staffPermissions)),
  createDate: ZIsoDateTime,
  /** `expired` after 7 days without a sign-up; adding the number again sends it again. */
  status: z.enum(['invited', 'expired']),
});
export type StaffNumberInvitation = z.infer<typeof ZStaffNumberInvitation>;

export const ZCancelStaffInvitation = z.object({ storeId: ZId, gsm: ZGsm });
