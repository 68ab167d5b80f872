CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX "protocols_search_trgm_idx" ON "protocols" USING gin ("customer_name" gin_trgm_ops,"subject" gin_trgm_ops,"phone" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "protocols_count_idx" ON "protocols" USING btree ("company_id","created_at","support","status","department_id","channel_id","user_id");