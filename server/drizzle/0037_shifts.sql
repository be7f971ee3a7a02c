CREATE TABLE "shifts" (
	"id" text PRIMARY KEY NOT NULL,
	"store_id" text NOT NULL,
	"till" text NOT NULL,
	"staff_id" text NOT NULL,
	"staff" jsonb NOT NULL,
	"business_day" text NOT NULL,
	"opened_at" timestamp with time zone NOT NULL,
	"float" integer DEFAULT 0 NOT NULL,
	"closed_at" timestamp with time zone,
	"closed_by" jsonb,
	"note" text DEFAULT '' NOT NULL,
	"cash" jsonb,
	"figures" jsonb
);
--> statement-breakpoint
ALTER TABLE "shifts" ADD CONSTRAINT "shifts_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "shifts_open_till" ON "shifts" USING btree ("store_id","till") WHERE "shifts"."closed_at" IS NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "shifts_open_staff" ON "shifts" USING btree ("store_id","staff_id") WHERE "shifts"."closed_at" IS NULL;--> statement-breakpoint
CREATE INDEX "shifts_store_day_idx" ON "shifts" USING btree ("store_id","business_day" DESC NULLS LAST);