CREATE TABLE "menu_advices" (
	"id" text PRIMARY KEY NOT NULL,
	"store_id" text NOT NULL,
	"names" jsonb NOT NULL,
	"product_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"sequence" integer DEFAULT 0 NOT NULL,
	"create_date" timestamp with time zone DEFAULT now() NOT NULL,
	"update_date" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "menu_links" (
	"store_id" text NOT NULL,
	"target" text NOT NULL,
	"target_id" text NOT NULL,
	"kind" text NOT NULL,
	"item_id" text NOT NULL,
	"sequence" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "menu_links_target_id_kind_item_id_pk" PRIMARY KEY("target_id","kind","item_id")
);
--> statement-breakpoint
CREATE TABLE "menu_modifiers" (
	"id" text PRIMARY KEY NOT NULL,
	"store_id" text NOT NULL,
	"names" jsonb NOT NULL,
	"min_choices" integer DEFAULT 0 NOT NULL,
	"max_choices" integer DEFAULT 1 NOT NULL,
	"options" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"sequence" integer DEFAULT 0 NOT NULL,
	"create_date" timestamp with time zone DEFAULT now() NOT NULL,
	"update_date" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "menu_advices" ADD CONSTRAINT "menu_advices_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "menu_links" ADD CONSTRAINT "menu_links_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "menu_modifiers" ADD CONSTRAINT "menu_modifiers_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "menu_advices_store_idx" ON "menu_advices" USING btree ("store_id","sequence");--> statement-breakpoint
CREATE INDEX "menu_links_store_item_idx" ON "menu_links" USING btree ("store_id","kind","item_id");--> statement-breakpoint
CREATE INDEX "menu_modifiers_store_idx" ON "menu_modifiers" USING btree ("store_id","sequence");--> statement-breakpoint
-- The draft's last change per store (0014_menu_drafts.sql): the variations, suggestion lists and links are menu tables.
CREATE TRIGGER "menu_modifiers_draft" AFTER INSERT OR UPDATE OR DELETE ON "menu_modifiers" FOR EACH ROW EXECUTE FUNCTION "menu_draft_touched"();
--> statement-breakpoint
CREATE TRIGGER "menu_advices_draft" AFTER INSERT OR UPDATE OR DELETE ON "menu_advices" FOR EACH ROW EXECUTE FUNCTION "menu_draft_touched"();
--> statement-breakpoint
CREATE TRIGGER "menu_links_draft" AFTER INSERT OR UPDATE OR DELETE ON "menu_links" FOR EACH ROW EXECUTE FUNCTION "menu_draft_touched"();
