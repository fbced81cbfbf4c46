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
CREATE INDEX "orders_closing_run" ON "orders" USING btree ("closing_run_id") WHERE "orders"."closing_run_id" is not null;--> statement-breakpoint
-- Backfill for closing_runs (issue #23 §3).
-- Before, a confirmation ran in the browser and its run id travelled in the count transfers' note (`closing:{runId}`)
-- and in the closing orders' Idempotency-Keys (`closing-{runId}-sold|free-{standId}`). Each such run whose id is a
-- UUID (the wizard's) becomes a row of closing_runs, finished when its event was closed by it, else failed, so that a
-- run cut off before the deploy is resumed by the wizard (same run id) without doing anything twice: its counts and
-- orders carry its id, and its orders' keys are the runner's. Its plan is left null: the first retry gives it.
-- Cash counts were found by a 24-hour key, which says nothing of the stand's row: they are left as they are.
-- Runs with other ids (the demo's `demo-seed`, journeys' `e2e-…`) closed their events already and need nothing.
insert into closing_runs (id, event_id, status)
select found.run_id::uuid, found.event_id,
       case when exists (select 1 from event_closings c where c.event_id = found.event_id and c.run_id = found.run_id)
            then 'finished'::closing_run_status else 'failed'::closing_run_status end
from (
  select substring(note from 9) as run_id, event_id
  from inventory_transfers
  where note like 'closing:%' and event_id is not null and from_inventory_id = to_inventory_id
  union
  select substring(idempotency_key from 9 for 36), event_id
  from orders
  where idempotency_key ~ '^closing-[0-9a-f-]{36}-(sold|free)-[0-9a-f-]{36}$' and event_id is not null
) found
where found.run_id ~ '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$'
on conflict (id) do nothing;
--> statement-breakpoint
update inventory_transfers t
set closing_run_id = r.id, note = null
from closing_runs r
where t.note = 'closing:' || r.id::text and t.from_inventory_id = t.to_inventory_id and t.event_id = r.event_id;
--> statement-breakpoint
update orders o
set closing_run_id = r.id,
    idempotency_key = regexp_replace(o.idempotency_key, '^closing-([0-9a-f-]{36})-(sold|free)-([0-9a-f-]{36})$', 'closing-run:\1:\2:\3')
from closing_runs r
where o.idempotency_key ~ ('^closing-' || r.id::text || '-(sold|free)-[0-9a-f-]{36}$') and o.event_id = r.event_id;
