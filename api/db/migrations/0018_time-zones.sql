ALTER TABLE "users" ADD COLUMN "time_zone" text;--> statement-breakpoint
ALTER TABLE "report_tasks" ADD COLUMN "time_zone" text DEFAULT 'UTC' NOT NULL;