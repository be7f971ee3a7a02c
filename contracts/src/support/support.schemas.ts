import { z } from 'zod';
import { ZId, ZNote, ZText } from '../core/schemas.ts';

/** The last 6 hex digits of the SHA-256 of the session token: enough to tell sessions apart, useless to sign in. */
export const ZSessionRef = z.string().regex(/^[0-9a-f]{6}$/);

/**
 * What `helper/saveFeedback` carries: the store, what the user wrote and the session's reference. The session token
 * itself is never sent; the user's id, number, name and e-mail are the server's, from the session.
 */
export const ZSupportTicket = z.object({
  storeId: ZId,
  subject: ZText(200).min(1),
  message: ZNote(5000).min(1),
  sessionRef: ZSessionRef.optional(),
});
export type SupportTicket = z.infer<typeof ZSupportTicket>;
