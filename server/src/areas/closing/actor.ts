import type { ActorRow } from '../../db/schema/index.ts';
import type { UserCtx } from '../../lib/call-context.ts';
import { userById } from '../auth/users.service.ts';

/** The caller as a close or a shift keeps them: their id and their name as it is now. */
export const actorOf = async (ctx: UserCtx): Promise<ActorRow> => ({
  id: ctx.user.id,
  name: (await userById(ctx.db, ctx.user.id))?.name ?? '',
});
