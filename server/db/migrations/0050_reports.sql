-- Reports and their moderation (issue 31, item 4; decision 0082): the reports, each reported target's
-- state (open reporters, hidden), and a suspended account's time on the user.
CREATE TABLE "report_targets" (
	"target_type" text NOT NULL,
	"target_id" uuid NOT NULL,
	"owner_id" text NOT NULL,
	"open_reports" integer DEFAULT 0 NOT NULL,
	"hidden" boolean DEFAULT false NOT NULL,
	"last_reported_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decision" text,
	"decided_at" timestamp with time zone,
	"decided_by" text,
	CONSTRAINT "report_targets_target_type_target_id_pk" PRIMARY KEY("target_type","target_id"),
	CONSTRAINT "report_targets_type_check" CHECK ("report_targets"."target_type" in ('cargo', 'transport', 'company')),
	CONSTRAINT "report_targets_decision_check" CHECK ("report_targets"."decision" in ('resolved', 'dismissed'))
);
--> statement-breakpoint
CREATE TABLE "reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"reporter_id" text NOT NULL,
	"target_type" text NOT NULL,
	"target_id" uuid NOT NULL,
	"owner_id" text NOT NULL,
	"reason" text NOT NULL,
	"message" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	"decided_by" text,
	"decision_note" text,
	CONSTRAINT "reports_target_type_check" CHECK ("reports"."target_type" in ('cargo', 'transport', 'company')),
	CONSTRAINT "reports_reason_check" CHECK ("reports"."reason" in ('fraud', 'spam', 'wrong_contact', 'unavailable', 'other')),
	CONSTRAINT "reports_status_check" CHECK ("reports"."status" in ('open', 'resolved', 'dismissed'))
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "suspended_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "report_targets" ADD CONSTRAINT "report_targets_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_targets" ADD CONSTRAINT "report_targets_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_reporter_id_users_id_fk" FOREIGN KEY ("reporter_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "report_targets_hidden_idx" ON "report_targets" USING btree ("target_type","target_id") WHERE "report_targets"."hidden";--> statement-breakpoint
CREATE INDEX "report_targets_queue_idx" ON "report_targets" USING btree ("last_reported_at" DESC NULLS LAST) WHERE "report_targets"."open_reports" > 0;--> statement-breakpoint
CREATE INDEX "report_targets_owner_idx" ON "report_targets" USING btree ("owner_id");--> statement-breakpoint
CREATE UNIQUE INDEX "reports_open_pair_idx" ON "reports" USING btree ("reporter_id","target_type","target_id") WHERE "reports"."status" = 'open';--> statement-breakpoint
CREATE INDEX "reports_target_idx" ON "reports" USING btree ("target_type","target_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "reports_owner_idx" ON "reports" USING btree ("owner_id");--> statement-breakpoint
CREATE INDEX "reports_reporter_idx" ON "reports" USING btree ("reporter_id");--> statement-breakpoint
CREATE INDEX "users_suspended_idx" ON "users" USING btree ("id") WHERE "users"."suspended_at" is not null;