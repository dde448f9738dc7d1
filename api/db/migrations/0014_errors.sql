CREATE TABLE "failure_resolutions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"failure_id" text NOT NULL,
	"note" text NOT NULL,
	"resolved_by_user_id" uuid,
	"resolved_at" timestamp with time zone NOT NULL,
	CONSTRAINT "failure_resolutions_kind_check" CHECK ("failure_resolutions"."kind" in ('payment', 'job', 'email', 'report', 'server', 'review'))
);
--> statement-breakpoint
CREATE TABLE "server_errors" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"request_id" text NOT NULL,
	"endpoint" text NOT NULL,
	"operation_name" text,
	"path" text,
	"error_name" text NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "failure_resolutions" ADD CONSTRAINT "failure_resolutions_resolved_by_user_id_users_id_fk" FOREIGN KEY ("resolved_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "failure_resolutions_kind_failure_key" ON "failure_resolutions" USING btree ("kind","failure_id");--> statement-breakpoint
CREATE INDEX "server_errors_occurred_idx" ON "server_errors" USING btree ("occurred_at");