CREATE TYPE "public"."billable_event_kind" AS ENUM('shopOpening');--> statement-breakpoint
CREATE TYPE "public"."payment_account_status" AS ENUM('pending', 'enabled');--> statement-breakpoint
CREATE TYPE "public"."shop_status" AS ENUM('draft', 'opened', 'closed');--> statement-breakpoint
CREATE TABLE "billable_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"client_id" uuid NOT NULL,
	"kind" "billable_event_kind" NOT NULL,
	"shop_id" uuid,
	"occurred_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_accounts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"client_id" uuid NOT NULL,
	"provider" text NOT NULL,
	"provider_account_id" text NOT NULL,
	"status" "payment_account_status" DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shop_collection_stands" (
	"shop_id" uuid NOT NULL,
	"stand_id" uuid NOT NULL,
	CONSTRAINT "shop_collection_stands_shop_id_stand_id_pk" PRIMARY KEY("shop_id","stand_id")
);
--> statement-breakpoint
CREATE TABLE "shops" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"project_id" uuid NOT NULL,
	"client_id" uuid NOT NULL,
	"event_id" uuid NOT NULL,
	"slug" text NOT NULL,
	"status" "shop_status" DEFAULT 'draft' NOT NULL,
	"inventory_id" uuid NOT NULL,
	"collection_opens_at" timestamp with time zone,
	"collection_closes_at" timestamp with time zone,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "billable_events" ADD CONSTRAINT "billable_events_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billable_events" ADD CONSTRAINT "billable_events_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_accounts" ADD CONSTRAINT "payment_accounts_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_collection_stands" ADD CONSTRAINT "shop_collection_stands_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_collection_stands" ADD CONSTRAINT "shop_collection_stands_stand_id_stands_id_fk" FOREIGN KEY ("stand_id") REFERENCES "public"."stands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shops" ADD CONSTRAINT "shops_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shops" ADD CONSTRAINT "shops_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shops" ADD CONSTRAINT "shops_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shops" ADD CONSTRAINT "shops_inventory_id_inventories_id_fk" FOREIGN KEY ("inventory_id") REFERENCES "public"."inventories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shops" ADD CONSTRAINT "shops_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "billable_events_shop_kind" ON "billable_events" USING btree ("shop_id","kind");--> statement-breakpoint
CREATE INDEX "billable_events_client" ON "billable_events" USING btree ("client_id","occurred_at");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_accounts_client_provider" ON "payment_accounts" USING btree ("client_id","provider");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_accounts_provider_account" ON "payment_accounts" USING btree ("provider","provider_account_id");--> statement-breakpoint
CREATE INDEX "shop_collection_stands_stand" ON "shop_collection_stands" USING btree ("stand_id");--> statement-breakpoint
CREATE UNIQUE INDEX "shops_event" ON "shops" USING btree ("event_id");--> statement-breakpoint
CREATE UNIQUE INDEX "shops_slug" ON "shops" USING btree ("slug");--> statement-breakpoint
CREATE UNIQUE INDEX "shops_inventory" ON "shops" USING btree ("inventory_id");--> statement-breakpoint
CREATE INDEX "shops_project" ON "shops" USING btree ("project_id");