CREATE TABLE "report_file_chunks" (
	"task_id" uuid NOT NULL,
	"seq" integer NOT NULL,
	"data" "bytea" NOT NULL,
	CONSTRAINT "report_file_chunks_task_id_seq_pk" PRIMARY KEY("task_id","seq")
);
--> statement-breakpoint
ALTER TABLE "report_file_chunks" ADD CONSTRAINT "report_file_chunks_task_id_report_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."report_tasks"("id") ON DELETE cascade ON UPDATE no action;