ALTER TABLE "connections" ADD COLUMN "self_sign_up" boolean DEFAULT false NOT NULL;--> statement-breakpoint
DROP INDEX "connections_open_target_key";--> statement-breakpoint
CREATE UNIQUE INDEX "connections_open_target_key" ON "connections" USING btree ("kind",coalesce("business_id", "bank_id", '00000000-0000-0000-0000-000000000000'::uuid),lower("target_email"),"self_sign_up") WHERE "connections"."status" = 'invited';
