CREATE TABLE "crm_templates" (
	"id" text PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"department_id" integer NOT NULL,
	"name" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"auto_portfolio" boolean DEFAULT false NOT NULL,
	"grouped_registration" boolean DEFAULT false NOT NULL,
	"fields" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "crm_templates" ADD CONSTRAINT "crm_templates_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crm_templates" ADD CONSTRAINT "crm_templates_department_id_departments_id_fk" FOREIGN KEY ("department_id") REFERENCES "public"."departments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "crm_templates_company_name_key" ON "crm_templates" USING btree ("company_id",lower("name"));--> statement-breakpoint
CREATE INDEX "crm_templates_department_idx" ON "crm_templates" USING btree ("company_id","department_id","active");