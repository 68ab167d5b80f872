CREATE TABLE "protocol_schedules" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"protocol_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"phone" text,
	"text" text NOT NULL,
	"attachment" jsonb,
	"due_at" timestamp with time zone NOT NULL,
	"done_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "protocol_schedules" ADD CONSTRAINT "protocol_schedules_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "protocol_schedules" ADD CONSTRAINT "protocol_schedules_protocol_id_protocols_id_fk" FOREIGN KEY ("protocol_id") REFERENCES "public"."protocols"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "protocol_schedules" ADD CONSTRAINT "protocol_schedules_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "protocol_schedules_protocol_idx" ON "protocol_schedules" USING btree ("protocol_id");--> statement-breakpoint
CREATE INDEX "protocol_schedules_due_idx" ON "protocol_schedules" USING btree ("company_id","due_at");