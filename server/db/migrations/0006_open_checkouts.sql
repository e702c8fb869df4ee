-- Pending rows from before this migration keep expires_at null and stay out of the unique index:
-- a buyer may hold several of them for one item, and Stripe may still complete any of them.
ALTER TABLE "credit_transactions" ADD COLUMN "checkout_url" text;--> statement-breakpoint
ALTER TABLE "credit_transactions" ADD COLUMN "expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "credit_transactions" ADD COLUMN "duplicate" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "credit_transactions_open_checkout_unique" ON "credit_transactions" USING btree ("user_id","listing_type","listing_id") WHERE "credit_transactions"."status" = 'pending' and "credit_transactions"."expires_at" is not null;