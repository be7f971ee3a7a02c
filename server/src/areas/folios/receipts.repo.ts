import { and, count, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { folioEvents } from '../../db/schema/index.ts';

/** The history actions a receipt writes (docs/folios.md, Receipts). */
export const PRINT_ACTIONS = ['printed', 'reprinted'] as const;
export const SENT_ACTION = 'receipt-sent';

/** How many of a folio's history rows are of these actions. */
export const countEvents = async (db: Tx, folioId: string, actions: readonly string[]): Promise<number> => {
  const [row] = await db
    .select({ n: count() })
    .from(folioEvents)
    .where(and(eq(folioEvents.folioId, folioId), inArray(folioEvents.action, [...actions])));
  return row?.n ?? 0;
};
