CREATE TABLE "ach_files" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"originating_account_id" uuid NOT NULL,
	"file_name" text NOT NULL,
	"content" text NOT NULL,
	"batch_cutoff" timestamp with time zone NOT NULL,
	"entry_count" integer NOT NULL,
	"batch_count" integer NOT NULL,
	"total_credit_cents" bigint NOT NULL,
	"total_debit_cents" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bank_accounts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"business_id" uuid,
	"vendor_id" uuid,
	"bank_name" text NOT NULL,
	"routing_number" text NOT NULL,
	"account_number_encrypted" text NOT NULL,
	"last4" text NOT NULL,
	"account_holder_name" text NOT NULL,
	"account_type" text DEFAULT 'checking' NOT NULL,
	"payment_system" text,
	"status" text DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bank_accounts_owner_check" CHECK (("bank_accounts"."business_id" is null) <> ("bank_accounts"."vendor_id" is null)),
	CONSTRAINT "bank_accounts_type_check" CHECK ("bank_accounts"."account_type" in ('checking', 'savings'))
);
--> statement-breakpoint
CREATE TABLE "business_rails" (
	"business_id" uuid PRIMARY KEY NOT NULL,
	"rail" text DEFAULT 'sandbox' NOT NULL,
	"originating_account_id" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "consumers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"business_id" uuid NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"email" text,
	"phone_number" text,
	"initial_payment" bigint DEFAULT 0 NOT NULL,
	"year" integer,
	"make" text,
	"model" text,
	"description" text,
	"process_status" text DEFAULT 'pending' NOT NULL,
	"registration_status" text DEFAULT 'pending' NOT NULL,
	"initial_payment_result" jsonb,
	"bank_name" text,
	"routing_number" text,
	"account_number_encrypted" text,
	"account_number_last4" text,
	"account_holder_name" text,
	"account_type" text DEFAULT 'checking' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "consumers_process_status_check" CHECK ("consumers"."process_status" in ('pending', 'active')),
	CONSTRAINT "consumers_registration_status_check" CHECK ("consumers"."registration_status" in ('pending', 'completed'))
);
--> statement-breakpoint
CREATE TABLE "holiday_schedules" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"schedule_name" text NOT NULL,
	"country" text NOT NULL,
	"payment_network" text NOT NULL,
	"year" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "holidays" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"schedule_id" uuid NOT NULL,
	"holiday_name" text NOT NULL,
	"static_date" date,
	"nth_occurrence" text,
	"day_of_week" smallint,
	"month" smallint,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "holidays_rule_check" CHECK (("holidays"."static_date" is not null) <> ("holidays"."nth_occurrence" is not null and "holidays"."day_of_week" is not null and "holidays"."month" is not null))
);
--> statement-breakpoint
CREATE TABLE "jobs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"payment_id" uuid,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"run_at" timestamp with time zone NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"max_attempts" integer DEFAULT 5 NOT NULL,
	"locked_at" timestamp with time zone,
	"locked_by" text,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "jobs_status_check" CHECK ("jobs"."status" in ('queued', 'running', 'done', 'failed', 'canceled'))
);
--> statement-breakpoint
CREATE TABLE "originating_accounts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"odfi_routing_number" text NOT NULL,
	"company_id" text NOT NULL,
	"company_name" text NOT NULL,
	"immediate_destination" text NOT NULL,
	"immediate_destination_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "originating_accounts_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "payment_status_details" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"payment_id" uuid NOT NULL,
	"status" text NOT NULL,
	"code" text,
	"datetime" timestamp with time zone NOT NULL,
	"description" text,
	"seq" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"business_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"amount" bigint NOT NULL,
	"vendor_id" uuid,
	"consumer_id" uuid,
	"recipient_business_id" uuid,
	"purchase_id" text NOT NULL,
	"payment_transaction_id" text NOT NULL,
	"status" text NOT NULL,
	"payment_bank_status" text,
	"payment_process_status" text,
	"payment_error_message" text,
	"return_code" text,
	"due_date" date NOT NULL,
	"due_time" text NOT NULL,
	"timezone" text NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"description" text,
	"reference_number" text,
	"idempotency_key" text NOT NULL,
	"created_by_user_id" uuid,
	"approved_by_user_id" uuid,
	"destination_bank_name" text,
	"destination_routing_number" text NOT NULL,
	"destination_account_encrypted" text NOT NULL,
	"destination_account_last4" text NOT NULL,
	"destination_account_holder_name" text NOT NULL,
	"destination_account_type" text DEFAULT 'checking' NOT NULL,
	"rail" text,
	"ach_file_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payments_purchase_id_unique" UNIQUE("purchase_id"),
	CONSTRAINT "payments_payment_transaction_id_unique" UNIQUE("payment_transaction_id"),
	CONSTRAINT "payments_kind_check" CHECK ("payments"."kind" in ('vendor', 'api', 'onDemand', 'instantCollection', 'subscription', 'test')),
	CONSTRAINT "payments_status_check" CHECK ("payments"."status" in ('pendingApproval', 'scheduled', 'processing', 'success', 'error', 'canceled')),
	CONSTRAINT "payments_amount_check" CHECK ("payments"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "processing_schedules" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"rule_id" uuid NOT NULL,
	"cutoff_time" text NOT NULL,
	"weekdays" smallint[] NOT NULL,
	"days_to_process" integer NOT NULL,
	"description" text,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "processing_time_rules" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"payment_type" text NOT NULL,
	"payment_network" text DEFAULT 'ACH' NOT NULL,
	"banks" text[] DEFAULT '{}'::text[] NOT NULL,
	"time_zone" text DEFAULT 'America/New_York' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rail_submissions" (
	"payment_id" uuid PRIMARY KEY NOT NULL,
	"rail" text NOT NULL,
	"outcome" text NOT NULL,
	"code" text,
	"message" text,
	"submitted_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "outbox_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"channel" text NOT NULL,
	"recipient" text NOT NULL,
	"subject" text NOT NULL,
	"body" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"locked_until" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"delivered_at" timestamp with time zone,
	CONSTRAINT "outbox_messages_channel_check" CHECK ("outbox_messages"."channel" in ('email', 'sms')),
	CONSTRAINT "outbox_messages_status_check" CHECK ("outbox_messages"."status" in ('pending', 'sent', 'outbox', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "password_reset_tokens" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"requested_from" text,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "trusted_browsers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "verification_codes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"purpose" text NOT NULL,
	"channel" text NOT NULL,
	"contact" text NOT NULL,
	"pending_id" uuid,
	"code_hash" text NOT NULL,
	"wrong_tries" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"consumed_at" timestamp with time zone,
	"requested_from" text,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "verification_codes_channel_check" CHECK ("verification_codes"."channel" in ('email', 'phoneNumber'))
);
--> statement-breakpoint
ALTER TABLE "ach_files" ADD CONSTRAINT "ach_files_originating_account_id_originating_accounts_id_fk" FOREIGN KEY ("originating_account_id") REFERENCES "public"."originating_accounts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_accounts" ADD CONSTRAINT "bank_accounts_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_accounts" ADD CONSTRAINT "bank_accounts_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "business_rails" ADD CONSTRAINT "business_rails_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "business_rails" ADD CONSTRAINT "business_rails_originating_account_id_originating_accounts_id_fk" FOREIGN KEY ("originating_account_id") REFERENCES "public"."originating_accounts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consumers" ADD CONSTRAINT "consumers_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "holidays" ADD CONSTRAINT "holidays_schedule_id_holiday_schedules_id_fk" FOREIGN KEY ("schedule_id") REFERENCES "public"."holiday_schedules"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_status_details" ADD CONSTRAINT "payment_status_details_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_consumer_id_consumers_id_fk" FOREIGN KEY ("consumer_id") REFERENCES "public"."consumers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_recipient_business_id_businesses_id_fk" FOREIGN KEY ("recipient_business_id") REFERENCES "public"."businesses"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_approved_by_user_id_users_id_fk" FOREIGN KEY ("approved_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_ach_file_id_ach_files_id_fk" FOREIGN KEY ("ach_file_id") REFERENCES "public"."ach_files"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "processing_schedules" ADD CONSTRAINT "processing_schedules_rule_id_processing_time_rules_id_fk" FOREIGN KEY ("rule_id") REFERENCES "public"."processing_time_rules"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rail_submissions" ADD CONSTRAINT "rail_submissions_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ach_files_created_idx" ON "ach_files" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "ach_files_account_cutoff_idx" ON "ach_files" USING btree ("originating_account_id","batch_cutoff");--> statement-breakpoint
CREATE INDEX "bank_accounts_business_idx" ON "bank_accounts" USING btree ("business_id","status");--> statement-breakpoint
CREATE INDEX "bank_accounts_vendor_idx" ON "bank_accounts" USING btree ("vendor_id","status");--> statement-breakpoint
CREATE INDEX "consumers_business_idx" ON "consumers" USING btree ("business_id","created_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "holiday_schedules_network_year_name_key" ON "holiday_schedules" USING btree ("country","payment_network","year","schedule_name");--> statement-breakpoint
CREATE INDEX "holiday_schedules_created_idx" ON "holiday_schedules" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "holidays_schedule_idx" ON "holidays" USING btree ("schedule_id","position");--> statement-breakpoint
CREATE INDEX "jobs_status_run_at_idx" ON "jobs" USING btree ("status","run_at");--> statement-breakpoint
CREATE UNIQUE INDEX "jobs_kind_payment_key" ON "jobs" USING btree ("kind","payment_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_status_details_payment_seq_key" ON "payment_status_details" USING btree ("payment_id","seq");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_business_idempotency_key" ON "payments" USING btree ("business_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "payments_business_status_created_idx" ON "payments" USING btree ("business_id","status","created_at","id");--> statement-breakpoint
CREATE INDEX "payments_business_kind_created_idx" ON "payments" USING btree ("business_id","kind","created_at","id");--> statement-breakpoint
CREATE INDEX "payments_vendor_created_idx" ON "payments" USING btree ("vendor_id","created_at","id");--> statement-breakpoint
CREATE INDEX "payments_consumer_idx" ON "payments" USING btree ("consumer_id");--> statement-breakpoint
CREATE INDEX "payments_due_idx" ON "payments" USING btree ("status","due_at");--> statement-breakpoint
CREATE INDEX "payments_process_status_idx" ON "payments" USING btree ("payment_process_status","created_at");--> statement-breakpoint
CREATE INDEX "payments_ach_file_idx" ON "payments" USING btree ("ach_file_id");--> statement-breakpoint
CREATE INDEX "processing_schedules_rule_idx" ON "processing_schedules" USING btree ("rule_id","position");--> statement-breakpoint
CREATE INDEX "processing_time_rules_type_idx" ON "processing_time_rules" USING btree ("payment_type","created_at","id");--> statement-breakpoint
CREATE INDEX "outbox_messages_status_created_idx" ON "outbox_messages" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "outbox_messages_created_idx" ON "outbox_messages" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "password_reset_tokens_token_hash_key" ON "password_reset_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "password_reset_tokens_user_created_idx" ON "password_reset_tokens" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "trusted_browsers_token_hash_key" ON "trusted_browsers" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "trusted_browsers_user_idx" ON "trusted_browsers" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "verification_codes_user_created_idx" ON "verification_codes" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "verification_codes_address_created_idx" ON "verification_codes" USING btree ("requested_from","created_at");