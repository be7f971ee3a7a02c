CREATE TABLE "report_days" (
	"store_id" text NOT NULL,
	"business_day" text NOT NULL,
	"folios" integer DEFAULT 0 NOT NULL,
	"guests" integer DEFAULT 0 NOT NULL,
	"gross" integer DEFAULT 0 NOT NULL,
	"discounts" integer DEFAULT 0 NOT NULL,
	"gifts" integer DEFAULT 0 NOT NULL,
	"voids" integer DEFAULT 0 NOT NULL,
	"service_fee" integer DEFAULT 0 NOT NULL,
	"tax" integer DEFAULT 0 NOT NULL,
	"total" integer DEFAULT 0 NOT NULL,
	"tips" integer DEFAULT 0 NOT NULL,
	"paid" integer DEFAULT 0 NOT NULL,
	"cancelled" integer DEFAULT 0 NOT NULL,
	"cancelled_amount" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "report_days_store_id_business_day_pk" PRIMARY KEY("store_id","business_day")
);
--> statement-breakpoint
CREATE TABLE "report_hours" (
	"store_id" text NOT NULL,
	"business_day" text NOT NULL,
	"hour" integer NOT NULL,
	"folios" integer DEFAULT 0 NOT NULL,
	"total" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "report_hours_store_id_business_day_hour_pk" PRIMARY KEY("store_id","business_day","hour")
);
--> statement-breakpoint
CREATE TABLE "report_payments" (
	"store_id" text NOT NULL,
	"business_day" text NOT NULL,
	"payment_type_id" text NOT NULL,
	"name" text NOT NULL,
	"collection_type" text NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	"amount" integer DEFAULT 0 NOT NULL,
	"tip" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "report_payments_store_id_business_day_payment_type_id_pk" PRIMARY KEY("store_id","business_day","payment_type_id")
);
--> statement-breakpoint
CREATE TABLE "report_products" (
	"store_id" text NOT NULL,
	"business_day" text NOT NULL,
	"product_key" text NOT NULL,
	"tax_rate_bp" integer NOT NULL,
	"name" text NOT NULL,
	"group_id" text,
	"group_name" text,
	"department_id" text,
	"department_name" text,
	"quantity" integer DEFAULT 0 NOT NULL,
	"gift_quantity" integer DEFAULT 0 NOT NULL,
	"void_quantity" integer DEFAULT 0 NOT NULL,
	"gross" integer DEFAULT 0 NOT NULL,
	"discounts" integer DEFAULT 0 NOT NULL,
	"gifts" integer DEFAULT 0 NOT NULL,
	"voids" integer DEFAULT 0 NOT NULL,
	"net" integer DEFAULT 0 NOT NULL,
	"tax" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "report_products_store_id_business_day_product_key_tax_rate_bp_pk" PRIMARY KEY("store_id","business_day","product_key","tax_rate_bp")
);
--> statement-breakpoint
CREATE TABLE "report_services" (
	"store_id" text NOT NULL,
	"business_day" text NOT NULL,
	"service_type" text NOT NULL,
	"folios" integer DEFAULT 0 NOT NULL,
	"total" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "report_services_store_id_business_day_service_type_pk" PRIMARY KEY("store_id","business_day","service_type")
);
--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "time_zone" text DEFAULT 'Europe/Istanbul' NOT NULL;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "day_start_hour" integer DEFAULT 5 NOT NULL;--> statement-breakpoint
ALTER TABLE "report_days" ADD CONSTRAINT "report_days_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_hours" ADD CONSTRAINT "report_hours_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_payments" ADD CONSTRAINT "report_payments_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_products" ADD CONSTRAINT "report_products_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_services" ADD CONSTRAINT "report_services_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Backfill (hand-written): every folio closed or cancelled before this migration, through the same statements the
-- folio writes run (server/src/areas/reports/rollup.repo.ts, rollupStatements with `true`; rollup.test.ts checks they match).
INSERT INTO report_days AS r (store_id, business_day, folios, guests, gross, discounts, gifts, voids,
  service_fee, tax, total, tips, paid, cancelled, cancelled_amount)
  SELECT f.store_id, f.business_day,
  count(*) FILTER (WHERE f.status = 'closed'),
  count(*) FILTER (WHERE f.status = 'closed'),
  coalesce(sum(f.gross) FILTER (WHERE f.status = 'closed'), 0),
  coalesce(sum(f.discounts) FILTER (WHERE f.status = 'closed'), 0),
  coalesce(sum(f.gifts) FILTER (WHERE f.status = 'closed'), 0),
  coalesce(sum(f.voids) FILTER (WHERE f.status = 'closed'), 0),
  coalesce(sum(f.service_fee) FILTER (WHERE f.status = 'closed'), 0),
  coalesce(sum(t.tax) FILTER (WHERE f.status = 'closed'), 0),
  coalesce(sum(f.total) FILTER (WHERE f.status = 'closed'), 0),
  coalesce(sum(f.tip) FILTER (WHERE f.status = 'closed'), 0),
  coalesce(sum(f.paid) FILTER (WHERE f.status = 'closed'), 0),
  count(*) FILTER (WHERE f.status = 'cancelled'),
  coalesce(sum(f.total) FILTER (WHERE f.status = 'cancelled'), 0)
  FROM folios f
  CROSS JOIN LATERAL (SELECT coalesce(sum((x->>'tax')::int), 0) AS tax FROM jsonb_array_elements(f.taxes) x) t
  WHERE f.status IN ('closed', 'cancelled') AND true
  GROUP BY f.store_id, f.business_day
  ON CONFLICT (store_id, business_day) DO UPDATE SET
  folios = r.folios + excluded.folios, guests = r.guests + excluded.guests, gross = r.gross + excluded.gross,
  discounts = r.discounts + excluded.discounts, gifts = r.gifts + excluded.gifts, voids = r.voids + excluded.voids,
  service_fee = r.service_fee + excluded.service_fee, tax = r.tax + excluded.tax, total = r.total + excluded.total,
  tips = r.tips + excluded.tips, paid = r.paid + excluded.paid, cancelled = r.cancelled + excluded.cancelled,
  cancelled_amount = r.cancelled_amount + excluded.cancelled_amount;
