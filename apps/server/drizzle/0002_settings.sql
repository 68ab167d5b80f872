CREATE TABLE "agent_states" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"status" text DEFAULT 'offline' NOT NULL,
	"break_id" integer,
	"status_since" timestamp with time zone DEFAULT now() NOT NULL,
	"dialer_type" text DEFAULT 'manual' NOT NULL,
	"softphone_logged_in" boolean DEFAULT false NOT NULL,
	"softphone_changed_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "agent_status_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"status" text NOT NULL,
	"break_id" integer,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "settings_records" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"section" text NOT NULL,
	"parent_id" integer,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"secrets" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "departments" ADD COLUMN "whatsapp_id" integer;--> statement-breakpoint
ALTER TABLE "departments" ADD COLUMN "bot_id" integer;--> statement-breakpoint
ALTER TABLE "departments" ADD COLUMN "email" text;--> statement-breakpoint
ALTER TABLE "departments" ADD COLUMN "marketing_email" text;--> statement-breakpoint
ALTER TABLE "agent_states" ADD CONSTRAINT "agent_states_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_states" ADD CONSTRAINT "agent_states_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_states" ADD CONSTRAINT "agent_states_break_id_settings_records_id_fk" FOREIGN KEY ("break_id") REFERENCES "public"."settings_records"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_status_events" ADD CONSTRAINT "agent_status_events_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_status_events" ADD CONSTRAINT "agent_status_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "settings_records" ADD CONSTRAINT "settings_records_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "settings_records" ADD CONSTRAINT "settings_records_parent_id_settings_records_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."settings_records"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "agent_states_company_idx" ON "agent_states" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "agent_status_events_company_at_idx" ON "agent_status_events" USING btree ("company_id","at");--> statement-breakpoint
CREATE INDEX "settings_records_list_idx" ON "settings_records" USING btree ("company_id","section","active","id");--> statement-breakpoint
CREATE INDEX "settings_records_parent_idx" ON "settings_records" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "settings_records_data_idx" ON "settings_records" USING gin ("data" jsonb_path_ops);