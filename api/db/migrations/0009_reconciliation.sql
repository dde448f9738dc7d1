CREATE TABLE "ach_entries" (
	"payment_id" uuid PRIMARY KEY NOT NULL,
	"ach_file_id" uuid NOT NULL,
	"originating_account_id" uuid NOT NULL,
	"file_date" date NOT NULL,
	"trace_number" text NOT NULL,
	"effective_date" date NOT NULL,
	"settlement_date" date NOT NULL,
	"sent_at" timestamp with time zone NOT NULL,
	"settled_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "ach_return_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"file_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"kind" text NOT NULL,
	"code" text NOT NULL,
	"reason" text NOT NULL,
	"original_trace_number" text NOT NULL,
	"amount_cents" bigint NOT NULL,
	"corrected_data" text,
	"payment_id" uuid,
	"status" text NOT NULL,
	"outcome" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "ach_return_entries_kind_check" CHECK ("ach_return_entries"."kind" in ('return', 'noc')),
	CONSTRAINT "ach_return_entries_status_check" CHECK ("ach_return_entries"."status" in ('applied', 'unmatched', 'ignored'))
);
--> statement-breakpoint
CREATE TABLE "ach_return_files" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"sha256" text NOT NULL,
	"file_name" text NOT NULL,
	"source" text NOT NULL,
	"content" text NOT NULL,
	"problems" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"received_at" timestamp with time zone NOT NULL,
	CONSTRAINT "ach_return_files_sha256_unique" UNIQUE("sha256")
);
--> statement-breakpoint
CREATE TABLE "review_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"subject" text NOT NULL,
	"payment_id" uuid,
	"message" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"resolved_at" timestamp with time zone,
	CONSTRAINT "review_items_kind_check" CHECK ("review_items"."kind" in ('awaitingBankConfirmation', 'achFileRejected', 'unmatchedAchReturn'))
);
--> statement-breakpoint
ALTER TABLE "payments" DROP CONSTRAINT "payments_status_check";--> statement-breakpoint
ALTER TABLE "ach_entries" ADD CONSTRAINT "ach_entries_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ach_entries" ADD CONSTRAINT "ach_entries_ach_file_id_ach_files_id_fk" FOREIGN KEY ("ach_file_id") REFERENCES "public"."ach_files"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ach_entries" ADD CONSTRAINT "ach_entries_originating_account_id_originating_accounts_id_fk" FOREIGN KEY ("originating_account_id") REFERENCES "public"."originating_accounts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ach_return_entries" ADD CONSTRAINT "ach_return_entries_file_id_ach_return_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."ach_return_files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ach_return_entries" ADD CONSTRAINT "ach_return_entries_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_items" ADD CONSTRAINT "review_items_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "ach_entries_day_trace_key" ON "ach_entries" USING btree ("file_date","trace_number");--> statement-breakpoint
CREATE INDEX "ach_entries_trace_idx" ON "ach_entries" USING btree ("trace_number");--> statement-breakpoint
CREATE INDEX "ach_entries_settlement_idx" ON "ach_entries" USING btree ("settled_at","settlement_date");--> statement-breakpoint
CREATE UNIQUE INDEX "ach_return_entries_file_position_key" ON "ach_return_entries" USING btree ("file_id","position");--> statement-breakpoint
CREATE INDEX "ach_return_entries_payment_idx" ON "ach_return_entries" USING btree ("payment_id");--> statement-breakpoint
CREATE INDEX "ach_return_entries_status_idx" ON "ach_return_entries" USING btree ("status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "review_items_kind_subject_key" ON "review_items" USING btree ("kind","subject");--> statement-breakpoint
CREATE INDEX "review_items_open_idx" ON "review_items" USING btree ("resolved_at","created_at");--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_status_check" CHECK ("payments"."status" in ('pendingApproval', 'scheduled', 'processing', 'success', 'error', 'canceled', 'returned'));