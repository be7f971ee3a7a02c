-- The dashboard's reservation figures (docs/reservations.md, Figures) are kept in memory with the report answers until
-- a store's reservations change: reservations:<store id> once per statement that writes them (as 0029 for the rollups).
CREATE FUNCTION "notify_reservations_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM pg_notify('sofra_changes', 'reservations:' || s."store_id") FROM (SELECT DISTINCT "store_id" FROM old_rows) s;
  ELSE
    PERFORM pg_notify('sofra_changes', 'reservations:' || s."store_id") FROM (SELECT DISTINCT "store_id" FROM new_rows) s;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "reservations_notify_insert" AFTER INSERT ON "reservations" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "notify_reservations_change"();
--> statement-breakpoint
CREATE TRIGGER "reservations_notify_update" AFTER UPDATE ON "reservations" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "notify_reservations_change"();
--> statement-breakpoint
CREATE TRIGGER "reservations_notify_delete" AFTER DELETE ON "reservations" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "notify_reservations_change"();
