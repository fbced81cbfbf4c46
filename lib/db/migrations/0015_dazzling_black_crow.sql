ALTER TABLE "shops" ADD COLUMN "max_units_per_line" integer DEFAULT 5 NOT NULL;--> statement-breakpoint
ALTER TABLE "shops" ADD COLUMN "max_units_per_order" integer DEFAULT 10 NOT NULL;--> statement-breakpoint
CREATE INDEX "orders_open_holds" ON "orders" USING btree ("hold_expires_at") WHERE "orders"."hold_expires_at" is not null and "orders"."status" in ('creating', 'inProgress');--> statement-breakpoint
ALTER TABLE "shops" ADD CONSTRAINT "shops_order_limits" CHECK ("shops"."max_units_per_line" >= 1 and "shops"."max_units_per_line" <= "shops"."max_units_per_order");