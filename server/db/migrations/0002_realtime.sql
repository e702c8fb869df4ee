-- Live updates: every change to a listing, and every change that can move a company into or out
-- of the directory, is announced on the "veoturg_changes" channel. The payload carries ids only;
-- each server instance LISTENs and decides per connected client what that client may see.
CREATE OR REPLACE FUNCTION veoturg_notify_listing() RETURNS trigger AS $$
DECLARE
  row_id uuid;
BEGIN
  IF TG_OP = 'DELETE' THEN row_id := OLD.id; ELSE row_id := NEW.id; END IF;
  PERFORM pg_notify('veoturg_changes', json_build_object(
    'kind', 'listing',
    'listingType', TG_ARGV[0],
    'id', row_id,
    'op', lower(TG_OP)
  )::text);
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION veoturg_notify_directory() RETURNS trigger AS $$
BEGIN
  PERFORM pg_notify('veoturg_changes', json_build_object('kind', 'companies', 'op', lower(TG_OP))::text);
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER cargo_listings_notify AFTER INSERT OR UPDATE OR DELETE ON cargo_listings
  FOR EACH ROW EXECUTE FUNCTION veoturg_notify_listing('cargo');
--> statement-breakpoint
CREATE TRIGGER transport_listings_notify AFTER INSERT OR UPDATE OR DELETE ON transport_listings
  FOR EACH ROW EXECUTE FUNCTION veoturg_notify_listing('transport');
--> statement-breakpoint
-- Statement-level: one announcement per change, however many rows it touched.
CREATE TRIGGER profiles_notify_directory AFTER INSERT OR UPDATE OR DELETE ON profiles
  FOR EACH STATEMENT EXECUTE FUNCTION veoturg_notify_directory();
--> statement-breakpoint
CREATE TRIGGER subscribers_notify_directory AFTER INSERT OR UPDATE OR DELETE ON subscribers
  FOR EACH STATEMENT EXECUTE FUNCTION veoturg_notify_directory();
