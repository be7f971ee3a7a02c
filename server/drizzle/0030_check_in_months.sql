CREATE TABLE "report_check_ins" (
	"store_id" text NOT NULL,
	"month" text NOT NULL,
	"user_id" text NOT NULL,
	"visits" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "report_check_ins_store_id_month_user_id_pk" PRIMARY KEY("store_id","month","user_id")
);
--> statement-breakpoint
ALTER TABLE "report_check_ins" ADD CONSTRAINT "report_check_ins_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Kept by the database itself (docs/reports.md, Check-ins per month): a check-in logged adds a visit to its guest's
-- row of the month (in the store's time zone), one removed takes it off (and the row when it reaches 0), one changed
-- does both. In the writing transaction, whoever writes.
CREATE FUNCTION "report_check_in_month"(store text, at timestamptz) RETURNS text LANGUAGE sql STABLE AS $$
  SELECT to_char(at AT TIME ZONE (SELECT "time_zone" FROM "stores" WHERE "id" = store), 'YYYY-MM')
$$;
--> statement-breakpoint
CREATE FUNCTION "report_check_ins_keep"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' AND OLD."action" = 'check-in' THEN
    UPDATE "report_check_ins" SET "visits" = "visits" - 1
      WHERE "store_id" = OLD."store_id" AND "month" = report_check_in_month(OLD."store_id", OLD."create_date")
        AND "user_id" = coalesce(OLD."user_id", '');
    DELETE FROM "report_check_ins"
      WHERE "store_id" = OLD."store_id" AND "month" = report_check_in_month(OLD."store_id", OLD."create_date")
        AND "user_id" = coalesce(OLD."user_id", '') AND "visits" <= 0;
  END IF;
  IF TG_OP <> 'DELETE' AND NEW."action" = 'check-in' THEN
    INSERT INTO "report_check_ins" AS r ("store_id", "month", "user_id", "visits")
      VALUES (NEW."store_id", report_check_in_month(NEW."store_id", NEW."create_date"), coalesce(NEW."user_id", ''), 1)
      ON CONFLICT ("store_id", "month", "user_id") DO UPDATE SET "visits" = r."visits" + 1;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "table_logs_check_ins_insert" AFTER INSERT ON "table_logs" FOR EACH ROW WHEN (NEW."action" = 'check-in') EXECUTE FUNCTION "report_check_ins_keep"();
--> statement-breakpoint
CREATE TRIGGER "table_logs_check_ins_update" AFTER UPDATE ON "table_logs" FOR EACH ROW WHEN ((OLD."action" = 'check-in' OR NEW."action" = 'check-in') AND (OLD."store_id", OLD."user_id", OLD."create_date", OLD."action") IS DISTINCT FROM (NEW."store_id", NEW."user_id", NEW."create_date", NEW."action")) EXECUTE FUNCTION "report_check_ins_keep"();
--> statement-breakpoint
CREATE TRIGGER "table_logs_check_ins_delete" AFTER DELETE ON "table_logs" FOR EACH ROW WHEN (OLD."action" = 'check-in') EXECUTE FUNCTION "report_check_ins_keep"();
--> statement-breakpoint
INSERT INTO "report_check_ins" ("store_id", "month", "user_id", "visits")
SELECT l."store_id", to_char(l."create_date" AT TIME ZONE s."time_zone", 'YYYY-MM'), coalesce(l."user_id", ''), count(*)
FROM "table_logs" l JOIN "stores" s ON s."id" = l."store_id"
WHERE l."action" = 'check-in'
GROUP BY 1, 2, 3;
