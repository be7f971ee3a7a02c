CREATE TABLE "folio_counters" (
	"store_id" text NOT NULL,
	"business_day" text NOT NULL,
	"last" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "folio_counters_store_id_business_day_pk" PRIMARY KEY("store_id","business_day")
);
--> statement-breakpoint
CREATE TABLE "folio_events" (
	"id" text PRIMARY KEY NOT NULL,
	"folio_id" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"staff" jsonb,
	"action" text NOT NULL,
	"detail" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"version" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "folio_idempotency" (
	"store_id" text NOT NULL,
	"key" text NOT NULL,
	"call" text NOT NULL,
	"input_hash" text NOT NULL,
	"answer" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "folio_idempotency_store_id_key_pk" PRIMARY KEY("store_id","key")
);
--> statement-breakpoint
CREATE TABLE "folio_lines" (
	"id" text PRIMARY KEY NOT NULL,
	"folio_id" text NOT NULL,
	"store_id" text NOT NULL,
	"position" integer NOT NULL,
	"product_id" text,
	"name" text NOT NULL,
	"plu" text DEFAULT '' NOT NULL,
	"base_price" integer NOT NULL,
	"unit_price" integer NOT NULL,
	"quantity" integer NOT NULL,
	"tax_rate_bp" integer NOT NULL,
	"department_id" text,
	"department_name" text,
	"printer_id" text,
	"printer_name" text,
	"options" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"state" text DEFAULT 'active' NOT NULL,
	"discount" jsonb,
	"gift" jsonb,
	"void" jsonb,
	"gross" integer DEFAULT 0 NOT NULL,
	"discount_amount" integer DEFAULT 0 NOT NULL,
	"net" integer DEFAULT 0 NOT NULL,
	"tax" integer DEFAULT 0 NOT NULL,
	"staff" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "folio_payments" (
	"id" text PRIMARY KEY NOT NULL,
	"folio_id" text NOT NULL,
	"store_id" text NOT NULL,
	"payment_type_id" text NOT NULL,
	"name" text NOT NULL,
	"collection_type" text NOT NULL,
	"amount" integer NOT NULL,
	"tip" integer DEFAULT 0 NOT NULL,
	"staff" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"removed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "folios" (
	"id" text PRIMARY KEY NOT NULL,
	"store_id" text NOT NULL,
	"number" integer NOT NULL,
	"business_day" text NOT NULL,
	"table_id" text,
	"table_name" text,
	"table_group" text,
	"service_type" text NOT NULL,
	"source" text DEFAULT 'portal' NOT NULL,
	"guest_user_id" text,
	"status" text DEFAULT 'open' NOT NULL,
	"cancel_reason" text,
	"hidden" boolean DEFAULT false NOT NULL,
	"done_at" timestamp with time zone,
	"note" text DEFAULT '' NOT NULL,
	"opened_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closed_at" timestamp with time zone,
	"opened_by" jsonb,
	"closed_by" jsonb,
	"opened_by_id" text,
	"closed_by_id" text,
	"version" integer DEFAULT 1 NOT NULL,
	"pos_folio_id" text,
	"discount" jsonb,
	"gross" integer DEFAULT 0 NOT NULL,
	"discounts" integer DEFAULT 0 NOT NULL,
	"gifts" integer DEFAULT 0 NOT NULL,
	"voids" integer DEFAULT 0 NOT NULL,
	"service_fee" integer DEFAULT 0 NOT NULL,
	"taxes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"total" integer DEFAULT 0 NOT NULL,
	"paid" integer DEFAULT 0 NOT NULL,
	"tip" integer DEFAULT 0 NOT NULL,
	"line_count" integer DEFAULT 0 NOT NULL,
	"payment_names" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"update_date" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "folio_counters" ADD CONSTRAINT "folio_counters_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "folio_events" ADD CONSTRAINT "folio_events_folio_id_folios_id_fk" FOREIGN KEY ("folio_id") REFERENCES "public"."folios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "folio_lines" ADD CONSTRAINT "folio_lines_folio_id_folios_id_fk" FOREIGN KEY ("folio_id") REFERENCES "public"."folios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "folio_payments" ADD CONSTRAINT "folio_payments_folio_id_folios_id_fk" FOREIGN KEY ("folio_id") REFERENCES "public"."folios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "folios" ADD CONSTRAINT "folios_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "folio_events_folio_idx" ON "folio_events" USING btree ("folio_id","at");--> statement-breakpoint
CREATE INDEX "folio_idempotency_created_idx" ON "folio_idempotency" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "folio_lines_folio_idx" ON "folio_lines" USING btree ("folio_id","position");--> statement-breakpoint
CREATE INDEX "folio_payments_folio_idx" ON "folio_payments" USING btree ("folio_id");--> statement-breakpoint
CREATE INDEX "folio_payments_type_idx" ON "folio_payments" USING btree ("store_id","payment_type_id","folio_id");--> statement-breakpoint
CREATE UNIQUE INDEX "folios_store_day_number" ON "folios" USING btree ("store_id","business_day","number");--> statement-breakpoint
CREATE INDEX "folios_store_day_idx" ON "folios" USING btree ("store_id","business_day" DESC NULLS LAST,"opened_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "folios_store_live_idx" ON "folios" USING btree ("store_id","opened_at") WHERE "folios"."status" IN ('open', 'locked');--> statement-breakpoint
CREATE UNIQUE INDEX "folios_store_pos_id" ON "folios" USING btree ("store_id","pos_folio_id") WHERE "folios"."pos_folio_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "folios_guest_idx" ON "folios" USING btree ("guest_user_id","store_id","opened_at" DESC NULLS LAST) WHERE "folios"."guest_user_id" IS NOT NULL;--> statement-breakpoint
-- A folio's history is append-only: what happened stays as it was written (docs/folios.md, History).
CREATE FUNCTION folio_events_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'folio_events is append-only';
END $$;
--> statement-breakpoint
CREATE TRIGGER folio_events_no_update BEFORE UPDATE ON folio_events
  FOR EACH ROW EXECUTE FUNCTION folio_events_append_only();
