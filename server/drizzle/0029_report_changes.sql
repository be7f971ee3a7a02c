-- Change notifications for the report answers (docs/reports.md, Answers kept in memory; docs/adr/0007):
-- reports:<store id> once per statement that writes a store's day rollups. Every write to the rollups writes
-- report_days (a folio closed, cancelled or imported; a rebuild) or report_loyalty_days (points, coupons, visits), so
-- these two tables speak for all of them. checkins:<store id> for each check-in logged or removed (user count stats).
CREATE FUNCTION "notify_reports_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM pg_notify('sofra_changes', 'reports:' || s."store_id") FROM (SELECT DISTINCT "store_id" FROM old_rows) s;
  ELSE
    PERFORM pg_notify('sofra_changes', 'reports:' || s."store_id") FROM (SELECT DISTINCT "store_id" FROM new_rows) s;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "report_days_notify_insert" AFTER INSERT ON "report_days" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "notify_reports_change"();
--> statement-breakpoint
CREATE TRIGGER "report_days_notify_update" AFTER UPDATE ON "report_days" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "notify_reports_change"();
--> statement-breakpoint
CREATE TRIGGER "report_days_notify_delete" AFTER DELETE ON "report_days" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "notify_reports_change"();
--> statement-breakpoint
CREATE TRIGGER "report_loyalty_days_notify_insert" AFTER INSERT ON "report_loyalty_days" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "notify_reports_change"();
--> statement-breakpoint
CREATE TRIGGER "report_loyalty_days_notify_update" AFTER UPDATE ON "report_loyalty_days" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "notify_reports_change"();
--> statement-breakpoint
CREATE TRIGGER "report_loyalty_days_notify_delete" AFTER DELETE ON "report_loyalty_days" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "notify_reports_change"();
--> statement-breakpoint
CREATE FUNCTION "notify_check_ins_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM pg_notify('sofra_changes', 'checkins:' || OLD."store_id");
  ELSE
    PERFORM pg_notify('sofra_changes', 'checkins:' || NEW."store_id");
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "table_logs_check_in_notify_insert" AFTER INSERT ON "table_logs" FOR EACH ROW WHEN (NEW."action" = 'check-in') EXECUTE FUNCTION "notify_check_ins_change"();
--> statement-breakpoint
CREATE TRIGGER "table_logs_check_in_notify_update" AFTER UPDATE ON "table_logs" FOR EACH ROW WHEN (OLD."action" = 'check-in' OR NEW."action" = 'check-in') EXECUTE FUNCTION "notify_check_ins_change"();
--> statement-breakpoint
CREATE TRIGGER "table_logs_check_in_notify_delete" AFTER DELETE ON "table_logs" FOR EACH ROW WHEN (OLD."action" = 'check-in') EXECUTE FUNCTION "notify_check_ins_change"();
