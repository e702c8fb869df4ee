CREATE TABLE "jobs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"key" text,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"run_at" timestamp with time zone DEFAULT now() NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"locked_until" timestamp with time zone,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "jobs_state_check" CHECK ("jobs"."state" in ('pending', 'running', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "alert_matches" (
	"user_id" text NOT NULL,
	"item_type" text NOT NULL,
	"item_id" uuid NOT NULL,
	"matched_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	"mailed" boolean DEFAULT false NOT NULL,
	CONSTRAINT "alert_matches_user_id_item_type_item_id_pk" PRIMARY KEY("user_id","item_type","item_id"),
	CONSTRAINT "alert_matches_item_type_check" CHECK ("alert_matches"."item_type" in ('cargo', 'transport', 'company'))
);
--> statement-breakpoint
DROP INDEX "email_outbox_due_idx";--> statement-breakpoint
ALTER TABLE "email_outbox" ADD COLUMN "headers" jsonb;--> statement-breakpoint
-- Alert matching asks of every list filter "empty, or holds the item's value", case-insensitively.
-- The generated match_terms column holds each list's values lower-cased with the list's tag
-- ('ct:toidukaubad'), or the tag's wildcard ('ct:*') when the list is empty, so the question is one
-- overlap per list (match_terms && array['ct:*', 'ct:masinad']) that a GIN index answers for 100 000
-- preferences at once. IMMUTABLE: lower() of the same text is always the same, as a generated column
-- requires.
CREATE FUNCTION veoturg_alert_terms_of(tag text, vals text[]) RETURNS text[]
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT CASE WHEN coalesce(cardinality(vals), 0) = 0 THEN array[tag || ':*']
    ELSE (SELECT array_agg(tag || ':' || lower(v)) FROM unnest(vals) AS v) END
$$;--> statement-breakpoint
CREATE FUNCTION veoturg_alert_terms(
  cargo_types text[], cargo_origin_countries text[], cargo_destination_countries text[],
  cargo_origin_cities text[], cargo_destination_cities text[], cargo_loading_types text[], cargo_units text[],
  transport_trailer_types text[], transport_origin_countries text[], transport_destination_countries text[],
  transport_origin_cities text[], transport_destination_cities text[], transport_volume_units text[],
  transport_service_areas text[], company_specialties text[], company_transport_types text[],
  company_service_regions text[]
) RETURNS text[]
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT veoturg_alert_terms_of('ct', $1) || veoturg_alert_terms_of('coc', $2) || veoturg_alert_terms_of('cdc', $3)
    || veoturg_alert_terms_of('coi', $4) || veoturg_alert_terms_of('cdi', $5) || veoturg_alert_terms_of('clt', $6)
    || veoturg_alert_terms_of('cu', $7) || veoturg_alert_terms_of('ttt', $8) || veoturg_alert_terms_of('toc', $9)
    || veoturg_alert_terms_of('tdc', $10) || veoturg_alert_terms_of('toi', $11) || veoturg_alert_terms_of('tdi', $12)
    || veoturg_alert_terms_of('tvu', $13) || veoturg_alert_terms_of('tsa', $14) || veoturg_alert_terms_of('csp', $15)
    || veoturg_alert_terms_of('ctt', $16) || veoturg_alert_terms_of('csr', $17)
$$;--> statement-breakpoint
ALTER TABLE "notification_preferences" ADD COLUMN "match_terms" text[] GENERATED ALWAYS AS (veoturg_alert_terms(cargo_types, cargo_origin_countries, cargo_destination_countries,
        cargo_origin_cities, cargo_destination_cities, cargo_loading_types, cargo_units, transport_trailer_types,
        transport_origin_countries, transport_destination_countries, transport_origin_cities,
        transport_destination_cities, transport_volume_units, transport_service_areas, company_specialties,
        company_transport_types, company_service_regions)) STORED;--> statement-breakpoint
