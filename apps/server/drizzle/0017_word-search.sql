-- A list's search finds the start of any word of a protocol's name or subject, whatever its case,
-- accents or punctuation (`searchNormal` in the domain package folds texts the same way; a test
-- holds them together). The trigram index on the name and the subject is replaced by keys: for
-- each word, the folded text from that word on. A search is then one range of a B-tree.
CREATE FUNCTION "search_normal"(value text) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE
RETURN btrim(regexp_replace(
  translate(value,
    'ABCDEFGHIJKLMNOPQRSTUVWXYZÀÁÂÃÄÅàáâãäåÇçÈÉÊËèéêëÌÍÎÏìíîïÑñÒÓÔÕÖòóôõöÙÚÛÜùúûüÝýÿ',
    'abcdefghijklmnopqrstuvwxyzaaaaaaaaaaaacceeeeeeeeiiiiiiiinnoooooooooouuuuuuuuyyy'),
  E'[\\x01- !-/:-@[-`{-~]+', ' ', 'g'));
--> statement-breakpoint
-- The keys of a protocol's `search_text` (a space, then its folded name and subject joined by
-- ' | '): each part's text from each of its words on, at most 120 characters (the longest search).
CREATE FUNCTION "search_keys"(search_text text) RETURNS SETOF text
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT DISTINCT left(array_to_string(words.list[i:], ' '), 120)
  FROM unnest(string_to_array(search_text, ' | ')) AS part,
    LATERAL (SELECT string_to_array(btrim(part), ' ') AS list) AS words,
    LATERAL generate_subscripts(words.list, 1) AS i
  WHERE btrim(part) <> ''
$$;
--> statement-breakpoint
-- The leading space lets a list filter by `search_text LIKE '% word%'`, which PostgreSQL estimates
-- from the column's statistics (an expression such as ' ' || "search_text" it could only guess).
ALTER TABLE "protocols" ADD COLUMN "search_text" text;--> statement-breakpoint
CREATE FUNCTION "protocol_search_text"() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  NEW."search_text" := ' ' || coalesce(search_normal(NEW."customer_name"), '') || ' | ' || coalesce(search_normal(NEW."subject"), '');
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "protocols_search_text_insert" BEFORE INSERT ON "protocols"
FOR EACH ROW EXECUTE FUNCTION "protocol_search_text"();
--> statement-breakpoint
CREATE TRIGGER "protocols_search_text_update"
BEFORE UPDATE OF "customer_name", "subject" ON "protocols"
FOR EACH ROW
WHEN ((OLD."customer_name", OLD."subject") IS DISTINCT FROM (NEW."customer_name", NEW."subject"))
EXECUTE FUNCTION "protocol_search_text"();
--> statement-breakpoint
CREATE TABLE "protocol_search_keys" (
	"company_id" integer NOT NULL,
	"key" text COLLATE "C" NOT NULL,
	"protocol_id" integer NOT NULL,
	CONSTRAINT "protocol_search_keys_company_id_key_protocol_id_pk" PRIMARY KEY("company_id","key","protocol_id")
);
--> statement-breakpoint
-- Keeps the phone's copy and the keys when a protocol is created or its texts change: the old
-- keys are found by the primary key (they are computed again from the old texts), so the table
-- needs no second index. Every other change of a protocol (an agent's message, a transfer)
-- leaves both tables alone.
CREATE OR REPLACE FUNCTION "protocol_search_keep"() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' THEN
    DELETE FROM "protocol_search_keys"
    WHERE "company_id" = OLD."company_id" AND "protocol_id" = OLD."id"
      AND "key" = ANY (ARRAY(SELECT search_keys(OLD."search_text")));
  END IF;
  INSERT INTO "protocol_search_keys" ("company_id", "key", "protocol_id")
  SELECT NEW."company_id", k, NEW."id" FROM search_keys(NEW."search_text") AS k;
  INSERT INTO "protocol_search" ("protocol_id", "company_id", "phone")
  VALUES (NEW."id", NEW."company_id", NEW."phone")
  ON CONFLICT ("protocol_id") DO UPDATE SET "company_id" = excluded."company_id", "phone" = excluded."phone";
  RETURN NULL;
END
$$;
--> statement-breakpoint
DROP INDEX "protocol_search_trgm_idx";--> statement-breakpoint
ALTER TABLE "protocol_search" DROP COLUMN "customer_name";--> statement-breakpoint
ALTER TABLE "protocol_search" DROP COLUMN "subject";--> statement-breakpoint
-- The protocols written before this migration. The triggers exist already and hold writers off
-- until the migration commits, so no protocol is missed.
UPDATE "protocols" SET "search_text" = ' ' || coalesce(search_normal("customer_name"), '') || ' | ' || coalesce(search_normal("subject"), '');
--> statement-breakpoint
INSERT INTO "protocol_search_keys" ("company_id", "key", "protocol_id")
SELECT p."company_id", k, p."id" FROM "protocols" p, LATERAL search_keys(p."search_text") AS k;
--> statement-breakpoint
CREATE INDEX "protocol_search_phone_idx" ON "protocol_search" USING gin ("phone" gin_trgm_ops);
