ALTER TABLE "connections" ADD COLUMN "vendor_id" uuid REFERENCES "vendors"("id") ON DELETE cascade;--> statement-breakpoint
ALTER TABLE "consumers" ADD COLUMN "bank_account_changed_at" timestamp with time zone;--> statement-breakpoint
-- Live vendor invitations sent from Manage Payees named the synced payee by the inviter's typed name: bind each to
-- that payee when exactly one unmanaged synced payee of the business has the name, so the e-mailed links keep working.
UPDATE "connections" c SET "vendor_id" = (
  SELECT v."id" FROM "vendors" v
  WHERE v."business_id" = c."business_id" AND lower(v."name") = lower(c."target_business_info"->>'name') AND v."accounting_system" IS NOT NULL
    AND NOT EXISTS (SELECT 1 FROM "vendor_managers" m WHERE m."vendor_id" = v."id")
)
WHERE c."kind" = 'vendor' AND c."status" = 'invited' AND c."vendor_id" IS NULL AND (
  SELECT count(*) FROM "vendors" v
  WHERE v."business_id" = c."business_id" AND lower(v."name") = lower(c."target_business_info"->>'name') AND v."accounting_system" IS NOT NULL
    AND NOT EXISTS (SELECT 1 FROM "vendor_managers" m WHERE m."vendor_id" = v."id")
) = 1;
