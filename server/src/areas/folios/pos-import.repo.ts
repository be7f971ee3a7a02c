import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { folioEvents, folioLines, folioPayments, folios } from '../../db/schema/index.ts';
import type { FolioRow } from './folios.repo.ts';

/** What the point-of-sale program's calls read and write: imports, the guest-app folios it takes over. Queries only. */

/** Imports of a store take turns (to the end of the transaction): a batch sent twice at once imports each folio once. */
export const lockImports = async (db: Tx, storeId: string): Promise<void> => {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`folio-import:${storeId}`}))`);
};

/** Of these POS ids, the ones the store's folios already carry, with the folio that carries each. */
export const byPosIds = async (db: Tx, storeId: string, posFolioIds: string[]) =>
  posFolioIds.length === 0
    ? []
    : db
        .select({ id: folios.id, posFolioId: folios.posFolioId })
        .from(folios)
        .where(and(eq(folios.storeId, storeId), inArray(folios.posFolioId, posFolioIds)));

/** An import's rows, each kind in one statement (a batch is up to 500 folios). */
export const insertImported = async (
  db: Tx,
  rows: {
    folios: (typeof folios.$inferInsert)[];
    lines: (typeof folioLines.$inferInsert)[];
    payments: (typeof folioPayments.$inferInsert)[];
    events: (typeof folioEvents.$inferInsert)[];
  },
): Promise<void> => {
  if (rows.folios.length) await db.insert(folios).values(rows.folios);
  if (rows.lines.length) await db.insert(folioLines).values(rows.lines);
  if (rows.payments.length) await db.insert(folioPayments).values(rows.payments);
  if (rows.events.length) await db.insert(folioEvents).values(rows.events);
};

/** The guest app's open and locked folios the POS has not taken over yet, oldest first; `limit` at most. */
export const untakenGuestFolios = (db: Tx, storeId: string, limit: number): Promise<FolioRow[]> =>
  db
    .select()
    .from(folios)
    .where(
      and(
        eq(folios.storeId, storeId),
        eq(folios.source, 'guest-app'),
        sql`${folios.status} IN ('open', 'locked')`,
        isNull(folios.posFolioId),
      ),
    )
    .orderBy(asc(folios.openedAt), asc(folios.id))
    .limit(limit);

/** The store's folios of these ids, locked until the transaction ends (a concurrent write waits). */
export const foliosForUpdate = (db: Tx, storeId: string, ids: string[]): Promise<FolioRow[]> =>
  ids.length === 0
    ? Promise.resolve([])
    : db
        .select()
        .from(folios)
        .where(and(eq(folios.storeId, storeId), inArray(folios.id, ids)))
        .orderBy(asc(folios.id))
        .for('update');

/** Gives a folio the POS's id and its next version; answers the row as it is now. */
export const setPosId = async (db: Tx, storeId: string, id: string, posFolioId: string): Promise<FolioRow> =>
  (
    await db
      .update(folios)
      .set({ posFolioId, version: sql`${folios.version} + 1`, updateDate: new Date() })
      .where(and(eq(folios.id, id), eq(folios.storeId, storeId)))
      .returning()
  )[0]!;
