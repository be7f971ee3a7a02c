import { z } from 'zod';
import { genders } from '../core/enums.ts';
import { staffPermissions } from '../core/permissions.ts';
import { ZGsm, ZId, ZIsoDate, ZIsoDateTime, ZText } from '../core/schemas.ts';
import { ZStore } from '../stores/stores.schemas.ts';
import { ZPermissions } from './sign-in.schemas.ts';

export * from './sign-in.schemas.ts';

/**
 * What an owner adding staff learns of a person found by number: the id, a display name (first name and the initial of
 * the last, "Zeynep K.") and the number as given (E.164). Nothing else of the profile.
 */
export const ZUserLookup = z.object({ id: ZId, name: z.string(), gsm: z.string() });
export const ZUserLookupInput = z.object({ storeId: ZId, gsm: ZGsm });

export const ZCaptcha = z.object({ id: ZId, code: z.string() });
export type Captcha = z.infer<typeof ZCaptcha>;
export const ZVerifyCaptcha = z.object({ id: ZId, code: ZText(16).min(1) });

export const ZSaveUser = z.object({
  name: ZText(120).optional(),
  email: z.union([z.literal(''), z.email().max(200)]).optional(),
  dateOfBirth: ZIsoDate.nullable().optional(),
  gender: z.enum(genders).optional(),
  permissions: ZPermissions.optional(),
  appName: ZText(40).optional(),
});

export const ZPermissionLog = z.object({
  userId: ZId,
  createDate: ZIsoDateTime,
  push: z.boolean(),
  sms: z.boolean(),
  email: z.boolean(),
  phone: z.boolean(),
  source: z.string(),
  appName: z.string(),
});
export type PermissionLog = z.infer<typeof ZPermissionLog>;

export const ZUserQr = z.object({
  qrCode: z.string(),
  userId: ZId,
  createDate: ZIsoDateTime,
  qrType: z.string().default('user'),
  code: z.string(),
  appName: z.string(),
});
export type UserQr = z.infer<typeof ZUserQr>;

export const ZUserOwnedStore = z.object({
  userId: ZId,
  storeId: ZId,
  position: z.string(),
  approved: z.boolean(),
  storeInfo: ZStore,
  /**
   * What the user may do at the store: every staff permission for its owners, a staff member's own set otherwise — so a
   * screen shows only the changes the server will take (docs/permissions.md).
   */
  permissions: z.array(z.enum(staffPermissions)),
});
export type UserOwnedStore = z.infer<typeof ZUserOwnedStore>;

/** `invited`: added by an owner, not yet accepted by the person (holds no permission until then); `active`: accepted. */
/** `expired`: an invitation not accepted within 7 days (the owner may send it again by adding the person again). */
export const staffStatuses = ['invited', 'expired', 'active'] as const;
export const ZStaff = z.object({
  userId: ZId,
  userName: z.string(),
  gsm: z.string(),
  position: z.string(),
  permissions: z.array(z.enum(staffPermissions)),
  status: z.enum(staffStatuses),
});
export type Staff = z.infer<typeof ZStaff>;

export const ZLinkOwnedStore = z.object({ userId: ZId, storeId: ZId });

/** Being made an owner or staff of a store is an invitation the person accepts (docs/security.md, invitations). */
export const invitationKinds = ['owner', 'staff'] as const;
export type InvitationKind = (typeof invitationKinds)[number];
export const invitationStatuses = ['pending', 'expired'] as const;

/** One of the signed-in user's own invitations: which store, who asked, as what, since when. */
export const ZInvitation = z.object({
  kind: z.enum(invitationKinds),
  storeId: ZId,
  storeName: z.string(),
  /** The store's city (province) name, '' when it has none. */
  city: z.string(),
  town: z.string(),
  /** Who made the invitation; empty when that user is gone. */
  invitedBy: z.object({ name: z.string(), gsm: z.string() }),
  /** The staff position offered; null for an owner invitation. */
  position: z.string().nullable(),
  createDate: ZIsoDateTime,
  /** A staff invitation not accepted within 7 days is `expired`: it can be declined, not accepted, until sent again. */
  status: z.enum(invitationStatuses),
});
export type Invitation = z.infer<typeof ZInvitation>;

/** Names an invitation of the signed-in user: a user has at most one of each kind per store. */
export const ZInvitationKey = z.object({ storeId: ZId, kind: z.enum(invitationKinds) });
