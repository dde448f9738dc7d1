CREATE TABLE "instant_payment_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"payment_id" uuid NOT NULL,
	"network" text NOT NULL,
	"message_id" text NOT NULL,
	"payment_info_id" text NOT NULL,
	"end_to_end_id" text NOT NULL,
	"uetr" text NOT NULL,
	"amount" bigint NOT NULL,
	"debtor_routing_number" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"state" text NOT NULL,
	"reason_code" text,
	"requested_at" timestamp with time zone NOT NULL,
	"handed_over_at" timestamp with time zone,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "instant_payment_requests_payment_id_unique" UNIQUE("payment_id"),
	CONSTRAINT "instant_payment_requests_message_id_unique" UNIQUE("message_id"),
	CONSTRAINT "instant_payment_requests_end_to_end_id_unique" UNIQUE("end_to_end_id"),
	CONSTRAINT "instant_payment_requests_uetr_unique" UNIQUE("uetr"),
	CONSTRAINT "instant_payment_requests_state_check" CHECK ("instant_payment_requests"."state" in ('sent', 'presented', 'paid', 'rejected', 'expired'))
);
--> statement-breakpoint
CREATE TABLE "instant_sandbox_requests" (
	"uetr" text PRIMARY KEY NOT NULL,
	"message_id" text NOT NULL,
	"network" text NOT NULL,
	"xml" text NOT NULL,
	"behaviour" text NOT NULL,
	"status_taken_at" timestamp with time zone,
	"payment_taken_at" timestamp with time zone,
	"received_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "instant_participants" ADD COLUMN "requests_for_payment" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "instant_payment_requests" ADD CONSTRAINT "instant_payment_requests_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE restrict ON UPDATE no action;