CREATE TABLE "legal_notes" (
	"id" text PRIMARY KEY NOT NULL,
	"store_id" text DEFAULT '' NOT NULL,
	"type" text NOT NULL,
	"lang" text NOT NULL,
	"caption" text NOT NULL,
	"detail" text NOT NULL,
	"create_date" timestamp with time zone DEFAULT now() NOT NULL,
	"update_date" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "legal_notes_store_type_lang_key" ON "legal_notes" USING btree ("store_id","type","lang");