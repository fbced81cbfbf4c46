ALTER TABLE "order_items" ALTER COLUMN "product_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "order_items" ALTER COLUMN "product_variant_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "order_items" ALTER COLUMN "inventory_item_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "custom" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_custom" CHECK (("order_items"."custom" and "order_items"."product_id" is null and "order_items"."product_variant_id" is null and "order_items"."inventory_item_id" is null) or (not "order_items"."custom" and "order_items"."product_id" is not null and "order_items"."product_variant_id" is not null and "order_items"."inventory_item_id" is not null));