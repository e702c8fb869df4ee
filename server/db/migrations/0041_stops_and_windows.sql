ALTER TABLE "cargo_listings" ADD COLUMN "pickup_time_from" text;--> statement-breakpoint
ALTER TABLE "cargo_listings" ADD COLUMN "pickup_time_to" text;--> statement-breakpoint
ALTER TABLE "cargo_listings" ADD COLUMN "delivery_time_from" text;--> statement-breakpoint
ALTER TABLE "cargo_listings" ADD COLUMN "delivery_time_to" text;--> statement-breakpoint
ALTER TABLE "cargo_listings" ADD COLUMN "stops" jsonb;--> statement-breakpoint
ALTER TABLE "cargo_listings" ADD CONSTRAINT "cargo_time_windows_check" CHECK ("cargo_listings"."pickup_time_from" ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$' and "cargo_listings"."pickup_time_to" ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$' and "cargo_listings"."delivery_time_from" ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$' and "cargo_listings"."delivery_time_to" ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$');--> statement-breakpoint
ALTER TABLE "cargo_listings" ADD CONSTRAINT "cargo_stops_check" CHECK ("cargo_listings"."stops" is null or case when jsonb_typeof("cargo_listings"."stops") = 'array' then jsonb_array_length("cargo_listings"."stops") between 1 and 8 else false end);