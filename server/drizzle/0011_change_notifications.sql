-- Change notifications for the in-process caches (docs/adr/0007-caches-invalidated-by-the-database.md).
-- Every change that a cached read or the cached session and store guard depend on sends
-- pg_notify('sofra_changes', '<kind>:<id>') from the transaction that makes it; the notification is delivered to
-- every listening server process after the commit, whoever made the change (a call, a script, psql).
--   user:<id>    the user's row (token version, block, master), their owned-store links, their staff rows
--   store:<id>   the store's row
--   tables:<id>  the store's tables version (table_versions, kept by 0006's triggers)
CREATE FUNCTION "notify_user_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM pg_notify('sofra_changes', 'user:' || NEW."id");
  ELSE
    PERFORM pg_notify('sofra_changes', 'user:' || OLD."id");
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "users_notify" AFTER INSERT OR UPDATE OR DELETE ON "users" FOR EACH ROW EXECUTE FUNCTION "notify_user_change"();
--> statement-breakpoint
-- Owner links and staff rows: the user they grant access to (both users when an update moves a row).
CREATE FUNCTION "notify_access_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    PERFORM pg_notify('sofra_changes', 'user:' || OLD."user_id");
  END IF;
  IF TG_OP <> 'DELETE' THEN
    PERFORM pg_notify('sofra_changes', 'user:' || NEW."user_id");
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "user_owned_stores_notify" AFTER INSERT OR UPDATE OR DELETE ON "user_owned_stores" FOR EACH ROW EXECUTE FUNCTION "notify_access_change"();
--> statement-breakpoint
CREATE TRIGGER "staff_notify" AFTER INSERT OR UPDATE OR DELETE ON "staff" FOR EACH ROW EXECUTE FUNCTION "notify_access_change"();
--> statement-breakpoint
CREATE FUNCTION "notify_store_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('sofra_changes', 'store:' || OLD."id");
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "stores_notify" AFTER UPDATE OR DELETE ON "stores" FOR EACH ROW EXECUTE FUNCTION "notify_store_change"();
--> statement-breakpoint
CREATE FUNCTION "notify_tables_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM pg_notify('sofra_changes', 'tables:' || OLD."store_id");
  ELSE
    PERFORM pg_notify('sofra_changes', 'tables:' || NEW."store_id");
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "table_versions_notify" AFTER INSERT OR UPDATE OR DELETE ON "table_versions" FOR EACH ROW EXECUTE FUNCTION "notify_tables_change"();
