ALTER TABLE "protocols" ADD COLUMN "pinned_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "protocols" ADD COLUMN "ticket_ref" text;--> statement-breakpoint
ALTER TABLE "protocols" ADD COLUMN "feeling" text;--> statement-breakpoint
ALTER TABLE "protocols" ADD COLUMN "feeling_score" integer;