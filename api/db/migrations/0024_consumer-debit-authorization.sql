CREATE TABLE "consumer_debit_settings" (
	"business_id" uuid PRIMARY KEY NOT NULL,
	"per_debit_limit" bigint NOT NULL,
	"per_consumer_per_day_limit" bigint NOT NULL,
	"account_validation" text DEFAULT 'prenote' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "debit_authorizations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"consumer_id" uuid NOT NULL,
	"business_id" uuid NOT NULL,
	"amount" bigint NOT NULL,
	"routing_number" text NOT NULL,
	"account_last4" text NOT NULL,
	"text_version" text NOT NULL,
	"text" text NOT NULL,
	"text_sha256" text NOT NULL,
	"accepted_at" timestamp with time zone NOT NULL,
	"ip_address" text NOT NULL,
	"user_agent" text NOT NULL,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "account_validations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"consumer_id" uuid NOT NULL,
	"business_id" uuid NOT NULL,
	"method" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"sent_at" timestamp with time zone,
	"validates_at" timestamp with time zone,
	"amounts_encrypted" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"token_hash" text,
	"token_expires_at" timestamp with time zone,
	"failure_reason" text,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "account_validations_consumer_id_unique" UNIQUE("consumer_id"),
	CONSTRAINT "account_validations_token_hash_unique" UNIQUE("token_hash"),
	CONSTRAINT "account_validations_method_check" CHECK ("account_validations"."method" in ('prenote', 'microDeposits')),
	CONSTRAINT "account_validations_status_check" CHECK ("account_validations"."status" in ('pending', 'sent', 'validated', 'failed'))
);
--> statement-breakpoint
ALTER TABLE "consumer_debit_settings" ADD CONSTRAINT "consumer_debit_settings_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "debit_authorizations" ADD CONSTRAINT "debit_authorizations_consumer_id_consumers_id_fk" FOREIGN KEY ("consumer_id") REFERENCES "public"."consumers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "debit_authorizations" ADD CONSTRAINT "debit_authorizations_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_validations" ADD CONSTRAINT "account_validations_consumer_id_consumers_id_fk" FOREIGN KEY ("consumer_id") REFERENCES "public"."consumers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_validations" ADD CONSTRAINT "account_validations_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "debit_authorizations_consumer_idx" ON "debit_authorizations" USING btree ("consumer_id","accepted_at");--> statement-breakpoint
CREATE INDEX "account_validations_status_idx" ON "account_validations" USING btree ("status");
