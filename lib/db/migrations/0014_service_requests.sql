CREATE TYPE "public"."service_kind" AS ENUM('terminal', 'standManagement');--> statement-breakpoint
CREATE TYPE "public"."service_status" AS ENUM('requested', 'acknowledged', 'shipped', 'returned', 'confirmed', 'declined', 'canceled');--> statement-breakpoint
CREATE TABLE "service_request_stands" (
	"request_id" uuid NOT NULL,
	"stand_id" uuid NOT NULL,
	"quantity" integer DEFAULT 1 NOT NULL,
	"reader_id" text,
	CONSTRAINT "service_request_stands_request_id_stand_id_pk" PRIMARY KEY("request_id","stand_id")
);
--> statement-breakpoint
CREATE TABLE "service_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"client_id" uuid NOT NULL,
	"event_id" uuid NOT NULL,
	"kind" "service_kind" NOT NULL,
	"status" "service_status" DEFAULT 'requested' NOT NULL,
	"contact_name" text NOT NULL,
	"contact_phone" text NOT NULL,
	"contact_email" text NOT NULL,
	"delivery_address_line1" text,
	"delivery_postcode" text,
	"delivery_city" text,
	"delivery_country" text,
	"note" text,
	"late" boolean DEFAULT false NOT NULL,
	"quote_amount" integer,
	"cancellation_fee" integer,
	"decline_reason" text,
	"requested_by" uuid,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"acknowledged_at" timestamp with time zone,
	"shipped_at" timestamp with time zone,
	"returned_at" timestamp with time zone,
	"confirmed_at" timestamp with time zone,
	"declined_at" timestamp with time zone,
	"canceled_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "stands" ADD COLUMN "card_reader_id" text;--> statement-breakpoint
ALTER TABLE "service_request_stands" ADD CONSTRAINT "service_request_stands_request_id_service_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."service_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_request_stands" ADD CONSTRAINT "service_request_stands_stand_id_stands_id_fk" FOREIGN KEY ("stand_id") REFERENCES "public"."stands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_requests" ADD CONSTRAINT "service_requests_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_requests" ADD CONSTRAINT "service_requests_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_requests" ADD CONSTRAINT "service_requests_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "service_request_stands_stand" ON "service_request_stands" USING btree ("stand_id");--> statement-breakpoint
CREATE INDEX "service_requests_event" ON "service_requests" USING btree ("event_id");--> statement-breakpoint
CREATE INDEX "service_requests_status" ON "service_requests" USING btree ("status","requested_at");