CREATE TYPE "public"."journal_check_source" AS ENUM('job', 'request', 'script');--> statement-breakpoint
CREATE TABLE "journal_archives" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"client_id" uuid NOT NULL,
	"period" text NOT NULL,
	"period_key" text NOT NULL,
	"first_sequence" bigint NOT NULL,
	"last_sequence" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"file" "bytea" NOT NULL,
	"hash" text NOT NULL,
	"signature" text NOT NULL,
	"key_id" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "journal_checks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"client_id" uuid NOT NULL,
	"checked_at" timestamp with time zone DEFAULT now() NOT NULL,
	"source" "journal_check_source" NOT NULL,
	"intact" boolean NOT NULL,
	"chains" jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "receipt_duplicates" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "journal_archives" ADD CONSTRAINT "journal_archives_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journal_checks" ADD CONSTRAINT "journal_checks_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "journal_archives_period" ON "journal_archives" USING btree ("client_id","period","period_key");--> statement-breakpoint
CREATE INDEX "journal_checks_client_checked" ON "journal_checks" USING btree ("client_id","checked_at");