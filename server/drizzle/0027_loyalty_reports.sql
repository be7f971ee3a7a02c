CREATE TABLE "report_loyalty_days" (
	"store_id" text NOT NULL,
	"business_day" text NOT NULL,
	"new_guests" integer DEFAULT 0 NOT NULL,
	"returning_guests" integer DEFAULT 0 NOT NULL,
	"points_issued" integer DEFAULT 0 NOT NULL,
	"points_redeemed" integer DEFAULT 0 NOT NULL,
	"coupons_used" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "report_loyalty_days_store_id_business_day_pk" PRIMARY KEY("store_id","business_day")
);
--> statement-breakpoint
ALTER TABLE "report_loyalty_days" ADD CONSTRAINT "report_loyalty_days_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Backfill (server/src/areas/reports/loyalty-rollup.ts, loyaltyBackfillStatements): visits, ledger, redemptions.
INSERT INTO report_loyalty_days AS r (store_id, business_day, new_guests, returning_guests)
  SELECT x.store_id, x.business_day, count(*) FILTER (WHERE x.business_day = x.first_day),
  count(*) FILTER (WHERE x.business_day > x.first_day)
  FROM (SELECT v.store_id, v.business_day, min(v.business_day) OVER (PARTITION BY v.store_id, v.user_id) AS first_day
  FROM user_visits v) x
  GROUP BY 1, 2
  ON CONFLICT (store_id, business_day) DO UPDATE SET new_guests = r.new_guests + excluded.new_guests,
  returning_guests = r.returning_guests + excluded.returning_guests;
--> statement-breakpoint
INSERT INTO report_loyalty_days AS r (store_id, business_day, points_issued, points_redeemed)
  SELECT x.store_id,
  to_char((x.at AT TIME ZONE s.time_zone) - make_interval(hours => s.day_start_hour), 'YYYY-MM-DD'),
  coalesce(sum(x.points) FILTER (WHERE x.kind IN ('earn', 'adjust') AND x.points > 0), 0),
  coalesce(-sum(x.points) FILTER (WHERE x.kind IN ('redeem', 'refund') OR (x.kind = 'adjust' AND x.points < 0)), 0)
  FROM point_entries x JOIN stores s ON s.id = x.store_id
  GROUP BY 1, 2
  ON CONFLICT (store_id, business_day) DO UPDATE SET points_issued = r.points_issued + excluded.points_issued,
  points_redeemed = r.points_redeemed + excluded.points_redeemed;
--> statement-breakpoint
INSERT INTO report_loyalty_days AS r (store_id, business_day, coupons_used)
  SELECT x.store_id,
  to_char((x.at AT TIME ZONE s.time_zone) - make_interval(hours => s.day_start_hour), 'YYYY-MM-DD'), count(*)
  FROM coupon_redemptions x JOIN stores s ON s.id = x.store_id
  GROUP BY 1, 2
  ON CONFLICT (store_id, business_day) DO UPDATE SET coupons_used = r.coupons_used + excluded.coupons_used;
