ALTER TYPE "public"."inventory_change_kind" ADD VALUE 'offlineCorrection';--> statement-breakpoint
CREATE TABLE "stand_devices" (
	"id" uuid PRIMARY KEY NOT NULL,
	"stand_id" uuid NOT NULL,
	"number" integer NOT NULL,
	"label" text,
	"registered_by" uuid,
	"last_sync_at" timestamp with time zone,
	"pending" integer DEFAULT 0 NOT NULL,
	"oldest_pending_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stand_devices_pending" CHECK ("stand_devices"."pending" >= 0 and "stand_devices"."number" >= 1)
);
--> statement-breakpoint
DROP INDEX "orders_project_created";--> statement-breakpoint
DROP INDEX "orders_stand_created";--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "sold_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
-- The sales made before: made when they arrived.
UPDATE "orders" SET "sold_at" = "created_at";--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "device_id" uuid;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "device_sequence" integer;--> statement-breakpoint
ALTER TABLE "stand_devices" ADD CONSTRAINT "stand_devices_stand_id_stands_id_fk" FOREIGN KEY ("stand_id") REFERENCES "public"."stands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stand_devices" ADD CONSTRAINT "stand_devices_registered_by_users_id_fk" FOREIGN KEY ("registered_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "stand_devices_number" ON "stand_devices" USING btree ("stand_id","number");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_device_id_stand_devices_id_fk" FOREIGN KEY ("device_id") REFERENCES "public"."stand_devices"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "orders_project_sold" ON "orders" USING btree ("project_id","sold_at");--> statement-breakpoint
CREATE INDEX "orders_stand_sold" ON "orders" USING btree ("stand_id","sold_at");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_device_sequence" ON "orders" USING btree ("device_id","device_sequence") WHERE "orders"."device_id" is not null;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_device" CHECK (("orders"."device_id" is null) = ("orders"."device_sequence" is null) and ("orders"."device_sequence" is null or "orders"."device_sequence" >= 1));