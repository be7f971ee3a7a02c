ALTER TABLE "folios" ADD COLUMN "covers" integer;--> statement-breakpoint
ALTER TABLE "report_days" ADD COLUMN "covered_total" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Hand-written: guests are now the covers of the closed folios that have them (none before this migration), and
-- covered_total their totals. The day rollup is rebuilt from the finished folios by the statement the folio writes run
-- (server/src/areas/reports/rollup.repo.ts, rollupStatements with `true`; rollup.test.ts checks they match).
DELETE FROM report_days;--> statement-breakpoint
INSERT INTO report_days AS r (store_id, business_day, folios, guests, covered_total, gross, discounts, gifts,
      voids, service_fee, tax, total, tips, paid, cancelled, cancelled_amount)
    SELECT f.store_id, f.business_day,
      count(*) FILTER (WHERE f.status = 'closed'),
      coalesce(sum(f.covers) FILTER (WHERE f.status = 'closed'), 0),
      coalesce(sum(f.total) FILTER (WHERE f.status = 'closed' AND f.covers IS NOT NULL), 0),
      coalesce(sum(f.gross) FILTER (WHERE f.status = 'closed'), 0),
      coalesce(sum(f.discounts) FILTER (WHERE f.status = 'closed'), 0),
      coalesce(sum(f.gifts) FILTER (WHERE f.status = 'closed'), 0),
      coalesce(sum(f.voids) FILTER (WHERE f.status = 'closed'), 0),
      coalesce(sum(f.service_fee) FILTER (WHERE f.status = 'closed'), 0),
      coalesce(sum(t.tax) FILTER (WHERE f.status = 'closed'), 0),
      coalesce(sum(f.total) FILTER (WHERE f.status = 'closed'), 0),
      coalesce(sum(f.tip) FILTER (WHERE f.status = 'closed'), 0),
      coalesce(sum(f.paid) FILTER (WHERE f.status = 'closed'), 0),
      count(*) FILTER (WHERE f.status = 'cancelled'),
      coalesce(sum(f.total) FILTER (WHERE f.status = 'cancelled'), 0)
    FROM folios f
    CROSS JOIN LATERAL (SELECT coalesce(sum((x->>'tax')::int), 0) AS tax FROM jsonb_array_elements(f.taxes) x) t
    WHERE f.status IN ('closed', 'cancelled') AND true
    GROUP BY f.store_id, f.business_day
    ON CONFLICT (store_id, business_day) DO UPDATE SET
      folios = r.folios + excluded.folios, guests = r.guests + excluded.guests,
      covered_total = r.covered_total + excluded.covered_total, gross = r.gross + excluded.gross,
      discounts = r.discounts + excluded.discounts, gifts = r.gifts + excluded.gifts, voids = r.voids + excluded.voids,
      service_fee = r.service_fee + excluded.service_fee, tax = r.tax + excluded.tax, total = r.total + excluded.total,
      tips = r.tips + excluded.tips, paid = r.paid + excluded.paid, cancelled = r.cancelled + excluded.cancelled,
      cancelled_amount = r.cancelled_amount + excluded.cancelled_amount;