--> statement-breakpoint
INSERT INTO report_hours AS r (store_id, business_day, hour, folios, total)
  SELECT f.store_id, f.business_day, extract(hour FROM f.closed_at AT TIME ZONE s.time_zone)::int, count(*), sum(f.total)
  FROM folios f JOIN stores s ON s.id = f.store_id
  WHERE f.status = 'closed' AND true
  GROUP BY 1, 2, 3
  ON CONFLICT (store_id, business_day, hour) DO UPDATE SET
  folios = r.folios + excluded.folios, total = r.total + excluded.total;
--> statement-breakpoint
INSERT INTO report_services AS r (store_id, business_day, service_type, folios, total)
  SELECT f.store_id, f.business_day, f.service_type, count(*), sum(f.total)
  FROM folios f
  WHERE f.status = 'closed' AND true
  GROUP BY 1, 2, 3
  ON CONFLICT (store_id, business_day, service_type) DO UPDATE SET
  folios = r.folios + excluded.folios, total = r.total + excluded.total;
--> statement-breakpoint
INSERT INTO report_payments AS r (store_id, business_day, payment_type_id, name, collection_type, count, amount, tip)
  SELECT f.store_id, f.business_day, p.payment_type_id,
  (array_agg(p.name ORDER BY p.created_at DESC, p.id))[1],
  (array_agg(p.collection_type ORDER BY p.created_at DESC, p.id))[1],
  count(*), sum(p.amount), sum(p.tip)
  FROM folios f JOIN folio_payments p ON p.folio_id = f.id AND p.removed_at IS NULL
  WHERE f.status = 'closed' AND true
  GROUP BY 1, 2, 3
  ON CONFLICT (store_id, business_day, payment_type_id) DO UPDATE SET
  name = excluded.name, collection_type = excluded.collection_type, count = r.count + excluded.count,
  amount = r.amount + excluded.amount, tip = r.tip + excluded.tip;
--> statement-breakpoint
INSERT INTO report_products AS r (store_id, business_day, product_key, tax_rate_bp, name, group_id, group_name,
  department_id, department_name, quantity, gift_quantity, void_quantity, gross, discounts, gifts, voids, net, tax)
  SELECT f.store_id, f.business_day, coalesce(l.product_id, 'name:' || l.name), l.tax_rate_bp,
  (array_agg(l.name ORDER BY f.closed_at DESC, l.id))[1],
  (array_agg(mp.group_id ORDER BY f.closed_at DESC, l.id))[1],
  (array_agg(coalesce(mg.names->>'tr', mg.names->>'en') ORDER BY f.closed_at DESC, l.id))[1],
  (array_agg(l.department_id ORDER BY f.closed_at DESC, l.id))[1],
  (array_agg(l.department_name ORDER BY f.closed_at DESC, l.id))[1],
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
  LEFT JOIN menu_products mp ON mp.id = l.product_id
  LEFT JOIN menu_groups mg ON mg.id = mp.group_id
  WHERE f.status = 'closed' AND true
  GROUP BY 1, 2, 3, 4
  ON CONFLICT (store_id, business_day, product_key, tax_rate_bp) DO UPDATE SET
  name = excluded.name, group_id = excluded.group_id, group_name = excluded.group_name,
  department_id = excluded.department_id, department_name = excluded.department_name,
  quantity = r.quantity + excluded.quantity, gift_quantity = r.gift_quantity + excluded.gift_quantity,
  void_quantity = r.void_quantity + excluded.void_quantity, gross = r.gross + excluded.gross,
  discounts = r.discounts + excluded.discounts, gifts = r.gifts + excluded.gifts, voids = r.voids + excluded.voids,
  net = r.net + excluded.net, tax = r.tax + excluded.tax;
