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
CREATE INDEX "sms_sends_to_created_idx" ON "sms_sends" USING btree ("to","purpose","created_at");--> statement-breakpoint
CREATE INDEX "sms_sends_user_created_idx" ON "sms_sends" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "sms_sends_store_created_idx" ON "sms_sends" USING btree ("store_id","created_at");--> statement-breakpoint
CREATE INDEX "sms_sends_created_idx" ON "sms_sends" USING btree ("created_at");