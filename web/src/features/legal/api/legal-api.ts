import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Language } from '@sofra/contracts/core/enums';
import { legalCalls, type LegalNote } from '@sofra/contracts/legal/legal.calls';
import { post } from '../../../lib/post';
import { urls } from '../../../lib/urls';

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

/** The notes of a store, or the platform's (`null`); waits while a store is needed and none is chosen. */
export const useLegalNotes = (owner: NoteOwner, enabled: boolean) => useQuery({ ...legalNotesQuery(owner), enabled });

export interface LegalNoteInput {
  id?: string;
  type: LegalNoteType;
  lang: Language;
  caption: string;
  detail: string;
}

export const useSaveLegalNote = (storeId: NoteOwner) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: LegalNoteInput): Promise<LegalNote> =>
      post(legalCalls.save, { ...input, ...withStore(storeId) }, { loading: true }),
    onSuccess: () => client.invalidateQueries({ queryKey: legalNotesQuery(storeId).queryKey }),
  });
};

export const useDeleteLegalNote = (storeId: NoteOwner) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => post(legalCalls.delete, { id, ...withStore(storeId) }, { loading: true }),
    onSuccess: () => client.invalidateQueries({ queryKey: legalNotesQuery(storeId).queryKey }),
  });
};

/**
 * One legal note for the public page. That page has no query cache (it stays outside the main area's
 * providers, like sign-in), so this is a plain function; errors are the caller's (toast off).
 */
export const fetchLegalNote = (type: LegalNoteType, lang: Language, storeId: NoteOwner): Promise<LegalNote> =>
  post(legalCalls.view, { type, lang, ...withStore(storeId) }, { toast: false });

/** The public page of a note: the store's note by the `store` query parameter, else the platform's. */
export const legalNoteViewPath = (type: LegalNoteType, lang: Language, storeId: NoteOwner) =>
  urls.legalNoteView(type, lang, storeId);
