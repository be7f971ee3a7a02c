import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { folios, tableLogs } from '../../db/schema/index.ts';
import { BUSINESS_DAY_START_HOUR, BUSINESS_TIME_ZONE } from '../folios/business-day.ts';

/**
 * Which visit a folio is, for the nth-visit and welcome kinds (docs/campaigns.md, Pricing). A visit is a check-in
 * (table logs, action check-in) or a closed folio with the guest, counted once per business day. Segments themselves
 * are the customers part's (`server/src/areas/customers/segments.ts`).
 */

/** The guest's visit days at the store before `day` (a business day): the visit this is, less one. */
export const visitDaysBefore = async (db: Tx, storeId: string, userId: string, day: string): Promise<number> => {
  const result = (await db.execute(sql`
    select count(distinct day) as n from (
      select ${folios.businessDay} as day from ${folios}
        where ${folios.storeId} = ${storeId} and ${folios.status} = 'closed' and ${folios.guestUserId} = ${userId}
      union all
      select to_char((${tableLogs.createDate} at time zone ${BUSINESS_TIME_ZONE})
          - make_interval(hours => ${BUSINESS_DAY_START_HOUR}), 'YYYY-MM-DD')
        from ${tableLogs}
        where ${tableLogs.storeId} = ${storeId} and ${tableLogs.action} = 'check-in' and ${tableLogs.userId} = ${userId}
    ) v where day < ${day}`)) as unknown as { rows: { n: string | number }[] };
  return Number(result.rows[0]?.n ?? 0);
};
