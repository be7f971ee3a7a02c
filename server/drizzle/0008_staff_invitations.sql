CREATE TABLE "staff_invitations" (
	"store_id" text NOT NULL,
	"gsm" text NOT NULL,
	"position" text DEFAULT 'waiter' NOT NULL,
	"permissions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"invited_by" text,
	"create_date" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "staff_invitations_store_id_gsm_pk" PRIMARY KEY("store_id","gsm")
);
--> statement-breakpoint
ALTER TABLE "staff_invitations" ADD CONSTRAINT "staff_invitations_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_invitations" ADD CONSTRAINT "staff_invitations_invited_by_users_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "staff_invitations_gsm_idx" ON "staff_invitations" USING btree ("gsm");