-- An update announcement also says whether the row was live before it (active, not deleted, not
-- past expires_at), so the server can tell a listing that comes back (reactivated, resumed) from an
-- edit of one already shown: clients add the first to their lists and only replace the second.
-- Still ids and flags only; the triggers of 0002_realtime keep calling this function by name.
CREATE OR REPLACE FUNCTION veoturg_notify_listing() RETURNS trigger AS $$
DECLARE
  payload jsonb;
BEGIN
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
