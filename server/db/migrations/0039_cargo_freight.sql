ALTER TABLE "cargo_listings" ADD COLUMN "load_type" text;--> statement-breakpoint
ALTER TABLE "cargo_listings" ADD COLUMN "loading_meters" numeric(5, 2);--> statement-breakpoint
ALTER TABLE "cargo_listings" ADD COLUMN "pallet_count" integer;--> statement-breakpoint
ALTER TABLE "cargo_listings" ADD COLUMN "pallet_type" text;--> statement-breakpoint
ALTER TABLE "cargo_listings" ADD COLUMN "piece_length" numeric(5, 2);--> statement-breakpoint
ALTER TABLE "cargo_listings" ADD COLUMN "piece_width" numeric(5, 2);--> statement-breakpoint
ALTER TABLE "cargo_listings" ADD COLUMN "piece_height" numeric(5, 2);--> statement-breakpoint
ALTER TABLE "cargo_listings" ADD COLUMN "adr_class" text;--> statement-breakpoint
ALTER TABLE "cargo_listings" ADD COLUMN "un_number" text;--> statement-breakpoint
ALTER TABLE "cargo_listings" ADD COLUMN "temperature_min" integer;--> statement-breakpoint
ALTER TABLE "cargo_listings" ADD COLUMN "temperature_max" integer;--> statement-breakpoint
ALTER TABLE "cargo_listings" ADD COLUMN "body_types" text[];--> statement-breakpoint
ALTER TABLE "cargo_listings" ADD COLUMN "loading_sides" text[];--> statement-breakpoint
ALTER TABLE "cargo_listings" ADD COLUMN "unloading_sides" text[];--> statement-breakpoint
ALTER TABLE "cargo_listings" ADD COLUMN "pallet_exchange" boolean;--> statement-breakpoint
ALTER TABLE "cargo_listings" ADD COLUMN "price_includes_vat" boolean;--> statement-breakpoint
ALTER TABLE "cargo_listings" ADD COLUMN "payment_term_days" integer;--> statement-breakpoint
ALTER TABLE "cargo_listings" ADD CONSTRAINT "cargo_load_type_check" CHECK ("cargo_listings"."load_type" in ('ftl', 'ltl'));--> statement-breakpoint
ALTER TABLE "cargo_listings" ADD CONSTRAINT "cargo_pallet_type_check" CHECK ("cargo_listings"."pallet_type" in ('eur', 'industrial', 'other'));--> statement-breakpoint
ALTER TABLE "cargo_listings" ADD CONSTRAINT "cargo_adr_class_check" CHECK ("cargo_listings"."adr_class" in ('1', '2', '3', '4', '5', '6', '7', '8', '9'));--> statement-breakpoint
ALTER TABLE "cargo_listings" ADD CONSTRAINT "cargo_un_number_check" CHECK ("cargo_listings"."un_number" ~ '^[0-9]{4}$');--> statement-breakpoint
ALTER TABLE "cargo_listings" ADD CONSTRAINT "cargo_temperature_check" CHECK ("cargo_listings"."temperature_min" is null or "cargo_listings"."temperature_max" is null or "cargo_listings"."temperature_min" <= "cargo_listings"."temperature_max");--> statement-breakpoint
ALTER TABLE "cargo_listings" ADD CONSTRAINT "cargo_sides_check" CHECK ("cargo_listings"."loading_sides" <@ array['rear', 'side', 'top'] and "cargo_listings"."unloading_sides" <@ array['rear', 'side', 'top']);--> statement-breakpoint
ALTER TABLE "cargo_listings" ADD CONSTRAINT "cargo_measures_check" CHECK ("cargo_listings"."loading_meters" > 0 and "cargo_listings"."pallet_count" > 0 and "cargo_listings"."piece_length" > 0 and "cargo_listings"."piece_width" > 0 and "cargo_listings"."piece_height" > 0 and "cargo_listings"."payment_term_days" >= 0);--> statement-breakpoint
-- One vocabulary for a load's body types and a truck's body (decision 0073): the trailer-type list
-- gains the bodies dispatchers name. Only on a list already seeded (a fresh database gets them from
-- the seeds, which fill an empty list); the seeds give them their labels; a name an admin already
-- has, in any case, is left alone.
INSERT INTO "trailer_types" ("name")
SELECT v.name FROM (VALUES ('kastsõiduk'), ('mega'), ('jumbo'), ('autovedu'), ('kallur'), ('madelhaagis')) AS v(name)
WHERE EXISTS (SELECT 1 FROM "trailer_types")
  AND NOT EXISTS (SELECT 1 FROM "trailer_types" t WHERE lower(t.name) = lower(v.name));
