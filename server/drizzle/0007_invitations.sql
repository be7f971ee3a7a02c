ALTER TABLE "staff" ADD COLUMN "accepted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "staff" ADD COLUMN "invited_by" text;--> statement-breakpoint
ALTER TABLE "user_owned_stores" ADD COLUMN "invited_by" text;--> statement-breakpoint
ALTER TABLE "staff" ADD CONSTRAINT "staff_invited_by_users_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_owned_stores" ADD CONSTRAINT "user_owned_stores_invited_by_users_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- Staff added before invitations existed had access already: they count as accepted.
UPDATE "staff" SET "accepted_at" = "create_date" WHERE "accepted_at" IS NULL;
