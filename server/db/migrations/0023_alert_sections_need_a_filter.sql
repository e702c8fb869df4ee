ALTER TABLE "notification_preferences" ALTER COLUMN "cargo_notifications" SET DEFAULT false;--> statement-breakpoint
ALTER TABLE "notification_preferences" ALTER COLUMN "transport_notifications" SET DEFAULT false;--> statement-breakpoint
-- A section switched on without any filter sent every new listing (docs/decisions/0047): it is off
-- now, as the settings save and the matching treat it. Sections with a filter stay as they were.
UPDATE "notification_preferences" SET
  "cargo_notifications" = "cargo_notifications" AND (
    "cargo_min_weight" IS NOT NULL OR "cargo_max_weight" IS NOT NULL
    OR "cargo_min_quantity" IS NOT NULL OR "cargo_max_quantity" IS NOT NULL
    OR "cargo_pickup_date_from" IS NOT NULL OR "cargo_pickup_date_to" IS NOT NULL
    OR "cargo_delivery_date_from" IS NOT NULL OR "cargo_delivery_date_to" IS NOT NULL
    OR "cargo_urgent_only"
    OR coalesce(cardinality("cargo_types"), 0) > 0
    OR coalesce(cardinality("cargo_origin_countries"), 0) > 0
    OR coalesce(cardinality("cargo_destination_countries"), 0) > 0
    OR coalesce(cardinality("cargo_origin_cities"), 0) > 0
    OR coalesce(cardinality("cargo_destination_cities"), 0) > 0
    OR coalesce(cardinality("cargo_loading_types"), 0) > 0
    OR coalesce(cardinality("cargo_units"), 0) > 0),
  "transport_notifications" = "transport_notifications" AND (
    "transport_min_capacity" IS NOT NULL OR "transport_max_capacity" IS NOT NULL
    OR "transport_min_volume_capacity" IS NOT NULL OR "transport_max_volume_capacity" IS NOT NULL
    OR "transport_available_date_from" IS NOT NULL OR "transport_available_date_to" IS NOT NULL
    OR coalesce(cardinality("transport_trailer_types"), 0) > 0
    OR coalesce(cardinality("transport_origin_countries"), 0) > 0
    OR coalesce(cardinality("transport_destination_countries"), 0) > 0
    OR coalesce(cardinality("transport_origin_cities"), 0) > 0
    OR coalesce(cardinality("transport_destination_cities"), 0) > 0
    OR coalesce(cardinality("transport_volume_units"), 0) > 0
    OR coalesce(cardinality("transport_service_areas"), 0) > 0),
  "company_notifications" = "company_notifications" AND (
    "company_min_established_year" IS NOT NULL OR "company_min_employees" IS NOT NULL
    OR coalesce(cardinality("company_specialties"), 0) > 0
    OR coalesce(cardinality("company_transport_types"), 0) > 0
    OR coalesce(cardinality("company_service_regions"), 0) > 0
    OR coalesce(cardinality("company_regular_routes"), 0) > 0)
WHERE "cargo_notifications" OR "transport_notifications" OR "company_notifications";
