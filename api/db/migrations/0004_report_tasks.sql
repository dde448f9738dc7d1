CREATE TABLE "report_task_parts" (
	"task_id" uuid NOT NULL,
	"index" integer NOT NULL,
	"skip" integer NOT NULL,
	"status" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"row_count" integer,
	"end_cursor" text,
	"last_error" text,
	"finished_at" timestamp with time zone,
	CONSTRAINT "report_task_parts_task_id_index_pk" PRIMARY KEY("task_id","index"),
	CONSTRAINT "report_task_parts_status_check" CHECK ("report_task_parts"."status" in ('done', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "report_tasks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"report_name" text NOT NULL,
	"format" text NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"filter" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"order_by" text NOT NULL,
	"visibility" jsonb NOT NULL,
	"created_by_user_id" uuid NOT NULL,
	"part_size" integer NOT NULL,
	"parts" integer DEFAULT 0 NOT NULL,
	"row_count" integer,
	"file_name" text NOT NULL,
	"file_bytes" integer,
	"last_error" text,
	"created_at" timestamp with time zone NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"file_deleted_at" timestamp with time zone,
	CONSTRAINT "report_tasks_format_check" CHECK ("report_tasks"."format" in ('csv', 'xlsx')),
	CONSTRAINT "report_tasks_status_check" CHECK ("report_tasks"."status" in ('queued', 'running', 'done', 'failed'))
);
--> statement-breakpoint
ALTER TABLE "report_task_parts" ADD CONSTRAINT "report_task_parts_task_id_report_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."report_tasks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_tasks" ADD CONSTRAINT "report_tasks_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "report_tasks_creator_created_idx" ON "report_tasks" USING btree ("created_by_user_id","created_at");--> statement-breakpoint
CREATE INDEX "report_tasks_created_idx" ON "report_tasks" USING btree ("created_at");