ALTER TABLE "notification_preferences" ADD COLUMN "last_alert_sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "alert_matches" ADD CONSTRAINT "alert_matches_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "jobs_due_idx" ON "jobs" USING btree ("run_at") WHERE "jobs"."state" in ('pending', 'running');--> statement-breakpoint
CREATE UNIQUE INDEX "jobs_pending_key_unique" ON "jobs" USING btree ("kind","key") WHERE "jobs"."state" = 'pending';--> statement-breakpoint
CREATE INDEX "alert_matches_unsent_idx" ON "alert_matches" USING btree ("user_id") WHERE "alert_matches"."sent_at" is null;--> statement-breakpoint
CREATE INDEX "alert_matches_user_matched_idx" ON "alert_matches" USING btree ("user_id","matched_at");--> statement-breakpoint
CREATE INDEX "notification_preferences_match_terms_idx" ON "notification_preferences" USING gin ("match_terms");--> statement-breakpoint
CREATE INDEX "email_outbox_created_idx" ON "email_outbox" USING btree ("created_at");--> statement-breakpoint
ALTER TABLE "email_outbox" DROP COLUMN "next_attempt_at";--> statement-breakpoint
ALTER TABLE "email_outbox" DROP COLUMN "locked_until";--> statement-breakpoint
-- Mail waiting in the outbox is sent by the job queue from now on: one mail.send job per message.
INSERT INTO "jobs" ("kind", "payload")
  SELECT 'mail.send', jsonb_build_object('mailId', "id") FROM "email_outbox" WHERE "status" = 'pending';--> statement-breakpoint
-- A listing that becomes live (published, reactivated, resumed) is matched against the alert
-- preferences by an alerts.match job written in the same transaction: no publish path can forget
-- it, and a failed publish leaves no job. The live test is server/db/live.ts's liveSql. A bulk
-- write that sets veoturg.quiet_listings (0014) announces nothing, alerts included.
CREATE FUNCTION veoturg_enqueue_listing_alert() RETURNS trigger AS $$
BEGIN
  IF current_setting('veoturg.quiet_listings', true) = 'on' THEN
    RETURN NULL;
  END IF;
  IF NOT (NEW.status = 'active' AND NEW.deleted_at IS NULL AND (NEW.expires_at IS NULL OR NEW.expires_at > now())) THEN
    RETURN NULL;
  END IF;
  IF TG_OP = 'UPDATE' AND OLD.status = 'active' AND OLD.deleted_at IS NULL
     AND (OLD.expires_at IS NULL OR OLD.expires_at > now()) THEN
    RETURN NULL;
  END IF;
  -- run_at in whole milliseconds, as the workers' clocks (JavaScript dates) read time.
  INSERT INTO jobs (kind, key, payload, run_at)
    VALUES ('alerts.match', TG_ARGV[0] || ':' || NEW.id,
            jsonb_build_object('itemType', TG_ARGV[0], 'itemId', NEW.id), date_trunc('milliseconds', now()))
    ON CONFLICT (kind, key) WHERE state = 'pending' DO NOTHING;
  PERFORM pg_notify('veoturg_jobs', 'alerts.match');
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;--> statement-breakpoint
CREATE TRIGGER cargo_listings_alerts AFTER INSERT OR UPDATE OF status, deleted_at, expires_at ON cargo_listings
  FOR EACH ROW EXECUTE FUNCTION veoturg_enqueue_listing_alert('cargo');--> statement-breakpoint
CREATE TRIGGER transport_listings_alerts AFTER INSERT OR UPDATE OF status, deleted_at, expires_at ON transport_listings
  FOR EACH ROW EXECUTE FUNCTION veoturg_enqueue_listing_alert('transport');--> statement-breakpoint
-- A company that joins the directory (switch on, with a company name) is matched the same way; the
-- job checks the rest of the directory rule (server/db/directory.ts) when it runs.
CREATE FUNCTION veoturg_enqueue_company_alert() RETURNS trigger AS $$
BEGIN
  IF NOT (NEW.show_in_company_directory AND trim(coalesce(NEW.company_name, '')) <> '') THEN
    RETURN NULL;
  END IF;
  IF TG_OP = 'UPDATE' AND OLD.show_in_company_directory AND trim(coalesce(OLD.company_name, '')) <> '' THEN
    RETURN NULL;
  END IF;
  INSERT INTO jobs (kind, key, payload, run_at)
    VALUES ('alerts.match', 'company:' || NEW.id, jsonb_build_object('itemType', 'company', 'itemId', NEW.id),
            date_trunc('milliseconds', now()))
    ON CONFLICT (kind, key) WHERE state = 'pending' DO NOTHING;
  PERFORM pg_notify('veoturg_jobs', 'alerts.match');
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;--> statement-breakpoint
CREATE TRIGGER profiles_alerts AFTER INSERT OR UPDATE OF show_in_company_directory, company_name ON profiles
  FOR EACH ROW EXECUTE FUNCTION veoturg_enqueue_company_alert();
