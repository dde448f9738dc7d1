CREATE TABLE "instant_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"payment_id" uuid,
	"direction" text NOT NULL,
	"message_name" text NOT NULL,
	"message_id" text NOT NULL,
	"xml" text NOT NULL,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "instant_participants" (
	"routing_number" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"fednow" boolean DEFAULT false NOT NULL,
	"rtp" boolean DEFAULT false NOT NULL,
	"fednow_limit_cents" bigint,
	"rtp_limit_cents" bigint,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "instant_sandbox_transfers" (
	"uetr" text PRIMARY KEY NOT NULL,
	"message_id" text NOT NULL,
	"end_to_end_id" text NOT NULL,
	"network" text NOT NULL,
	"amount" bigint NOT NULL,
	"debtor_routing_number" text NOT NULL,
	"creditor_routing_number" text NOT NULL,
	"status" text NOT NULL,
	"reason_code" text,
	"return_reason" text,
	"return_taken_at" timestamp with time zone,
	"received_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "instant_transfers" (
	"payment_id" uuid PRIMARY KEY NOT NULL,
	"network" text NOT NULL,
	"message_id" text NOT NULL,
	"end_to_end_id" text NOT NULL,
	"uetr" text NOT NULL,
	"amount" bigint NOT NULL,
	"creditor_routing_number" text NOT NULL,
	"state" text NOT NULL,
	"reason_code" text,
	"sent_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "instant_transfers_message_id_unique" UNIQUE("message_id"),
	CONSTRAINT "instant_transfers_end_to_end_id_unique" UNIQUE("end_to_end_id"),
	CONSTRAINT "instant_transfers_uetr_unique" UNIQUE("uetr"),
	CONSTRAINT "instant_transfers_state_check" CHECK ("instant_transfers"."state" in ('sent', 'settled', 'rejected', 'returned'))
);
--> statement-breakpoint
ALTER TABLE "review_items" DROP CONSTRAINT "review_items_kind_check";--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "instant_network" text;--> statement-breakpoint
ALTER TABLE "instant_messages" ADD CONSTRAINT "instant_messages_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "instant_transfers" ADD CONSTRAINT "instant_transfers_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "instant_messages_direction_message_id" ON "instant_messages" USING btree ("direction","message_id");--> statement-breakpoint
CREATE INDEX "instant_messages_payment_idx" ON "instant_messages" USING btree ("payment_id","at");--> statement-breakpoint
ALTER TABLE "review_items" ADD CONSTRAINT "review_items_kind_check" CHECK ("review_items"."kind" in ('awaitingBankConfirmation', 'achFileRejected', 'unmatchedAchReturn', 'achFileNotDelivered', 'achChannelHostKeyChanged', 'unmatchedInstantMessage'));