DROP INDEX "cash_movements_stand";--> statement-breakpoint
ALTER TABLE "cash_movements" ADD COLUMN "occurred_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
-- The movements made before this column happened when they arrived; a device id no tablet row holds is forgotten.
UPDATE "cash_movements" SET "occurred_at" = "created_at";--> statement-breakpoint
UPDATE "cash_movements" SET "device_id" = NULL WHERE "device_id" IS NOT NULL AND "device_id" NOT IN (SELECT "id" FROM "stand_devices");--> statement-breakpoint
ALTER TABLE "cash_movements" ADD CONSTRAINT "cash_movements_device_id_stand_devices_id_fk" FOREIGN KEY ("device_id") REFERENCES "public"."stand_devices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cash_movements_stand" ON "cash_movements" USING btree ("stand_id","occurred_at");