import { z } from 'zod';
import { defineCall } from '../core/call.ts';
import { ZEmpty, ZOk, ZString } from '../core/schemas.ts';
import {
  ZInvitation,
  ZInvitationKey,
  ZLinkOwnedStore,
  ZSaveUser,
  ZSession,
  ZUser,
  ZUserLookup,
  ZUserLookupInput,
  ZUserOwnedStore,
  ZVerifyCaptcha,
} from './auth.schemas.ts';
import { signInCalls } from './sign-in.calls.ts';

export const authCalls = {
  ...signInCalls,
  autoLogin: defineCall('user/autoLogin', z.object({ token: ZString.min(1).max(4096) }), ZSession, {
    access: 'public',
  }),
  logout: defineCall('user/logout', ZEmpty, ZOk),
  verifyCaptcha: defineCall('user/verifyCaptcha', ZVerifyCaptcha, ZOk, { access: 'public' }),
  /**
   * Finds a person by number for an owner adding staff to `storeId` (owners and master users only, by the store guard);
   * 30 lookups an hour per caller. Master and blocked users are not found (docs/security.md).
   */
  getUserByGsm: defineCall('user/getUserByGsm', ZUserLookupInput, ZUserLookup, { storeKey: 'storeId' }),
  saveUser: defineCall('user/saveUser', ZSaveUser, ZUser),
  getOwnedStores: defineCall('user/getOwnedStores', ZEmpty, z.array(ZUserOwnedStore)),
  /** Invites another user to co-own the store: a pending link (approved false) that grants nothing until they accept. */
  linkOwnedStore: defineCall('user/linkOwnedStore', ZLinkOwnedStore, ZOk, { storeKey: 'storeId' }),
  /** Removes an owner, or cancels a pending owner invitation. */
  unlinkOwnedStore: defineCall('user/unlinkOwnedStore', ZLinkOwnedStore, ZOk, { storeKey: 'storeId' }),
  // The invited person's own calls: no store guard (they have no access yet); they only ever touch their own invitations.
  getInvitations: defineCall('user/getInvitations', ZEmpty, z.array(ZInvitation)),
  acceptInvitation: defineCall('user/acceptInvitation', ZInvitationKey, ZOk),
  declineInvitation: defineCall('user/declineInvitation', ZInvitationKey, ZOk),
  getMasterUsers: defineCall('user/getMasterUsers', ZEmpty, z.array(ZUser), { access: 'master' }),
};
