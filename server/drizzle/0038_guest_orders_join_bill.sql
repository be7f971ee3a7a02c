ALTER TABLE "folio_lines" ADD COLUMN "guest_order_id" text;--> statement-breakpoint
ALTER TABLE "folios" ADD COLUMN "joined_folio_id" text;--> statement-breakpoint
ALTER TABLE "order_settings" ADD COLUMN "new_bill_per_order" boolean DEFAULT false NOT NULL;