import { newId } from '@sofra/contracts/core/ids';
import type { SupportTicket } from '@sofra/contracts/support/support.schemas';
import { AppError } from '../../lib/app-error.ts';
import type { UserCtx } from '../../lib/call-context.ts';
import { me } from '../auth/auth.service.ts';
import { insertTicket } from './support.repo.ts';

/**
 * Stores a support request about a store (the guard has checked the caller may act for it). Who asks is the
 * session's user: id, number, name and e-mail come from the user's record, never from the form.
 */
export const saveTicket = async (ctx: UserCtx, { storeId, subject, message, sessionRef }: SupportTicket) => {
  const user = await me(ctx);
  // The form shows the profile's e-mail read-only and requires it (spec: every field required); support answers there.
  if (!user.email.trim()) throw AppError.invalid([{ path: 'email', code: 'invalid_type' }], 'email: none on profile');
  const id = newId();
  await insertTicket(ctx.db, {
    id,
    storeId,
    userId: user.id,
    gsm: user.gsm,
    email: user.email,
    name: user.name,
    subject,
    message,
    sessionRef: sessionRef ?? '',
  });
  ctx.log.info({ ticketId: id, storeId, userId: user.id, sessionRef }, 'support ticket received');
  return { message: 'ok' };
};
