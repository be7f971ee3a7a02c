CREATE TABLE "point_balances" (
	"chain_key" text NOT NULL,
	"user_id" text NOT NULL,
	"points" integer DEFAULT 0 NOT NULL,
	"stamps" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "point_balances_chain_key_user_id_pk" PRIMARY KEY("chain_key","user_id"),
	CONSTRAINT "point_balances_points_not_negative" CHECK ("point_balances"."points" >= 0),
	CONSTRAINT "point_balances_stamps_not_negative" CHECK ("point_balances"."stamps" >= 0)
);
--> statement-breakpoint
CREATE TABLE "point_entries" (
	"id" text PRIMARY KEY NOT NULL,
	"chain_key" text NOT NULL,
	"user_id" text NOT NULL,
	"store_id" text NOT NULL,
	"kind" text NOT NULL,
	"points" integer NOT NULL,
	"stamps" integer DEFAULT 0 NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"folio_id" text,
	"payment_id" text,
	"staff" jsonb,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "point_balances_chain_points_idx" ON "point_balances" USING btree ("chain_key","points" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "point_entries_owner_idx" ON "point_entries" USING btree ("chain_key","user_id","at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "point_entries_store_at_idx" ON "point_entries" USING btree ("store_id","at");--> statement-breakpoint
CREATE UNIQUE INDEX "point_entries_folio_earn" ON "point_entries" USING btree ("folio_id") WHERE "point_entries"."kind" = 'earn';--> statement-breakpoint
CREATE UNIQUE INDEX "point_entries_payment_kind" ON "point_entries" USING btree ("payment_id","kind") WHERE "point_entries"."payment_id" IS NOT NULL;--> statement-breakpoint
-- The points ledger is append-only: an entry stays as it was written; corrections are new entries (docs/loyalty.md).
CREATE FUNCTION point_entries_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'point_entries is append-only';
END $$;
--> statement-breakpoint
CREATE TRIGGER point_entries_no_change BEFORE UPDATE OR DELETE ON point_entries
  FOR EACH ROW EXECUTE FUNCTION point_entries_append_only();
