CREATE TABLE "captchas" (
	"id" text PRIMARY KEY NOT NULL,
	"code_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "otp_codes" (
	"id" text PRIMARY KEY NOT NULL,
	"gsm" text NOT NULL,
	"code_hash" text NOT NULL,
	"source" text NOT NULL,
	"ip" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"consumed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "permission_logs" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"create_date" timestamp with time zone DEFAULT now() NOT NULL,
	"push" boolean NOT NULL,
	"sms" boolean NOT NULL,
	"email" boolean NOT NULL,
	"phone" boolean NOT NULL,
	"source" text NOT NULL,
	"app_name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_qrs" (
	"qr_code" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"create_date" timestamp with time zone DEFAULT now() NOT NULL,
	"qr_type" text DEFAULT 'user' NOT NULL,
	"code" text NOT NULL,
	"app_name" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" text PRIMARY KEY NOT NULL,
	"gsm" text NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"image" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'new' NOT NULL,
	"date_of_birth" text,
	"gender" text DEFAULT 'undefined' NOT NULL,
	"is_master" boolean DEFAULT false NOT NULL,
	"is_virtual" boolean DEFAULT false NOT NULL,
	"is_blocked" boolean DEFAULT false NOT NULL,
	"segment" text DEFAULT '' NOT NULL,
	"source" text DEFAULT 'sofra' NOT NULL,
	"permissions" jsonb DEFAULT '{"push":true,"sms":true,"email":true,"phone":true}'::jsonb NOT NULL,
	"token_version" integer DEFAULT 0 NOT NULL,
	"create_date" timestamp with time zone DEFAULT now() NOT NULL,
	"update_date" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "staff" (
	"store_id" text NOT NULL,
	"user_id" text NOT NULL,
	"position" text DEFAULT 'waiter' NOT NULL,
	"permissions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"create_date" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "staff_store_id_user_id_pk" PRIMARY KEY("store_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "stores" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"service_types" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"api_key" text DEFAULT '' NOT NULL,
	"properties" jsonb NOT NULL,
	"languages" jsonb DEFAULT '["tr"]'::jsonb NOT NULL,
	"local_pay_types" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"pay_types" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"cloud_id" text DEFAULT '' NOT NULL,
	"main_action" text DEFAULT 'in-store' NOT NULL,
	"menu_version" integer DEFAULT 0 NOT NULL,
	"sofra_pay_point" double precision DEFAULT 0 NOT NULL,
	"pay_point" double precision DEFAULT 0 NOT NULL,
	"masterpass" jsonb DEFAULT '{"serviceUrl":"","clientId":""}'::jsonb NOT NULL,
	"kerzz_id" text DEFAULT '' NOT NULL,
	"tip_enabled" boolean DEFAULT false NOT NULL,
	"working_hours" jsonb NOT NULL,
	"delivery_hours" jsonb NOT NULL,
	"is_production" boolean DEFAULT true NOT NULL,
	"store_currency" text DEFAULT '₺' NOT NULL,
	"store_locale" text DEFAULT 'tr' NOT NULL,
	"parent_id" text DEFAULT '' NOT NULL,
	"point_title" text DEFAULT '' NOT NULL,
	"max_point" double precision DEFAULT 0 NOT NULL,
	"is_visible" boolean DEFAULT true NOT NULL,
	"shared_points" boolean DEFAULT false NOT NULL,
	"delivery_store_id" text DEFAULT '' NOT NULL,
	"country_code" text DEFAULT 'TR' NOT NULL,
	"city_code" text DEFAULT '' NOT NULL,
	"town" text DEFAULT '' NOT NULL,
	"address_line" text DEFAULT '' NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"location" text DEFAULT '' NOT NULL,
	"latitude" double precision,
	"longitude" double precision,
	"instagram_address" text DEFAULT '' NOT NULL,
	"amount_per_person" double precision DEFAULT 0 NOT NULL,
	"rate" double precision DEFAULT 0 NOT NULL,
	"service_fee" double precision DEFAULT 0 NOT NULL,
	"main_category_id" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"sub_categories" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"attributes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"branch_code" integer,
	"create_date" timestamp with time zone DEFAULT now() NOT NULL,
	"update_date" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_owned_stores" (
	"user_id" text NOT NULL,
	"store_id" text NOT NULL,
	"position" text DEFAULT 'owner' NOT NULL,
	"approved" boolean DEFAULT true NOT NULL,
	"create_date" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_owned_stores_user_id_store_id_pk" PRIMARY KEY("user_id","store_id")
);
--> statement-breakpoint
CREATE TABLE "support_tickets" (
	"id" text PRIMARY KEY NOT NULL,
	"store_id" text NOT NULL,
	"user_id" text NOT NULL,
	"gsm" text NOT NULL,
	"email" text NOT NULL,
	"name" text NOT NULL,
	"subject" text NOT NULL,
	"message" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"create_date" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "permission_logs" ADD CONSTRAINT "permission_logs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_qrs" ADD CONSTRAINT "user_qrs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff" ADD CONSTRAINT "staff_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff" ADD CONSTRAINT "staff_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_owned_stores" ADD CONSTRAINT "user_owned_stores_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_owned_stores" ADD CONSTRAINT "user_owned_stores_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_tickets" ADD CONSTRAINT "support_tickets_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_tickets" ADD CONSTRAINT "support_tickets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "otp_codes_gsm_created_idx" ON "otp_codes" USING btree ("gsm","created_at");--> statement-breakpoint
CREATE INDEX "otp_codes_ip_created_idx" ON "otp_codes" USING btree ("ip","created_at");--> statement-breakpoint
CREATE INDEX "permission_logs_user_idx" ON "permission_logs" USING btree ("user_id","create_date");--> statement-breakpoint
CREATE INDEX "user_qrs_user_idx" ON "user_qrs" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_gsm_key" ON "users" USING btree ("gsm");--> statement-breakpoint
CREATE INDEX "staff_user_idx" ON "staff" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "user_owned_stores_store_idx" ON "user_owned_stores" USING btree ("store_id");--> statement-breakpoint
CREATE INDEX "support_tickets_store_idx" ON "support_tickets" USING btree ("store_id","create_date");