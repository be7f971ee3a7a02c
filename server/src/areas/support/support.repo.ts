import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { supportTickets } from '../../db/schema/index.ts';

export const insertTicket = async (db: Db, row: typeof supportTickets.$inferInsert): Promise<void> => {
  await db.insert(supportTickets).values(row);
};

export const ticketsOfStore = (db: Db, storeId: string) =>
  db
    .select()
    .from(supportTickets)
    .where(eq(supportTickets.storeId, storeId))
    .orderBy(desc(supportTickets.createDate))
    .limit(200);
