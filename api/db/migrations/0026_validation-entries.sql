ALTER TABLE "ach_entries" DROP CONSTRAINT "ach_entries_pkey";--> statement-breakpoint
ALTER TABLE "ach_entries" ADD COLUMN "id" uuid DEFAULT gen_random_uuid() NOT NULL;--> statement-breakpoint
ALTER TABLE "ach_entries" ADD CONSTRAINT "ach_entries_pkey" PRIMARY KEY ("id");--> statement-breakpoint
ALTER TABLE "ach_entries" ALTER COLUMN "payment_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "ach_entries" ADD COLUMN "account_validation_id" uuid;--> statement-breakpoint
ALTER TABLE "ach_entries" ADD CONSTRAINT "ach_entries_account_validation_id_account_validations_id_fk" FOREIGN KEY ("account_validation_id") REFERENCES "public"."account_validations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ach_entries" ADD CONSTRAINT "ach_entries_subject_check" CHECK (num_nonnulls("ach_entries"."payment_id", "ach_entries"."account_validation_id") = 1);--> statement-breakpoint
CREATE UNIQUE INDEX "ach_entries_payment_key" ON "ach_entries" USING btree ("payment_id");--> statement-breakpoint
CREATE INDEX "ach_entries_validation_idx" ON "ach_entries" USING btree ("account_validation_id");--> statement-breakpoint
ALTER TABLE "account_validations" ADD COLUMN "ach_file_id" uuid;--> statement-breakpoint
ALTER TABLE "account_validations" ADD CONSTRAINT "account_validations_ach_file_id_ach_files_id_fk" FOREIGN KEY ("ach_file_id") REFERENCES "public"."ach_files"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ach_return_entries" ADD COLUMN "account_validation_id" uuid;--> statement-breakpoint
ALTER TABLE "ach_return_entries" ADD CONSTRAINT "ach_return_entries_account_validation_id_account_validations_id_fk" FOREIGN KEY ("account_validation_id") REFERENCES "public"."account_validations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "ach_return_entries_validation_applied_once_key" ON "ach_return_entries" USING btree ("account_validation_id","code") WHERE "ach_return_entries"."status" = 'applied';
