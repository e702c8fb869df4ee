DROP INDEX "transport_volume_idx";--> statement-breakpoint
CREATE INDEX "transport_volume_idx" ON "transport_listings" USING btree (coalesce("volume_capacity", 'Infinity'::numeric),"volume_capacity","expires_at") WHERE "transport_listings"."status" = 'active' and "transport_listings"."deleted_at" is null;--> statement-breakpoint
-- As in 0004: the volume minimum compares this expression, and PostgreSQL ignores the statistics of
-- a partial expression index, so it would guess how many listings have at least a given volume.
CREATE STATISTICS IF NOT EXISTS transport_volume_known_stats ON (coalesce(volume_capacity, 'Infinity'::numeric)) FROM transport_listings;
--> statement-breakpoint
ANALYZE transport_listings;
