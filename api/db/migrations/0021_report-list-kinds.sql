DROP INDEX "payments_business_status_created_idx";--> statement-breakpoint
DROP INDEX "payments_status_created_idx";--> statement-breakpoint
CREATE INDEX "payments_business_status_created_idx" ON "payments" USING btree ("business_id","status","created_at","id","kind");--> statement-breakpoint
CREATE INDEX "payments_status_created_idx" ON "payments" USING btree ("status","created_at","id","kind");