-- Change notifications for the folio lists (docs/adr/0007, docs/performance.md, Folios): folios:<store id> once per
-- statement that inserts, updates or deletes a store's folios, their lines or their payments, whoever runs it (the
-- server, the POS import, a script). `folio/getByStore` pages are kept in memory until it comes. Statement-level with
-- transition tables, so a bulk write of many rows sends one notification per store, not one per row.
CREATE FUNCTION "notify_folios_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM pg_notify('sofra_changes', 'folios:' || s."store_id") FROM (SELECT DISTINCT "store_id" FROM old_rows) s;
  ELSE
    PERFORM pg_notify('sofra_changes', 'folios:' || s."store_id") FROM (SELECT DISTINCT "store_id" FROM new_rows) s;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "folios_notify_insert" AFTER INSERT ON "folios" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "notify_folios_change"();
--> statement-breakpoint
CREATE TRIGGER "folios_notify_update" AFTER UPDATE ON "folios" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "notify_folios_change"();
--> statement-breakpoint
CREATE TRIGGER "folios_notify_delete" AFTER DELETE ON "folios" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "notify_folios_change"();
--> statement-breakpoint
CREATE TRIGGER "folio_lines_notify_insert" AFTER INSERT ON "folio_lines" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "notify_folios_change"();
--> statement-breakpoint
CREATE TRIGGER "folio_lines_notify_update" AFTER UPDATE ON "folio_lines" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "notify_folios_change"();
--> statement-breakpoint
CREATE TRIGGER "folio_lines_notify_delete" AFTER DELETE ON "folio_lines" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "notify_folios_change"();
--> statement-breakpoint
CREATE TRIGGER "folio_payments_notify_insert" AFTER INSERT ON "folio_payments" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "notify_folios_change"();
--> statement-breakpoint
CREATE TRIGGER "folio_payments_notify_update" AFTER UPDATE ON "folio_payments" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "notify_folios_change"();
--> statement-breakpoint
CREATE TRIGGER "folio_payments_notify_delete" AFTER DELETE ON "folio_payments" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "notify_folios_change"();
