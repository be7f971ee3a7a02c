CREATE TABLE "menu_drafts" (
	"store_id" text PRIMARY KEY NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "menu_drafts" ADD CONSTRAINT "menu_drafts_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- The draft's last change per store (docs/menu.md, Publishing): every insert, update or delete of a menu table, and
-- of the menu's pictures, stamps menu_drafts. A menu table added later attaches the same trigger in its migration:
--   CREATE TRIGGER "<table>_draft" AFTER INSERT OR UPDATE OR DELETE ON "<table>" FOR EACH ROW
--     EXECUTE FUNCTION "menu_draft_touched"();
CREATE FUNCTION "menu_draft_touched"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  store text;
BEGIN
  IF TG_TABLE_NAME = 'images' THEN
    IF TG_OP = 'DELETE' THEN
      IF OLD."item_type" NOT IN ('product', 'productGroup', 'menu-banner') THEN RETURN NULL; END IF;
    ELSIF NEW."item_type" NOT IN ('product', 'productGroup', 'menu-banner') THEN
      RETURN NULL;
    END IF;
  END IF;
  IF TG_OP = 'DELETE' THEN store := OLD."store_id"; ELSE store := NEW."store_id"; END IF;
  INSERT INTO "menu_drafts" ("store_id", "changed_at") VALUES (store, clock_timestamp())
    ON CONFLICT ("store_id") DO UPDATE SET "changed_at" = EXCLUDED."changed_at";
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "menu_groups_draft" AFTER INSERT OR UPDATE OR DELETE ON "menu_groups" FOR EACH ROW EXECUTE FUNCTION "menu_draft_touched"();
--> statement-breakpoint
CREATE TRIGGER "menu_products_draft" AFTER INSERT OR UPDATE OR DELETE ON "menu_products" FOR EACH ROW EXECUTE FUNCTION "menu_draft_touched"();
--> statement-breakpoint
CREATE TRIGGER "images_menu_draft" AFTER INSERT OR UPDATE OR DELETE ON "images" FOR EACH ROW EXECUTE FUNCTION "menu_draft_touched"();
