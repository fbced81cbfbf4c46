DROP INDEX "orders_project_sold";--> statement-breakpoint
CREATE INDEX "orders_project_sold" ON "orders" USING btree ("project_id","sold_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);