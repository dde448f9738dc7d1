ALTER TABLE "connections" ADD COLUMN "mailbox_code_digest" text;--> statement-breakpoint
ALTER TABLE "connections" ADD COLUMN "mailbox_code_expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "connections" ADD COLUMN "mailbox_code_sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "connections" ADD COLUMN "mailbox_code_attempts" integer DEFAULT 0 NOT NULL;