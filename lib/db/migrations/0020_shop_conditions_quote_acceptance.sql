ALTER TABLE "shops" ADD COLUMN "conditions_of_sale" text;--> statement-breakpoint
ALTER TABLE "service_requests" ADD COLUMN "quote_accepted_at" timestamp with time zone;