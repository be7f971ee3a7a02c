CREATE TABLE "budget_events" (
	"id" text PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"create_date" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sms_sends" (
	"id" text PRIMARY KEY NOT NULL,
	"to" text NOT NULL,
	"purpose" text NOT NULL,
	"user_id" text,
	"store_id" text,
	"free" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "otp_codes" ADD COLUMN "captcha_passed" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "staff" ADD COLUMN "accepted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "staff" ADD COLUMN "invited_by" text;--> statement-breakpoint
ALTER TABLE "user_owned_stores" ADD COLUMN "invited_by" text;--> statement-breakpoint
CREATE INDEX "budget_events_key_date_idx" ON "budget_events" USING btree ("key","create_date");--> statement-breakpoint
CREATE INDEX "sms_sends_to_created_idx" ON "sms_sends" USING btree ("to","purpose","created_at");--> statement-breakpoint
CREATE INDEX "sms_sends_user_created_idx" ON "sms_sends" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "sms_sends_store_created_idx" ON "sms_sends" USING btree ("store_id","created_at");--> statement-breakpoint
CREATE INDEX "sms_sends_created_idx" ON "sms_sends" USING btree ("created_at");--> statement-breakpoint
ALTER TABLE "staff" ADD CONSTRAINT "staff_invited_by_users_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_owned_stores" ADD CONSTRAINT "user_owned_stores_invited_by_users_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "files_store_owner_idx" ON "files" USING btree ("store_id","created_by");--> statement-breakpoint
CREATE INDEX "table_logs_user_date_idx" ON "table_logs" USING btree ("user_id","create_date");--> statement-breakpoint
-- Staff added before invitations existed had access already: they count as accepted.
UPDATE "staff" SET "accepted_at" = "create_date" WHERE "accepted_at" IS NULL;
