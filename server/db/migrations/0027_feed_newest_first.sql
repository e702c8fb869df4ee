-- The feeds are newest first; urgent cargo is marked, not pinned (docs/decisions/0049). The cargo
-- feed indexes lose is_urgent as their first key and carry it instead, so the urgent filter combined
-- with another is still answered from the index alone; the urgent loads alone get a partial index.
DROP INDEX "cargo_feed_idx";--> statement-breakpoint
DROP INDEX "cargo_route_idx";--> statement-breakpoint
DROP INDEX "cargo_destination_idx";--> statement-breakpoint
DROP INDEX "cargo_type_idx";--> statement-breakpoint
CREATE INDEX "cargo_urgent_idx" ON "cargo_listings" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST,"expires_at",lower("cargo_type"),"cargo_type","weight","pickup_date","delivery_date","is_urgent","origin_country","destination_country") WHERE "cargo_listings"."status" = 'active' and "cargo_listings"."deleted_at" is null and "cargo_listings"."is_urgent";--> statement-breakpoint
CREATE INDEX "cargo_feed_idx" ON "cargo_listings" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST,"expires_at",lower("cargo_type"),"cargo_type","weight","pickup_date","delivery_date","is_urgent","origin_country","destination_country") WHERE "cargo_listings"."status" = 'active' and "cargo_listings"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "cargo_route_idx" ON "cargo_listings" USING btree ("origin_country","destination_country",lower("cargo_type"),"created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST,"expires_at","cargo_type","weight","pickup_date","delivery_date","is_urgent") WHERE "cargo_listings"."status" = 'active' and "cargo_listings"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "cargo_destination_idx" ON "cargo_listings" USING btree ("destination_country","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST,"expires_at",lower("cargo_type"),"cargo_type","weight","pickup_date","delivery_date","is_urgent","origin_country") WHERE "cargo_listings"."status" = 'active' and "cargo_listings"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "cargo_type_idx" ON "cargo_listings" USING btree (lower("cargo_type"),"created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST,"expires_at","cargo_type","weight","pickup_date","delivery_date","is_urgent","origin_country","destination_country") WHERE "cargo_listings"."status" = 'active' and "cargo_listings"."deleted_at" is null;
