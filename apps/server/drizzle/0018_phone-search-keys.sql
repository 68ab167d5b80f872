-- A search's digits find a phone through keys as words do, instead of the phone's trigram index:
-- for a phone, '#' and its digits from each digit on, while 4 or more are left (`searchPhoneDigits`
-- in the domain package). Any 4 or more of its digits start one of them, so a search is one range
-- of `protocol_search_keys`. Folded texts hold no '#' (it is punctuation, folded into a space),
-- so these keys never answer a search by words, nor words a search by digits.
--
-- Writers of protocols wait until the migration commits, so that none is keyed by the old rule.
LOCK TABLE "protocols" IN SHARE ROW EXCLUSIVE MODE;--> statement-breakpoint
CREATE FUNCTION "search_phone_keys"(phone text) RETURNS SETOF text
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT '#' || substr(d.digits, i)
  FROM (SELECT regexp_replace(coalesce(phone, ''), '[^0-9]', '', 'g') AS digits) AS d,
    LATERAL generate_series(1, length(d.digits) - 3) AS i
$$;
--> statement-breakpoint
-- Every key of a protocol: its words' and its phone's.
CREATE FUNCTION "protocol_keys"(search_text text, phone text) RETURNS SETOF text
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT search_keys(search_text) UNION ALL SELECT search_phone_keys(phone)
$$;
--> statement-breakpoint
-- Keeps the keys when a protocol is created or its company, texts or phone change: the old keys
-- are found by the primary key (computed again from the old row), so the table needs no second
-- index. Every other change of a protocol (an agent's message, a transfer) leaves it alone.
CREATE OR REPLACE FUNCTION "protocol_search_keep"() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' THEN
    DELETE FROM "protocol_search_keys"
    WHERE "company_id" = OLD."company_id" AND "protocol_id" = OLD."id"
      AND "key" = ANY (ARRAY(SELECT protocol_keys(OLD."search_text", OLD."phone")));
  END IF;
  INSERT INTO "protocol_search_keys" ("company_id", "key", "protocol_id")
  SELECT NEW."company_id", k, NEW."id" FROM protocol_keys(NEW."search_text", NEW."phone") AS k;
  RETURN NULL;
END
$$;
--> statement-breakpoint
DROP TABLE "protocol_search" CASCADE;--> statement-breakpoint
-- The phones of the protocols written before this migration.
INSERT INTO "protocol_search_keys" ("company_id", "key", "protocol_id")
SELECT p."company_id", k, p."id" FROM "protocols" p, LATERAL search_phone_keys(p."phone") AS k;
