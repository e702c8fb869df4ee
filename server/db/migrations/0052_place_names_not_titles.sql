-- Place labels that are no name of the town (isPlaceLabel, server/db/seeds/gazetteer.ts): a wiki
-- page's title or address ("Rakvere_vald", Debian's Estonian name for Rakvere), the name of the
-- town's municipality ("Oulu linn", "Rødovre Municipality", "Vallentunan kunta") and a Russian name
-- in Latin letters ("Chistyakovo", "Грeнобль" with a Latin e). Every reader of those languages saw
-- them. A database loaded before the fix loses them here (a new one never gets them:
-- place-labels.tsv, readGazetteer); an end picked by such a label reads the place's own name.
CREATE TEMP TABLE "bad_place_labels" AS
  SELECT p."id", l.key AS "locale", l.value AS "label"
  FROM "places" p, jsonb_each_text(p."labels") AS l
  WHERE strpos(l.value, '_') > 0 OR strpos(l.value, '://') > 0
    OR (l.key = 'et' AND l.value ~ ' (vald|linn)$')
    OR (l.key = 'en' AND l.value ~ ' Municipality$')
    OR (l.key = 'fi' AND l.value ~ ' (kunta|kaupunki)$')
    OR (l.key = 'ru' AND l.value ~ '[A-Za-z]');--> statement-breakpoint
UPDATE "cargo_listings" c SET "origin_city" = p."name" FROM "bad_place_labels" b JOIN "places" p ON p."id" = b."id"
  WHERE c."origin_place_id" = b."id" AND c."origin_city" = b."label";--> statement-breakpoint
UPDATE "cargo_listings" c SET "destination_city" = p."name" FROM "bad_place_labels" b JOIN "places" p ON p."id" = b."id"
  WHERE c."destination_place_id" = b."id" AND c."destination_city" = b."label";--> statement-breakpoint
UPDATE "transport_listings" c SET "origin_city" = p."name" FROM "bad_place_labels" b JOIN "places" p ON p."id" = b."id"
  WHERE c."origin_place_id" = b."id" AND c."origin_city" = b."label";--> statement-breakpoint
UPDATE "transport_listings" c SET "destination_city" = p."name" FROM "bad_place_labels" b JOIN "places" p ON p."id" = b."id"
  WHERE c."destination_place_id" = b."id" AND c."destination_city" = b."label";--> statement-breakpoint
UPDATE "places" p SET "labels" = p."labels" - (SELECT array_agg(b."locale") FROM "bad_place_labels" b WHERE b."id" = p."id")
  WHERE p."id" IN (SELECT "id" FROM "bad_place_labels");--> statement-breakpoint
DROP TABLE "bad_place_labels";--> statement-breakpoint
-- The search names: a title or an address among GeoNames' alternate names ("rakvere_vald").
DELETE FROM "place_names" WHERE strpos("name", '_') > 0 OR strpos("name", '://') > 0;
