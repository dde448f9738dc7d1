CREATE TABLE "accounting_system_contacts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"business_id" uuid,
	"user_id" uuid,
	"system_name" text NOT NULL,
	"contact_name" text NOT NULL,
	"email" text NOT NULL,
	"phone_number" text,
	"message" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "accounting_system_switches" (
	"system" text PRIMARY KEY NOT NULL,
	"active" boolean NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid
);
--> statement-breakpoint
CREATE TABLE "crm_integrations" (
	"key" text PRIMARY KEY NOT NULL,
	"connected" boolean NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid
);
--> statement-breakpoint
CREATE TABLE "financial_institutions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"routing_id" text NOT NULL,
	"participant_id" text DEFAULT '' NOT NULL,
	"participant_name" text DEFAULT '' NOT NULL,
	"institution_id" text DEFAULT '' NOT NULL,
	"institution_name" text DEFAULT '' NOT NULL,
	"receive_services" text DEFAULT '' NOT NULL,
	"receiving_connection" text DEFAULT '' NOT NULL,
	"participant_activation_date" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "accounting_system_contacts" ADD CONSTRAINT "accounting_system_contacts_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "accounting_system_contacts" ADD CONSTRAINT "accounting_system_contacts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "accounting_system_switches" ADD CONSTRAINT "accounting_system_switches_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crm_integrations" ADD CONSTRAINT "crm_integrations_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "accounting_system_contacts_created_idx" ON "accounting_system_contacts" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "financial_institutions_routing_key" ON "financial_institutions" USING btree ("routing_id");--> statement-breakpoint
CREATE INDEX "financial_institutions_institution_name_idx" ON "financial_institutions" USING btree (lower("institution_name"),"routing_id");--> statement-breakpoint
CREATE INDEX "financial_institutions_participant_name_idx" ON "financial_institutions" USING btree (lower("participant_name"),"routing_id");