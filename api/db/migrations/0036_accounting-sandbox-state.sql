CREATE TABLE "accounting_sandbox_answers" (
	"scope" text NOT NULL,
	"key" text NOT NULL,
	"status" integer,
	"body" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "accounting_sandbox_answers_scope_key_pk" PRIMARY KEY("scope","key")
);
--> statement-breakpoint
CREATE TABLE "accounting_sandbox_payments" (
	"seq" bigserial PRIMARY KEY NOT NULL,
	"system" text NOT NULL,
	"company_id" text NOT NULL,
	"id" text NOT NULL,
	"bill_id" text NOT NULL,
	"vendor_id" text NOT NULL,
	"amount" integer NOT NULL,
	"reference" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "accounting_sandbox_payments_amount_check" CHECK ("accounting_sandbox_payments"."amount" > 0)
);
--> statement-breakpoint
CREATE INDEX "accounting_sandbox_answers_created_idx" ON "accounting_sandbox_answers" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "accounting_sandbox_payments_company_idx" ON "accounting_sandbox_payments" USING btree ("system","company_id","bill_id");