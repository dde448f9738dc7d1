CREATE TABLE "accounting_connections" (
	"business_id" uuid NOT NULL,
	"system" text NOT NULL,
	"company_id" text NOT NULL,
	"access_token_sealed" text NOT NULL,
	"refresh_token_sealed" text NOT NULL,
	"access_token_expires_at" timestamp with time zone NOT NULL,
	"api_base_url" text NOT NULL,
	"vendors_updated_at" timestamp with time zone,
	"status" text DEFAULT 'connected' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "accounting_connections_business_id_system_pk" PRIMARY KEY("business_id","system"),
	CONSTRAINT "accounting_connections_status_check" CHECK ("accounting_connections"."status" in ('connected', 'disconnected'))
);
--> statement-breakpoint
ALTER TABLE "vendors" ADD COLUMN "accounting_system" text;--> statement-breakpoint
ALTER TABLE "vendors" ADD COLUMN "external_id" text;--> statement-breakpoint
ALTER TABLE "vendors" ADD COLUMN "payee_status" text DEFAULT 'enabled' NOT NULL;--> statement-breakpoint
ALTER TABLE "accounting_connections" ADD CONSTRAINT "accounting_connections_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "vendors_accounting_external_key" ON "vendors" USING btree ("business_id","accounting_system","external_id");--> statement-breakpoint
CREATE INDEX "vendors_payees_idx" ON "vendors" USING btree ("business_id","accounting_system","payee_status","name","id");--> statement-breakpoint
ALTER TABLE "vendors" ADD CONSTRAINT "vendors_payee_status_check" CHECK ("vendors"."payee_status" in ('enabled', 'disabled'));