CREATE TYPE "public"."inventory_change_kind" AS ENUM('inventoryCheckStart', 'inventoryCheckEnd', 'productCreation', 'transfer', 'closing', 'order', 'refund', 'supply');--> statement-breakpoint
CREATE TYPE "public"."receipt_type" AS ENUM('success', 'damaged', 'missing', 'regul');--> statement-breakpoint
CREATE TYPE "public"."transfer_status" AS ENUM('inProgress', 'canceled', 'finished');--> statement-breakpoint
CREATE TYPE "public"."transfer_type" AS ENUM('project', 'tour', 'zone', 'stand', 'event', 'others');--> statement-breakpoint
CREATE TABLE "idempotency_keys" (
	"user_id" uuid NOT NULL,
	"scope" text NOT NULL,
	"key" text NOT NULL,
	"status" integer,
	"body" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "inventory_changes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"project_id" uuid NOT NULL,
	"inventory_id" uuid NOT NULL,
	"inventory_item_id" uuid NOT NULL,
	"kind" "inventory_change_kind" NOT NULL,
	"delta" integer NOT NULL,
	"quantity" integer NOT NULL,
	"available_after" integer NOT NULL,
	"receipt_type" "receipt_type",
	"transfer_id" uuid,
	"reference" text,
	"actor_user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "inventory_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"project_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"product_variant_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "inventory_levels" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"inventory_id" uuid NOT NULL,
	"inventory_item_id" uuid NOT NULL,
	"available" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "inventory_levels_available_not_negative" CHECK ("inventory_levels"."available" >= 0)
);
--> statement-breakpoint
CREATE TABLE "inventory_transfer_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"transfer_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"product_variant_id" uuid NOT NULL,
	"inventory_item_id" uuid NOT NULL,
	"quantity" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "inventory_transfer_items_quantity_positive" CHECK ("inventory_transfer_items"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "inventory_transfer_receipts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"transfer_item_id" uuid NOT NULL,
	"type" "receipt_type" NOT NULL,
	"quantity" integer NOT NULL,
	"received_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "inventory_transfer_receipts_quantity" CHECK ("inventory_transfer_receipts"."quantity" >= 0)
);
--> statement-breakpoint
CREATE TABLE "inventory_transfers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"project_id" uuid NOT NULL,
	"from_inventory_id" uuid NOT NULL,
	"to_inventory_id" uuid NOT NULL,
	"type" "transfer_type" NOT NULL,
	"status" "transfer_status" DEFAULT 'inProgress' NOT NULL,
	"event_id" uuid,
	"dispatch_id" uuid,
	"note" text,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	"canceled_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD CONSTRAINT "idempotency_keys_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventory_changes" ADD CONSTRAINT "inventory_changes_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventory_changes" ADD CONSTRAINT "inventory_changes_inventory_id_inventories_id_fk" FOREIGN KEY ("inventory_id") REFERENCES "public"."inventories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventory_changes" ADD CONSTRAINT "inventory_changes_inventory_item_id_inventory_items_id_fk" FOREIGN KEY ("inventory_item_id") REFERENCES "public"."inventory_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventory_changes" ADD CONSTRAINT "inventory_changes_transfer_id_inventory_transfers_id_fk" FOREIGN KEY ("transfer_id") REFERENCES "public"."inventory_transfers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventory_changes" ADD CONSTRAINT "inventory_changes_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventory_items" ADD CONSTRAINT "inventory_items_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventory_items" ADD CONSTRAINT "inventory_items_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventory_items" ADD CONSTRAINT "inventory_items_product_variant_id_product_variants_id_fk" FOREIGN KEY ("product_variant_id") REFERENCES "public"."product_variants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventory_levels" ADD CONSTRAINT "inventory_levels_inventory_id_inventories_id_fk" FOREIGN KEY ("inventory_id") REFERENCES "public"."inventories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventory_levels" ADD CONSTRAINT "inventory_levels_inventory_item_id_inventory_items_id_fk" FOREIGN KEY ("inventory_item_id") REFERENCES "public"."inventory_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventory_transfer_items" ADD CONSTRAINT "inventory_transfer_items_transfer_id_inventory_transfers_id_fk" FOREIGN KEY ("transfer_id") REFERENCES "public"."inventory_transfers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventory_transfer_items" ADD CONSTRAINT "inventory_transfer_items_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventory_transfer_items" ADD CONSTRAINT "inventory_transfer_items_product_variant_id_product_variants_id_fk" FOREIGN KEY ("product_variant_id") REFERENCES "public"."product_variants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventory_transfer_items" ADD CONSTRAINT "inventory_transfer_items_inventory_item_id_inventory_items_id_fk" FOREIGN KEY ("inventory_item_id") REFERENCES "public"."inventory_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventory_transfer_receipts" ADD CONSTRAINT "inventory_transfer_receipts_transfer_item_id_inventory_transfer_items_id_fk" FOREIGN KEY ("transfer_item_id") REFERENCES "public"."inventory_transfer_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventory_transfer_receipts" ADD CONSTRAINT "inventory_transfer_receipts_received_by_users_id_fk" FOREIGN KEY ("received_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventory_transfers" ADD CONSTRAINT "inventory_transfers_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventory_transfers" ADD CONSTRAINT "inventory_transfers_from_inventory_id_inventories_id_fk" FOREIGN KEY ("from_inventory_id") REFERENCES "public"."inventories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventory_transfers" ADD CONSTRAINT "inventory_transfers_to_inventory_id_inventories_id_fk" FOREIGN KEY ("to_inventory_id") REFERENCES "public"."inventories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventory_transfers" ADD CONSTRAINT "inventory_transfers_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventory_transfers" ADD CONSTRAINT "inventory_transfers_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "idempotency_keys_request" ON "idempotency_keys" USING btree ("user_id","scope","key");--> statement-breakpoint
