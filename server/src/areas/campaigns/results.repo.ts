import { sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import {
  campaignSends,
  couponRedemptions,
  coupons,
  folioLines,
  folios,
  stores,
  userVisits,
} from '../../db/schema/index.ts';

/**
 * What campaigns and coupons brought (docs/campaigns.md, Results), read from closed folios, their lines, coupon
 * redemptions and guests' visit days. Each query answers one row per campaign or coupon that was used in the period.
 */

export interface UsageRow {
  id: string;
  redemptions: number;
  revenue: number;
  discount: number;
  returning: number;
}

interface Period {
  storeId: string;
  from: string;
  to: string;
}

const rowsOf = async (db: Tx, query: SQL): Promise<UsageRow[]> =>
  ((await db.execute(query)) as unknown as { rows: Record<string, string | number>[] }).rows.map((r) => ({
    id: String(r.id),
    redemptions: Number(r.redemptions),
    revenue: Number(r.revenue ?? 0),
    discount: Number(r.discount ?? 0),
    returning: Number(r.returning ?? 0),
  }));

/** Sums per `id` over `uses` (one row a use: folio total, discount, guest, business day); returning = later visit. */
const summed = (storeId: string, uses: SQL) => sql`
  select u.id,
    count(*) as redemptions,
    coalesce(sum(u.total), 0) as revenue,
    coalesce(sum(u.discount), 0) as discount,
    count(distinct u.guest) filter (where u.guest is not null and exists (
      select 1 from ${userVisits} v
      where v.store_id = ${storeId} and v.user_id = u.guest and v.business_day > u.day)) as returning
  from (${uses}) u
  group by u.id`;

/**
 * Campaigns that priced closed folios of the period: a folio counts once per campaign (its bill reward and line
 * amounts together), with its total as revenue.
 */
export const pricingUsage = (db: Tx, p: Period) =>
  rowsOf(
    db,
    summed(
      p.storeId,
      sql`
      select c.campaign_id as id, f.id as folio_id, max(f.total) as total, sum(c.amount) as discount,
        max(f.guest_user_id) as guest, max(f.business_day) as day
      from ${folios} f
      cross join lateral (
        select f.campaign ->> 'campaignId' as campaign_id, coalesce((f.campaign ->> 'amount')::bigint, 0) as amount
          where f.campaign is not null
        union all
        select l.campaign ->> 'campaignId', coalesce((l.campaign ->> 'amount')::bigint, 0)
          from ${folioLines} l
          where l.folio_id = f.id and l.campaign is not null and l.state = 'active'
      ) c
      where f.store_id = ${p.storeId} and f.status = 'closed' and f.business_day between ${p.from} and ${p.to}
      group by c.campaign_id, f.id`,
    ),
  );

/**
 * Every redemption at the store with its business day (the folio's, else the moment's on the store's clock), guest
 * (the code's user, else the folio's guest) and the total of its folio when that folio is closed.
 */
const redemptions = (storeId: string) => sql`
  select r.id as redemption_id, r.coupon_id, r.at, coalesce(r.amount, 0) as discount,
    coalesce(r.user_id, f.guest_user_id) as guest,
    coalesce(f.business_day, to_char((r.at at time zone s.time_zone)
      - make_interval(hours => s.day_start_hour), 'YYYY-MM-DD')) as day,
    case when f.status = 'closed' then f.total else 0 end as total
  from ${couponRedemptions} r left join ${folios} f on f.id = r.folio_id join ${stores} s on s.id = r.store_id
  where r.store_id = ${storeId}`;

/** Coupons redeemed at the store in the period. */
export const couponUsage = (db: Tx, p: Period) =>
  rowsOf(
    db,
    summed(
      p.storeId,
      sql`select r.coupon_id as id, r.total, r.discount, r.guest, r.day
        from (${redemptions(p.storeId)}) r where r.day between ${p.from} and ${p.to}`,
    ),
  );

/**
 * Birthday and win-back campaigns: the period's redemptions of the coupon each loaded, by the guest it went to, after
 * it went.
 */
export const messageUsage = (db: Tx, p: Period) =>
  rowsOf(
    db,
    summed(
      p.storeId,
      sql`select distinct on (s.campaign_id, r.redemption_id) s.campaign_id as id, r.total, r.discount, r.guest, r.day
        from ${campaignSends} s
        join (${redemptions(p.storeId)}) r
          on r.coupon_id = s.coupon_id and r.guest = s.user_id and r.at >= s.sent_at
        where s.store_id = ${p.storeId} and r.day between ${p.from} and ${p.to}`,
    ),
  );

/** The store's coupons and any platform coupon among `usedIds`, by name. */
export const couponsFor = async (db: Tx, storeId: string, usedIds: string[]) =>
  (
    (await db.execute(sql`
      select id, name, benefit_kind as kind from ${coupons}
      where store_id = ${storeId}
        ${
          usedIds.length
            ? sql`or id in (${sql.join(
                usedIds.map((id) => sql`${id}`),
                sql`, `,
              )})`
            : sql``
        }
      order by name, id`)) as unknown as { rows: { id: string; name: string; kind: string }[] }
  ).rows;
