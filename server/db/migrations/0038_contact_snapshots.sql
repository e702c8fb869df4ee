ALTER TABLE "contact_access_log" ADD COLUMN "snapshot" jsonb;--> statement-breakpoint
CREATE INDEX "contact_access_log_user_idx" ON "contact_access_log" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
-- What an access-log row's item was when the access began: a listing's route, title, date and
-- contact, a directory company's name and contact ("Minu kontaktid" shows it as it was).
CREATE FUNCTION veoturg_contact_snapshot(item_type text, item_id uuid) RETURNS jsonb
LANGUAGE sql STABLE AS $$
  SELECT CASE item_type
    WHEN 'cargo' THEN (SELECT jsonb_build_object('originCity', origin_city, 'originCountry', origin_country,
        'destinationCity', destination_city, 'destinationCountry', destination_country, 'title', cargo_type,
        'date', pickup_date::text, 'companyName', company_name, 'contactPerson', contact_person,
        'phone', contact_phone, 'email', contact_email)
      FROM cargo_listings WHERE id = item_id)
    WHEN 'transport' THEN (SELECT jsonb_build_object('originCity', origin_city, 'originCountry', origin_country,
        'destinationCity', destination_city, 'destinationCountry', destination_country, 'title', trailer_type,
        'date', available_date::text, 'companyName', company_name, 'contactPerson', contact_person,
        'phone', contact_phone, 'email', contact_email)
      FROM transport_listings WHERE id = item_id)
    WHEN 'company' THEN (SELECT jsonb_build_object('companyName', company_name, 'contactPerson', contact_person,
        'phone', phone, 'email', email, 'website', website)
      FROM profiles WHERE id = item_id)
  END
$$;--> statement-breakpoint
CREATE FUNCTION veoturg_fill_contact_snapshot() RETURNS trigger AS $$
BEGIN
  IF NEW.snapshot IS NULL THEN
    NEW.snapshot := veoturg_contact_snapshot(NEW.listing_type, NEW.listing_id);
  END IF;
  RETURN NEW;
END
$$ LANGUAGE plpgsql;--> statement-breakpoint
CREATE TRIGGER contact_access_log_snapshot BEFORE INSERT ON contact_access_log
  FOR EACH ROW EXECUTE FUNCTION veoturg_fill_contact_snapshot();--> statement-breakpoint
-- The rows written before: the item as it is now is the nearest to what it was.
UPDATE contact_access_log SET snapshot = veoturg_contact_snapshot(listing_type, listing_id) WHERE snapshot IS NULL;
