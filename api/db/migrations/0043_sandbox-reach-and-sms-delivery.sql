ALTER TABLE "account_validations" ADD COLUMN "waiting_reason" text;--> statement-breakpoint
ALTER TABLE "outbox_messages" ADD COLUMN "provider_message_id" text;--> statement-breakpoint
ALTER TABLE "outbox_messages" ADD COLUMN "delivery_status" text;--> statement-breakpoint
ALTER TABLE "verification_codes" ADD COLUMN "message_id" uuid;--> statement-breakpoint
ALTER TABLE "verification_codes" ADD COLUMN "delivery_failure" text;--> statement-breakpoint
CREATE INDEX "outbox_messages_provider_message_idx" ON "outbox_messages" USING btree ("provider_message_id");