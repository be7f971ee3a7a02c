CREATE TABLE "budget_events" (
	"id" text PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"create_date" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "budget_events_key_date_idx" ON "budget_events" USING btree ("key","create_date");--> statement-breakpoint
CREATE INDEX "files_store_owner_idx" ON "files" USING btree ("store_id","created_by");--> statement-breakpoint
CREATE INDEX "table_logs_user_date_idx" ON "table_logs" USING btree ("user_id","create_date");