CREATE TABLE "payment_count_deltas" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "payment_count_deltas_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"business_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"status" text NOT NULL,
	"delta" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_counts" (
	"business_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"status" text NOT NULL,
	"total" bigint NOT NULL,
	CONSTRAINT "payment_counts_business_id_kind_status_pk" PRIMARY KEY("business_id","kind","status")
);
--> statement-breakpoint
-- Decision 045: every statement that inserts, updates or deletes payments appends, in its own transaction, one
-- signed delta per (business, kind, status) it changed. Statement-level triggers with transition tables: one
-- grouped insert per statement whatever its size, and appends never wait on another transaction's lock.
CREATE FUNCTION "payment_counts_append"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO "payment_count_deltas" ("business_id", "kind", "status", "delta")
    SELECT "business_id", "kind", "status", count(*) FROM "new_rows" GROUP BY 1, 2, 3;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO "payment_count_deltas" ("business_id", "kind", "status", "delta")
    SELECT "business_id", "kind", "status", -count(*) FROM "old_rows" GROUP BY 1, 2, 3;
  ELSE
    -- An update keeps the number of rows: each row leaves its old key and enters its new one, and a key whose
    -- rows did not move (the common update of other columns) nets to zero and appends nothing.
    INSERT INTO "payment_count_deltas" ("business_id", "kind", "status", "delta")
    SELECT "business_id", "kind", "status", sum("change")
    FROM (
      SELECT "business_id", "kind", "status", 1 AS "change" FROM "new_rows"
      UNION ALL
      SELECT "business_id", "kind", "status", -1 FROM "old_rows"
    ) AS "moves"
    GROUP BY 1, 2, 3
    HAVING sum("change") <> 0;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION "payment_counts_clear"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "payment_count_deltas";
  DELETE FROM "payment_counts";
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- A trigger with transition tables serves one event, hence three. Creating them locks payments against writes until
-- this migration commits, so the backfill below counts exactly the rows the triggers have not seen.
CREATE TRIGGER "payment_counts_after_insert" AFTER INSERT ON "payments" REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "payment_counts_append"();
--> statement-breakpoint
CREATE TRIGGER "payment_counts_after_update" AFTER UPDATE ON "payments" REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "payment_counts_append"();
--> statement-breakpoint
CREATE TRIGGER "payment_counts_after_delete" AFTER DELETE ON "payments" REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "payment_counts_append"();
--> statement-breakpoint
CREATE TRIGGER "payment_counts_after_truncate" AFTER TRUNCATE ON "payments" FOR EACH STATEMENT EXECUTE FUNCTION "payment_counts_clear"();
--> statement-breakpoint
INSERT INTO "payment_counts" ("business_id", "kind", "status", "total")
SELECT "business_id", "kind", "status", count(*) FROM "payments" GROUP BY 1, 2, 3;
