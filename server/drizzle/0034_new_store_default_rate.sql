-- A new store's default tax rate is KDV 10 %, the rate of food and non-alcoholic drinks served in a restaurant: the
-- rate a new product gets (docs/definitions.md, Defaults of a new store). 20 % stays for alcoholic drinks (department
-- 3) and 1 % for a few basic foods. Existing stores keep the default they have: their products were priced under it.
CREATE OR REPLACE FUNCTION "sofra_seed_definitions"(p_store text, p_locale text) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  tr boolean := coalesce(p_locale, 'tr') = 'tr';
  vat10 text := sofra_new_id();
  vat20 text := sofra_new_id();
BEGIN
  INSERT INTO "tax_rates" ("id", "store_id", "name", "rate_bp", "is_default") VALUES
    (sofra_new_id(), p_store, CASE WHEN tr THEN 'KDV %1' ELSE 'VAT 1%' END, 100, false),
    (vat10, p_store, CASE WHEN tr THEN 'KDV %10' ELSE 'VAT 10%' END, 1000, true),
    (vat20, p_store, CASE WHEN tr THEN 'KDV %20' ELSE 'VAT 20%' END, 2000, false);
  INSERT INTO "departments" ("id", "store_id", "name", "department_no", "tax_rate_id") VALUES
    (sofra_new_id(), p_store, CASE WHEN tr THEN 'Yiyecek' ELSE 'Food' END, 1, vat10),
    (sofra_new_id(), p_store, CASE WHEN tr THEN 'İçecek' ELSE 'Drinks' END, 2, vat10),
    (sofra_new_id(), p_store, CASE WHEN tr THEN 'Alkollü içecek' ELSE 'Alcoholic drinks' END, 3, vat20);
  INSERT INTO "payment_types" ("id", "store_id", "name", "collection_type", "counts_as_revenue", "sequence") VALUES
    (sofra_new_id(), p_store, CASE WHEN tr THEN 'Nakit' ELSE 'Cash' END, 'cash', true, 1),
    (sofra_new_id(), p_store, CASE WHEN tr THEN 'Kredi kartı' ELSE 'Credit card' END, 'bank', true, 2),
    (sofra_new_id(), p_store, CASE WHEN tr THEN 'Yemek kartı' ELSE 'Meal voucher' END, 'meal-voucher', true, 3),
    (sofra_new_id(), p_store, CASE WHEN tr THEN 'Havale/EFT' ELSE 'Bank transfer' END, 'bank-transfer', true, 4),
    (sofra_new_id(), p_store, CASE WHEN tr THEN 'Açık hesap' ELSE 'On account' END, 'account', true, 5);
  INSERT INTO "pos_reasons" ("id", "store_id", "name", "kind", "discount_kind", "value", "wasted") VALUES
    (sofra_new_id(), p_store, CASE WHEN tr THEN 'Personel indirimi' ELSE 'Staff discount' END, 'discount', 'percent', 2000, false),
    (sofra_new_id(), p_store, CASE WHEN tr THEN 'Sadık müşteri' ELSE 'Regular guest' END, 'discount', 'percent', 1000, false),
    (sofra_new_id(), p_store, CASE WHEN tr THEN 'Yönetici onaylı indirim' ELSE 'Manager discount' END, 'discount', 'amount', 0, false),
    (sofra_new_id(), p_store, CASE WHEN tr THEN 'Müşteri memnuniyeti' ELSE 'Guest satisfaction' END, 'gift', NULL, 0, false),
    (sofra_new_id(), p_store, CASE WHEN tr THEN 'Doğum günü' ELSE 'Birthday' END, 'gift', NULL, 0, false),
    (sofra_new_id(), p_store, CASE WHEN tr THEN 'Personel ikramı' ELSE 'Staff treat' END, 'gift', NULL, 0, false),
    (sofra_new_id(), p_store, CASE WHEN tr THEN 'Yanlış sipariş' ELSE 'Wrong order' END, 'delete', NULL, 0, false),
    (sofra_new_id(), p_store, CASE WHEN tr THEN 'Müşteri vazgeçti' ELSE 'Guest changed their mind' END, 'delete', NULL, 0, false),
    (sofra_new_id(), p_store, CASE WHEN tr THEN 'Hatalı hazırlandı' ELSE 'Made wrong' END, 'delete', NULL, 0, true);
END $$;
