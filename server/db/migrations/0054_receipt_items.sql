ALTER TABLE "receipts" ADD COLUMN "item_type" text;--> statement-breakpoint
ALTER TABLE "receipts" ADD COLUMN "item_label" text;--> statement-breakpoint
ALTER TABLE "receipts" ADD CONSTRAINT "receipts_item_type_check" CHECK ("receipts"."item_type" in ('cargo', 'transport', 'company'));--> statement-breakpoint
-- The receipts written before: their item read back out of the Estonian words the purchase wrote
-- ("Kontaktandmete avamine: <the item's type> <its label>", the label empty when there was none).
-- A description of another shape keeps no item and is shown as stored.
UPDATE "receipts" AS r
SET "item_type" = CASE x.m[1] WHEN 'kaubakuulutus' THEN 'cargo' WHEN 'vaba transpordi kuulutus' THEN 'transport' ELSE 'company' END,
  "item_label" = coalesce(x.m[2], '')
FROM (
  SELECT "id", regexp_match("description", '^Kontaktandmete avamine: (kaubakuulutus|vaba transpordi kuulutus|ettevõte)(?: (.*))?$') AS m
  FROM "receipts"
  WHERE "kind" = 'contact' AND "item_type" IS NULL
) AS x
WHERE r."id" = x."id" AND x.m IS NOT NULL;
