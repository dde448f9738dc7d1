CREATE TABLE "subscription_debit_authorizations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"business_id" uuid NOT NULL,
	"user_id" uuid,
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
ALTER TABLE "review_items" DROP CONSTRAINT "review_items_kind_check";--> statement-breakpoint
ALTER TABLE "subscription_debit_authorizations" ADD CONSTRAINT "subscription_debit_authorizations_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription_debit_authorizations" ADD CONSTRAINT "subscription_debit_authorizations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "subscription_debit_authorizations_business_idx" ON "subscription_debit_authorizations" USING btree ("business_id","accepted_at");--> statement-breakpoint
ALTER TABLE "review_items" ADD CONSTRAINT "review_items_kind_check" CHECK ("review_items"."kind" in ('awaitingBankConfirmation', 'achFileRejected', 'unmatchedAchReturn', 'achFileNotDelivered', 'achChannelHostKeyChanged', 'unmatchedInstantMessage', 'bankFileRefused', 'subscriptionFiledAsCredit'));--> statement-breakpoint
-- hand-written: subscription payments already sent to a bank went as credits to the business's own account (every
-- kind but instantCollection used to be a credit). Each is listed on the Errors page for a person; none is rewritten.
INSERT INTO "review_items" ("kind", "subject", "payment_id", "message", "created_at")
SELECT 'subscriptionFiledAsCredit', p."id"::text, p."id",
  'Subscription payment ' || p."purchase_id" || ' of $' || to_char(p."amount" / 100.0, 'FM999,999,999,990.00')
    || ' was sent to the bank (' || CASE WHEN e."id" IS NOT NULL THEN 'ACH file' ELSE 'U.S. Bank API' END
    || ') as a credit to the business''s own account instead of a debit of it. Nothing was changed: ask the bank what it did with the entry, and bill the invoice again once that is settled.',
  now()
FROM "payments" p
LEFT JOIN "ach_entries" e ON e."payment_id" = p."id"
LEFT JOIN "rail_submissions" s ON s."payment_id" = p."id" AND s."rail" = 'usBankApi'
WHERE p."kind" = 'subscription' AND (e."id" IS NOT NULL OR s."payment_id" IS NOT NULL)
ON CONFLICT ("kind", "subject") DO NOTHING;
