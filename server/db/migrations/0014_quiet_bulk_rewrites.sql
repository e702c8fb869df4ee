-- A bulk rewrite (an admin renaming a lookup value carried by a hundred thousand listings) would
-- announce every row it touches, and open pages would get one live update per listing, queued before
-- anything newer. Such a rewrite sets `veoturg.quiet_listings` for its own transaction and announces
-- one `public` change instead, on which pages fetch their lists again.
CREATE OR REPLACE FUNCTION veoturg_notify_listing() RETURNS trigger AS $$
DECLARE
  payload jsonb;
BEGIN
  IF current_setting('veoturg.quiet_listings', true) = 'on' THEN
    RETURN NULL;
  END IF;
  IF TG_OP = 'DELETE' THEN
    payload := jsonb_build_object('kind', 'listing', 'listingType', TG_ARGV[0], 'id', OLD.id, 'op', 'delete');
  ELSE
    payload := jsonb_build_object('kind', 'listing', 'listingType', TG_ARGV[0], 'id', NEW.id, 'op', lower(TG_OP));
  END IF;
  IF TG_OP = 'UPDATE' THEN
    payload := payload || jsonb_build_object('wasLive', COALESCE(
      OLD.status = 'active' AND OLD.deleted_at IS NULL AND (OLD.expires_at IS NULL OR OLD.expires_at > now()),
      false));
  END IF;
  PERFORM pg_notify('veoturg_changes', payload::text);
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
