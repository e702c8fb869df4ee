-- The radius filters on b-trees (decisions 0067 and 0069, bench/README.md "Radius kinds"): a box in
-- degrees on the plain lat/lon columns, then the haversine, instead of earthdistance's
-- earth_box(...) @> ll_to_earth(lat, lon) on GiST, whose containment PostgreSQL estimates at a fixed
-- 0.1 % of the rows. The feed indexes carry both ends' coordinates last, so a radius's page walks the
-- feed order index-only; each end's (lat, lon) b-tree, partial on the feed's rows and the located
-- ends, serves the counts, its INCLUDE columns (written here by hand: drizzle cannot express them)
-- keep those index-only with a country filter too. The statistics of (lat, lon) together let the
-- planner see that a few cities hold most listings. cube and earthdistance stay (alert matching).
DROP INDEX "profiles_directory_near_idx";--> statement-breakpoint
DROP INDEX "cargo_feed_idx";--> statement-breakpoint
DROP INDEX "cargo_origin_near_idx";--> statement-breakpoint
DROP INDEX "cargo_destination_near_idx";--> statement-breakpoint
DROP INDEX "transport_feed_idx";--> statement-breakpoint
DROP INDEX "transport_origin_near_idx";--> statement-breakpoint
DROP INDEX "transport_destination_near_idx";--> statement-breakpoint
CREATE INDEX "profiles_directory_near_idx" ON "profiles" USING btree ("base_lat","base_lon") WHERE "profiles"."show_in_company_directory" and "profiles"."company_name" is not null and trim("profiles"."company_name") <> '' and "profiles"."base_lat" is not null;--> statement-breakpoint
CREATE INDEX "cargo_feed_idx" ON "cargo_listings" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST,"expires_at",lower("cargo_type"),"cargo_type","weight","pickup_date","delivery_date","is_urgent","origin_country","destination_country","origin_lat","origin_lon","destination_lat","destination_lon") WHERE "cargo_listings"."status" = 'active' and "cargo_listings"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "cargo_origin_near_idx" ON "cargo_listings" USING btree ("origin_lat","origin_lon") INCLUDE ("expires_at","created_at","id","destination_lat","destination_lon","origin_country","destination_country") WHERE "cargo_listings"."status" = 'active' and "cargo_listings"."deleted_at" is null and "cargo_listings"."origin_lat" is not null;--> statement-breakpoint
CREATE INDEX "cargo_destination_near_idx" ON "cargo_listings" USING btree ("destination_lat","destination_lon") INCLUDE ("expires_at","created_at","id","origin_lat","origin_lon","origin_country","destination_country") WHERE "cargo_listings"."status" = 'active' and "cargo_listings"."deleted_at" is null and "cargo_listings"."destination_lat" is not null;--> statement-breakpoint
CREATE INDEX "transport_feed_idx" ON "transport_listings" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST,"expires_at",lower("trailer_type"),"trailer_type",lower("service_area"),"service_area","capacity","volume_capacity","available_date","origin_country","destination_country","origin_lat","origin_lon","destination_lat","destination_lon") WHERE "transport_listings"."status" = 'active' and "transport_listings"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "transport_origin_near_idx" ON "transport_listings" USING btree ("origin_lat","origin_lon") INCLUDE ("expires_at","created_at","id","destination_lat","destination_lon","origin_country","destination_country") WHERE "transport_listings"."status" = 'active' and "transport_listings"."deleted_at" is null and "transport_listings"."origin_lat" is not null;--> statement-breakpoint
CREATE INDEX "transport_destination_near_idx" ON "transport_listings" USING btree ("destination_lat","destination_lon") INCLUDE ("expires_at","created_at","id","origin_lat","origin_lon","origin_country","destination_country") WHERE "transport_listings"."status" = 'active' and "transport_listings"."deleted_at" is null and "transport_listings"."destination_lat" is not null;--> statement-breakpoint
CREATE STATISTICS "cargo_origin_point" (mcv) ON "origin_lat", "origin_lon" FROM "cargo_listings";--> statement-breakpoint
CREATE STATISTICS "cargo_destination_point" (mcv) ON "destination_lat", "destination_lon" FROM "cargo_listings";--> statement-breakpoint
CREATE STATISTICS "transport_origin_point" (mcv) ON "origin_lat", "origin_lon" FROM "transport_listings";--> statement-breakpoint
CREATE STATISTICS "transport_destination_point" (mcv) ON "destination_lat", "destination_lon" FROM "transport_listings";--> statement-breakpoint
ANALYZE "cargo_listings";--> statement-breakpoint
ANALYZE "transport_listings";
