CREATE TABLE "accounts" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"account_id" text NOT NULL,
	"provider_id" text NOT NULL,
	"access_token" text,
	"refresh_token" text,
	"id_token" text,
	"access_token_expires_at" timestamp with time zone,
	"refresh_token_expires_at" timestamp with time zone,
	"scope" text,
	"password" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"token" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"ip_address" text,
	"user_agent" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"email" text NOT NULL,
	"email_verified" boolean DEFAULT false NOT NULL,
	"image" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "verifications" (
	"id" text PRIMARY KEY NOT NULL,
	"identifier" text NOT NULL,
	"value" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contact_access_log" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"listing_id" uuid NOT NULL,
	"listing_type" text NOT NULL,
	"payment_method" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contact_access_log_type_check" CHECK ("contact_access_log"."listing_type" in ('cargo', 'transport', 'company')),
	CONSTRAINT "contact_access_log_method_check" CHECK ("contact_access_log"."payment_method" in ('free_credit', 'stripe', 'demo', 'admin'))
);
--> statement-breakpoint
CREATE TABLE "credit_transactions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"kind" text DEFAULT 'contact_unlock' NOT NULL,
	"amount" numeric(10, 2) NOT NULL,
	"currency" text DEFAULT 'EUR' NOT NULL,
	"status" text DEFAULT 'completed' NOT NULL,
	"listing_type" text,
	"listing_id" uuid,
	"provider" text,
	"provider_ref" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "credit_transactions_amount_check" CHECK ("credit_transactions"."amount" >= 0),
	CONSTRAINT "credit_transactions_status_check" CHECK ("credit_transactions"."status" in ('pending', 'completed', 'failed', 'refunded')),
	CONSTRAINT "credit_transactions_kind_check" CHECK ("credit_transactions"."kind" in ('contact_unlock', 'subscription')),
	CONSTRAINT "credit_transactions_listing_type_check" CHECK ("credit_transactions"."listing_type" is null or "credit_transactions"."listing_type" in ('cargo', 'transport', 'company'))
);
--> statement-breakpoint
CREATE TABLE "feedback" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text,
	"email" text NOT NULL,
	"subject" text NOT NULL,
	"message" text NOT NULL,
	"type" text DEFAULT 'feedback' NOT NULL,
	"priority" text DEFAULT 'medium' NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "feedback_type_check" CHECK ("feedback"."type" in ('feedback', 'bug', 'feature', 'support')),
	CONSTRAINT "feedback_priority_check" CHECK ("feedback"."priority" in ('low', 'medium', 'high')),
	CONSTRAINT "feedback_status_check" CHECK ("feedback"."status" in ('open', 'in_progress', 'resolved', 'closed'))
);
--> statement-breakpoint
CREATE TABLE "payment_events" (
	"id" text PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"type" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "profiles" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"email" text,
	"phone" text,
	"contact_person" text,
	"company_name" text,
	"address" text,
	"specialty" text,
	"vehicle_park" text,
	"transport_types" text[],
	"service_regions" text[],
	"regular_routes" jsonb,
	"description" text,
	"website" text,
	"logo_url" text,
	"established_year" integer,
	"employees_count" integer,
	"show_in_company_directory" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "profiles_established_year_check" CHECK ("profiles"."established_year" between 1800 and 2100),
	CONSTRAINT "profiles_employees_check" CHECK ("profiles"."employees_count" >= 0)
);
--> statement-breakpoint
CREATE TABLE "subscribers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"email" text,
	"subscribed" boolean DEFAULT false NOT NULL,
	"subscription_tier" text DEFAULT 'Free' NOT NULL,
	"subscription_end" timestamp with time zone,
	"is_trial" boolean DEFAULT false NOT NULL,
	"trial_end" timestamp with time zone,
	"trial_used_at" timestamp with time zone,
	"payment_customer_id" text,
	"payment_subscription_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "subscribers_tier_check" CHECK ("subscribers"."subscription_tier" in ('Free', 'Premium'))
);
--> statement-breakpoint
CREATE TABLE "user_credits" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"monthly_credits" integer DEFAULT 3 NOT NULL,
	"credits_used" integer DEFAULT 0 NOT NULL,
	"last_reset_date" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_credits_monthly_check" CHECK ("user_credits"."monthly_credits" >= 0),
	CONSTRAINT "user_credits_used_check" CHECK ("user_credits"."credits_used" >= 0 and "user_credits"."credits_used" <= "user_credits"."monthly_credits")
);
--> statement-breakpoint
CREATE TABLE "user_roles" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"role" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_roles_role_check" CHECK ("user_roles"."role" in ('admin', 'user'))
);
--> statement-breakpoint
CREATE TABLE "ad_templates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"template_name" text NOT NULL,
	"template_type" text NOT NULL,
	"template_data" jsonb NOT NULL,
	"is_favorite" boolean DEFAULT false NOT NULL,
	"usage_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ad_templates_type_check" CHECK ("ad_templates"."template_type" in ('cargo', 'transport', 'company')),
	CONSTRAINT "ad_templates_usage_check" CHECK ("ad_templates"."usage_count" >= 0),
	CONSTRAINT "ad_templates_name_check" CHECK (length(trim("ad_templates"."template_name")) > 0)
);
--> statement-breakpoint
CREATE TABLE "cargo_listings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"origin_city" text NOT NULL,
	"origin_country" text DEFAULT 'eesti' NOT NULL,
	"destination_city" text NOT NULL,
	"destination_country" text DEFAULT 'eesti' NOT NULL,
	"notes" text,
	"company_name" text,
	"contact_person" text,
	"contact_phone" text,
	"contact_email" text,
	"status" text DEFAULT 'active' NOT NULL,
	"expires_at" timestamp with time zone,
	"post_duration_days" integer,
	"completed_by_user" boolean DEFAULT false NOT NULL,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"cargo_type" text NOT NULL,
	"loading_type" text,
	"quantity" numeric(14, 3),
	"unit" text,
	"weight" numeric(14, 3),
	"price_amount" numeric(12, 2),
	"pickup_date" date,
	"delivery_date" date,
	"is_urgent" boolean DEFAULT false NOT NULL,
	"search_text" text GENERATED ALWAYS AS (lower(coalesce("cargo_listings"."origin_city", '') || ' ' || coalesce("cargo_listings"."origin_country", '') || ' ' || coalesce("cargo_listings"."destination_city", '') || ' ' || coalesce("cargo_listings"."destination_country", '') || ' ' || coalesce("cargo_listings"."cargo_type", '') || ' ' || coalesce("cargo_listings"."loading_type", '') || ' ' || coalesce("cargo_listings"."notes", ''))) STORED,
	CONSTRAINT "cargo_status_check" CHECK ("cargo_listings"."status" in ('active', 'inactive', 'expired', 'completed')),
	CONSTRAINT "cargo_duration_check" CHECK ("cargo_listings"."post_duration_days" in (1, 3, 5, 7, 14, 21, 30)),
	CONSTRAINT "cargo_quantity_check" CHECK ("cargo_listings"."quantity" >= 0),
	CONSTRAINT "cargo_weight_check" CHECK ("cargo_listings"."weight" >= 0),
	CONSTRAINT "cargo_price_check" CHECK ("cargo_listings"."price_amount" >= 0),
	CONSTRAINT "cargo_dates_check" CHECK ("cargo_listings"."delivery_date" is null or "cargo_listings"."pickup_date" is null or "cargo_listings"."delivery_date" >= "cargo_listings"."pickup_date")
);
--> statement-breakpoint
CREATE TABLE "transport_listings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"origin_city" text NOT NULL,
	"origin_country" text DEFAULT 'eesti' NOT NULL,
	"destination_city" text NOT NULL,
	"destination_country" text DEFAULT 'eesti' NOT NULL,
	"notes" text,
	"company_name" text,
	"contact_person" text,
	"contact_phone" text,
	"contact_email" text,
	"status" text DEFAULT 'active' NOT NULL,
	"expires_at" timestamp with time zone,
	"post_duration_days" integer,
	"completed_by_user" boolean DEFAULT false NOT NULL,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"trailer_type" text NOT NULL,
	"capacity" numeric(14, 3),
	"volume_capacity" numeric(14, 3),
	"volume_unit" text DEFAULT 'm³',
	"available_date" date,
	"service_area" text,
	"price_per_km" numeric(12, 2),
	"search_text" text GENERATED ALWAYS AS (lower(coalesce("transport_listings"."origin_city", '') || ' ' || coalesce("transport_listings"."origin_country", '') || ' ' || coalesce("transport_listings"."destination_city", '') || ' ' || coalesce("transport_listings"."destination_country", '') || ' ' || coalesce("transport_listings"."trailer_type", '') || ' ' || coalesce("transport_listings"."service_area", '') || ' ' || coalesce("transport_listings"."notes", ''))) STORED,
	CONSTRAINT "transport_status_check" CHECK ("transport_listings"."status" in ('active', 'inactive', 'expired', 'completed')),
	CONSTRAINT "transport_duration_check" CHECK ("transport_listings"."post_duration_days" in (1, 3, 5, 7, 14, 21, 30)),
	CONSTRAINT "transport_capacity_check" CHECK ("transport_listings"."capacity" >= 0),
	CONSTRAINT "transport_volume_check" CHECK ("transport_listings"."volume_capacity" >= 0),
	CONSTRAINT "transport_price_check" CHECK ("transport_listings"."price_per_km" >= 0)
);
--> statement-breakpoint
CREATE TABLE "admin_activity_log" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"admin_id" text,
	"action" text NOT NULL,
	"target_type" text,
	"target_id" text,
	"details" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cargo_types" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cargo_types_name_check" CHECK (length(trim("cargo_types"."name")) > 0)
);
--> statement-breakpoint
CREATE TABLE "email_outbox" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"to_address" text NOT NULL,
	"subject" text NOT NULL,
	"text_body" text NOT NULL,
	"html_body" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_until" timestamp with time zone,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	CONSTRAINT "email_outbox_status_check" CHECK ("email_outbox"."status" in ('pending', 'sent', 'failed')),
	CONSTRAINT "email_outbox_attempts_check" CHECK ("email_outbox"."attempts" >= 0)
);
--> statement-breakpoint
CREATE TABLE "loading_types" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "loading_types_name_check" CHECK (length(trim("loading_types"."name")) > 0)
);
--> statement-breakpoint
CREATE TABLE "maintenance_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"is_enabled" boolean DEFAULT false NOT NULL,
	"title" text NOT NULL,
	"subtitle" text NOT NULL,
	"updated_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "maintenance_settings_single_row" CHECK ("maintenance_settings"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "pricing_config" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"config_key" text NOT NULL,
	"config_value" numeric(10, 2) NOT NULL,
	"updated_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pricing_config_value_check" CHECK ("pricing_config"."config_value" >= 0)
);
--> statement-breakpoint
CREATE TABLE "rate_limits" (
	"key" text PRIMARY KEY NOT NULL,
	"hits" integer DEFAULT 0 NOT NULL,
	"reset_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "service_regions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "service_regions_name_check" CHECK (length(trim("service_regions"."name")) > 0)
);
--> statement-breakpoint
CREATE TABLE "specializations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "specializations_name_check" CHECK (length(trim("specializations"."name")) > 0)
);
--> statement-breakpoint
CREATE TABLE "trailer_types" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "trailer_types_name_check" CHECK (length(trim("trailer_types"."name")) > 0)
);
--> statement-breakpoint
CREATE TABLE "transport_types" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "transport_types_name_check" CHECK (length(trim("transport_types"."name")) > 0)
);
--> statement-breakpoint
CREATE TABLE "units" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "units_name_check" CHECK (length(trim("units"."name")) > 0)
);
--> statement-breakpoint
CREATE TABLE "notification_preferences" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"is_enabled" boolean DEFAULT false NOT NULL,
	"cargo_notifications" boolean DEFAULT true NOT NULL,
	"transport_notifications" boolean DEFAULT true NOT NULL,
	"company_notifications" boolean DEFAULT false NOT NULL,
	"cargo_min_weight" numeric(14, 3),
	"cargo_max_weight" numeric(14, 3),
	"cargo_min_quantity" numeric(14, 3),
	"cargo_max_quantity" numeric(14, 3),
	"cargo_pickup_date_from" date,
	"cargo_pickup_date_to" date,
	"cargo_delivery_date_from" date,
	"cargo_delivery_date_to" date,
	"cargo_urgent_only" boolean DEFAULT false NOT NULL,
	"transport_min_capacity" numeric(14, 3),
	"transport_max_capacity" numeric(14, 3),
	"transport_min_volume_capacity" numeric(14, 3),
	"transport_max_volume_capacity" numeric(14, 3),
	"transport_available_date_from" date,
	"transport_available_date_to" date,
	"company_min_established_year" integer,
	"company_min_employees" integer,
	"cargo_types" text[],
	"cargo_origin_countries" text[],
	"cargo_destination_countries" text[],
	"cargo_origin_cities" text[],
	"cargo_destination_cities" text[],
	"cargo_loading_types" text[],
	"cargo_units" text[],
	"transport_trailer_types" text[],
	"transport_origin_countries" text[],
	"transport_destination_countries" text[],
	"transport_origin_cities" text[],
	"transport_destination_cities" text[],
	"transport_volume_units" text[],
	"transport_service_areas" text[],
	"company_specialties" text[],
	"company_transport_types" text[],
	"company_service_regions" text[],
	"company_regular_routes" text[],
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notification_preferences_non_negative" CHECK (coalesce("notification_preferences"."cargo_min_weight", 0) >= 0 and coalesce("notification_preferences"."cargo_max_weight", 0) >= 0
        and coalesce("notification_preferences"."transport_min_capacity", 0) >= 0 and coalesce("notification_preferences"."transport_max_capacity", 0) >= 0
        and coalesce("notification_preferences"."company_min_employees", 0) >= 0)
);
--> statement-breakpoint
ALTER TABLE "accounts" ADD CONSTRAINT "accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_access_log" ADD CONSTRAINT "contact_access_log_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_transactions" ADD CONSTRAINT "credit_transactions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedback" ADD CONSTRAINT "feedback_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profiles" ADD CONSTRAINT "profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscribers" ADD CONSTRAINT "subscribers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_credits" ADD CONSTRAINT "user_credits_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_roles" ADD CONSTRAINT "user_roles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ad_templates" ADD CONSTRAINT "ad_templates_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cargo_listings" ADD CONSTRAINT "cargo_listings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transport_listings" ADD CONSTRAINT "transport_listings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "admin_activity_log" ADD CONSTRAINT "admin_activity_log_admin_id_users_id_fk" FOREIGN KEY ("admin_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "maintenance_settings" ADD CONSTRAINT "maintenance_settings_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pricing_config" ADD CONSTRAINT "pricing_config_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_preferences" ADD CONSTRAINT "notification_preferences_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "accounts_user_idx" ON "accounts" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sessions_token_unique" ON "sessions" USING btree ("token");--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_unique" ON "users" USING btree ("email");--> statement-breakpoint
CREATE INDEX "verifications_identifier_idx" ON "verifications" USING btree ("identifier");--> statement-breakpoint
CREATE UNIQUE INDEX "contact_access_log_unique" ON "contact_access_log" USING btree ("user_id","listing_type","listing_id");--> statement-breakpoint
CREATE INDEX "credit_transactions_user_idx" ON "credit_transactions" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "credit_transactions_created_idx" ON "credit_transactions" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "credit_transactions_provider_ref_unique" ON "credit_transactions" USING btree ("provider","provider_ref");--> statement-breakpoint
CREATE INDEX "feedback_created_idx" ON "feedback" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "feedback_status_idx" ON "feedback" USING btree ("status");--> statement-breakpoint
CREATE UNIQUE INDEX "profiles_user_unique" ON "profiles" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "profiles_directory_idx" ON "profiles" USING btree ("company_name") WHERE "profiles"."show_in_company_directory" and "profiles"."company_name" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "subscribers_user_unique" ON "subscribers" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "user_credits_user_unique" ON "user_credits" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "user_roles_user_role_unique" ON "user_roles" USING btree ("user_id","role");--> statement-breakpoint
CREATE INDEX "ad_templates_user_order_idx" ON "ad_templates" USING btree ("user_id","is_favorite" DESC NULLS LAST,"usage_count" DESC NULLS LAST,"updated_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "cargo_feed_idx" ON "cargo_listings" USING btree ("is_urgent" DESC NULLS LAST,"created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "cargo_listings"."status" = 'active' and "cargo_listings"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "cargo_search_trgm_idx" ON "cargo_listings" USING gin ("search_text" gin_trgm_ops) WHERE "cargo_listings"."status" = 'active' and "cargo_listings"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "cargo_user_idx" ON "cargo_listings" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "cargo_expiry_idx" ON "cargo_listings" USING btree ("expires_at") WHERE "cargo_listings"."status" = 'active';--> statement-breakpoint
CREATE INDEX "transport_feed_idx" ON "transport_listings" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "transport_listings"."status" = 'active' and "transport_listings"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "transport_search_trgm_idx" ON "transport_listings" USING gin ("search_text" gin_trgm_ops) WHERE "transport_listings"."status" = 'active' and "transport_listings"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "transport_user_idx" ON "transport_listings" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "transport_expiry_idx" ON "transport_listings" USING btree ("expires_at") WHERE "transport_listings"."status" = 'active';--> statement-breakpoint
CREATE INDEX "admin_activity_created_idx" ON "admin_activity_log" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "cargo_types_name_unique" ON "cargo_types" USING btree ("name");--> statement-breakpoint
CREATE INDEX "email_outbox_due_idx" ON "email_outbox" USING btree ("next_attempt_at") WHERE "email_outbox"."status" = 'pending';--> statement-breakpoint
CREATE UNIQUE INDEX "loading_types_name_unique" ON "loading_types" USING btree ("name");--> statement-breakpoint
CREATE UNIQUE INDEX "pricing_config_key_unique" ON "pricing_config" USING btree ("config_key");--> statement-breakpoint
CREATE UNIQUE INDEX "service_regions_name_unique" ON "service_regions" USING btree ("name");--> statement-breakpoint
CREATE UNIQUE INDEX "specializations_name_unique" ON "specializations" USING btree ("name");--> statement-breakpoint
CREATE UNIQUE INDEX "trailer_types_name_unique" ON "trailer_types" USING btree ("name");--> statement-breakpoint
CREATE UNIQUE INDEX "transport_types_name_unique" ON "transport_types" USING btree ("name");--> statement-breakpoint
CREATE UNIQUE INDEX "units_name_unique" ON "units" USING btree ("name");--> statement-breakpoint
CREATE UNIQUE INDEX "notification_preferences_user_unique" ON "notification_preferences" USING btree ("user_id");