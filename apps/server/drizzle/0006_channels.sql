ALTER TABLE "messages" ADD COLUMN "channel_id" integer;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "meta" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "protocols" ADD COLUMN "channel_config_id" integer;--> statement-breakpoint
ALTER TABLE "protocols" ADD COLUMN "last_inbound_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "messages_provider_key" ON "messages" USING btree ("company_id","channel_id","external_id") WHERE external_id is not null;--> statement-breakpoint
UPDATE "messages" SET "channel_id" = "protocols"."channel_id" FROM "protocols" WHERE "protocols"."id" = "messages"."protocol_id";--> statement-breakpoint
UPDATE "protocols" SET "last_inbound_at" = (SELECT max("created_at") FROM "messages" WHERE "messages"."protocol_id" = "protocols"."id" AND "messages"."direction" = 'in');--> statement-breakpoint
UPDATE "contacts" SET "phone" = '+55' || substr("phone", 1, 2) || '9' || substr("phone", 3) WHERE "phone" ~ '^[0-9]{2}[6-9][0-9]{7}$';--> statement-breakpoint
UPDATE "contacts" SET "phone" = '+55' || "phone" WHERE "phone" ~ '^[0-9]{10,11}$';--> statement-breakpoint
UPDATE "protocols" SET "phone" = "contacts"."phone" FROM "contacts" WHERE "contacts"."id" = "protocols"."contact_id" AND "protocols"."phone" IS NOT NULL;
