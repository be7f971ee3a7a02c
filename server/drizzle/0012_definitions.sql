CREATE TABLE "cash_registers" (
	"id" text PRIMARY KEY NOT NULL,
	"store_id" text NOT NULL,
	"name" text NOT NULL,
	"key_hash" text NOT NULL,
	"key_hint" text NOT NULL,
	"create_date" timestamp with time zone DEFAULT now() NOT NULL,
	"key_date" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen" timestamp with time zone,
	CONSTRAINT "cash_registers_key_hash_key" UNIQUE("key_hash")
);
--> statement-breakpoint
CREATE TABLE "departments" (
	"id" text PRIMARY KEY NOT NULL,
	"store_id" text NOT NULL,
	"name" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"create_date" timestamp with time zone DEFAULT now() NOT NULL,
	"update_date" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"department_no" integer NOT NULL,
	"tax_rate_id" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_types" (
	"id" text PRIMARY KEY NOT NULL,
	"store_id" text NOT NULL,
	"name" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"create_date" timestamp with time zone DEFAULT now() NOT NULL,
	"update_date" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"collection_type" text NOT NULL,
	"counts_as_revenue" boolean DEFAULT true NOT NULL,
	"sequence" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pos_reasons" (
	"id" text PRIMARY KEY NOT NULL,
	"store_id" text NOT NULL,
	"name" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"create_date" timestamp with time zone DEFAULT now() NOT NULL,
	"update_date" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"kind" text NOT NULL,
	"discount_kind" text,
	"value" integer DEFAULT 0 NOT NULL,
	"wasted" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "printers" (
	"id" text PRIMARY KEY NOT NULL,
	"store_id" text NOT NULL,
	"name" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"create_date" timestamp with time zone DEFAULT now() NOT NULL,
	"update_date" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"type" text NOT NULL,
	"connection" text DEFAULT '' NOT NULL,
	"paper_width" integer DEFAULT 80 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tax_rates" (
	"id" text PRIMARY KEY NOT NULL,
	"store_id" text NOT NULL,
	"name" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"create_date" timestamp with time zone DEFAULT now() NOT NULL,
	"update_date" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"rate_bp" integer NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
ALTER TABLE "cash_registers" ADD CONSTRAINT "cash_registers_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "departments" ADD CONSTRAINT "departments_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "departments" ADD CONSTRAINT "departments_tax_rate_id_tax_rates_id_fk" FOREIGN KEY ("tax_rate_id") REFERENCES "public"."tax_rates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_types" ADD CONSTRAINT "payment_types_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pos_reasons" ADD CONSTRAINT "pos_reasons_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "printers" ADD CONSTRAINT "printers_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_rates" ADD CONSTRAINT "tax_rates_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cash_registers_store_idx" ON "cash_registers" USING btree ("store_id");--> statement-breakpoint
CREATE INDEX "departments_store_idx" ON "departments" USING btree ("store_id");--> statement-breakpoint
CREATE UNIQUE INDEX "departments_store_no" ON "departments" USING btree ("store_id","department_no") WHERE "departments"."deleted_at" IS NULL;--> statement-breakpoint
CREATE INDEX "payment_types_store_idx" ON "payment_types" USING btree ("store_id");--> statement-breakpoint
CREATE INDEX "pos_reasons_store_kind_idx" ON "pos_reasons" USING btree ("store_id","kind");--> statement-breakpoint
CREATE INDEX "printers_store_idx" ON "printers" USING btree ("store_id");--> statement-breakpoint
CREATE INDEX "tax_rates_store_idx" ON "tax_rates" USING btree ("store_id");--> statement-breakpoint
CREATE UNIQUE INDEX "tax_rates_one_default" ON "tax_rates" USING btree ("store_id") WHERE "tax_rates"."is_default" AND "tax_rates"."deleted_at" IS NULL;--> statement-breakpoint
-- An id in the form the application makes (contracts/src/core/ids.ts): milliseconds since 1576800000000 in hex, then
-- 80 random bits in groups of 4, 4 and 12 hex digits.
CREATE FUNCTION "sofra_new_id"() RETURNS text LANGUAGE plpgsql VOLATILE AS $$
DECLARE
  r text := replace(gen_random_uuid()::text, '-', '');
BEGIN
  RETURN lpad(to_hex((floor(extract(epoch FROM clock_timestamp()) * 1000))::bigint - 1576800000000), 11, '0')
    || '-' || substr(r, 1, 4) || '-' || substr(r, 5, 4) || '-' || substr(r, 9, 12);
END $$;
--> statement-breakpoint
-- The definitions every new store starts with (docs/definitions.md): Turkish VAT rates 1, 10 and 20 % (20 % the
-- default), three ECR departments, the common payment types, and a few reasons of each kind; named in Turkish for a
-- store whose locale is Turkish, in English otherwise.
CREATE FUNCTION "sofra_seed_definitions"(p_store text, p_locale text) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  tr boolean := coalesce(p_locale, 'tr') = 'tr';
  vat10 text := sofra_new_id();
  vat20 text := sofra_new_id();
BEGIN
  INSERT INTO "tax_rates" ("id", "store_id", "name", "rate_bp", "is_default") VALUES
    (sofra_new_id(), p_store, CASE WHEN tr THEN 'KDV %1' ELSE 'VAT 1%' END, 100, false),
    (vat10, p_store, CASE WHEN tr THEN 'KDV %10' ELSE 'VAT 10%' END, 1000, false),
    (vat20, p_store, CASE WHEN tr THEN 'KDV %20' ELSE 'VAT 20%' END, 2000, true);
  INSERT INTO "departments" ("id", "store_id", "name", "department_no", "tax_rate_id") VALUES
    (sofra_new_id(), p_store, CASE WHEN tr THEN 'Yiyecek' ELSE 'Food' END, 1, vat10),
    (sofra_new_id(), p_store, CASE WHEN tr THEN 'İçecek' ELSE 'Drinks' END, 2, vat10),
    (sofra_new_id(), p_store, CASE WHEN tr THEN 'Alkollü içecek' ELSE 'Alcoholic drinks' END, 3, vat20);
  INSERT INTO "payment_types" ("id", "store_id", "name", "collection_type", "counts_as_revenue", "sequence") VALUES
    (sofra_new_id(), p_store, CASE WHEN tr THEN 'Nakit' ELSE 'Cash' END, 'cash', true, 1),
    (sofra_new_id(), p_store, CASE WHEN tr THEN 'Kredi kartı' ELSE 'Credit card' END, 'bank', true, 2),
    (sofra_new_id(), p_store, CASE WHEN tr THEN 'Yemek kartı' ELSE 'Meal voucher' END, 'meal-voucher', true, 3),
    (sofra_new_id(), p_store, CASE WHEN tr THEN 'Havale/EFT' ELSE 'Bank transfer' END, 'bank-transfer', true, 4),
    (sofra_new_id(), p_store, CASE WHEN tr THEN 'Açık hesap' ELSE 'On account' END, 'account', true, 5);
  INSERT INTO "pos_reasons" ("id", "store_id", "name", "kind", "discount_kind", "value", "wasted") VALUES
    (sofra_new_id(), p_store, CASE WHEN tr THEN 'Personel indirimi' ELSE 'Staff discount' END, 'discount', 'percent', 2000, false),
    (sofra_new_id(), p_store, CASE WHEN tr THEN 'Sadık müşteri' ELSE 'Regular guest' END, 'discount', 'percent', 1000, false),
    (sofra_new_id(), p_store, CASE WHEN tr THEN 'Yönetici onaylı indirim' ELSE 'Manager discount' END, 'discount', 'amount', 0, false),
    (sofra_new_id(), p_store, CASE WHEN tr THEN 'Müşteri memnuniyeti' ELSE 'Guest satisfaction' END, 'gift', NULL, 0, false),
    (sofra_new_id(), p_store, CASE WHEN tr THEN 'Doğum günü' ELSE 'Birthday' END, 'gift', NULL, 0, false),
    (sofra_new_id(), p_store, CASE WHEN tr THEN 'Personel ikramı' ELSE 'Staff treat' END, 'gift', NULL, 0, false),
    (sofra_new_id(), p_store, CASE WHEN tr THEN 'Yanlış sipariş' ELSE 'Wrong order' END, 'delete', NULL, 0, false),
    (sofra_new_id(), p_store, CASE WHEN tr THEN 'Müşteri vazgeçti' ELSE 'Guest changed their mind' END, 'delete', NULL, 0, false),
    (sofra_new_id(), p_store, CASE WHEN tr THEN 'Hatalı hazırlandı' ELSE 'Made wrong' END, 'delete', NULL, 0, true);
END $$;
--> statement-breakpoint
CREATE FUNCTION "seed_store_definitions"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM sofra_seed_definitions(NEW."id", NEW."store_locale");
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "stores_seed_definitions" AFTER INSERT ON "stores" FOR EACH ROW EXECUTE FUNCTION "seed_store_definitions"();
--> statement-breakpoint
-- The store's payTypes (the collection types in use) and localPayTypes (the payment types' names) follow from its
-- live, active payment types, in their order.
CREATE FUNCTION "sync_store_pay_types"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  s text := CASE WHEN TG_OP = 'DELETE' THEN OLD."store_id" ELSE NEW."store_id" END;
BEGIN
  UPDATE "stores" SET
    "pay_types" = coalesce((
      SELECT jsonb_agg(c ORDER BY first_seq, c) FROM (
        SELECT "collection_type" AS c, min("sequence") AS first_seq FROM "payment_types"
        WHERE "store_id" = s AND "active" AND "deleted_at" IS NULL GROUP BY "collection_type") t), '[]'::jsonb),
    "local_pay_types" = coalesce((
      SELECT jsonb_agg("name" ORDER BY "sequence", "name") FROM "payment_types"
      WHERE "store_id" = s AND "active" AND "deleted_at" IS NULL), '[]'::jsonb)
  WHERE "id" = s;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "payment_types_sync_store" AFTER INSERT OR UPDATE OR DELETE ON "payment_types" FOR EACH ROW EXECUTE FUNCTION "sync_store_pay_types"();
--> statement-breakpoint
-- Change notifications (docs/adr/0007): definitions:<store id> for every definitions read, pos:<store id> when a
-- cash register's key is replaced or the register removed (the cached POS keys).
CREATE FUNCTION "notify_definitions_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM pg_notify('sofra_changes', TG_ARGV[0] || ':' || OLD."store_id");
  ELSE
    PERFORM pg_notify('sofra_changes', TG_ARGV[0] || ':' || NEW."store_id");
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "tax_rates_notify" AFTER INSERT OR UPDATE OR DELETE ON "tax_rates" FOR EACH ROW EXECUTE FUNCTION "notify_definitions_change"('definitions');
--> statement-breakpoint
CREATE TRIGGER "departments_notify" AFTER INSERT OR UPDATE OR DELETE ON "departments" FOR EACH ROW EXECUTE FUNCTION "notify_definitions_change"('definitions');
--> statement-breakpoint
CREATE TRIGGER "printers_notify" AFTER INSERT OR UPDATE OR DELETE ON "printers" FOR EACH ROW EXECUTE FUNCTION "notify_definitions_change"('definitions');
--> statement-breakpoint
CREATE TRIGGER "pos_reasons_notify" AFTER INSERT OR UPDATE OR DELETE ON "pos_reasons" FOR EACH ROW EXECUTE FUNCTION "notify_definitions_change"('definitions');
--> statement-breakpoint
CREATE TRIGGER "payment_types_notify" AFTER INSERT OR UPDATE OR DELETE ON "payment_types" FOR EACH ROW EXECUTE FUNCTION "notify_definitions_change"('definitions');
--> statement-breakpoint
CREATE TRIGGER "cash_registers_notify" AFTER UPDATE OF "key_hash" OR DELETE ON "cash_registers" FOR EACH ROW EXECUTE FUNCTION "notify_definitions_change"('pos');
--> statement-breakpoint
-- The stores made before definitions existed get the same start.
SELECT sofra_seed_definitions("id", "store_locale") FROM "stores";
