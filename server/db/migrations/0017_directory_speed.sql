ALTER TABLE "profiles" ADD COLUMN "access_until" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "profiles_directory_order_idx" ON "profiles" USING btree (lower("company_name"),"id","access_until") WHERE "profiles"."show_in_company_directory" and "profiles"."company_name" is not null and trim("profiles"."company_name") <> '';--> statement-breakpoint
-- profiles.access_until mirrors the owner's subscribers row: the later end of a running premium
-- (subscribed) or trial (is_trial), null without either. The directory asks `access_until > now`
-- on the profile alone, which is the same as asking the subscription (db/directory.ts). Every
-- write to a subscription passes here, whoever makes it (payments, the back office, the trial).
CREATE OR REPLACE FUNCTION veoturg_access_until(subscribed boolean, subscription_end timestamptz,
  is_trial boolean, trial_end timestamptz) RETURNS timestamptz AS $$
  SELECT greatest(CASE WHEN subscribed THEN subscription_end END, CASE WHEN is_trial THEN trial_end END);
$$ LANGUAGE sql IMMUTABLE;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION veoturg_copy_access_to_profile() RETURNS trigger AS $$
DECLARE
  until timestamptz;
BEGIN
  -- Each UPDATE only when it changes something: an UPDATE of no row still runs the statement
  -- trigger that announces a directory change (0002_realtime), once per subscription row here.
  IF TG_OP = 'DELETE' OR (TG_OP = 'UPDATE' AND OLD.user_id IS DISTINCT FROM NEW.user_id) THEN
    IF EXISTS (SELECT 1 FROM profiles WHERE user_id = OLD.user_id AND access_until IS NOT NULL) THEN
      UPDATE profiles SET access_until = NULL WHERE user_id = OLD.user_id;
    END IF;
  END IF;
  IF TG_OP <> 'DELETE' THEN
    until := veoturg_access_until(NEW.subscribed, NEW.subscription_end, NEW.is_trial, NEW.trial_end);
    IF EXISTS (SELECT 1 FROM profiles WHERE user_id = NEW.user_id AND access_until IS DISTINCT FROM until) THEN
      UPDATE profiles SET access_until = until WHERE user_id = NEW.user_id;
    END IF;
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER subscribers_profile_access
  AFTER INSERT OR DELETE OR UPDATE OF user_id, subscribed, subscription_end, is_trial, trial_end
  ON subscribers FOR EACH ROW EXECUTE FUNCTION veoturg_copy_access_to_profile();
--> statement-breakpoint
-- A profile made after its owner's subscription (or moved to another user) takes it from there.
CREATE OR REPLACE FUNCTION veoturg_profile_access_from_subscription() RETURNS trigger AS $$
BEGIN
  NEW.access_until := (SELECT veoturg_access_until(s.subscribed, s.subscription_end, s.is_trial, s.trial_end)
    FROM subscribers s WHERE s.user_id = NEW.user_id);
  RETURN NEW;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER profiles_access_from_subscription
  BEFORE INSERT OR UPDATE OF user_id, access_until ON profiles
  FOR EACH ROW EXECUTE FUNCTION veoturg_profile_access_from_subscription();
--> statement-breakpoint
UPDATE profiles p SET access_until = veoturg_access_until(s.subscribed, s.subscription_end, s.is_trial, s.trial_end)
  FROM subscribers s WHERE s.user_id = p.user_id;
