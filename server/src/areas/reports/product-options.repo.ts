import { sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { productLineOf, type ProductSalesLine } from './reports.repo.ts';
import { PRODUCT_FIGURES } from './rollup.repo.ts';

/**
 * Product sales by option (docs/reports.md, Sales by option): the rollups keep no options, so this reads the lines of
 * the store's closed folios in the range, through `folios_store_day_idx`. The range is at most MAX_REPORT_RANGE_DAYS
 * (the report's own bound) and the read is one store's, asked for only when the owner opens the option view.
 */

export interface ProductOptionLine extends ProductSalesLine {
  /** The chosen option ids, sorted and joined by commas ('' for none): the same choice in any order is one row. */
  optionKey: string;
  /**
   * The chosen options' names in one order whatever order they were chosen in (by name, byte-wise on both engines), as
   * at the latest close.
   */
  options: string[];
}

type Row = Record<string, unknown>;
const rowsOf = async (db: Tx, query: SQL): Promise<Row[]> =>
  ((await db.execute(query)) as unknown as { rows: Row[] }).rows;

const figures = sql.raw(PRODUCT_FIGURES.map((k) => `${k.of} AS ${k.column}`).join(', '));
const anyFigure = sql.raw(PRODUCT_FIGURES.map((k) => `${k.of} <> 0`).join(' OR '));

/** One store's lines by product key, tax rate and option choice over the range; names as the product rows'. */
export const productOptionLines = async (
  db: Tx,
  storeId: string,
  from: string,
  to: string,
): Promise<ProductOptionLine[]> =>
  (
    await rowsOf(
      db,
      sql`SELECT x.*, nm.name, nm.group_id, nm.group_name, nm.department_id, nm.department_name
        FROM (
          SELECT f.store_id, coalesce(l.product_id, 'name:' || l.name) AS product_key, l.tax_rate_bp,
            o.option_key, (array_agg(o.option_names ORDER BY f.closed_at DESC, l.id))[1] AS option_names, ${figures}
          FROM folios f
          JOIN folio_lines l ON l.folio_id = f.id
          CROSS JOIN LATERAL (
            SELECT coalesce(string_agg(e.v->>'optionId', ',' ORDER BY e.v->>'optionId'), '') AS option_key,
              coalesce(jsonb_agg(e.v->>'name' ORDER BY e.v->>'name' COLLATE "C", e.i), '[]'::jsonb) AS option_names
            FROM jsonb_array_elements(l.options) WITH ORDINALITY e(v, i)
          ) o
          WHERE f.store_id = ${storeId} AND f.business_day BETWEEN ${from} AND ${to} AND f.status = 'closed'
          GROUP BY 1, 2, 3, 4
          HAVING ${anyFigure}
        ) x
        JOIN report_product_names nm ON nm.store_id = x.store_id AND nm.product_key = x.product_key`,
    )
  ).map((r) => ({
    ...productLineOf(r),
    optionKey: String(r.option_key),
    options: (typeof r.option_names === 'string' ? JSON.parse(r.option_names) : r.option_names) as string[],
  }));
