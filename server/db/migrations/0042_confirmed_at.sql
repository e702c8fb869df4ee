-- When a listing was published or last confirmed as still available (../shared/spec/API.md "Trust"):
-- a listing so far was last confirmed when it was published. Added without a default first, so that
-- the existing rows take their own creation time rather than the migration's.
ALTER TABLE "cargo_listings" ADD COLUMN "confirmed_at" timestamp with time zone;--> statement-breakpoint
UPDATE "cargo_listings" SET "confirmed_at" = "created_at";--> statement-breakpoint
ALTER TABLE "cargo_listings" ALTER COLUMN "confirmed_at" SET DEFAULT now();--> statement-breakpoint
ALTER TABLE "cargo_listings" ALTER COLUMN "confirmed_at" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "transport_listings" ADD COLUMN "confirmed_at" timestamp with time zone;--> statement-breakpoint
UPDATE "transport_listings" SET "confirmed_at" = "created_at";--> statement-breakpoint
ALTER TABLE "transport_listings" ALTER COLUMN "confirmed_at" SET DEFAULT now();--> statement-breakpoint
ALTER TABLE "transport_listings" ALTER COLUMN "confirmed_at" SET NOT NULL;
