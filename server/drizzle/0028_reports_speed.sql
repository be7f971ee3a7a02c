CREATE TABLE "report_hour_months" (
	"store_id" text NOT NULL,
	"month" text NOT NULL,
	"weekday" integer NOT NULL,
	"hour" integer NOT NULL,
	"folios" integer DEFAULT 0 NOT NULL,
	"total" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "report_hour_months_store_id_month_weekday_hour_pk" PRIMARY KEY("store_id","month","weekday","hour")
);
--> statement-breakpoint
CREATE TABLE "report_product_months" (
	"store_id" text NOT NULL,
	"month" text NOT NULL,
	"product_key" text NOT NULL,
	"tax_rate_bp" integer NOT NULL,
	"quantity" integer DEFAULT 0 NOT NULL,
	"gift_quantity" integer DEFAULT 0 NOT NULL,
	"void_quantity" integer DEFAULT 0 NOT NULL,
	"gross" integer DEFAULT 0 NOT NULL,
	"discounts" integer DEFAULT 0 NOT NULL,
	"gifts" integer DEFAULT 0 NOT NULL,
	"voids" integer DEFAULT 0 NOT NULL,
	"net" integer DEFAULT 0 NOT NULL,
	"tax" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "report_product_months_store_id_month_product_key_tax_rate_bp_pk" PRIMARY KEY("store_id","month","product_key","tax_rate_bp")
);
--> statement-breakpoint
CREATE TABLE "report_product_names" (
	"store_id" text NOT NULL,
	"product_key" text NOT NULL,
	"name" text NOT NULL,
	"group_id" text,
	"group_name" text,
	"department_id" text,
	"department_name" text,
	"closed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "report_product_names_store_id_product_key_pk" PRIMARY KEY("store_id","product_key")
);
--> statement-breakpoint
ALTER TABLE "report_hour_months" ADD CONSTRAINT "report_hour_months_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_product_months" ADD CONSTRAINT "report_product_months_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_product_names" ADD CONSTRAINT "report_product_names_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Backfill (hand-written): the month rollups and product names of every folio closed before this migration, through
-- the same statements the folio writes run (rollup.repo.ts, rollupStatements with `true`; rollup.test.ts checks they match).
INSERT INTO report_product_months AS r (store_id, month, product_key, tax_rate_bp, quantity, gift_quantity,
  void_quantity, gross, discounts, gifts, voids, net, tax)
  SELECT f.store_id, left(f.business_day, 7), coalesce(l.product_id, 'name:' || l.name), l.tax_rate_bp,
  coalesce(sum(l.quantity) FILTER (WHERE l.state = 'active'), 0),
  coalesce(sum(l.quantity) FILTER (WHERE l.state = 'gift'), 0),
  coalesce(sum(l.quantity) FILTER (WHERE l.state = 'void'), 0),
  coalesce(sum(l.gross) FILTER (WHERE l.state = 'active'), 0),
  coalesce(sum(l.discount_amount + l.folio_discount_share) FILTER (WHERE l.state = 'active'), 0),
  coalesce(sum(l.gross) FILTER (WHERE l.state = 'gift'), 0),
  coalesce(sum(l.gross) FILTER (WHERE l.state = 'void'), 0),
  coalesce(sum(l.net) FILTER (WHERE l.state = 'active'), 0),
  coalesce(sum(l.tax) FILTER (WHERE l.state = 'active'), 0)
  FROM folios f
  JOIN folio_lines l ON l.folio_id = f.id
  WHERE f.status = 'closed' AND true
  GROUP BY 1, 2, 3, 4
  ON CONFLICT (store_id, month, product_key, tax_rate_bp) DO UPDATE SET
  quantity = r.quantity + excluded.quantity, gift_quantity = r.gift_quantity + excluded.gift_quantity,
  void_quantity = r.void_quantity + excluded.void_quantity, gross = r.gross + excluded.gross,
  discounts = r.discounts + excluded.discounts, gifts = r.gifts + excluded.gifts, voids = r.voids + excluded.voids,
  net = r.net + excluded.net, tax = r.tax + excluded.tax;
--> statement-breakpoint
INSERT INTO report_product_names AS r (store_id, product_key, name, group_id, group_name, department_id,
  department_name, closed_at)
  SELECT DISTINCT ON (1, 2) f.store_id, coalesce(l.product_id, 'name:' || l.name), l.name, mp.group_id,
  coalesce(mg.names->>'tr', mg.names->>'en'), l.department_id, l.department_name, f.closed_at
  FROM folios f
  JOIN folio_lines l ON l.folio_id = f.id
  LEFT JOIN menu_products mp ON mp.id = l.product_id
  LEFT JOIN menu_groups mg ON mg.id = mp.group_id
  WHERE f.status = 'closed' AND true
  ORDER BY 1, 2, f.closed_at DESC, l.id
  ON CONFLICT (store_id, product_key) DO UPDATE SET
  name = excluded.name, group_id = excluded.group_id, group_name = excluded.group_name,
  department_id = excluded.department_id, department_name = excluded.department_name, closed_at = excluded.closed_at
  WHERE excluded.closed_at >= r.closed_at;
--> statement-breakpoint
INSERT INTO report_hour_months AS r (store_id, month, weekday, hour, folios, total)
  SELECT f.store_id, left(f.business_day, 7), extract(isodow FROM f.business_day::date)::int - 1,
  extract(hour FROM f.closed_at AT TIME ZONE s.time_zone)::int, count(*), sum(f.total)
  FROM folios f JOIN stores s ON s.id = f.store_id
  WHERE f.status = 'closed' AND true
  GROUP BY 1, 2, 3, 4
  ON CONFLICT (store_id, month, weekday, hour) DO UPDATE SET
  folios = r.folios + excluded.folios, total = r.total + excluded.total;
