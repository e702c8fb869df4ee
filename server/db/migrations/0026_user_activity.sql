-- The activity log follows users too (docs/decisions/0043). New listings and companies that join the
-- directory are written by row triggers in the statement that causes them: publishing gets no
-- round trip more, and no path that inserts a listing (publish, duplicate, demo data) can forget it.
CREATE INDEX "admin_activity_action_created_idx" ON "admin_activity_log" USING btree ("action","created_at" DESC NULLS LAST);--> statement-breakpoint
-- A new listing: its owner published it (the publication time is the row's created_at). The label is
-- the back office's ('Kaup Tallinn → Riia (1a2b3c4d)', modules/listings/listing-activity.ts).
CREATE FUNCTION veoturg_log_listing_created() RETURNS trigger AS $$
BEGIN
  INSERT INTO admin_activity_log (admin_id, action, target_type, target_id, details, created_at)
    VALUES (NEW.user_id, 'listing_created', TG_ARGV[0], NEW.id::text,
            jsonb_build_object(
              'label', CASE TG_ARGV[0] WHEN 'cargo' THEN 'Kaup' ELSE 'Vaba transport' END || ' '
                       || coalesce(NEW.origin_city, '') || ' → ' || coalesce(NEW.destination_city, '')
                       || ' (' || left(NEW.id::text, 8) || ')',
              'ownerId', NEW.user_id,
              'after', jsonb_build_object('status', NEW.status, 'postDurationDays', NEW.post_duration_days,
                                          'expiresAt', NEW.expires_at)),
            coalesce(NEW.created_at, now()));
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;--> statement-breakpoint
CREATE TRIGGER cargo_listings_activity AFTER INSERT ON cargo_listings
  FOR EACH ROW EXECUTE FUNCTION veoturg_log_listing_created('cargo');--> statement-breakpoint
CREATE TRIGGER transport_listings_activity AFTER INSERT ON transport_listings
  FOR EACH ROW EXECUTE FUNCTION veoturg_log_listing_created('transport');--> statement-breakpoint
-- A company joins the directory when it becomes listed by the whole directory rule, the moment the
-- alerts treat as new (0019): switched on, named, access running. A renewal is not a new company.
CREATE FUNCTION veoturg_log_company_joined() RETURNS trigger AS $$
BEGIN
  IF NOT (NEW.show_in_company_directory AND trim(coalesce(NEW.company_name, '')) <> ''
          AND NEW.access_until > now()) THEN
    RETURN NULL;
  END IF;
  IF TG_OP = 'UPDATE' AND OLD.show_in_company_directory AND trim(coalesce(OLD.company_name, '')) <> ''
     AND OLD.access_until > now() THEN
    RETURN NULL;
  END IF;
  INSERT INTO admin_activity_log (admin_id, action, target_type, target_id, details)
    VALUES (NEW.user_id, 'company_created', 'company', NEW.id::text,
            jsonb_build_object('label', NEW.company_name, 'ownerId', NEW.user_id));
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;--> statement-breakpoint
CREATE TRIGGER profiles_activity AFTER INSERT OR UPDATE OF show_in_company_directory, company_name, access_until ON profiles
  FOR EACH ROW EXECUTE FUNCTION veoturg_log_company_joined();
