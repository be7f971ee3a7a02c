import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { legalNotes } from '../../db/schema/index.ts';

export type LegalNoteRow = typeof legalNotes.$inferSelect;

export const ofStore = (db: Db, storeId: string) =>
  db
    .select()
    .from(legalNotes)
    .where(eq(legalNotes.storeId, storeId))
    .orderBy(asc(legalNotes.type), asc(legalNotes.lang))
    .limit(200);

export const find = async (db: Db, storeId: string, type: string, lang: string): Promise<LegalNoteRow | undefined> =>
  (
    await db
      .select()
      .from(legalNotes)
      .where(and(eq(legalNotes.storeId, storeId), eq(legalNotes.type, type), eq(legalNotes.lang, lang)))
  )[0];

/** One note per store, type and language: saving the same trio again replaces its text. */
export const upsert = async (db: Db, row: typeof legalNotes.$inferInsert): Promise<LegalNoteRow> =>
  (
    await db
      .insert(legalNotes)
      .values(row)
      .onConflictDoUpdate({
        target: [legalNotes.storeId, legalNotes.type, legalNotes.lang],
        set: { caption: row.caption, detail: row.detail, updateDate: new Date() },
      })
      .returning()
  )[0]!;

export const updateById = async (db: Db, id: string, storeId: string, patch: Partial<typeof legalNotes.$inferInsert>) =>
  (
    await db
      .update(legalNotes)
      .set({ ...patch, updateDate: new Date() })
      .where(and(eq(legalNotes.id, id), eq(legalNotes.storeId, storeId)))
      .returning()
  )[0];

/** Deletes only within the named store, so a note id of another store is never touched. */
export const remove = async (db: Db, id: string, storeId: string): Promise<boolean> =>
  (
    await db
      .delete(legalNotes)
      .where(and(eq(legalNotes.id, id), eq(legalNotes.storeId, storeId)))
      .returning({ id: legalNotes.id })
  ).length === 1;
