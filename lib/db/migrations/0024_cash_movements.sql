CREATE TYPE "public"."cash_movement_direction" AS ENUM('in', 'out');--> statement-breakpoint
CREATE TABLE "cash_movements" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"stand_id" uuid NOT NULL,
	"direction" "cash_movement_direction" NOT NULL,
	"amount" integer NOT NULL,
	"reason" text NOT NULL,
	"created_by" uuid NOT NULL,
	"device_id" uuid,
	"idempotency_key" text NOT NULL,
	"request_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cash_movements_amount" CHECK ("cash_movements"."amount" > 0),
	CONSTRAINT "cash_movements_reason" CHECK (char_length("cash_movements"."reason") between 1 and 200)
);
--> statement-breakpoint
ALTER TABLE "cash_movements" ADD CONSTRAINT "cash_movements_stand_id_stands_id_fk" FOREIGN KEY ("stand_id") REFERENCES "public"."stands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cash_movements" ADD CONSTRAINT "cash_movements_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cash_movements_stand" ON "cash_movements" USING btree ("stand_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "cash_movements_idempotency" ON "cash_movements" USING btree ("created_by","idempotency_key");