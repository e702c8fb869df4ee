-- The feeds filter on lower(cargo_type), lower(trailer_type) and lower(service_area). PostgreSQL
-- ignores the statistics of partial expression indexes (the feed indexes are partial), so without
-- these it guesses 0.5 % for any such value and picks the wrong index for combined filters.
CREATE STATISTICS IF NOT EXISTS cargo_type_lower_stats ON (lower(cargo_type)) FROM cargo_listings;
--> statement-breakpoint
CREATE STATISTICS IF NOT EXISTS transport_trailer_lower_stats ON (lower(trailer_type)) FROM transport_listings;
--> statement-breakpoint
CREATE STATISTICS IF NOT EXISTS transport_area_lower_stats ON (lower(service_area)) FROM transport_listings;
--> statement-breakpoint
-- The feeds answer from their indexes alone only for rows on pages the visibility map marks
-- all-visible, which a vacuum sets. New listings and the expiry job's updates clear it; by default
-- autovacuum waits for a fifth of the table to change, here for a fiftieth.
ALTER TABLE cargo_listings SET (autovacuum_vacuum_scale_factor = 0.02, autovacuum_vacuum_insert_scale_factor = 0.02);
--> statement-breakpoint
ALTER TABLE transport_listings SET (autovacuum_vacuum_scale_factor = 0.02, autovacuum_vacuum_insert_scale_factor = 0.02);
--> statement-breakpoint
ANALYZE cargo_listings;
--> statement-breakpoint
ANALYZE transport_listings;
