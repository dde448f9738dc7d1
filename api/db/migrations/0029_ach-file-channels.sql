CREATE TABLE "ach_channel_fetches" (
	"originating_account_id" uuid NOT NULL,
	"remote_name" text NOT NULL,
	"sha256" text NOT NULL,
	"size_bytes" bigint NOT NULL,
	"modified_at" bigint NOT NULL,
	"ach_return_file_id" uuid,
	"fetched_at" timestamp with time zone NOT NULL,
	CONSTRAINT "ach_channel_fetches_originating_account_id_remote_name_sha256_pk" PRIMARY KEY("originating_account_id","remote_name","sha256")
);
--> statement-breakpoint
CREATE TABLE "ach_file_channels" (
	"originating_account_id" uuid PRIMARY KEY NOT NULL,
	"host" text NOT NULL,
	"port" integer DEFAULT 22 NOT NULL,
	"username" text NOT NULL,
	"password_encrypted" text,
	"private_key_encrypted" text,
	"private_key_passphrase_encrypted" text,
	"host_key_fingerprint" text NOT NULL,
	"upload_folder" text NOT NULL,
	"file_name_pattern" text NOT NULL,
	"returns_folder" text,
	"enabled" boolean DEFAULT true NOT NULL,
	"deliver_files_from" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"updated_by_user_id" uuid
);
--> statement-breakpoint
CREATE TABLE "ach_file_deliveries" (
	"ach_file_id" uuid PRIMARY KEY NOT NULL,
	"originating_account_id" uuid NOT NULL,
	"remote_name" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"last_attempt_at" timestamp with time zone,
	"next_attempt_at" timestamp with time zone,
	"claimed_until" timestamp with time zone,
	"claimed_by" text,
	"delivered_at" timestamp with time zone,
	"size_bytes" bigint,
	"server_answer" text
);
--> statement-breakpoint
ALTER TABLE "review_items" DROP CONSTRAINT "review_items_kind_check";--> statement-breakpoint
ALTER TABLE "ach_channel_fetches" ADD CONSTRAINT "ach_channel_fetches_originating_account_id_originating_accounts_id_fk" FOREIGN KEY ("originating_account_id") REFERENCES "public"."originating_accounts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ach_channel_fetches" ADD CONSTRAINT "ach_channel_fetches_ach_return_file_id_ach_return_files_id_fk" FOREIGN KEY ("ach_return_file_id") REFERENCES "public"."ach_return_files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ach_file_channels" ADD CONSTRAINT "ach_file_channels_originating_account_id_originating_accounts_id_fk" FOREIGN KEY ("originating_account_id") REFERENCES "public"."originating_accounts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ach_file_channels" ADD CONSTRAINT "ach_file_channels_updated_by_user_id_users_id_fk" FOREIGN KEY ("updated_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ach_file_deliveries" ADD CONSTRAINT "ach_file_deliveries_ach_file_id_ach_files_id_fk" FOREIGN KEY ("ach_file_id") REFERENCES "public"."ach_files"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ach_file_deliveries" ADD CONSTRAINT "ach_file_deliveries_originating_account_id_originating_accounts_id_fk" FOREIGN KEY ("originating_account_id") REFERENCES "public"."originating_accounts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ach_file_deliveries_due_idx" ON "ach_file_deliveries" USING btree ("status","next_attempt_at");--> statement-breakpoint
ALTER TABLE "review_items" ADD CONSTRAINT "review_items_kind_check" CHECK ("review_items"."kind" in ('awaitingBankConfirmation', 'achFileRejected', 'unmatchedAchReturn', 'achFileNotDelivered', 'achChannelHostKeyChanged'));