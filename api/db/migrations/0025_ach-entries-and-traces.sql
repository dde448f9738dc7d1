CREATE TABLE "ach_trace_sequences" (
	"odfi_identification" text PRIMARY KEY NOT NULL,
	"last_sequence" integer NOT NULL
);
--> statement-breakpoint
INSERT INTO "ach_trace_sequences" ("odfi_identification", "last_sequence")
SELECT left("trace_number", 8), max(substr("trace_number", 9)::integer) FROM "ach_entries" GROUP BY left("trace_number", 8);--> statement-breakpoint
ALTER TABLE "ach_entries" ADD COLUMN "amount_cents" bigint;--> statement-breakpoint
ALTER TABLE "ach_entries" ADD COLUMN "rdfi_routing_number" text;--> statement-breakpoint
ALTER TABLE "ach_entries" ADD COLUMN "account_number_encrypted" text;--> statement-breakpoint
ALTER TABLE "ach_entries" ADD COLUMN "individual_id" text;--> statement-breakpoint
UPDATE "ach_entries" SET "amount_cents" = p."amount", "rdfi_routing_number" = p."destination_routing_number", "account_number_encrypted" = p."destination_account_encrypted", "individual_id" = upper(left(p."purchase_id", 15))
FROM "payments" p WHERE p."id" = "ach_entries"."payment_id";--> statement-breakpoint
ALTER TABLE "ach_entries" ALTER COLUMN "amount_cents" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "ach_entries" ALTER COLUMN "rdfi_routing_number" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "ach_entries" ALTER COLUMN "account_number_encrypted" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "ach_entries" ALTER COLUMN "individual_id" SET NOT NULL;--> statement-breakpoint
UPDATE "ach_return_entries" SET "status" = 'ignored', "outcome" = "outcome" || ' (applied again from another file before issue 30; counted once)'
WHERE "status" = 'applied' AND "id" NOT IN (
	SELECT DISTINCT ON ("payment_id", "code") "id" FROM "ach_return_entries" WHERE "status" = 'applied' ORDER BY "payment_id", "code", "created_at", "id"
);--> statement-breakpoint
CREATE UNIQUE INDEX "ach_return_entries_applied_once_key" ON "ach_return_entries" USING btree ("payment_id","code") WHERE "ach_return_entries"."status" = 'applied';
