ALTER TABLE "payments" ADD COLUMN "previous_destination_bank_name" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "previous_destination_account_last4" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "previous_destination_account_holder_name" text;