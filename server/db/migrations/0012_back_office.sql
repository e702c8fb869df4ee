ALTER TABLE "users" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "users_email_trgm_idx" ON "users" USING gin (lower("email") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_created_idx" ON "users" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "profiles_contact_person_trgm_idx" ON "profiles" USING gin (lower("contact_person") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "profiles_company_name_trgm_idx" ON "profiles" USING gin (lower("company_name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "cargo_admin_idx" ON "cargo_listings" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "cargo_listings"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "cargo_admin_search_trgm_idx" ON "cargo_listings" USING gin (("search_text" || ' ' || lower(coalesce("company_name", ''))) gin_trgm_ops) WHERE "cargo_listings"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "transport_admin_idx" ON "transport_listings" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "transport_listings"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "transport_admin_search_trgm_idx" ON "transport_listings" USING gin (("search_text" || ' ' || lower(coalesce("company_name", ''))) gin_trgm_ops) WHERE "transport_listings"."deleted_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "cargo_types_name_lower_unique" ON "cargo_types" USING btree (lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "loading_types_name_lower_unique" ON "loading_types" USING btree (lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "service_regions_name_lower_unique" ON "service_regions" USING btree (lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "specializations_name_lower_unique" ON "specializations" USING btree (lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "trailer_types_name_lower_unique" ON "trailer_types" USING btree (lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "transport_types_name_lower_unique" ON "transport_types" USING btree (lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "units_name_lower_unique" ON "units" USING btree (lower("name"));