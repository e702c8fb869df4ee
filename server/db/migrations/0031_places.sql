CREATE TABLE "place_names" (
	"name" text NOT NULL,
	"place_id" integer NOT NULL,
	"population" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "places" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"country" text NOT NULL,
	"lat" double precision NOT NULL,
	"lon" double precision NOT NULL,
	"population" integer NOT NULL,
	"labels" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "place_names" ADD CONSTRAINT "place_names_place_id_places_id_fk" FOREIGN KEY ("place_id") REFERENCES "public"."places"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "place_names_prefix_idx" ON "place_names" USING btree ("name" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "place_names_big_idx" ON "place_names" USING btree ("name" text_pattern_ops) WHERE population >= 20000;