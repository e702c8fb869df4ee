-- Alert preferences "within N km of a place" (decision 0068); cube and earthdistance came with 0032.
ALTER TABLE "notification_preferences" ADD COLUMN "origin_near" integer;--> statement-breakpoint
ALTER TABLE "notification_preferences" ADD COLUMN "origin_lat" double precision;--> statement-breakpoint
ALTER TABLE "notification_preferences" ADD COLUMN "origin_lon" double precision;--> statement-breakpoint
ALTER TABLE "notification_preferences" ADD COLUMN "origin_radius_km" integer;--> statement-breakpoint
ALTER TABLE "notification_preferences" ADD COLUMN "destination_near" integer;--> statement-breakpoint
ALTER TABLE "notification_preferences" ADD COLUMN "destination_lat" double precision;--> statement-breakpoint
ALTER TABLE "notification_preferences" ADD COLUMN "destination_lon" double precision;--> statement-breakpoint
ALTER TABLE "notification_preferences" ADD COLUMN "destination_radius_km" integer;--> statement-breakpoint
CREATE INDEX "notification_preferences_origin_near_idx" ON "notification_preferences" USING gist (earth_box(ll_to_earth("origin_lat", "origin_lon"), "origin_radius_km" * 1000.0)) WHERE "notification_preferences"."origin_near" is not null;--> statement-breakpoint
CREATE INDEX "notification_preferences_destination_near_idx" ON "notification_preferences" USING gist (earth_box(ll_to_earth("destination_lat", "destination_lon"), "destination_radius_km" * 1000.0)) WHERE "notification_preferences"."destination_near" is not null;--> statement-breakpoint
ALTER TABLE "notification_preferences" ADD CONSTRAINT "notification_preferences_origin_near_check" CHECK (("notification_preferences"."origin_near" is null and "notification_preferences"."origin_lat" is null and "notification_preferences"."origin_lon" is null and "notification_preferences"."origin_radius_km" is null)
    or ("notification_preferences"."origin_near" is not null and "notification_preferences"."origin_lat" is not null and "notification_preferences"."origin_lon" is not null
      and "notification_preferences"."origin_radius_km" between 1 and 1000));--> statement-breakpoint
ALTER TABLE "notification_preferences" ADD CONSTRAINT "notification_preferences_destination_near_check" CHECK (("notification_preferences"."destination_near" is null and "notification_preferences"."destination_lat" is null and "notification_preferences"."destination_lon" is null and "notification_preferences"."destination_radius_km" is null)
    or ("notification_preferences"."destination_near" is not null and "notification_preferences"."destination_lat" is not null and "notification_preferences"."destination_lon" is not null
      and "notification_preferences"."destination_radius_km" between 1 and 1000));