CREATE TABLE "protocol_search" (
	"protocol_id" integer PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"customer_name" text,
	"subject" text,
	"phone" text
);
--> statement-breakpoint
ALTER TABLE "protocol_search" ADD CONSTRAINT "protocol_search_protocol_id_protocols_id_fk" FOREIGN KEY ("protocol_id") REFERENCES "public"."protocols"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Copies a protocol's searched texts when it is created or one of them changes. Every other
-- change of a protocol (an agent's message, a transfer) leaves this table and its trigram
-- index alone.
CREATE FUNCTION "protocol_search_keep"() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "protocol_search" ("protocol_id", "company_id", "customer_name", "subject", "phone")
  VALUES (NEW."id", NEW."company_id", NEW."customer_name", NEW."subject", NEW."phone")
  ON CONFLICT ("protocol_id") DO UPDATE SET
    "company_id" = excluded."company_id",
    "customer_name" = excluded."customer_name",
    "subject" = excluded."subject",
    "phone" = excluded."phone";
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "protocols_search_insert" AFTER INSERT ON "protocols"
FOR EACH ROW EXECUTE FUNCTION "protocol_search_keep"();
--> statement-breakpoint
CREATE TRIGGER "protocols_search_update"
AFTER UPDATE OF "company_id", "customer_name", "subject", "phone" ON "protocols"
FOR EACH ROW
WHEN ((OLD."company_id", OLD."customer_name", OLD."subject", OLD."phone")
  IS DISTINCT FROM (NEW."company_id", NEW."customer_name", NEW."subject", NEW."phone"))
EXECUTE FUNCTION "protocol_search_keep"();
--> statement-breakpoint
-- The protocols written before this migration. The triggers exist already and hold writers
-- off until the migration commits, so no protocol is missed.
INSERT INTO "protocol_search" ("protocol_id", "company_id", "customer_name", "subject", "phone")
SELECT "id", "company_id", "customer_name", "subject", "phone" FROM "protocols";
--> statement-breakpoint
CREATE INDEX "protocol_search_trgm_idx" ON "protocol_search" USING gin ("customer_name" gin_trgm_ops,"subject" gin_trgm_ops,"phone" gin_trgm_ops);--> statement-breakpoint
DROP INDEX "protocols_search_trgm_idx";
