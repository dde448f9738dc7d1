-- A business without a business_rails row used to pay through the sandbox; now it cannot pay at all (decision 067).
-- Existing businesses keep the rail they had, written down; production then refuses to start until they are fixed.
INSERT INTO "business_rails" ("business_id", "rail") SELECT "id", 'sandbox' FROM "businesses" ON CONFLICT ("business_id") DO NOTHING;
