CREATE TYPE "public"."journal_chain" AS ENUM('sales', 'technical', 'training');--> statement-breakpoint
CREATE TABLE "journal_heads" (
	"client_id" uuid NOT NULL,
	"chain" "journal_chain" NOT NULL,
	"last_sequence" bigint DEFAULT 0 NOT NULL,
	"last_hash" text NOT NULL,
	"grand_total_sales" bigint DEFAULT 0 NOT NULL,
	"grand_total_refunds" bigint DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "journal_heads_client_id_chain_pk" PRIMARY KEY("client_id","chain")
);
--> statement-breakpoint
CREATE TABLE "journal_records" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"client_id" uuid NOT NULL,
	"chain" "journal_chain" NOT NULL,
	"sequence" bigint NOT NULL,
	"kind" text NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL,
	"recorded_at" timestamp with time zone NOT NULL,
	"subject_id" uuid,
	"content" jsonb NOT NULL,
	"previous_hash" text NOT NULL,
	"hash" text NOT NULL,
	CONSTRAINT "journal_records_sequence_positive" CHECK ("journal_records"."sequence" > 0)
);
--> statement-breakpoint
ALTER TABLE "journal_heads" ADD CONSTRAINT "journal_heads_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journal_records" ADD CONSTRAINT "journal_records_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "journal_records_sequence" ON "journal_records" USING btree ("client_id","chain","sequence");--> statement-breakpoint
CREATE UNIQUE INDEX "journal_records_subject" ON "journal_records" USING btree ("client_id","chain","kind","subject_id");