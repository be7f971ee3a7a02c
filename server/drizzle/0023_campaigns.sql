CREATE TABLE "campaigns" (
	"id" text PRIMARY KEY NOT NULL,
	"store_id" text NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"rule" jsonb NOT NULL,
	"segment" text NOT NULL,
	"schedule" jsonb NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"first_applied_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "folio_lines" ADD COLUMN "campaign" jsonb;--> statement-breakpoint
ALTER TABLE "folios" ADD COLUMN "campaign" jsonb;--> statement-breakpoint
ALTER TABLE "campaigns" ADD CONSTRAINT "campaigns_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "campaigns_store_status_idx" ON "campaigns" USING btree ("store_id","status");