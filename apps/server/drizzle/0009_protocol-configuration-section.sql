ALTER TABLE "protocols" ADD COLUMN "channel_config_section" text;--> statement-breakpoint
UPDATE "protocols" SET "channel_config_section" = "settings_records"."section" FROM "settings_records" WHERE "settings_records"."id" = "protocols"."channel_config_id";
