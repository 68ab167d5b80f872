-- A search's closed matches ordered from the keys alone: each key carries its protocol's last
-- activity while the protocol is closed (status 4), null while it is open. A closed protocol's
-- place in a list is then known without reading it, so a search reads the open matches and only
-- as many closed ones, newest first, as its page needs (a common name: about 60 protocols read
-- instead of 800). Written when a protocol is created, its texts or phone change, it closes or
-- reopens, or its activity changes while closed; an agent's message on an open protocol leaves
-- the keys alone.
--
-- Writers of protocols wait until the migration commits, so that none is keyed by the old rule.
LOCK TABLE "protocols" IN SHARE ROW EXCLUSIVE MODE;--> statement-breakpoint
ALTER TABLE "protocol_search_keys" DROP CONSTRAINT "protocol_search_keys_company_id_key_protocol_id_pk";--> statement-breakpoint
ALTER TABLE "protocol_search_keys" ADD COLUMN "closed_activity_at" timestamp with time zone;--> statement-breakpoint
-- A protocol's closed activity, as its keys carry it.
CREATE FUNCTION "search_closed_activity"(status integer, last_activity_at timestamp with time zone)
RETURNS timestamp with time zone
LANGUAGE sql IMMUTABLE PARALLEL SAFE
RETURN CASE WHEN status = 4 THEN last_activity_at END;
--> statement-breakpoint
UPDATE "protocol_search_keys" AS k SET "closed_activity_at" = search_closed_activity(p."status", p."last_activity_at")
FROM "protocols" AS p WHERE p."id" = k."protocol_id" AND p."status" = 4;--> statement-breakpoint
-- Included in the primary key: a search reads it from the index alone.
ALTER TABLE "protocol_search_keys" ADD CONSTRAINT "protocol_search_keys_company_id_key_protocol_id_pk"
PRIMARY KEY ("company_id", "key", "protocol_id") INCLUDE ("closed_activity_at");--> statement-breakpoint
CREATE OR REPLACE FUNCTION "protocol_search_keep"() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' THEN
    DELETE FROM "protocol_search_keys"
    WHERE "company_id" = OLD."company_id" AND "protocol_id" = OLD."id"
      AND "key" = ANY (ARRAY(SELECT protocol_keys(OLD."search_text", OLD."phone")));
  END IF;
  INSERT INTO "protocol_search_keys" ("company_id", "key", "protocol_id", "closed_activity_at")
  SELECT NEW."company_id", k, NEW."id", search_closed_activity(NEW."status", NEW."last_activity_at")
  FROM protocol_keys(NEW."search_text", NEW."phone") AS k;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION "protocol_search_closed"() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "protocol_search_keys"
  SET "closed_activity_at" = search_closed_activity(NEW."status", NEW."last_activity_at")
  WHERE "company_id" = NEW."company_id" AND "protocol_id" = NEW."id"
    AND "key" = ANY (ARRAY(SELECT protocol_keys(NEW."search_text", NEW."phone")));
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- Fires when a protocol closes or reopens, or its activity changes while closed. When its texts
-- change in the same statement, `protocols_search_update` writes its new keys with the new value.
CREATE TRIGGER "protocols_search_closed"
AFTER UPDATE OF "status", "last_activity_at" ON "protocols"
FOR EACH ROW
WHEN ((OLD."status" = 4 OR NEW."status" = 4)
  AND search_closed_activity(OLD."status", OLD."last_activity_at") IS DISTINCT FROM search_closed_activity(NEW."status", NEW."last_activity_at"))
EXECUTE FUNCTION "protocol_search_closed"();
