CREATE TABLE "devices" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"token" text NOT NULL,
	"platform" text NOT NULL,
	"language" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notification_states" (
	"notification_id" text NOT NULL,
	"user_id" text NOT NULL,
	"read" boolean DEFAULT false NOT NULL,
	"deleted" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notification_states_notification_id_user_id_pk" PRIMARY KEY("notification_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" text PRIMARY KEY NOT NULL,
	"store_id" text,
	"user_id" text,
	"kind" text NOT NULL,
	"params" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"folio_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_settings" (
	"store_id" text PRIMARY KEY NOT NULL,
	"auto_accept" boolean DEFAULT false NOT NULL,
	"prep_minutes" integer DEFAULT 20 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "table_logs" ALTER COLUMN "user_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "table_logs" ADD COLUMN "answered_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "table_logs" ADD COLUMN "answered_by" jsonb;--> statement-breakpoint
ALTER TABLE "folios" ADD COLUMN "order_state" text;--> statement-breakpoint
ALTER TABLE "folios" ADD COLUMN "prep_minutes" integer;--> statement-breakpoint
ALTER TABLE "folios" ADD COLUMN "answered_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "folios" ADD COLUMN "order_token_hash" text;--> statement-breakpoint
ALTER TABLE "folios" ADD COLUMN "delivery_status" text DEFAULT 'none' NOT NULL;--> statement-breakpoint
ALTER TABLE "folios" ADD COLUMN "courier_name" text;--> statement-breakpoint
ALTER TABLE "folios" ADD COLUMN "delivery_status_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "devices" ADD CONSTRAINT "devices_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_states" ADD CONSTRAINT "notification_states_notification_id_notifications_id_fk" FOREIGN KEY ("notification_id") REFERENCES "public"."notifications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_states" ADD CONSTRAINT "notification_states_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_settings" ADD CONSTRAINT "order_settings_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "devices_token_idx" ON "devices" USING btree ("token");--> statement-breakpoint
CREATE INDEX "devices_user_idx" ON "devices" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "notification_states_user_idx" ON "notification_states" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "notifications_store_idx" ON "notifications" USING btree ("store_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "notifications_user_idx" ON "notifications" USING btree ("user_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "table_logs_open_signals_idx" ON "table_logs" USING btree ("store_id","create_date") WHERE "table_logs"."answered_at" IS NULL AND "table_logs"."action" IN ('waiter-call', 'check-request');--> statement-breakpoint
CREATE INDEX "folios_store_orders_idx" ON "folios" USING btree ("store_id","opened_at" DESC NULLS LAST) WHERE "folios"."order_state" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "folios_store_delivery_idx" ON "folios" USING btree ("store_id","delivery_status_at") WHERE "folios"."delivery_status" <> 'none';