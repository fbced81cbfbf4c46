ALTER TABLE "orders" ADD COLUMN "prepared_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "handed_over_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "handed_over_stand_id" uuid;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "handed_over_by" uuid;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "handover_key" text;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_handed_over_stand_id_stands_id_fk" FOREIGN KEY ("handed_over_stand_id") REFERENCES "public"."stands"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_handed_over_by_users_id_fk" FOREIGN KEY ("handed_over_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "orders_shop_status" ON "orders" USING btree ("shop_id","status") WHERE "orders"."shop_id" is not null;