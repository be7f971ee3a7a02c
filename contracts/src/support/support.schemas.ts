import { z } from 'zod';
import { ZGsm, ZId, ZNote, ZText } from '../core/schemas.ts';

/**
 * The support form of the header's live-support modal (spec: storeId labelled Cloud ID, gsm, email, message, subject,
 * token, name labelled username): every field is required. The session token itself is never shown nor sent: the form
 * shows a short reference of it instead (`sessionRef`), and the server takes who is asking from the session.
 */
export const ZSupportTicketForm = z.object({
  storeId: ZId,
  gsm: ZGsm,
  email: z.email().max(200),
  message: ZNote(5000).min(1),
  subject: ZText(200).min(1),
  /** The last 6 hex digits of the SHA-256 of the session token: enough to tell sessions apart, useless to sign in. */
  sessionRef: z.string().regex(/^[0-9a-f]{6}$/),
  name: ZText(120).min(1),
});
export type SupportTicketForm = z.infer<typeof ZSupportTicketForm>;

/**
 * What `helper/saveFeedback` carries: the store, what the user wrote and the session's reference. The user's id,
 * number, name and e-mail are the server's, from the session.
 */
export const ZSupportTicket = ZSupportTicketForm.pick({ storeId: true, subject: true, message: true }).extend({
  sessionRef: ZSupportTicketForm.shape.sessionRef.optional(),
});
export type SupportTicket = z.infer<typeof ZSupportTicket>;
