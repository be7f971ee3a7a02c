CREATE TABLE "menu_snapshots" (
	"store_id" text NOT NULL,
	"language" text NOT NULL,
	"is_default" boolean NOT NULL,
	"menu_version" integer NOT NULL,
	"body" jsonb NOT NULL,
	"published_at" timestamp with time zone NOT NULL,
	CONSTRAINT "menu_snapshots_store_id_language_pk" PRIMARY KEY("store_id","language")
);
--> statement-breakpoint
ALTER TABLE "menu_snapshots" ADD CONSTRAINT "menu_snapshots_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Change notifications (docs/adr/0007, 0011_change_notifications.sql), one more kind:
--   menu:<id>  the store's published menu (menu_snapshots) or its logo (the guest menu shows it)
-- The cached reads store/storeMenu, guest/menu and guest/qr depend on it.
CREATE FUNCTION "notify_menu_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'images' THEN
    IF TG_OP <> 'INSERT' AND OLD."item_type" = 'store' THEN
      PERFORM pg_notify('sofra_changes', 'menu:' || OLD."store_id");
    END IF;
    IF TG_OP <> 'DELETE' AND NEW."item_type" = 'store' THEN
      PERFORM pg_notify('sofra_changes', 'menu:' || NEW."store_id");
    END IF;
    RETURN NULL;
  END IF;
  IF TG_OP = 'DELETE' THEN
    PERFORM pg_notify('sofra_changes', 'menu:' || OLD."store_id");
  ELSE
    PERFORM pg_notify('sofra_changes', 'menu:' || NEW."store_id");
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "menu_snapshots_notify" AFTER INSERT OR UPDATE OR DELETE ON "menu_snapshots" FOR EACH ROW EXECUTE FUNCTION "notify_menu_change"();
--> statement-breakpoint
CREATE TRIGGER "images_logo_notify" AFTER INSERT OR UPDATE OR DELETE ON "images" FOR EACH ROW EXECUTE FUNCTION "notify_menu_change"();
