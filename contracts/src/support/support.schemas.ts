import { z } from 'zod';
import { ZGsm, ZId, ZNote, ZString, ZText } from '../core/schemas.ts';

/** The support form of the header's live-support modal: every field is required. */
export const ZSupportTicketForm = z.object({
  storeId: ZId,
  gsm: ZGsm,
  email: z.email().max(200),
  message: ZNote(5000).min(1),
  subject: ZText(200).min(1),
  token: ZString.min(1).max(4096),
  name: ZText(120).min(1),
});
export type SupportTicketForm = z.infer<typeof ZSupportTicketForm>;
