CREATE TYPE "public"."adjustment_kind" AS ENUM('refund', 'lateSale');--> statement-breakpoint
ALTER TYPE "public"."adjustment_destination" ADD VALUE 'soldOffline';--> statement-breakpoint
ALTER TABLE "event_adjustments" ALTER COLUMN "refund_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "event_adjustments" ADD COLUMN "kind" "adjustment_kind" DEFAULT 'refund' NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "event_adjustments_late_sale" ON "event_adjustments" USING btree ("order_id") WHERE "event_adjustments"."kind" = 'lateSale';--> statement-breakpoint
ALTER TABLE "event_adjustments" ADD CONSTRAINT "event_adjustments_kind" CHECK (("event_adjustments"."kind" = 'refund') = ("event_adjustments"."refund_id" is not null));