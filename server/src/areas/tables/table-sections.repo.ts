import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { staff, tableSections, tableSectionStaff, tableSectionTables } from '../../db/schema/index.ts';

/** A store's table sections: a name, the staff serving it and its tables. */

export const sectionsOf = async (db: Tx, storeId: string) => {
  const [sections, staffRows, tableRows] = await Promise.all([
    db.select().from(tableSections).where(eq(tableSections.storeId, storeId)).orderBy(asc(tableSections.name)),
    db
      .select({ sectionId: tableSectionStaff.sectionId, userId: tableSectionStaff.userId })
      .from(tableSectionStaff)
      .where(eq(tableSectionStaff.storeId, storeId)),
    db
      .select({ sectionId: tableSectionTables.sectionId, tableId: tableSectionTables.tableId })
      .from(tableSectionTables)
      .where(eq(tableSectionTables.storeId, storeId)),
  ]);
  return { sections, staffRows, tableRows };
};

export const sectionById = async (db: Tx, storeId: string, id: string) =>
  (
    await db
      .select()
      .from(tableSections)
      .where(and(eq(tableSections.id, id), eq(tableSections.storeId, storeId)))
  )[0];

export const sectionNameTaken = async (db: Tx, storeId: string, name: string, exceptId?: string) =>
  (
    await db
      .select({ id: tableSections.id })
      .from(tableSections)
      .where(and(eq(tableSections.storeId, storeId), eq(tableSections.name, name)))
  ).some((r) => r.id !== exceptId);

/** Those of `userIds` that are staff of the store. */
export const staffOfStore = async (db: Tx, storeId: string, userIds: string[]): Promise<Set<string>> =>
  userIds.length === 0
    ? new Set()
    : new Set(
        (
          await db
            .select({ userId: staff.userId })
            .from(staff)
            .where(and(eq(staff.storeId, storeId), inArray(staff.userId, userIds)))
        ).map((r) => r.userId),
      );

/** Writes a section and replaces its staff and tables. */
export const writeSection = async (
  db: Tx,
  section: { id: string; storeId: string; name: string },
  staffIds: string[],
  tableIds: string[],
) => {
  await db
    .insert(tableSections)
    .values(section)
    .onConflictDoUpdate({ target: tableSections.id, set: { name: section.name, updateDate: new Date() } });
  await db.delete(tableSectionStaff).where(eq(tableSectionStaff.sectionId, section.id));
  await db.delete(tableSectionTables).where(eq(tableSectionTables.sectionId, section.id));
  if (staffIds.length) {
    await db
      .insert(tableSectionStaff)
      .values(staffIds.map((userId) => ({ sectionId: section.id, storeId: section.storeId, userId })));
  }
  for (let i = 0; i < tableIds.length; i += 1000) {
    await db
      .insert(tableSectionTables)
      .values(
        tableIds.slice(i, i + 1000).map((tableId) => ({ sectionId: section.id, storeId: section.storeId, tableId })),
      );
  }
};

export const deleteSection = async (db: Tx, storeId: string, id: string): Promise<boolean> =>
  (
    await db
      .delete(tableSections)
      .where(and(eq(tableSections.id, id), eq(tableSections.storeId, storeId)))
      .returning({ id: tableSections.id })
  ).length === 1;
