ALTER TABLE "cargo_types" ADD COLUMN "labels" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "loading_types" ADD COLUMN "labels" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "service_regions" ADD COLUMN "labels" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "specializations" ADD COLUMN "labels" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "trailer_types" ADD COLUMN "labels" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "transport_types" ADD COLUMN "labels" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "units" ADD COLUMN "labels" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "cargo_types" ADD CONSTRAINT "cargo_types_labels_check" CHECK (jsonb_typeof("cargo_types"."labels") = 'object');--> statement-breakpoint
ALTER TABLE "loading_types" ADD CONSTRAINT "loading_types_labels_check" CHECK (jsonb_typeof("loading_types"."labels") = 'object');--> statement-breakpoint
ALTER TABLE "service_regions" ADD CONSTRAINT "service_regions_labels_check" CHECK (jsonb_typeof("service_regions"."labels") = 'object');--> statement-breakpoint
ALTER TABLE "specializations" ADD CONSTRAINT "specializations_labels_check" CHECK (jsonb_typeof("specializations"."labels") = 'object');--> statement-breakpoint
ALTER TABLE "trailer_types" ADD CONSTRAINT "trailer_types_labels_check" CHECK (jsonb_typeof("trailer_types"."labels") = 'object');--> statement-breakpoint
ALTER TABLE "transport_types" ADD CONSTRAINT "transport_types_labels_check" CHECK (jsonb_typeof("transport_types"."labels") = 'object');--> statement-breakpoint
ALTER TABLE "units" ADD CONSTRAINT "units_labels_check" CHECK (jsonb_typeof("units"."labels") = 'object');