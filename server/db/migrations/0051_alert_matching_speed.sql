-- Alert matching at 100,000 preferences (modules/alerts/matching.ts, bench/README.md "Alerts"):
-- 1. The terms' GIN index holds only the preferences without a place: those with one are found by
--    the GiST indexes of their boxes, and their empty country lists' wildcard terms put them into
--    nearly every listing's answer here (15,000 of 20,000 rows read for one load).
-- 2. A preference with a place on both ends is found by its pickup's box alone, so the delivery's
--    index holds only those with a place on the delivery alone.
-- 3. The owner's premium access on the preference row, kept from the subscribers row as
--    profiles.access_until is (migration 0017), so matching reads no subscription per preference.
DROP INDEX "notification_preferences_match_terms_idx";--> statement-breakpoint
DROP INDEX "notification_preferences_destination_near_idx";--> statement-breakpoint
ALTER TABLE "notification_preferences" ADD COLUMN "access_until" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "notification_preferences_match_terms_idx" ON "notification_preferences" USING gin ("match_terms") WHERE "notification_preferences"."origin_near" is null and "notification_preferences"."destination_near" is null;--> statement-breakpoint
CREATE INDEX "notification_preferences_destination_near_idx" ON "notification_preferences" USING gist (earth_box(ll_to_earth("destination_lat", "destination_lon"), "destination_radius_km" * 1000.0)) WHERE "notification_preferences"."origin_near" is null and "notification_preferences"."destination_near" is not null;--> statement-breakpoint
-- One function copies a subscription's access to both of its copies, the profile's and the alert
-- preferences' (it replaces migration 0017's, which copied it to the profile alone). The profile's
-- UPDATE stays behind its EXISTS: an UPDATE of no row still runs the statement trigger that
-- announces a directory change (0002_realtime); the preferences have none.
CREATE OR REPLACE FUNCTION veoturg_copy_access() RETURNS trigger AS $$
DECLARE
  until timestamptz;
BEGIN
  IF TG_OP = 'DELETE' OR (TG_OP = 'UPDATE' AND OLD.user_id IS DISTINCT FROM NEW.user_id) THEN
    IF EXISTS (SELECT 1 FROM profiles WHERE user_id = OLD.user_id AND access_until IS NOT NULL) THEN
      UPDATE profiles SET access_until = NULL WHERE user_id = OLD.user_id;
    END IF;
    UPDATE notification_preferences SET access_until = NULL
      WHERE user_id = OLD.user_id AND access_until IS NOT NULL;
  END IF;
  IF TG_OP <> 'DELETE' THEN
    until := veoturg_access_until(NEW.subscribed, NEW.subscription_end, NEW.is_trial, NEW.trial_end);
    IF EXISTS (SELECT 1 FROM profiles WHERE user_id = NEW.user_id AND access_until IS DISTINCT FROM until) THEN
      UPDATE profiles SET access_until = until WHERE user_id = NEW.user_id;
    END IF;
    UPDATE notification_preferences SET access_until = until
      WHERE user_id = NEW.user_id AND access_until IS DISTINCT FROM until;
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
DROP TRIGGER subscribers_profile_access ON subscribers;
--> statement-breakpoint
DROP FUNCTION veoturg_copy_access_to_profile();
--> statement-breakpoint
CREATE TRIGGER subscribers_access_copies
  AFTER INSERT OR DELETE OR UPDATE OF user_id, subscribed, subscription_end, is_trial, trial_end
  ON subscribers FOR EACH ROW EXECUTE FUNCTION veoturg_copy_access();
--> statement-breakpoint
-- A preference made after its owner's subscription (or moved to another user) takes it from there:
-- migration 0017's function for the profile, which reads only the row's user_id and access_until.
CREATE TRIGGER notification_preferences_access_from_subscription
  BEFORE INSERT OR UPDATE OF user_id, access_until ON notification_preferences
  FOR EACH ROW EXECUTE FUNCTION veoturg_profile_access_from_subscription();
--> statement-breakpoint
UPDATE notification_preferences p
  SET access_until = veoturg_access_until(s.subscribed, s.subscription_end, s.is_trial, s.trial_end)
  FROM subscribers s WHERE s.user_id = p.user_id;
