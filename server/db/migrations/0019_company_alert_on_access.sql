-- A company joins the directory when it becomes listed by the whole directory rule
-- (server/db/directory.ts): the switch on, a company name, and access running (profiles.access_until,
-- kept from the subscription since 0017). 0016 asked only the switch and the name, so a company
-- that switched on first and started its trial later was never announced to anyone's alerts, and
-- one that switched on without access was matched for nothing. A renewal of running access is not
-- a new joining; access that lapsed and starts again is.
CREATE OR REPLACE FUNCTION veoturg_enqueue_company_alert() RETURNS trigger AS $$
BEGIN
  IF NOT (NEW.show_in_company_directory AND trim(coalesce(NEW.company_name, '')) <> ''
          AND NEW.access_until > now()) THEN
    RETURN NULL;
  END IF;
  IF TG_OP = 'UPDATE' AND OLD.show_in_company_directory AND trim(coalesce(OLD.company_name, '')) <> ''
     AND OLD.access_until > now() THEN
    RETURN NULL;
  END IF;
  INSERT INTO jobs (kind, key, payload, run_at)
    VALUES ('alerts.match', 'company:' || NEW.id, jsonb_build_object('itemType', 'company', 'itemId', NEW.id),
            date_trunc('milliseconds', now()))
    ON CONFLICT (kind, key) WHERE state = 'pending' DO NOTHING;
  PERFORM pg_notify('veoturg_jobs', 'alerts.match');
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
DROP TRIGGER profiles_alerts ON profiles;
--> statement-breakpoint
CREATE TRIGGER profiles_alerts AFTER INSERT OR UPDATE OF show_in_company_directory, company_name, access_until ON profiles
  FOR EACH ROW EXECUTE FUNCTION veoturg_enqueue_company_alert();
