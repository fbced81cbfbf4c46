CREATE TYPE "public"."fee_paid_with" AS ENUM('cash', 'transfer');--> statement-breakpoint
CREATE TABLE "event_closings" (
	"event_id" uuid PRIMARY KEY NOT NULL,
	"run_id" text NOT NULL,
	"theater_fee_paid_with" "fee_paid_with",
	"stands" jsonb NOT NULL,
	"closed_by" uuid,
	"closed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "discount_reason" text;--> statement-breakpoint
ALTER TABLE "event_closings" ADD CONSTRAINT "event_closings_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_closings" ADD CONSTRAINT "event_closings_closed_by_users_id_fk" FOREIGN KEY ("closed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "event_closings_closed_at" ON "event_closings" USING btree ("closed_at");