-- Periodic jobs (docs/architecture.md, Periodic jobs): the last run of each job per tenant database, staff invitations
-- that expire after 7 days, and indexes on the times the pruning jobs delete by.
CREATE TABLE "job_runs" (
	"name" text PRIMARY KEY NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone,
	"ok" boolean,
	"error" text,
	"runs" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "staff" ADD COLUMN "expired_at" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "staff_invitations" ADD COLUMN "expired_at" timestamp with time zone;
--> statement-breakpoint
CREATE INDEX "budget_events_date_idx" ON "budget_events" USING btree ("create_date");
--> statement-breakpoint
CREATE INDEX "notifications_created_idx" ON "notifications" USING btree ("created_at");