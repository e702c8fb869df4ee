ALTER TABLE "notification_preferences" ADD COLUMN "frequency" text DEFAULT 'instant' NOT NULL;--> statement-breakpoint
ALTER TABLE "notification_preferences" ADD CONSTRAINT "notification_preferences_frequency_check" CHECK ("notification_preferences"."frequency" in ('instant', 'hourly', 'daily'));--> statement-breakpoint
-- Every account has a profile from sign-up on (DECISIONS.md, "Account settings"): accounts created
-- before that rule get theirs here.
INSERT INTO "profiles" ("user_id", "email")
SELECT "users"."id", "users"."email" FROM "users"
WHERE NOT EXISTS (SELECT 1 FROM "profiles" WHERE "profiles"."user_id" = "users"."id");
