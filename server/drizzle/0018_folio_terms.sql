ALTER TABLE "folio_lines" ADD COLUMN "folio_discount_share" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "folios" ADD COLUMN "service_fee_bp" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "folios" ADD COLUMN "service_fee_tax_bp" integer DEFAULT 0 NOT NULL;