CREATE INDEX "idempotency_keys_created" ON "idempotency_keys" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "inventory_changes_project_time" ON "inventory_changes" USING btree ("project_id","created_at");--> statement-breakpoint
CREATE INDEX "inventory_changes_level" ON "inventory_changes" USING btree ("inventory_id","inventory_item_id");--> statement-breakpoint
CREATE INDEX "inventory_changes_transfer" ON "inventory_changes" USING btree ("transfer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "inventory_items_variant" ON "inventory_items" USING btree ("product_variant_id");--> statement-breakpoint
CREATE INDEX "inventory_items_project" ON "inventory_items" USING btree ("project_id");--> statement-breakpoint
CREATE UNIQUE INDEX "inventory_levels_inventory_item" ON "inventory_levels" USING btree ("inventory_id","inventory_item_id");--> statement-breakpoint
CREATE INDEX "inventory_levels_item" ON "inventory_levels" USING btree ("inventory_item_id");--> statement-breakpoint
CREATE UNIQUE INDEX "inventory_transfer_items_line" ON "inventory_transfer_items" USING btree ("transfer_id","inventory_item_id");--> statement-breakpoint
CREATE UNIQUE INDEX "inventory_transfer_receipts_line_type" ON "inventory_transfer_receipts" USING btree ("transfer_item_id","type");--> statement-breakpoint
CREATE INDEX "inventory_transfers_project" ON "inventory_transfers" USING btree ("project_id","created_at");--> statement-breakpoint
CREATE INDEX "inventory_transfers_from" ON "inventory_transfers" USING btree ("from_inventory_id");--> statement-breakpoint
CREATE INDEX "inventory_transfers_to" ON "inventory_transfers" USING btree ("to_inventory_id");--> statement-breakpoint
CREATE INDEX "inventory_transfers_dispatch" ON "inventory_transfers" USING btree ("dispatch_id");