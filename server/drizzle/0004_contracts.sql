CREATE TABLE "main_contracts" (
	"id" text PRIMARY KEY NOT NULL,
	"version" integer NOT NULL,
	"detail" text NOT NULL,
	"is_default" boolean DEFAULT true NOT NULL,
	"created_by" text NOT NULL,
	"create_date" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "main_contracts_version_unique" UNIQUE("version")
);
--> statement-breakpoint
CREATE TABLE "store_contracts" (
	"store_id" text PRIMARY KEY NOT NULL,
	"company_title" text NOT NULL,
	"tax_office" text NOT NULL,
	"tax_number" text NOT NULL,
	"admin_name" text NOT NULL,
	"admin_gsm" text NOT NULL,
	"phone" text NOT NULL,
	"email" text NOT NULL,
	"address" text NOT NULL,
	"main_contract_version" integer DEFAULT 0 NOT NULL,
	"update_date" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "store_contracts" ADD CONSTRAINT "store_contracts_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;