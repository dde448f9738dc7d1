CREATE TABLE "instant_recalls" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"payment_id" uuid NOT NULL,
	"case_id" text NOT NULL,
	"assignment_id" text NOT NULL,
	"assignee" text NOT NULL,
	"reason_code" text NOT NULL,
	"state" text NOT NULL,
	"refusal_code" text,
	"requested_by" uuid NOT NULL,
	"requested_at" timestamp with time zone NOT NULL,
	"handed_over_at" timestamp with time zone,
	"resolved_at" timestamp with time zone,
	CONSTRAINT "instant_recalls_payment_id_unique" UNIQUE("payment_id"),
	CONSTRAINT "instant_recalls_case_id_unique" UNIQUE("case_id"),
	CONSTRAINT "instant_recalls_assignment_id_unique" UNIQUE("assignment_id"),
	CONSTRAINT "instant_recalls_state_check" CHECK ("instant_recalls"."state" in ('requested', 'accepted', 'rejected'))
);
--> statement-breakpoint
ALTER TABLE "instant_sandbox_transfers" ADD COLUMN "creditor_account_number" text;--> statement-breakpoint
ALTER TABLE "instant_sandbox_transfers" ADD COLUMN "recall_case_id" text;--> statement-breakpoint
ALTER TABLE "instant_sandbox_transfers" ADD COLUMN "recall_answer" text;--> statement-breakpoint
ALTER TABLE "instant_sandbox_transfers" ADD COLUMN "recall_taken_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "instant_recalls" ADD CONSTRAINT "instant_recalls_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE restrict ON UPDATE no action;