-- Writing alert matches (docs/decisions/0094, bench/README.md "Alerts at a rate"): a new listing
-- writes a row per matched user, thousands at once, so the table keeps only what matching and
-- delivery need.
-- 1. No foreign key on user_id: its check probed and key-share locked the user's row for every match
--    (a fifth to a third of writing one). The rows come from notification_preferences, whose own key
--    holds; a deleted user's rows go with them by the trigger below, as the cascade did.
-- 2. No index on (user_id, matched_at): the settings' count of the last 7 days reads a user's rows
--    by the primary key, which starts with user_id.
ALTER TABLE "alert_matches" DROP CONSTRAINT "alert_matches_user_id_users_id_fk";--> statement-breakpoint
DROP INDEX "alert_matches_user_matched_idx";--> statement-breakpoint
CREATE OR REPLACE FUNCTION veoturg_forget_alert_matches() RETURNS trigger AS $$
BEGIN
  DELETE FROM alert_matches WHERE user_id = OLD.id;
  RETURN OLD;
END
$$ LANGUAGE plpgsql;--> statement-breakpoint
CREATE TRIGGER users_forget_alert_matches AFTER DELETE ON users
  FOR EACH ROW EXECUTE FUNCTION veoturg_forget_alert_matches();
