CREATE TYPE "public"."invoice_kind" AS ENUM('fees', 'subscription', 'creditNote');--> statement-breakpoint
CREATE TYPE "public"."invoice_status" AS ENUM('draft', 'issued', 'paid');--> statement-breakpoint
CREATE TYPE "public"."payout_status" AS ENUM('scheduled', 'paid');--> statement-breakpoint
CREATE TYPE "public"."plan_type" AS ENUM('starter', 'smart', 'advanced', 'pro');--> statement-breakpoint
CREATE TYPE "public"."subscription_status" AS ENUM('trialing', 'incomplete', 'active', 'past_due', 'canceled', 'expired');--> statement-breakpoint
ALTER TYPE "public"."billable_event_kind" ADD VALUE 'eventCreation';--> statement-breakpoint
CREATE TABLE "invoice_counters" (
	"year" integer PRIMARY KEY NOT NULL,
	"last_sequence" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoice_lines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"invoice_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"label" text NOT NULL,
	"quantity" integer NOT NULL,
	"unit_amount_excl_vat" integer NOT NULL,
	"vat_rate" numeric(5, 2) NOT NULL,
	"amount_excl_vat" integer NOT NULL,
	"vat_amount" integer NOT NULL,
	"amount_incl_vat" integer NOT NULL,
	"event_id" uuid
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"client_id" uuid NOT NULL,
	"kind" "invoice_kind" NOT NULL,
	"status" "invoice_status" DEFAULT 'draft' NOT NULL,
	"number" text,
	"year" integer,
	"sequence" integer,
	"period_start" date NOT NULL,
	"period_end" date NOT NULL,
	"issued_at" timestamp with time zone,
	"due_at" date,
	"paid_at" timestamp with time zone,
	"total_excl_vat" integer DEFAULT 0 NOT NULL,
	"total_vat" integer DEFAULT 0 NOT NULL,
	"total_incl_vat" integer DEFAULT 0 NOT NULL,
	"seller" jsonb,
	"buyer" jsonb,
	"credited_invoice_id" uuid,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoices_number_unique" UNIQUE("number")
);
--> statement-breakpoint
CREATE TABLE "payouts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"client_id" uuid NOT NULL,
	"event_id" uuid NOT NULL,
	"status" "payout_status" DEFAULT 'scheduled' NOT NULL,
	"card_takings" integer NOT NULL,
	"commission" integer NOT NULL,
	"amount" integer NOT NULL,
	"due_at" date NOT NULL,
	"paid_at" timestamp with time zone,
	"provider_payout_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payouts_event_id_unique" UNIQUE("event_id")
);
--> statement-breakpoint
CREATE TABLE "plan_fees" (
	"plan" "plan_type" PRIMARY KEY NOT NULL,
	"event_creation_fee" integer NOT NULL,
	"shop_opening_fee" integer NOT NULL,
	"card_commission_basis_points" integer NOT NULL,
	"updated_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "provider_events" (
	"provider" text NOT NULL,
	"event_id" text NOT NULL,
	"type" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "provider_events_provider_event_id_pk" PRIMARY KEY("provider","event_id")
);
--> statement-breakpoint
CREATE TABLE "scheduled_runs" (
	"name" text NOT NULL,
	"period" text NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	"outcome" jsonb,
	CONSTRAINT "scheduled_runs_name_period_pk" PRIMARY KEY("name","period")
);
--> statement-breakpoint
CREATE TABLE "subscriptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"client_id" uuid NOT NULL,
	"plan" "plan_type" NOT NULL,
	"status" "subscription_status" NOT NULL,
	"provider" text NOT NULL,
	"provider_customer_id" text,
	"provider_subscription_id" text,
	"checkout_url" text,
	"current_period_start" timestamp with time zone,
	"current_period_end" timestamp with time zone,
	"cancel_at_period_end" boolean DEFAULT false NOT NULL,
	"canceled_at" timestamp with time zone,
	"provider_updated_at" timestamp with time zone,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "billable_events" ADD COLUMN "event_id" uuid;--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD CONSTRAINT "invoice_lines_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD CONSTRAINT "invoice_lines_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_fees" ADD CONSTRAINT "plan_fees_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "invoice_lines_invoice" ON "invoice_lines" USING btree ("invoice_id","position");--> statement-breakpoint
CREATE INDEX "invoices_client" ON "invoices" USING btree ("client_id","period_start");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_year_sequence" ON "invoices" USING btree ("year","sequence");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_fees_period" ON "invoices" USING btree ("client_id","period_start","period_end") WHERE "invoices"."kind" = 'fees';--> statement-breakpoint
CREATE INDEX "payouts_client" ON "payouts" USING btree ("client_id","due_at");--> statement-breakpoint
CREATE INDEX "subscriptions_client" ON "subscriptions" USING btree ("client_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "subscriptions_provider_id" ON "subscriptions" USING btree ("provider","provider_subscription_id");--> statement-breakpoint
CREATE UNIQUE INDEX "subscriptions_one_running" ON "subscriptions" USING btree ("client_id") WHERE "subscriptions"."status" in ('active', 'past_due');--> statement-breakpoint
CREATE UNIQUE INDEX "subscriptions_one_trial" ON "subscriptions" USING btree ("client_id") WHERE "subscriptions"."provider" = 'platform' and "subscriptions"."status" = 'trialing';--> statement-breakpoint
ALTER TABLE "billable_events" ADD CONSTRAINT "billable_events_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "billable_events_event_kind" ON "billable_events" USING btree ("event_id","kind");--> statement-breakpoint
ALTER TABLE "clients" DROP COLUMN "subscription_type";--> statement-breakpoint
-- The fees the admins start from (docs/decisions.md, "Fees"): cents, and basis points of card takings.
INSERT INTO "plan_fees" ("plan", "event_creation_fee", "shop_opening_fee", "card_commission_basis_points") VALUES
  ('starter', 1500, 2000, 250),
  ('smart', 1000, 1500, 200),
  ('advanced', 500, 1000, 150),
  ('pro', 0, 500, 100);--> statement-breakpoint
-- Every organisation could use everything before plans existed: each keeps doing so for a 30-day trial.
INSERT INTO "subscriptions" ("client_id", "plan", "status", "provider", "current_period_start", "current_period_end")
  SELECT "id", 'advanced', 'trialing', 'platform', now(), now() + interval '30 days' FROM "clients";
