CREATE TABLE "files" (
	"id" text PRIMARY KEY NOT NULL,
	"store_id" text DEFAULT '' NOT NULL,
	"key" text NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"external_id" text DEFAULT '' NOT NULL,
	"created_by" text NOT NULL,
	"create_date" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "images" (
	"id" text PRIMARY KEY NOT NULL,
	"store_id" text NOT NULL,
	"item_type" text NOT NULL,
	"item_id" text NOT NULL,
	"file_id" text NOT NULL,
	"sequence" integer DEFAULT 0 NOT NULL,
	"create_date" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "images" ADD CONSTRAINT "images_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "images_store_item_key" ON "images" USING btree ("store_id","item_type","item_id");--> statement-breakpoint
CREATE INDEX "images_store_type_seq_idx" ON "images" USING btree ("store_id","item_type","sequence");