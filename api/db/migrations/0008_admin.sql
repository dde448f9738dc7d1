CREATE TABLE "bank_routing_numbers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"bank_id" uuid NOT NULL,
	"routing_number" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bank_routing_numbers" ADD CONSTRAINT "bank_routing_numbers_bank_id_banks_id_fk" FOREIGN KEY ("bank_id") REFERENCES "public"."banks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bank_routing_numbers_routing_key" ON "bank_routing_numbers" USING btree ("routing_number");--> statement-breakpoint
CREATE INDEX "bank_routing_numbers_bank_idx" ON "bank_routing_numbers" USING btree ("bank_id");