CREATE TABLE "protocol_monthly_counts" (
	"company_id" integer NOT NULL,
	"month" date NOT NULL,
	"department_id" integer NOT NULL,
	"channel_id" integer NOT NULL,
	"support" integer NOT NULL,
	"status" integer NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "protocol_monthly_counts_pkey" PRIMARY KEY("company_id","month","department_id","channel_id","support","status")
);
--> statement-breakpoint
-- Kept by the statement that writes a protocol: one row of the month's totals gives up the
-- protocol (-1) and another takes it (+1). Months are those of the company's time zone, as the
-- date filters' days are (protocol-filters.ts).
CREATE FUNCTION "protocol_monthly_counts_add"(company integer, created timestamptz, department integer, channel integer, support integer, status integer, delta integer) RETURNS void
LANGUAGE sql AS $$
  INSERT INTO "protocol_monthly_counts" AS total ("company_id", "month", "department_id", "channel_id", "support", "status", "count")
  VALUES (company, date_trunc('month', created AT TIME ZONE 'America/Sao_Paulo')::date, department, channel, support, status, delta)
  ON CONFLICT ("company_id", "month", "department_id", "channel_id", "support", "status")
  DO UPDATE SET "count" = total."count" + excluded."count"
$$;
--> statement-breakpoint
CREATE FUNCTION "protocol_monthly_counts_keep"() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    PERFORM "protocol_monthly_counts_add"(OLD."company_id", OLD."created_at", OLD."department_id", OLD."channel_id", OLD."support", OLD."status", -1);
  END IF;
  IF TG_OP <> 'DELETE' THEN
    PERFORM "protocol_monthly_counts_add"(NEW."company_id", NEW."created_at", NEW."department_id", NEW."channel_id", NEW."support", NEW."status", 1);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "protocols_monthly_counts_insert_delete" AFTER INSERT OR DELETE ON "protocols"
FOR EACH ROW EXECUTE FUNCTION "protocol_monthly_counts_keep"();
--> statement-breakpoint
CREATE TRIGGER "protocols_monthly_counts_update"
AFTER UPDATE OF "company_id", "created_at", "department_id", "channel_id", "support", "status" ON "protocols"
FOR EACH ROW
WHEN ((OLD."company_id", OLD."created_at", OLD."department_id", OLD."channel_id", OLD."support", OLD."status")
  IS DISTINCT FROM (NEW."company_id", NEW."created_at", NEW."department_id", NEW."channel_id", NEW."support", NEW."status"))
EXECUTE FUNCTION "protocol_monthly_counts_keep"();
--> statement-breakpoint
-- The protocols written before this migration. The trigger exists already and holds writers
-- off until the migration commits, so nothing is counted twice or missed.
INSERT INTO "protocol_monthly_counts" ("company_id", "month", "department_id", "channel_id", "support", "status", "count")
SELECT "company_id", date_trunc('month', "created_at" AT TIME ZONE 'America/Sao_Paulo')::date, "department_id", "channel_id", "support", "status", count(*)
FROM "protocols"
GROUP BY 1, 2, 3, 4, 5, 6;
