ALTER TABLE "payments" ADD COLUMN "accounting_system" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "accounting_system_bill_info" jsonb;--> statement-breakpoint
CREATE INDEX "payments_created_idx" ON "payments" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "payments_status_created_idx" ON "payments" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE INDEX "payments_kind_created_idx" ON "payments" USING btree ("kind","created_at","id");--> statement-breakpoint
CREATE INDEX "payments_business_created_idx" ON "payments" USING btree ("business_id","created_at","id");--> statement-breakpoint
CREATE INDEX "payments_due_at_idx" ON "payments" USING btree ("due_at","id");--> statement-breakpoint
CREATE INDEX "payments_business_due_at_idx" ON "payments" USING btree ("business_id","due_at","id");--> statement-breakpoint
CREATE INDEX "payments_accounting_system_idx" ON "payments" USING btree (coalesce("accounting_system", ''),"created_at","id");