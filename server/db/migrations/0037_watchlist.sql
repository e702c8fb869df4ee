CREATE TABLE "watched_listings" (
	"user_id" text NOT NULL,
	"listing_type" text NOT NULL,
	"listing_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "watched_listings_user_id_listing_type_listing_id_pk" PRIMARY KEY("user_id","listing_type","listing_id"),
	CONSTRAINT "watched_listings_type_check" CHECK ("watched_listings"."listing_type" in ('cargo', 'transport'))
);
--> statement-breakpoint
ALTER TABLE "watched_listings" ADD CONSTRAINT "watched_listings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "watched_listings_user_idx" ON "watched_listings" USING btree ("user_id","created_at" DESC NULLS LAST);