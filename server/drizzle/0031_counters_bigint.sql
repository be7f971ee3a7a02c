-- Counters that cannot overflow (docs/security.md, Counters and amounts): every sum of the report rollups, the point
-- balances and ledger, guests' spend and visits and the coupon use counters become bigint. One ALTER TABLE a table, so
-- each table is rewritten once. Rollup failures are recorded in report_repairs and repaired (docs/reports.md).
CREATE TABLE "report_repairs" (
	"store_id" text NOT NULL,
	"business_day" text NOT NULL,
	"kind" text NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"since" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "report_repairs_store_id_business_day_kind_pk" PRIMARY KEY("store_id","business_day","kind")
);
--> statement-breakpoint
ALTER TABLE "coupon_codes" ALTER COLUMN "uses" SET DATA TYPE bigint;
--> statement-breakpoint
ALTER TABLE "coupons" ALTER COLUMN "used" SET DATA TYPE bigint;
--> statement-breakpoint
ALTER TABLE "report_check_ins" ALTER COLUMN "visits" SET DATA TYPE bigint;
--> statement-breakpoint
ALTER TABLE "report_days" ALTER COLUMN "folios" SET DATA TYPE bigint, ALTER COLUMN "guests" SET DATA TYPE bigint, ALTER COLUMN "gross" SET DATA TYPE bigint, ALTER COLUMN "discounts" SET DATA TYPE bigint, ALTER COLUMN "gifts" SET DATA TYPE bigint, ALTER COLUMN "voids" SET DATA TYPE bigint, ALTER COLUMN "service_fee" SET DATA TYPE bigint, ALTER COLUMN "tax" SET DATA TYPE bigint, ALTER COLUMN "total" SET DATA TYPE bigint, ALTER COLUMN "tips" SET DATA TYPE bigint, ALTER COLUMN "paid" SET DATA TYPE bigint, ALTER COLUMN "cancelled" SET DATA TYPE bigint, ALTER COLUMN "cancelled_amount" SET DATA TYPE bigint;
--> statement-breakpoint
ALTER TABLE "report_hour_months" ALTER COLUMN "folios" SET DATA TYPE bigint, ALTER COLUMN "total" SET DATA TYPE bigint;
--> statement-breakpoint
ALTER TABLE "report_hours" ALTER COLUMN "folios" SET DATA TYPE bigint, ALTER COLUMN "total" SET DATA TYPE bigint;
--> statement-breakpoint
ALTER TABLE "report_loyalty_days" ALTER COLUMN "new_guests" SET DATA TYPE bigint, ALTER COLUMN "returning_guests" SET DATA TYPE bigint, ALTER COLUMN "points_issued" SET DATA TYPE bigint, ALTER COLUMN "points_redeemed" SET DATA TYPE bigint, ALTER COLUMN "coupons_used" SET DATA TYPE bigint;
--> statement-breakpoint
ALTER TABLE "report_payments" ALTER COLUMN "count" SET DATA TYPE bigint, ALTER COLUMN "amount" SET DATA TYPE bigint, ALTER COLUMN "tip" SET DATA TYPE bigint;
--> statement-breakpoint
ALTER TABLE "report_product_months" ALTER COLUMN "quantity" SET DATA TYPE bigint, ALTER COLUMN "gift_quantity" SET DATA TYPE bigint, ALTER COLUMN "void_quantity" SET DATA TYPE bigint, ALTER COLUMN "gross" SET DATA TYPE bigint, ALTER COLUMN "discounts" SET DATA TYPE bigint, ALTER COLUMN "gifts" SET DATA TYPE bigint, ALTER COLUMN "voids" SET DATA TYPE bigint, ALTER COLUMN "net" SET DATA TYPE bigint, ALTER COLUMN "tax" SET DATA TYPE bigint;
--> statement-breakpoint
ALTER TABLE "report_products" ALTER COLUMN "quantity" SET DATA TYPE bigint, ALTER COLUMN "gift_quantity" SET DATA TYPE bigint, ALTER COLUMN "void_quantity" SET DATA TYPE bigint, ALTER COLUMN "gross" SET DATA TYPE bigint, ALTER COLUMN "discounts" SET DATA TYPE bigint, ALTER COLUMN "gifts" SET DATA TYPE bigint, ALTER COLUMN "voids" SET DATA TYPE bigint, ALTER COLUMN "net" SET DATA TYPE bigint, ALTER COLUMN "tax" SET DATA TYPE bigint;
--> statement-breakpoint
ALTER TABLE "report_services" ALTER COLUMN "folios" SET DATA TYPE bigint, ALTER COLUMN "total" SET DATA TYPE bigint;
--> statement-breakpoint
ALTER TABLE "point_balances" ALTER COLUMN "points" SET DATA TYPE bigint, ALTER COLUMN "stamps" SET DATA TYPE bigint;
--> statement-breakpoint
ALTER TABLE "point_entries" ALTER COLUMN "points" SET DATA TYPE bigint, ALTER COLUMN "stamps" SET DATA TYPE bigint;
--> statement-breakpoint
ALTER TABLE "user_places" ALTER COLUMN "visits" SET DATA TYPE bigint, ALTER COLUMN "spend" SET DATA TYPE bigint;
--> statement-breakpoint
ALTER TABLE "user_visits" ALTER COLUMN "spend" SET DATA TYPE bigint;
--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "max_point_change" integer DEFAULT 10000 NOT NULL;
--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "max_tip_percent" integer DEFAULT 100 NOT NULL;
--> statement-breakpoint
ALTER TABLE "report_repairs" ADD CONSTRAINT "report_repairs_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;
