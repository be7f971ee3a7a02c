import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { folios } from '../../db/schema/index.ts';
import { listed, type ListedRow } from './search.repo.ts';

/** Deliveries on the board, and a folio's guest (docs/live.md). Queries only. */

/** The most deliveries one board answers (far above what many stores have on the road at once). */
export const MAX_BOARD_FOLIOS = 2_000;

/**
 * The delivery folios of the stores: those still on their way (neither the delivery nor the folio closed or cancelled;
 * a guest's order still waiting for its answer is the order service's), and those that finished since `since` —
 * by their delivery status or by the folio itself. Oldest first.
 */
export const board = (db: Tx, storeIds: string[], since: Date): Promise<ListedRow[]> =>
  db
    .select(listed)
    .from(folios)
    .where(
      and(
        inArray(folios.storeId, storeIds),
        eq(folios.serviceType, 'delivery'),
        sql`${folios.status} <> 'waiting'`,
        sql`(
          (${folios.deliveryStatus} NOT IN ('closed', 'cancelled') AND ${folios.status} NOT IN ('closed', 'cancelled'))
          OR greatest(
            CASE WHEN ${folios.deliveryStatus} IN ('closed', 'cancelled') THEN ${folios.deliveryStatusAt} END,
            ${folios.closedAt}
          ) >= ${since.toISOString()}::timestamptz
        )`,
      ),
    )
    .orderBy(asc(folios.openedAt), asc(folios.id))
    .limit(MAX_BOARD_FOLIOS);

/** The guest user a folio was opened for; null without one (or no such folio). */
export const guestUserIdOf = async (db: Tx, storeId: string, id: string): Promise<string | null> =>
  (
    await db
      .select({ userId: folios.guestUserId })
      .from(folios)
      .where(and(eq(folios.id, id), eq(folios.storeId, storeId)))
  )[0]?.userId ?? null;
