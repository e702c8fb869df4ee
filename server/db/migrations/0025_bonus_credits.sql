-- Extra credits an admin grants on top of the month's, kept until spent (docs/decisions/0044).
ALTER TABLE "user_credits" ADD COLUMN "bonus_credits" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "user_credits" ADD CONSTRAINT "user_credits_bonus_check" CHECK ("user_credits"."bonus_credits" >= 0);