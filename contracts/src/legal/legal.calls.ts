import { z } from 'zod';
import { defineCall } from '../core/call.ts';
import { legalNoteTypes, supportedLanguages } from '../core/enums.ts';
import { ZId, ZIsoDateTime, ZMultiline, ZOk, ZString, ZText } from '../core/schemas.ts';

export const ZLegalNote = z.object({
  id: ZId,
  /** Empty for the platform's own notes (edited by a master user). */
  storeId: z.string(),
  type: z.enum(legalNoteTypes),
  lang: z.enum(supportedLanguages),
  caption: z.string(),
  /** Sanitized HTML. */
  detail: z.string(),
  updateDate: ZIsoDateTime,
});
export type LegalNote = z.infer<typeof ZLegalNote>;

export const ZLegalNoteSave = z.object({
  id: ZId.optional(),
  /** Absent for a platform note, which only a master user may save. */
  storeId: ZId.optional(),
  type: z.enum(legalNoteTypes),
  lang: z.enum(supportedLanguages),
  caption: ZText(200).min(1),
  /** Rich text; a note without text is no note. */
  detail: ZMultiline.min(1).max(200_000),
});

/** Legal texts (KVKK consent, privacy policy, ...) per type and language, a store's or the platform's. */
export const legalCalls = {
  /** A store's notes; without storeId the platform's own notes (master users only). */
  get: defineCall('legal-notes/get', z.object({ storeId: ZId.optional() }), z.array(ZLegalNote), {
    storeKey: 'storeId',
  }),
  save: defineCall('legal-notes/save', ZLegalNoteSave, ZLegalNote, { storeKey: 'storeId' }),
  /** Deletes within the named store; without storeId a platform note (master users only). */
  delete: defineCall('legal-notes/delete', z.object({ id: ZId, storeId: ZId.optional() }), ZOk, {
    storeKey: 'storeId',
  }),
  /** The public page legal-notes/view/{type}/{lang}: a store's note when storeId is given, else the platform's. */
  view: defineCall(
    'legal-notes/view',
    z.object({
      type: z.enum(legalNoteTypes),
      lang: ZString.max(10).optional(),
      storeId: ZId.optional(),
    }),
    ZLegalNote,
    { access: 'public' },
  ),
};
