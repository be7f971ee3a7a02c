CREATE TABLE "customer_messages" (
	"id" text PRIMARY KEY NOT NULL,
	"store_id" text NOT NULL,
	"segment" text NOT NULL,
	"channel" text NOT NULL,
	"text" text NOT NULL,
	"created_by_id" text,
	"created_by_name" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"send_after" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"audience" integer DEFAULT 0 NOT NULL,
	"sent" integer DEFAULT 0 NOT NULL,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "message_deliveries" (
	"id" text PRIMARY KEY NOT NULL,
	"message_id" text NOT NULL,
	"store_id" text NOT NULL,
	"user_id" text NOT NULL,
	"channel" text NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sms_opt_outs" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"store_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "user_places" (
	"store_id" text NOT NULL,
	"user_id" text NOT NULL,
	"first_visit_at" timestamp with time zone NOT NULL,
	"last_visit_at" timestamp with time zone NOT NULL,
	"visits" integer DEFAULT 0 NOT NULL,
	"spend" integer DEFAULT 0 NOT NULL,
	"update_date" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_places_store_id_user_id_pk" PRIMARY KEY("store_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "user_visits" (
	"store_id" text NOT NULL,
	"user_id" text NOT NULL,
	"business_day" text NOT NULL,
	"first_at" timestamp with time zone NOT NULL,
	"spend" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "user_visits_store_id_user_id_business_day_pk" PRIMARY KEY("store_id","user_id","business_day")
);
--> statement-breakpoint
ALTER TABLE "permission_logs" ADD COLUMN "changed_by_id" text;--> statement-breakpoint
ALTER TABLE "permission_logs" ADD COLUMN "channel" text;--> statement-breakpoint
ALTER TABLE "permission_logs" ADD COLUMN "value" boolean;--> statement-breakpoint
ALTER TABLE "permission_logs" ADD COLUMN "store_id" text;--> statement-breakpoint
ALTER TABLE "customer_messages" ADD CONSTRAINT "customer_messages_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_deliveries" ADD CONSTRAINT "message_deliveries_message_id_customer_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."customer_messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_deliveries" ADD CONSTRAINT "message_deliveries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sms_opt_outs" ADD CONSTRAINT "sms_opt_outs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_places" ADD CONSTRAINT "user_places_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_places" ADD CONSTRAINT "user_places_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_visits" ADD CONSTRAINT "user_visits_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_visits" ADD CONSTRAINT "user_visits_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "customer_messages_store_created_idx" ON "customer_messages" USING btree ("store_id","created_at");--> statement-breakpoint
CREATE INDEX "customer_messages_queued_idx" ON "customer_messages" USING btree ("status","send_after");--> statement-breakpoint
CREATE INDEX "message_deliveries_message_idx" ON "message_deliveries" USING btree ("message_id");--> statement-breakpoint
CREATE INDEX "message_deliveries_store_sent_idx" ON "message_deliveries" USING btree ("store_id","channel","sent_at");--> statement-breakpoint
CREATE INDEX "sms_opt_outs_user_idx" ON "sms_opt_outs" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "user_places_store_last_idx" ON "user_places" USING btree ("store_id","last_visit_at");--> statement-breakpoint
CREATE INDEX "user_places_user_idx" ON "user_places" USING btree ("user_id","last_visit_at");--> statement-breakpoint
CREATE INDEX "user_visits_store_first_idx" ON "user_visits" USING btree ("store_id","first_at");--> statement-breakpoint
-- Backfill (docs/customers.md, User places): every closed folio naming a guest and every signed-in check-in is a visit,
-- counted once per store, guest and business day (Europe/Istanbul, the day starting at 05:00, as business-day.ts).
WITH v AS (
  SELECT f.store_id, f.guest_user_id AS user_id, f.closed_at AS at, f.total AS spend
  FROM folios f JOIN users u ON u.id = f.guest_user_id
  WHERE f.status = 'closed' AND f.closed_at IS NOT NULL
  UNION ALL
  SELECT l.store_id, l.user_id, l.create_date, 0
  FROM table_logs l JOIN users u ON u.id = l.user_id
  WHERE l.action = 'check-in'
)
INSERT INTO "user_visits" ("store_id", "user_id", "business_day", "first_at", "spend")
SELECT store_id, user_id, to_char((at AT TIME ZONE 'Europe/Istanbul') - interval '5 hours', 'YYYY-MM-DD'), min(at), sum(spend)
FROM v
GROUP BY 1, 2, 3
ON CONFLICT DO NOTHING;
--> statement-breakpoint
INSERT INTO "user_places" ("store_id", "user_id", "first_visit_at", "last_visit_at", "visits", "spend")
SELECT v.store_id, v.user_id, min(v.first_at), max(coalesce(greatest(l.last_at, f.last_at), v.first_at)), count(*), sum(v.spend)
FROM "user_visits" v
LEFT JOIN LATERAL (
  SELECT max(create_date) AS last_at FROM table_logs
  WHERE store_id = v.store_id AND user_id = v.user_id AND action = 'check-in'
) l ON true
LEFT JOIN LATERAL (
  SELECT max(closed_at) AS last_at FROM folios
  WHERE store_id = v.store_id AND guest_user_id = v.user_id AND status = 'closed'
) f ON true
GROUP BY v.store_id, v.user_id
ON CONFLICT DO NOTHING;
