CREATE INDEX "subscribers_premium_idx" ON "subscribers" USING btree ("subscription_end") WHERE "subscribers"."subscribed";--> statement-breakpoint
CREATE INDEX "subscribers_trial_idx" ON "subscribers" USING btree ("trial_end") WHERE "subscribers"."is_trial";--> statement-breakpoint
CREATE INDEX "cargo_user_live_idx" ON "cargo_listings" USING btree ("user_id") WHERE "cargo_listings"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "transport_user_live_idx" ON "transport_listings" USING btree ("user_id") WHERE "transport_listings"."deleted_at" is null;