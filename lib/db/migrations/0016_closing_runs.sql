CREATE TYPE "public"."closing_run_status" AS ENUM('running', 'failed', 'finished');--> statement-breakpoint
CREATE TABLE "closing_runs" (
	"id" uuid PRIMARY KEY NOT NULL,
	"event_id" uuid NOT NULL,
	"status" "closing_run_status" DEFAULT 'running' NOT NULL,
	"plan" jsonb,
	"step" text,
	"done" integer DEFAULT 0 NOT NULL,
	"total" integer DEFAULT 0 NOT NULL,
	"error_code" text,
	"error_fields" jsonb,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"heartbeat_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "inventory_transfers" ADD COLUMN "closing_run_id" uuid;--> statement-breakpoint
ALTER TABLE "cash_details" ADD COLUMN "closing_run_id" uuid;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "closing_run_id" uuid;--> statement-breakpoint
ALTER TABLE "closing_runs" ADD CONSTRAINT "closing_runs_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "closing_runs" ADD CONSTRAINT "closing_runs_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "closing_runs_event" ON "closing_runs" USING btree ("event_id");--> statement-breakpoint
CREATE INDEX "closing_runs_running" ON "closing_runs" USING btree ("heartbeat_at") WHERE "closing_runs"."status" = 'running';--> statement-breakpoint
ALTER TABLE "inventory_transfers" ADD CONSTRAINT "inventory_transfers_closing_run_id_closing_runs_id_fk" FOREIGN KEY ("closing_run_id") REFERENCES "public"."closing_runs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cash_details" ADD CONSTRAINT "cash_details_closing_run_id_closing_runs_id_fk" FOREIGN KEY ("closing_run_id") REFERENCES "public"."closing_runs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_closing_run_id_closing_runs_id_fk" FOREIGN KEY ("closing_run_id") REFERENCES "public"."closing_runs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "inventory_transfers_closing_run" ON "inventory_transfers" USING btree ("closing_run_id") WHERE "inventory_transfers"."closing_run_id" is not null;--> statement-breakpoint
CREATE INDEX "cash_details_closing_run" ON "cash_details" USING btree ("closing_run_id") WHERE "cash_details"."closing_run_id" is not null;--> statement-breakpoint
CREATE INDEX "orders_closing_run" ON "orders" USING btree ("closing_run_id") WHERE "orders"."closing_run_id" is not null;