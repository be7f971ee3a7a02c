import { queryOptions } from '@tanstack/react-query';
import type { Language } from '@sofra/contracts/core/enums';
import { legalCalls, type LegalNote } from '@sofra/contracts/legal/legal.calls';
import { post } from '../../../lib/post';
import { queryClient } from '../../../lib/query-client';

export type LegalNoteType = LegalNote['type'];

/** `null` stands for the platform's own notes (no store; master users only). */
export type NoteOwner = string | null;

const ownerKey = (storeId: NoteOwner) => storeId ?? 'platform';
const withStore = (storeId: NoteOwner) => (storeId ? { storeId } : {});

export const legalNotesQuery = (storeId: NoteOwner) =>
  queryOptions({
    queryKey: ['legalNotes', ownerKey(storeId)],
    queryFn: () => post(legalCalls.get, withStore(storeId), { toast: false }),
  });

export interface LegalNoteInput {
  id?: string;
  type: LegalNoteType;
  lang: Language;
  caption: string;
  detail: string;
}

export const saveLegalNote = async (storeId: NoteOwner, input: LegalNoteInput): Promise<LegalNote> => {
  const saved = await post(legalCalls.save, { ...input, ...withStore(storeId) }, { loading: true });
  await queryClient.invalidateQueries({ queryKey: legalNotesQuery(storeId).queryKey });
  return saved;
};

export const deleteLegalNote = async (storeId: NoteOwner, id: string) => {
  await post(legalCalls.delete, { id, ...withStore(storeId) }, { loading: true });
  await queryClient.invalidateQueries({ queryKey: legalNotesQuery(storeId).queryKey });
};

/** The public page of a note: the store's note by the `store` query parameter, else the platform's. */
export const legalNoteViewPath = (type: LegalNoteType, lang: Language, storeId: NoteOwner) =>
  `/legal-notes/view/${type}/${lang}${storeId ? `?store=${encodeURIComponent(storeId)}` : ''}`;
