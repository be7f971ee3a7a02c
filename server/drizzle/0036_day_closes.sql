CREATE TABLE "day_closes" (
	"id" text PRIMARY KEY NOT NULL,
	"store_id" text NOT NULL,
	"business_day" text NOT NULL,
	"number" integer NOT NULL,
	"closed_at" timestamp with time zone NOT NULL,
	"closed_by" jsonb NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"cash" jsonb NOT NULL,
	"figures" jsonb NOT NULL,
	"reopened_at" timestamp with time zone,
	"reopened_by" jsonb,
	"reopen_reason" text
);
--> statement-breakpoint
ALTER TABLE "day_closes" ADD CONSTRAINT "day_closes_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "day_closes_store_number" ON "day_closes" USING btree ("store_id","number");--> statement-breakpoint
CREATE UNIQUE INDEX "day_closes_live_day" ON "day_closes" USING btree ("store_id","business_day") WHERE "day_closes"."reopened_at" IS NULL;--> statement-breakpoint
CREATE INDEX "day_closes_store_day_idx" ON "day_closes" USING btree ("store_id","business_day" DESC NULLS LAST);