CREATE TABLE "reservation_events" (
	"id" text PRIMARY KEY NOT NULL,
	"seq" bigserial NOT NULL,
	"reservation_id" text NOT NULL,
	"store_id" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"actor" jsonb,
	"action" text NOT NULL,
	"detail" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reservation_points" (
	"id" text PRIMARY KEY NOT NULL,
	"store_id" text NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"table_id" text,
	"section_id" text,
	"min_party" integer NOT NULL,
	"max_party" integer NOT NULL,
	"combinable" boolean DEFAULT false NOT NULL,
	"slots" jsonb NOT NULL,
	"buffer_minutes" integer DEFAULT 15 NOT NULL,
	"windows" jsonb NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"booking_seq" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reservation_slots" (
	"reservation_id" text NOT NULL,
	"point_id" text NOT NULL,
	"store_id" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	CONSTRAINT "reservation_slots_reservation_id_point_id_pk" PRIMARY KEY("reservation_id","point_id")
);
--> statement-breakpoint
CREATE TABLE "reservations" (
	"id" text PRIMARY KEY NOT NULL,
	"store_id" text NOT NULL,
	"guest_user_id" text,
	"guest_name" text NOT NULL,
	"guest_phone" text,
	"party_size" integer NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"point_ids" text[] NOT NULL,
	"channel" text NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"status" text NOT NULL,
	"deposit_amount" integer DEFAULT 0 NOT NULL,
	"deposit_state" text NOT NULL,
	"folio_id" text,
	"cancel_reason" text,
	"cancelled_by" text,
	"created_by" jsonb,
	"confirmed_at" timestamp with time zone,
	"confirmation_sent_at" timestamp with time zone,
	"reminder_due_at" timestamp with time zone,
	"reminder_sent_at" timestamp with time zone,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "reservation_points" ADD CONSTRAINT "reservation_points_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservation_slots" ADD CONSTRAINT "reservation_slots_reservation_id_reservations_id_fk" FOREIGN KEY ("reservation_id") REFERENCES "public"."reservations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservation_slots" ADD CONSTRAINT "reservation_slots_point_id_reservation_points_id_fk" FOREIGN KEY ("point_id") REFERENCES "public"."reservation_points"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "reservation_events_reservation_idx" ON "reservation_events" USING btree ("reservation_id","seq");--> statement-breakpoint
CREATE UNIQUE INDEX "reservation_points_name_key" ON "reservation_points" USING btree ("store_id","name");--> statement-breakpoint
CREATE UNIQUE INDEX "reservation_points_table_key" ON "reservation_points" USING btree ("store_id","table_id") WHERE "reservation_points"."table_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "reservation_slots_point_idx" ON "reservation_slots" USING btree ("point_id","starts_at");--> statement-breakpoint
CREATE INDEX "reservation_slots_store_idx" ON "reservation_slots" USING btree ("store_id","starts_at");--> statement-breakpoint
CREATE INDEX "reservations_store_start_idx" ON "reservations" USING btree ("store_id","starts_at");--> statement-breakpoint
CREATE INDEX "reservations_reminder_due_idx" ON "reservations" USING btree ("reminder_due_at") WHERE "reservations"."reminder_sent_at" IS NULL AND "reservations"."reminder_due_at" IS NOT NULL;--> statement-breakpoint
-- No double booking (docs/reservations.md): a slot written for a point first locks the point's row (the bump), so two
-- writers of one point go one after the other, then looks for another reservation's slot overlapping it. Each
-- statement of the function reads a fresh snapshot, so the second writer sees the first one's committed slot.
CREATE FUNCTION reservation_slots_no_overlap() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  other text;
BEGIN
  IF NEW.ends_at <= NEW.starts_at THEN
    RAISE EXCEPTION 'reservation slot ends before it starts' USING ERRCODE = 'check_violation';
  END IF;
  UPDATE reservation_points SET booking_seq = booking_seq + 1 WHERE id = NEW.point_id;
  SELECT s.reservation_id INTO other FROM reservation_slots s
    WHERE s.point_id = NEW.point_id
      AND s.reservation_id <> NEW.reservation_id
      AND s.starts_at < NEW.ends_at
      AND NEW.starts_at < s.ends_at
    LIMIT 1;
  IF other IS NOT NULL THEN
    RAISE EXCEPTION 'reservation % overlaps reservation % on point %', NEW.reservation_id, other, NEW.point_id
      USING ERRCODE = 'exclusion_violation';
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER reservation_slots_no_overlap BEFORE INSERT OR UPDATE ON reservation_slots
  FOR EACH ROW EXECUTE FUNCTION reservation_slots_no_overlap();
--> statement-breakpoint
-- A reservation's history is append-only: what happened stays as it was written (docs/reservations.md).
CREATE FUNCTION reservation_events_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'reservation_events is append-only';
END $$;
--> statement-breakpoint
CREATE TRIGGER reservation_events_no_change BEFORE UPDATE OR DELETE ON reservation_events
  FOR EACH ROW EXECUTE FUNCTION reservation_events_append_only();
