import { z } from 'zod';
import { ZGsm, ZId, ZText } from '../core/schemas.ts';
import { ZSessionRef, ZSupportTicket } from './support.schemas.ts';

/**
 * The support form of the header's live-support modal (spec: storeId labelled Cloud ID, gsm, email, message, subject,
 * token, name labelled username): every field is required. The token is shown only as its reference (`sessionRef`);
 * store, number, e-mail, name and reference are read-only, and only the ticket (`ZSupportTicket`) is sent. Kept apart
 * from the call's schema so the sign-in page, which loads the helper calls, does not carry it.
 */
export const ZSupportTicketForm = ZSupportTicket.extend({
  storeId: ZId,
  gsm: ZGsm,
  email: z.email().max(200),
  name: ZText(120).min(1),
  sessionRef: ZSessionRef,
});
export type SupportTicketForm = z.infer<typeof ZSupportTicketForm>;
