DROP INDEX "subscribers_premium_idx";--> statement-breakpoint
DROP INDEX "subscribers_trial_idx";--> statement-breakpoint
ALTER TABLE "subscribers" ADD COLUMN "user_created_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "subscribers" ADD COLUMN "user_deleted" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- subscribers.user_created_at and user_deleted mirror the user's created_at and whether deleted_at
-- is set, so the back office lists and counts a plan's users, newest first, from the subscription
-- indexes alone, without looking up each user (decision 0037). A deleted user's subscription may
-- still be changed later (a provider's webhook), which is why the flag is kept here, not assumed.
CREATE OR REPLACE FUNCTION veoturg_subscriber_user_facts() RETURNS trigger AS $$
BEGIN
  SELECT u.created_at, u.deleted_at IS NOT NULL INTO NEW.user_created_at, NEW.user_deleted
    FROM users u WHERE u.id = NEW.user_id;
  NEW.user_deleted := coalesce(NEW.user_deleted, false);
  RETURN NEW;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER subscribers_user_facts
  BEFORE INSERT OR UPDATE OF user_id, user_created_at, user_deleted ON subscribers
  FOR EACH ROW EXECUTE FUNCTION veoturg_subscriber_user_facts();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION veoturg_user_facts_to_subscriber() RETURNS trigger AS $$
BEGIN
  UPDATE subscribers SET user_created_at = NEW.created_at, user_deleted = NEW.deleted_at IS NOT NULL
    WHERE user_id = NEW.id;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER users_facts_to_subscriber
  AFTER UPDATE OF created_at, deleted_at ON users FOR EACH ROW
  WHEN (OLD.created_at IS DISTINCT FROM NEW.created_at
    OR (OLD.deleted_at IS NULL) IS DISTINCT FROM (NEW.deleted_at IS NULL))
  EXECUTE FUNCTION veoturg_user_facts_to_subscriber();
--> statement-breakpoint
UPDATE subscribers s SET user_created_at = u.created_at, user_deleted = u.deleted_at IS NOT NULL
  FROM users u WHERE u.id = s.user_id;--> statement-breakpoint
CREATE INDEX "subscribers_premium_idx" ON "subscribers" USING btree ("subscription_end","user_deleted","user_created_at","user_id") WHERE "subscribers"."subscribed";--> statement-breakpoint
CREATE INDEX "subscribers_trial_idx" ON "subscribers" USING btree ("trial_end","user_deleted","subscribed","subscription_end","user_created_at","user_id") WHERE "subscribers"."is_trial";
