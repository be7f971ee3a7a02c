import { and, asc, desc, eq, isNull, or } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { shifts } from '../../db/schema/index.ts';

export type ShiftRow = typeof shifts.$inferSelect;

export const insertShift = async (db: Tx, row: typeof shifts.$inferInsert): Promise<ShiftRow> =>
  (await db.insert(shifts).values(row).returning())[0]!;

/** The shift, locked until the transaction ends: two closes of it wait for each other. */
export const shiftForUpdate = async (db: Tx, storeId: string, id: string): Promise<ShiftRow | undefined> =>
  (
    await db
      .select()
      .from(shifts)
      .where(and(eq(shifts.storeId, storeId), eq(shifts.id, id)))
      .for('update')
  )[0];

export const closeShiftRow = async (db: Tx, id: string, patch: Partial<ShiftRow>): Promise<ShiftRow> =>
  (await db.update(shifts).set(patch).where(eq(shifts.id, id)).returning())[0]!;

/** The shifts opened on the day and every one still open, open ones first, then by opening. At most 200. */
export const shiftsOf = (db: Tx, storeId: string, day: string): Promise<ShiftRow[]> =>
  db
    .select()
    .from(shifts)
    .where(and(eq(shifts.storeId, storeId), or(eq(shifts.businessDay, day), isNull(shifts.closedAt))))
    .orderBy(desc(isNull(shifts.closedAt)), asc(shifts.openedAt))
    .limit(200);

export const openShifts = (db: Tx, storeId: string): Promise<ShiftRow[]> =>
  db
    .select()
    .from(shifts)
    .where(and(eq(shifts.storeId, storeId), isNull(shifts.closedAt)))
    .orderBy(asc(shifts.openedAt));
