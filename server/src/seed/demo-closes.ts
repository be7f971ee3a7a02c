import { addDays, businessDayOf } from '@sofra/contracts/core/business-day';
import { newId } from '@sofra/contracts/core/ids';
import type { Db } from '../db/client.ts';
import { dayCloses, stores, type ActorRow } from '../db/schema/index.ts';
import { dayFigures } from '../areas/folios/day-figures.service.ts';

/** How many of the demo's past days are closed: the screen's first page and a few more. */
export const DEMO_CLOSED_DAYS = 35;
/** The cash each demo drawer starts the day with. */
const FLOAT = 50_000;

/**
 * The demo stores' past days closed as their owner would have (docs/end-of-day.md): each of the last days before
 * today with bills gets its Z report from those bills, the drawer counted right — every ninth day ten lira short, with
 * the reason written — and closed shortly after the day's last hour. Today stays open (its tables are busy).
 */
export const seedDemoCloses = async (db: Db, owner: ActorRow, days: number, now = new Date()): Promise<number> => {
  let closed = 0;
  for (const store of await db.select().from(stores)) {
    const today = businessDayOf(now, store.timeZone, store.dayStartHour);
    let number = 0;
    for (let back = Math.min(days, DEMO_CLOSED_DAYS); back >= 1; back--) {
      const day = addDays(today, -back);
      const { figures, cash } = await dayFigures(db, store.id, day);
      if (figures.folios === 0 && figures.cancelled === 0) continue;
      number += 1;
      const expected = FLOAT + cash.amount + cash.tips;
      const short = number % 9 === 0 ? 1_000 : 0;
      // The next morning, an hour before the next business day starts (UTC; Istanbul is UTC+3 all year).
      const closedAt = new Date(`${addDays(day, 1)}T00:00:00Z`);
      closedAt.setUTCHours(Math.max(store.dayStartHour - 1, 0) - 3);
      await db.insert(dayCloses).values({
        id: newId(),
        storeId: store.id,
        businessDay: day,
        number,
        closedAt,
        closedBy: owner,
        note: '',
        cash: {
          float: FLOAT,
          cashSales: cash.amount,
          cashTips: cash.tips,
          expected,
          counted: expected - short,
          difference: -short,
          reason: short ? 'Bozuk para eksik' : '',
        },
        figures,
      });
      closed += 1;
    }
  }
  return closed;
};
