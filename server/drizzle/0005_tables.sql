CREATE TABLE "store_tables" (
	"id" text PRIMARY KEY NOT NULL,
	"store_id" text NOT NULL,
	"group_name" text,
	"table_name" text NOT NULL,
	"start_action" text DEFAULT 'take-away' NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"create_date" timestamp with time zone DEFAULT now() NOT NULL,
	"update_date" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "store_tables_store_group_name_key" UNIQUE NULLS NOT DISTINCT("store_id","group_name","table_name")
);
--> statement-breakpoint
CREATE TABLE "table_groups" (
	"store_id" text NOT NULL,
	"name" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"create_date" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "table_groups_store_id_name_pk" PRIMARY KEY("store_id","name")
);
--> statement-breakpoint
CREATE TABLE "table_logs" (
	"id" text PRIMARY KEY NOT NULL,
	"store_id" text NOT NULL,
	"table_id" text NOT NULL,
	"table_name" text NOT NULL,
	"group_name" text DEFAULT '' NOT NULL,
	"user_id" text NOT NULL,
	"action" text NOT NULL,
	"qr_code" text,
	"create_date" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "table_qrs" (
	"code" text PRIMARY KEY NOT NULL,
	"short_code" text NOT NULL,
	"store_id" text NOT NULL,
	"table_id" text,
	"created_by" text,
	"create_date" timestamp with time zone DEFAULT now() NOT NULL,
	"link_date" timestamp with time zone,
	CONSTRAINT "table_qrs_short_code_key" UNIQUE("short_code")
);
--> statement-breakpoint
CREATE TABLE "table_section_staff" (
	"section_id" text NOT NULL,
	"store_id" text NOT NULL,
	"user_id" text NOT NULL,
	CONSTRAINT "table_section_staff_section_id_user_id_pk" PRIMARY KEY("section_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "table_section_tables" (
	"section_id" text NOT NULL,
	"store_id" text NOT NULL,
	"table_id" text NOT NULL,
	CONSTRAINT "table_section_tables_section_id_table_id_pk" PRIMARY KEY("section_id","table_id")
);
--> statement-breakpoint
CREATE TABLE "table_sections" (
	"id" text PRIMARY KEY NOT NULL,
	"store_id" text NOT NULL,
	"name" text NOT NULL,
	"create_date" timestamp with time zone DEFAULT now() NOT NULL,
	"update_date" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "table_sections_store_name_key" UNIQUE("store_id","name")
);
--> statement-breakpoint
ALTER TABLE "store_tables" ADD CONSTRAINT "store_tables_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_tables" ADD CONSTRAINT "store_tables_group_fk" FOREIGN KEY ("store_id","group_name") REFERENCES "public"."table_groups"("store_id","name") ON DELETE no action ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "table_groups" ADD CONSTRAINT "table_groups_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "table_logs" ADD CONSTRAINT "table_logs_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "table_logs" ADD CONSTRAINT "table_logs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "table_qrs" ADD CONSTRAINT "table_qrs_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "table_qrs" ADD CONSTRAINT "table_qrs_table_id_store_tables_id_fk" FOREIGN KEY ("table_id") REFERENCES "public"."store_tables"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "table_qrs" ADD CONSTRAINT "table_qrs_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "table_section_staff" ADD CONSTRAINT "table_section_staff_section_id_table_sections_id_fk" FOREIGN KEY ("section_id") REFERENCES "public"."table_sections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "table_section_staff" ADD CONSTRAINT "table_section_staff_staff_fk" FOREIGN KEY ("store_id","user_id") REFERENCES "public"."staff"("store_id","user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "table_section_tables" ADD CONSTRAINT "table_section_tables_section_id_table_sections_id_fk" FOREIGN KEY ("section_id") REFERENCES "public"."table_sections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "table_section_tables" ADD CONSTRAINT "table_section_tables_table_id_store_tables_id_fk" FOREIGN KEY ("table_id") REFERENCES "public"."store_tables"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "table_sections" ADD CONSTRAINT "table_sections_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "table_logs_store_table_date_idx" ON "table_logs" USING btree ("store_id","table_id","create_date");--> statement-breakpoint
CREATE INDEX "table_logs_store_date_idx" ON "table_logs" USING btree ("store_id","create_date");--> statement-breakpoint
CREATE INDEX "table_qrs_store_table_idx" ON "table_qrs" USING btree ("store_id","table_id");--> statement-breakpoint
CREATE INDEX "table_qrs_table_idx" ON "table_qrs" USING btree ("table_id");--> statement-breakpoint
CREATE INDEX "table_section_staff_store_user_idx" ON "table_section_staff" USING btree ("store_id","user_id");--> statement-breakpoint
CREATE INDEX "table_section_tables_table_idx" ON "table_section_tables" USING btree ("table_id");