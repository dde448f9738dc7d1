CREATE TABLE "connections" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"business_id" uuid,
	"bank_id" uuid,
	"invited_by_user_id" uuid,
	"target_email" text NOT NULL,
	"target_phone_number" text,
	"target_first_name" text,
	"target_last_name" text,
	"target_business_info" jsonb,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"consumer_id" uuid,
	"status" text DEFAULT 'invited' NOT NULL,
	"token_hash" text,
	"token_expires_at" timestamp with time zone,
	"sent_at" timestamp with time zone NOT NULL,
	"accepted_at" timestamp with time zone,
	"accepted_user_id" uuid,
	"connected_business_id" uuid,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "connections_kind_check" CHECK ("connections"."kind" in ('employee', 'vendor', 'customer', 'consumer', 'businessOwner', 'bankUser')),
	CONSTRAINT "connections_status_check" CHECK ("connections"."status" in ('invited', 'accepted', 'suspended', 'removed'))
);
--> statement-breakpoint
ALTER TABLE "connections" ADD CONSTRAINT "connections_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "connections" ADD CONSTRAINT "connections_bank_id_banks_id_fk" FOREIGN KEY ("bank_id") REFERENCES "public"."banks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "connections" ADD CONSTRAINT "connections_invited_by_user_id_users_id_fk" FOREIGN KEY ("invited_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "connections" ADD CONSTRAINT "connections_consumer_id_consumers_id_fk" FOREIGN KEY ("consumer_id") REFERENCES "public"."consumers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "connections" ADD CONSTRAINT "connections_accepted_user_id_users_id_fk" FOREIGN KEY ("accepted_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "connections" ADD CONSTRAINT "connections_connected_business_id_businesses_id_fk" FOREIGN KEY ("connected_business_id") REFERENCES "public"."businesses"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "connections_token_hash_key" ON "connections" USING btree ("token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "connections_open_target_key" ON "connections" USING btree ("kind",coalesce("business_id", "bank_id", '00000000-0000-0000-0000-000000000000'::uuid),lower("target_email")) WHERE "connections"."status" = 'invited';--> statement-breakpoint
CREATE INDEX "connections_business_kind_status_idx" ON "connections" USING btree ("business_id","kind","status","created_at","id");--> statement-breakpoint
CREATE INDEX "connections_kind_status_idx" ON "connections" USING btree ("kind","status","created_at","id");