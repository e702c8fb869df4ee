-- When a listing's owner was last reminded to confirm it and to extend it (issue 31, item 3; decision 0079): server/modules/listings/listing-reminders.ts marks each reminder here, so a confirmation or a publication brings at most one of each.
ALTER TABLE "cargo_listings" ADD COLUMN "confirm_reminded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "cargo_listings" ADD COLUMN "expiry_reminded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "transport_listings" ADD COLUMN "confirm_reminded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "transport_listings" ADD COLUMN "expiry_reminded_at" timestamp with time zone;