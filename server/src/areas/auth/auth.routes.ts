import { authCalls } from '@sofra/contracts/auth/auth.calls';
import { registrationCalls } from '@sofra/contracts/auth/registration.calls';
import type { Rpc } from '../../lib/routes.ts';
import * as auth from './auth.service.ts';
import * as captcha from './captcha.service.ts';
import * as otp from './otp.service.ts';
import * as registration from './registration.service.ts';
import * as usersRepo from './users.repo.ts';

export default function authRoutes(rpc: Rpc) {
  rpc(authCalls.requestOtp, (input, ctx) => otp.requestOtp(ctx, input));
  rpc(registrationCalls.getRegistrationTexts, (input, ctx) => registration.texts(ctx, input));
  rpc(registrationCalls.register, (input, ctx) => registration.register(ctx, input));
  rpc(authCalls.verifyOtp, async (input, ctx) => auth.session(ctx, await otp.verifyOtp(ctx, input)));
  rpc(authCalls.autoLogin, ({ token }, ctx) => auth.autoLogin(ctx, token));
  rpc(authCalls.logout, (_input, ctx) => auth.logout(ctx));
  rpc(authCalls.createCaptcha, (_input, ctx) => captcha.create(ctx));
  rpc(authCalls.verifyCaptcha, (input, ctx) => captcha.verify(ctx, input));
  rpc(authCalls.getUserByGsm, ({ gsm }, ctx) => auth.userByGsm(ctx, gsm));
  rpc(authCalls.saveUser, (input, ctx) => auth.saveUser(ctx, input));
  rpc(authCalls.getMasterUsers, async (_input, ctx) => (await usersRepo.masters(ctx.db)).map(auth.toUser));
}
