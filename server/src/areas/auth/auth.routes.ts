import type { FastifyInstance } from 'fastify';
import { authCalls } from '@sofra/contracts/auth/auth.calls';
import { registrationCalls } from '@sofra/contracts/auth/registration.calls';
import { rpc } from '../../plugins/rpc.ts';
import * as invitations from '../stores/invitations.service.ts';
import * as ownedStores from '../stores/owned-stores.service.ts';
import * as auth from './auth.service.ts';
import * as captcha from './captcha.service.ts';
import * as otp from './otp.service.ts';
import * as registration from './registration.service.ts';
import * as usersRepo from './users.repo.ts';

export default async function authRoutes(app: FastifyInstance) {
  rpc(app, authCalls.requestOtp, (input, ctx) => otp.requestOtp(ctx, input));
  rpc(app, registrationCalls.getRegistrationTexts, (input, ctx) => registration.texts(ctx, input));
  rpc(app, registrationCalls.register, (input, ctx) => registration.register(ctx, input));
  rpc(app, authCalls.verifyOtp, async (input, ctx) => auth.session(ctx, await otp.verifyOtp(ctx, input)));
  rpc(app, authCalls.autoLogin, ({ token }, ctx) => auth.autoLogin(ctx, token));
  rpc(app, authCalls.logout, (_input, ctx) => auth.logout(ctx));
  rpc(app, authCalls.createCaptcha, (_input, ctx) => captcha.create(ctx));
  rpc(app, authCalls.verifyCaptcha, (input, ctx) => captcha.verify(ctx, input));
  rpc(app, authCalls.getUserByGsm, ({ gsm }, ctx) => auth.userByGsm(ctx, gsm));
  rpc(app, authCalls.saveUser, (input, ctx) => auth.saveUser(ctx, input));
  rpc(app, authCalls.getOwnedStores, (_input, ctx) => ownedStores.listVersioned(ctx));
  rpc(app, authCalls.linkOwnedStore, (input, ctx) => ownedStores.link(ctx, input));
  rpc(app, authCalls.unlinkOwnedStore, (input, ctx) => ownedStores.unlink(ctx, input));
  rpc(app, authCalls.getInvitations, (_input, ctx) => invitations.list(ctx));
  rpc(app, authCalls.acceptInvitation, (input, ctx) => invitations.accept(ctx, input));
  rpc(app, authCalls.declineInvitation, (input, ctx) => invitations.decline(ctx, input));
  rpc(app, authCalls.getMasterUsers, async (_input, ctx) => (await usersRepo.masters(ctx.db)).map(auth.toUser));
}
