ALTER TABLE "businesses" ADD COLUMN "industry" text DEFAULT 'unknown' NOT NULL;--> statement-breakpoint
ALTER TABLE "vendors" ADD COLUMN "tax_id" text;--> statement-breakpoint
ALTER TABLE "vendors" ADD COLUMN "alias_of_vendor_id" uuid;--> statement-breakpoint
ALTER TABLE "vendors" ADD CONSTRAINT "vendors_alias_of_vendor_id_vendors_id_fk" FOREIGN KEY ("alias_of_vendor_id") REFERENCES "public"."vendors"("id") ON DELETE set null ON UPDATE no action;