-- A wiki page's title or address is not a place's name (isPlaceName, server/db/seeds/gazetteer.ts):
-- Debian's Estonian name for Rakvere was "Rakvere_vald" (its rural municipality's page), which the
-- places, their search names and the ends picked in Estonian showed. A database loaded before the
-- fix loses such labels and names here; a new one never gets them (place-labels.tsv, readGazetteer).
UPDATE "places" SET "labels" = COALESCE(
  (SELECT jsonb_object_agg(l.key, l.value) FROM jsonb_each_text("places"."labels") AS l
    WHERE strpos(l.value, '_') = 0 AND strpos(l.value, '://') = 0),
  '{}'::jsonb)
WHERE strpos("labels"::text, '_') > 0 OR strpos("labels"::text, '://') > 0;--> statement-breakpoint
DELETE FROM "place_names" WHERE strpos("name", '_') > 0 OR strpos("name", '://') > 0;--> statement-breakpoint
-- An end picked by that name keeps its place and reads the place's own name.
UPDATE "cargo_listings" SET "origin_city" = p."name" FROM "places" p
  WHERE p."id" = "cargo_listings"."origin_place_id" AND strpos("cargo_listings"."origin_city", '_') > 0;--> statement-breakpoint
UPDATE "cargo_listings" SET "destination_city" = p."name" FROM "places" p
  WHERE p."id" = "cargo_listings"."destination_place_id" AND strpos("cargo_listings"."destination_city", '_') > 0;--> statement-breakpoint
UPDATE "transport_listings" SET "origin_city" = p."name" FROM "places" p
  WHERE p."id" = "transport_listings"."origin_place_id" AND strpos("transport_listings"."origin_city", '_') > 0;--> statement-breakpoint
UPDATE "transport_listings" SET "destination_city" = p."name" FROM "places" p
  WHERE p."id" = "transport_listings"."destination_place_id" AND strpos("transport_listings"."destination_city", '_') > 0;
