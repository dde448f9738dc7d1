CREATE TABLE "subscription_invoices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"unique_id" text NOT NULL,
	"business_id" uuid NOT NULL,
	"service_level_id" uuid,
	"service_level_name" text NOT NULL,
	"term" text NOT NULL,
	"bill_date" date NOT NULL,
	"period_end" date NOT NULL,
	"billing_amount" bigint NOT NULL,
	"payment_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "subscription_invoices_unique_id_unique" UNIQUE("unique_id"),
	CONSTRAINT "subscription_invoices_payment_id_unique" UNIQUE("payment_id"),
	CONSTRAINT "subscription_invoices_term_check" CHECK ("subscription_invoices"."term" in ('initial', 'renewal')),
	CONSTRAINT "subscription_invoices_amount_check" CHECK ("subscription_invoices"."billing_amount" >= 0),
	CONSTRAINT "subscription_invoices_period_check" CHECK ("subscription_invoices"."period_end" > "subscription_invoices"."bill_date")
);
--> statement-breakpoint
ALTER TABLE "subscription_invoices" ADD CONSTRAINT "subscription_invoices_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription_invoices" ADD CONSTRAINT "subscription_invoices_service_level_id_service_levels_id_fk" FOREIGN KEY ("service_level_id") REFERENCES "public"."service_levels"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription_invoices" ADD CONSTRAINT "subscription_invoices_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "subscription_invoices_business_bill_date_key" ON "subscription_invoices" USING btree ("business_id","bill_date");--> statement-breakpoint
CREATE INDEX "subscription_invoices_bill_date_idx" ON "subscription_invoices" USING btree ("bill_date");