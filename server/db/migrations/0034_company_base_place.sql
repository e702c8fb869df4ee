-- A company's base place, and the directory near a place (decision 0069): the box around the point
-- is looked up in the GiST index of the located companies the directory may show.
ALTER TABLE "profiles" ADD COLUMN "base_place_id" integer;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "base_lat" double precision;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "base_lon" double precision;--> statement-breakpoint
CREATE INDEX "profiles_directory_near_idx" ON "profiles" USING gist (ll_to_earth("base_lat", "base_lon")) WHERE "profiles"."show_in_company_directory" and "profiles"."company_name" is not null and trim("profiles"."company_name") <> '' and "profiles"."base_lat" is not null;--> statement-breakpoint
ALTER TABLE "profiles" ADD CONSTRAINT "profiles_base_place_check" CHECK (("profiles"."base_place_id" is null and "profiles"."base_lat" is null and "profiles"."base_lon" is null)
        or ("profiles"."base_place_id" is not null and "profiles"."base_lat" is not null and "profiles"."base_lon" is not null));