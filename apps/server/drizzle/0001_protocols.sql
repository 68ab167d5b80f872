CREATE TABLE "company_sequences" (
	"company_id" integer PRIMARY KEY NOT NULL,
	"value" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contacts" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"name" text NOT NULL,
	"phone" text,
	"email" text,
	"tax_id" text,
	"crm_contact_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "messages" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"protocol_id" integer NOT NULL,
	"direction" text NOT NULL,
	"author" text NOT NULL,
	"user_id" integer,
	"user_name" text,
	"text" text DEFAULT '' NOT NULL,
	"attachments" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"status" text NOT NULL,
	"failure_reason" text,
	"client_id" text,
	"external_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "protocol_customers" (
	"protocol_id" integer NOT NULL,
	"contact_id" integer NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "protocol_customers_protocol_id_position_pk" PRIMARY KEY("protocol_id","position")
);
--> statement-breakpoint
CREATE TABLE "protocol_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"protocol_id" integer NOT NULL,
	"type" text NOT NULL,
	"user_id" integer,
	"user_name" text,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "protocol_notes" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"protocol_id" integer NOT NULL,
	"user_id" integer,
	"user_name" text,
	"text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "protocol_numbers" (
	"company_id" integer NOT NULL,
	"day" text NOT NULL,
	"value" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "protocol_numbers_company_id_day_pk" PRIMARY KEY("company_id","day")
);
--> statement-breakpoint
CREATE TABLE "protocol_owner_losses" (
	"company_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"protocol_id" integer NOT NULL,
	"seq" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "protocols" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"number" text NOT NULL,
	"channel_id" integer NOT NULL,
	"department_id" integer NOT NULL,
	"user_id" integer,
	"user_name" text,
	"status" integer NOT NULL,
	"support" integer NOT NULL,
	"tab_status" integer DEFAULT 1 NOT NULL,
	"tabulation_id" integer,
	"workflow_id" integer,
	"workflow_status" integer,
	"is_recording_screen" boolean DEFAULT false NOT NULL,
	"paused" boolean DEFAULT false NOT NULL,
	"ai_enabled" boolean DEFAULT false NOT NULL,
	"session_video" text,
	"contact_id" integer,
	"customer_name" text,
	"phone" text,
	"subject" text,
	"origin" text DEFAULT 'inbound' NOT NULL,
	"sla_state" text DEFAULT 'sem_sla' NOT NULL,
	"sla_started_at" timestamp with time zone,
	"sla_due_at" timestamp with time zone,
	"nps_score" integer,
	"campaign_id" integer,
	"tag_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"last_message_text" text,
	"last_message_at" timestamp with time zone,
	"last_message_direction" text,
	"unread_count" integer DEFAULT 0 NOT NULL,
	"queued_at" timestamp with time zone,
	"assigned_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	"last_activity_at" timestamp with time zone DEFAULT now() NOT NULL,
	"seq" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "company_sequences" ADD CONSTRAINT "company_sequences_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contacts" ADD CONSTRAINT "contacts_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_protocol_id_protocols_id_fk" FOREIGN KEY ("protocol_id") REFERENCES "public"."protocols"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "protocol_customers" ADD CONSTRAINT "protocol_customers_protocol_id_protocols_id_fk" FOREIGN KEY ("protocol_id") REFERENCES "public"."protocols"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "protocol_customers" ADD CONSTRAINT "protocol_customers_contact_id_contacts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."contacts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "protocol_events" ADD CONSTRAINT "protocol_events_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "protocol_events" ADD CONSTRAINT "protocol_events_protocol_id_protocols_id_fk" FOREIGN KEY ("protocol_id") REFERENCES "public"."protocols"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "protocol_notes" ADD CONSTRAINT "protocol_notes_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "protocol_notes" ADD CONSTRAINT "protocol_notes_protocol_id_protocols_id_fk" FOREIGN KEY ("protocol_id") REFERENCES "public"."protocols"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "protocol_numbers" ADD CONSTRAINT "protocol_numbers_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "protocol_owner_losses" ADD CONSTRAINT "protocol_owner_losses_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "protocol_owner_losses" ADD CONSTRAINT "protocol_owner_losses_protocol_id_protocols_id_fk" FOREIGN KEY ("protocol_id") REFERENCES "public"."protocols"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "protocols" ADD CONSTRAINT "protocols_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "protocols" ADD CONSTRAINT "protocols_department_id_departments_id_fk" FOREIGN KEY ("department_id") REFERENCES "public"."departments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "protocols" ADD CONSTRAINT "protocols_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "protocols" ADD CONSTRAINT "protocols_contact_id_contacts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."contacts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contacts_company_phone_idx" ON "contacts" USING btree ("company_id","phone");--> statement-breakpoint
CREATE INDEX "contacts_company_email_idx" ON "contacts" USING btree ("company_id","email");--> statement-breakpoint
CREATE INDEX "messages_protocol_idx" ON "messages" USING btree ("protocol_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "messages_client_key" ON "messages" USING btree ("protocol_id","client_id");--> statement-breakpoint
CREATE INDEX "protocol_events_protocol_idx" ON "protocol_events" USING btree ("protocol_id","id");--> statement-breakpoint
CREATE INDEX "protocol_notes_protocol_idx" ON "protocol_notes" USING btree ("protocol_id","id");--> statement-breakpoint
CREATE INDEX "protocol_owner_losses_user_idx" ON "protocol_owner_losses" USING btree ("company_id","user_id","seq");--> statement-breakpoint
CREATE UNIQUE INDEX "protocols_company_number_key" ON "protocols" USING btree ("company_id","number");--> statement-breakpoint
CREATE INDEX "protocols_list_idx" ON "protocols" USING btree ("company_id","status","support","last_activity_at");--> statement-breakpoint
CREATE INDEX "protocols_owner_idx" ON "protocols" USING btree ("company_id","user_id","status","last_activity_at");--> statement-breakpoint
CREATE INDEX "protocols_department_idx" ON "protocols" USING btree ("company_id","department_id","status","last_activity_at");--> statement-breakpoint
CREATE INDEX "protocols_queue_idx" ON "protocols" USING btree ("company_id","department_id","queued_at") WHERE status = 1 and user_id is null;--> statement-breakpoint
CREATE INDEX "protocols_seq_idx" ON "protocols" USING btree ("company_id","seq");--> statement-breakpoint
CREATE INDEX "protocols_contact_idx" ON "protocols" USING btree ("company_id","contact_id");