CREATE TABLE "table_versions" (
	"store_id" text PRIMARY KEY NOT NULL,
	"version" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "table_versions" ADD CONSTRAINT "table_versions_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- A new random version for every store whose tables, groups or QR codes a statement touched (one upsert per
-- statement, so a bulk change of 5,000 tables costs one). Stores being deleted are skipped.
CREATE FUNCTION "bump_table_versions"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO "table_versions" AS v ("store_id", "version")
      SELECT r."store_id", gen_random_uuid()::text FROM (SELECT DISTINCT "store_id" FROM new_rows) r WHERE EXISTS (SELECT 1 FROM "stores" s WHERE s."id" = r."store_id")
      ON CONFLICT ("store_id") DO UPDATE SET "version" = excluded."version";
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO "table_versions" AS v ("store_id", "version")
      SELECT r."store_id", gen_random_uuid()::text FROM (SELECT DISTINCT "store_id" FROM old_rows) r WHERE EXISTS (SELECT 1 FROM "stores" s WHERE s."id" = r."store_id")
      ON CONFLICT ("store_id") DO UPDATE SET "version" = excluded."version";
  ELSE
    INSERT INTO "table_versions" AS v ("store_id", "version")
      SELECT r."store_id", gen_random_uuid()::text
      FROM (SELECT "store_id" FROM new_rows UNION SELECT "store_id" FROM old_rows) r
      WHERE EXISTS (SELECT 1 FROM "stores" s WHERE s."id" = r."store_id")
      ON CONFLICT ("store_id") DO UPDATE SET "version" = excluded."version";
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "store_tables_version_ins" AFTER INSERT ON "store_tables" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "bump_table_versions"();
--> statement-breakpoint
CREATE TRIGGER "store_tables_version_upd" AFTER UPDATE ON "store_tables" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "bump_table_versions"();
--> statement-breakpoint
CREATE TRIGGER "store_tables_version_del" AFTER DELETE ON "store_tables" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "bump_table_versions"();
--> statement-breakpoint
CREATE TRIGGER "table_groups_version_ins" AFTER INSERT ON "table_groups" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "bump_table_versions"();
--> statement-breakpoint
CREATE TRIGGER "table_groups_version_upd" AFTER UPDATE ON "table_groups" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "bump_table_versions"();
--> statement-breakpoint
CREATE TRIGGER "table_groups_version_del" AFTER DELETE ON "table_groups" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "bump_table_versions"();
--> statement-breakpoint
CREATE TRIGGER "table_qrs_version_ins" AFTER INSERT ON "table_qrs" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "bump_table_versions"();
--> statement-breakpoint
CREATE TRIGGER "table_qrs_version_upd" AFTER UPDATE ON "table_qrs" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "bump_table_versions"();
--> statement-breakpoint
CREATE TRIGGER "table_qrs_version_del" AFTER DELETE ON "table_qrs" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "bump_table_versions"();
