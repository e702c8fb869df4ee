-- earthdistance (on cube) serves the radius search's index on both databases (decision 0067).
CREATE EXTENSION IF NOT EXISTS cube;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS earthdistance;--> statement-breakpoint
ALTER TABLE "cargo_listings" ADD COLUMN "origin_place_id" integer;--> statement-breakpoint
ALTER TABLE "cargo_listings" ADD COLUMN "origin_lat" double precision;--> statement-breakpoint
ALTER TABLE "cargo_listings" ADD COLUMN "origin_lon" double precision;--> statement-breakpoint
ALTER TABLE "cargo_listings" ADD COLUMN "destination_place_id" integer;--> statement-breakpoint
ALTER TABLE "cargo_listings" ADD COLUMN "destination_lat" double precision;--> statement-breakpoint
ALTER TABLE "cargo_listings" ADD COLUMN "destination_lon" double precision;--> statement-breakpoint
ALTER TABLE "cargo_listings" ADD COLUMN "distance_km" integer;--> statement-breakpoint
ALTER TABLE "transport_listings" ADD COLUMN "origin_place_id" integer;--> statement-breakpoint
ALTER TABLE "transport_listings" ADD COLUMN "origin_lat" double precision;--> statement-breakpoint
ALTER TABLE "transport_listings" ADD COLUMN "origin_lon" double precision;--> statement-breakpoint
ALTER TABLE "transport_listings" ADD COLUMN "destination_place_id" integer;--> statement-breakpoint
ALTER TABLE "transport_listings" ADD COLUMN "destination_lat" double precision;--> statement-breakpoint
ALTER TABLE "transport_listings" ADD COLUMN "destination_lon" double precision;--> statement-breakpoint
ALTER TABLE "transport_listings" ADD COLUMN "distance_km" integer;--> statement-breakpoint
CREATE INDEX "cargo_origin_near_idx" ON "cargo_listings" USING gist (ll_to_earth("origin_lat", "origin_lon")) WHERE "cargo_listings"."status" = 'active' and "cargo_listings"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "cargo_destination_near_idx" ON "cargo_listings" USING gist (ll_to_earth("destination_lat", "destination_lon")) WHERE "cargo_listings"."status" = 'active' and "cargo_listings"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "transport_origin_near_idx" ON "transport_listings" USING gist (ll_to_earth("origin_lat", "origin_lon")) WHERE "transport_listings"."status" = 'active' and "transport_listings"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "transport_destination_near_idx" ON "transport_listings" USING gist (ll_to_earth("destination_lat", "destination_lon")) WHERE "transport_listings"."status" = 'active' and "transport_listings"."deleted_at" is null;