CREATE TABLE "receipts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seq" integer GENERATED ALWAYS AS IDENTITY (sequence name "receipts_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" text NOT NULL,
	"kind" text NOT NULL,
	"description" text NOT NULL,
	"amount" numeric(10, 2) NOT NULL,
	"vat_rate" numeric(5, 2) NOT NULL,
	"currency" text DEFAULT 'EUR' NOT NULL,
	"provider" text NOT NULL,
	"ref" text NOT NULL,
	"hosted_url" text,
	"pdf_url" text,
	"paid_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "receipts_kind_check" CHECK ("receipts"."kind" in ('contact', 'subscription')),
	CONSTRAINT "receipts_amount_check" CHECK ("receipts"."amount" >= 0)
);
--> statement-breakpoint
ALTER TABLE "receipts" ADD CONSTRAINT "receipts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "receipts_seq_unique" ON "receipts" USING btree ("seq");--> statement-breakpoint
CREATE UNIQUE INDEX "receipts_provider_ref_unique" ON "receipts" USING btree ("provider","ref");--> statement-breakpoint
CREATE INDEX "receipts_user_idx" ON "receipts" USING btree ("user_id","paid_at");--> statement-breakpoint
-- Payments confirmed before receipts existed get theirs, oldest first, without a mail
-- (docs/decisions/0046): contact purchases, and the demo provider's premium invoices. The prices
-- already included Estonian VAT of 24%.
INSERT INTO "receipts" ("user_id", "kind", "description", "amount", "vat_rate", "currency", "provider", "ref", "hosted_url", "paid_at")
SELECT "user_id", "kind", "description", "amount", 24, "currency", "provider", "ref", "hosted_url", "paid_at"
FROM (
  SELECT "user_id", 'contact' AS "kind",
    'Kontaktandmete avamine: ' || CASE "listing_type" WHEN 'cargo' THEN 'kaubakuulutus'
      WHEN 'transport' THEN 'vaba transpordi kuulutus' ELSE 'ettevõte' END AS "description",
    "amount", "currency", "provider", "provider_ref" AS "ref", NULL AS "hosted_url", "created_at" AS "paid_at"
  FROM "credit_transactions"
  WHERE "kind" = 'contact_unlock' AND "status" IN ('completed', 'refunded')
    AND "provider" IS NOT NULL AND "provider_ref" IS NOT NULL
  UNION ALL
  SELECT "user_id", 'subscription', "description", "amount", "currency", 'demo', "id"::text,
    '/api/subscription/demo/invoices/' || "id", "created_at"
  FROM "invoices"
  WHERE "status" = 'paid'
) AS "paid"
ORDER BY "paid_at"
ON CONFLICT DO NOTHING;
