ALTER TABLE "event_performances" ADD COLUMN "attendance" integer;--> statement-breakpoint
CREATE INDEX "refund_items_order_item" ON "refund_items" USING btree ("order_item_id");--> statement-breakpoint
ALTER TABLE "event_performances" ADD CONSTRAINT "event_performances_attendance" CHECK ("event_performances"."attendance" is null or "event_performances"."attendance" >= 0);