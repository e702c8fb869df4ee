-- Company verification (issue 31, item 2; decision 0081): the profile's status, its listings' copy of
-- it for the feeds' verified=true, and the alert preferences' "verified companies only".
ALTER TABLE "profiles" ADD COLUMN "verification" text DEFAULT 'unverified' NOT NULL;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "verification_note" text;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "verification_requested_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "verification_decided_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "cargo_listings" ADD COLUMN "owner_verified" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "transport_listings" ADD COLUMN "owner_verified" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "notification_preferences" ADD COLUMN "verified_only" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "profiles_verification_queue_idx" ON "profiles" USING btree ("verification","verification_requested_at") WHERE "profiles"."verification_requested_at" is not null;--> statement-breakpoint
CREATE INDEX "cargo_verified_idx" ON "cargo_listings" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST,"expires_at","origin_country","destination_country") WHERE "cargo_listings"."status" = 'active' and "cargo_listings"."deleted_at" is null and "cargo_listings"."owner_verified";--> statement-breakpoint
CREATE INDEX "cargo_verified_confirmed_idx" ON "cargo_listings" USING btree ("confirmed_at","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST,"expires_at","origin_country","destination_country") WHERE "cargo_listings"."status" = 'active' and "cargo_listings"."deleted_at" is null and "cargo_listings"."owner_verified";--> statement-breakpoint
CREATE INDEX "transport_verified_idx" ON "transport_listings" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST,"expires_at","origin_country","destination_country") WHERE "transport_listings"."status" = 'active' and "transport_listings"."deleted_at" is null and "transport_listings"."owner_verified";--> statement-breakpoint
CREATE INDEX "transport_verified_confirmed_idx" ON "transport_listings" USING btree ("confirmed_at","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST,"expires_at","origin_country","destination_country") WHERE "transport_listings"."status" = 'active' and "transport_listings"."deleted_at" is null and "transport_listings"."owner_verified";--> statement-breakpoint
ALTER TABLE "profiles" ADD CONSTRAINT "profiles_verification_check" CHECK ("profiles"."verification" in ('unverified', 'pending', 'verified', 'rejected'));--> statement-breakpoint
-- A listing carries whether its owner's company is verified: set when it is written, and rewritten
-- on every listing of the owner when the company's status passes to or from "verified" (each row's
-- change is announced by the listings' notify trigger, so open pages show the mark at once).
CREATE FUNCTION veoturg_listing_owner_verified() RETURNS trigger AS $$
BEGIN
  NEW.owner_verified := coalesce(
    (SELECT p.verification = 'verified' FROM profiles p WHERE p.user_id = NEW.user_id), false);
  RETURN NEW;
END;
$$ LANGUAGE plpgsql;--> statement-breakpoint
CREATE TRIGGER cargo_listings_owner_verified BEFORE INSERT OR UPDATE OF user_id ON cargo_listings
  FOR EACH ROW EXECUTE FUNCTION veoturg_listing_owner_verified();--> statement-breakpoint
CREATE TRIGGER transport_listings_owner_verified BEFORE INSERT OR UPDATE OF user_id ON transport_listings
  FOR EACH ROW EXECUTE FUNCTION veoturg_listing_owner_verified();--> statement-breakpoint
CREATE FUNCTION veoturg_profile_verified() RETURNS trigger AS $$
DECLARE
  verified boolean := NEW.verification = 'verified';
BEGIN
  -- A new profile has no listings to mark unless it is made verified (the demo's, a restore).
  IF (TG_OP = 'INSERT' AND NOT verified)
     OR (TG_OP = 'UPDATE' AND (OLD.verification = 'verified') = verified) THEN
    RETURN NULL;
  END IF;
  UPDATE cargo_listings SET owner_verified = verified
    WHERE user_id = NEW.user_id AND owner_verified <> verified;
  UPDATE transport_listings SET owner_verified = verified
    WHERE user_id = NEW.user_id AND owner_verified <> verified;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;--> statement-breakpoint
CREATE TRIGGER profiles_verified AFTER INSERT OR UPDATE OF verification ON profiles
  FOR EACH ROW EXECUTE FUNCTION veoturg_profile_verified();
