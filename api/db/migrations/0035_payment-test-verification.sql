ALTER TABLE "payments" DROP CONSTRAINT "payments_amount_check";--> statement-breakpoint
ALTER TABLE "account_validations" ALTER COLUMN "consumer_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "account_validations" ADD COLUMN "bank_account_id" uuid;--> statement-breakpoint
ALTER TABLE "account_validations" ADD CONSTRAINT "account_validations_bank_account_id_bank_accounts_id_fk" FOREIGN KEY ("bank_account_id") REFERENCES "public"."bank_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "account_validations_bank_account_idx" ON "account_validations" USING btree ("bank_account_id");--> statement-breakpoint
ALTER TABLE "account_validations" ADD CONSTRAINT "account_validations_subject_check" CHECK (("account_validations"."consumer_id" is null) <> ("account_validations"."bank_account_id" is null));--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_amount_check" CHECK ("payments"."amount" > 0 or ("payments"."kind" = 'test' and "payments"."amount" = 0));