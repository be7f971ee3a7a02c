CREATE TABLE "coupon_codes" (
	"id" text PRIMARY KEY NOT NULL,
	"coupon_id" text NOT NULL,
	"scope" text NOT NULL,
	"code" text NOT NULL,
	"max_uses" integer,
	"uses" integer DEFAULT 0 NOT NULL,
	"holder_id" text,
	"create_date" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "coupon_codes_scope_code_key" UNIQUE("scope","code")
);
--> statement-breakpoint
CREATE TABLE "coupon_redemptions" (
	"id" text PRIMARY KEY NOT NULL,
	"coupon_id" text NOT NULL,
	"code_id" text NOT NULL,
	"store_id" text NOT NULL,
	"folio_id" text,
	"user_id" text,
	"amount" integer,
	"staff_name" text,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "coupon_wallet" (
	"user_id" text NOT NULL,
	"code_id" text NOT NULL,
	"coupon_id" text NOT NULL,
	"source" text NOT NULL,
	"loaded_by" text,
	"create_date" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "coupon_wallet_user_code_key" UNIQUE("user_id","code_id")
);
--> statement-breakpoint
CREATE TABLE "coupons" (
	"id" text PRIMARY KEY NOT NULL,
	"store_id" text,
	"name" text NOT NULL,
	"benefit_kind" text NOT NULL,
	"benefit_value" integer DEFAULT 0 NOT NULL,
	"product_id" text,
	"single_use" boolean DEFAULT false NOT NULL,
	"min_spend" integer DEFAULT 0 NOT NULL,
	"valid_from" timestamp with time zone,
	"valid_to" timestamp with time zone,
	"uses_per_guest" integer,
	"max_uses" integer,
	"status" text DEFAULT 'active' NOT NULL,
	"used" integer DEFAULT 0 NOT NULL,
	"code_count" integer DEFAULT 0 NOT NULL,
	"image" text,
	"created_by" text,
	"create_date" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "scratch_draws" (
	"pool_id" text NOT NULL,
	"user_id" text NOT NULL,
	"coupon_id" text,
	"code_id" text,
	"create_date" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "scratch_draws_pool_user_key" UNIQUE("pool_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "scratch_pools" (
	"id" text PRIMARY KEY NOT NULL,
	"store_id" text NOT NULL,
	"name" text NOT NULL,
	"entries" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"no_prize_weight" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"create_date" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "coupon_codes" ADD CONSTRAINT "coupon_codes_coupon_id_coupons_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."coupons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_codes" ADD CONSTRAINT "coupon_codes_holder_id_users_id_fk" FOREIGN KEY ("holder_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_redemptions" ADD CONSTRAINT "coupon_redemptions_coupon_id_coupons_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."coupons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_redemptions" ADD CONSTRAINT "coupon_redemptions_code_id_coupon_codes_id_fk" FOREIGN KEY ("code_id") REFERENCES "public"."coupon_codes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_redemptions" ADD CONSTRAINT "coupon_redemptions_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_wallet" ADD CONSTRAINT "coupon_wallet_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_wallet" ADD CONSTRAINT "coupon_wallet_code_id_coupon_codes_id_fk" FOREIGN KEY ("code_id") REFERENCES "public"."coupon_codes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_wallet" ADD CONSTRAINT "coupon_wallet_coupon_id_coupons_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."coupons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scratch_draws" ADD CONSTRAINT "scratch_draws_pool_id_scratch_pools_id_fk" FOREIGN KEY ("pool_id") REFERENCES "public"."scratch_pools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scratch_draws" ADD CONSTRAINT "scratch_draws_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scratch_pools" ADD CONSTRAINT "scratch_pools_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "coupon_codes_coupon_idx" ON "coupon_codes" USING btree ("coupon_id");--> statement-breakpoint
CREATE INDEX "coupon_codes_holder_idx" ON "coupon_codes" USING btree ("holder_id");--> statement-breakpoint
CREATE INDEX "coupon_redemptions_coupon_idx" ON "coupon_redemptions" USING btree ("coupon_id","at");--> statement-breakpoint
CREATE INDEX "coupon_redemptions_guest_idx" ON "coupon_redemptions" USING btree ("coupon_id","user_id");--> statement-breakpoint
CREATE INDEX "coupon_wallet_coupon_idx" ON "coupon_wallet" USING btree ("coupon_id","user_id");--> statement-breakpoint
CREATE INDEX "coupons_store_idx" ON "coupons" USING btree ("store_id","create_date");