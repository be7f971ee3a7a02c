import { z } from 'zod';
import { defineCall } from '../core/call.ts';
import { ZEmpty, ZGsm, ZOk, ZString } from '../core/schemas.ts';
import {
  ZCaptchaChallenge, ZLinkOwnedStore, ZRequestOtp, ZRequestOtpAnswer, ZSaveUser, ZSession, ZUser,
  ZUserOwnedStore, ZUserSummary, ZVerifyCaptcha, ZVerifyOtp,
} from './auth.schemas.ts';

export const authCalls = {
  requestOtp: defineCall('user/requestOtp', ZRequestOtp, ZRequestOtpAnswer, { access: 'public' }),
  verifyOtp: defineCall('user/verifyOtp', ZVerifyOtp, ZSession, { access: 'public' }),
  autoLogin: defineCall('user/autoLogin', z.object({ token: ZString.min(1).max(4096) }), ZSession, { access: 'public' }),
  logout: defineCall('user/logout', ZEmpty, ZOk),
  createCaptcha: defineCall('user/CreateCaptcha', ZEmpty, ZCaptchaChallenge, { access: 'public' }),
  verifyCaptcha: defineCall('user/verifyCaptcha', ZVerifyCaptcha, ZOk, { access: 'public' }),
  getUserByGsm: defineCall('user/getUserByGsm', z.object({ gsm: ZGsm }), ZUserSummary),
  saveUser: defineCall('user/saveUser', ZSaveUser, ZUser),
  getOwnedStores: defineCall('user/getOwnedStores', ZEmpty, z.array(ZUserOwnedStore)),
  linkOwnedStore: defineCall('user/linkOwnedStore', ZLinkOwnedStore, ZOk, { storeKey: 'storeId' }),
  unlinkOwnedStore: defineCall('user/unlinkOwnedStore', ZLinkOwnedStore, ZOk, { storeKey: 'storeId' }),
  getMasterUsers: defineCall('user/getMasterUsers', ZEmpty, z.array(ZUser), { access: 'master' }),
};
