CREATE TYPE "public"."handover_method" AS ENUM('scan', 'manual');--> statement-breakpoint
CREATE TYPE "public"."adjustment_destination" AS ENUM('warehouse', 'writeOff');--> statement-breakpoint
CREATE TABLE "event_adjustments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"event_id" uuid NOT NULL,
	"client_id" uuid NOT NULL,
	"order_id" uuid NOT NULL,
	"refund_id" uuid NOT NULL,
	"method" "payment_method" NOT NULL,
	"amount" integer NOT NULL,
	"commission" integer NOT NULL,
	"units" integer NOT NULL,
	"destination" "adjustment_destination" NOT NULL,
	"payout_effect" integer NOT NULL,
	"payout_id" uuid,
	"carried" boolean DEFAULT false NOT NULL,
	"carried_to_payout_id" uuid,
	"reason" text NOT NULL,
	"created_by" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "event_adjustments_refund_id_unique" UNIQUE("refund_id")
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "handover_method" "handover_method";--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "collection_secret" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "commission_basis_points" integer;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "commission" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "provider_mismatch" jsonb;--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "commission" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "shops" ADD COLUMN "max_units_per_line" integer DEFAULT 5 NOT NULL;--> statement-breakpoint
ALTER TABLE "shops" ADD COLUMN "max_units_per_order" integer DEFAULT 10 NOT NULL;--> statement-breakpoint
ALTER TABLE "event_closings" ADD COLUMN "settlement" jsonb;--> statement-breakpoint
ALTER TABLE "event_closings" ADD COLUMN "settlement_hash" text;--> statement-breakpoint
ALTER TABLE "payouts" ADD COLUMN "deductions" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "event_adjustments" ADD CONSTRAINT "event_adjustments_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_adjustments" ADD CONSTRAINT "event_adjustments_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_adjustments" ADD CONSTRAINT "event_adjustments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_adjustments" ADD CONSTRAINT "event_adjustments_refund_id_refunds_id_fk" FOREIGN KEY ("refund_id") REFERENCES "public"."refunds"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_adjustments" ADD CONSTRAINT "event_adjustments_payout_id_payouts_id_fk" FOREIGN KEY ("payout_id") REFERENCES "public"."payouts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_adjustments" ADD CONSTRAINT "event_adjustments_carried_to_payout_id_payouts_id_fk" FOREIGN KEY ("carried_to_payout_id") REFERENCES "public"."payouts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_adjustments" ADD CONSTRAINT "event_adjustments_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "event_adjustments_event" ON "event_adjustments" USING btree ("event_id","created_at");--> statement-breakpoint
CREATE INDEX "event_adjustments_carried" ON "event_adjustments" USING btree ("client_id") WHERE "event_adjustments"."carried" and "event_adjustments"."carried_to_payout_id" is null;--> statement-breakpoint
CREATE INDEX "orders_open_holds" ON "orders" USING btree ("hold_expires_at") WHERE "orders"."hold_expires_at" is not null and "orders"."status" in ('creating', 'inProgress');--> statement-breakpoint
CREATE INDEX "payments_provider_mismatch" ON "payments" USING btree ("created_at") WHERE "payments"."provider_mismatch" is not null;--> statement-breakpoint
ALTER TABLE "shops" ADD CONSTRAINT "shops_order_limits" CHECK ("shops"."max_units_per_line" >= 1 and "shops"."max_units_per_line" <= "shops"."max_units_per_order");--> statement-breakpoint
-- Card payments made before the commission was fixed on each payment: at the rate of the plan their organiser holds
-- now (docs/decisions.md, "One commission"), rounded half up, never more than the amount.
UPDATE "payments" AS "p"
SET "commission_basis_points" = "f"."card_commission_basis_points",
    "commission" = least("p"."amount", round("p"."amount"::numeric * "f"."card_commission_basis_points" / 10000))::int
FROM "orders" AS "o", "clients" AS "c", "plan_fees" AS "f"
WHERE "p"."method" = 'card' AND "p"."commission_basis_points" IS NULL AND "o"."id" = "p"."order_id" AND "c"."id" = "o"."client_id"
  AND "f"."plan" = coalesce(
    (SELECT "s"."plan" FROM "subscriptions" AS "s" WHERE "s"."client_id" = "c"."id" AND "s"."status" IN ('trialing', 'active', 'past_due') ORDER BY ("s"."status" = 'trialing'), "s"."created_at" DESC LIMIT 1),
    CASE WHEN "c"."allow_all_features" THEN 'pro'::"plan_type" ELSE 'starter'::"plan_type" END);
--> statement-breakpoint
-- Card refunds at stands made before: what each gave back of its payment's commission, in the order they were given
-- (a shop order's commission is the provider's application fee, which its refunds leave with the platform).
WITH "given" AS (
  SELECT "r"."id", "p"."amount" AS "paid", "p"."commission_basis_points" AS "bp", "r"."amount",
    coalesce(sum("r"."amount") OVER (PARTITION BY "r"."order_id" ORDER BY "r"."created_at", "r"."id" ROWS BETWEEN UNBOUNDED PRECEDING AND 1 PRECEDING), 0) AS "before"
  FROM "refunds" AS "r"
  JOIN "payments" AS "p" ON "p"."order_id" = "r"."order_id" AND "p"."method" = 'card' AND "p"."status" = 'succeeded'
  JOIN "orders" AS "o" ON "o"."id" = "r"."order_id"
  WHERE "r"."method" = 'card' AND "o"."channel" <> 'shop'
)
UPDATE "refunds"
SET "commission" = (greatest(0, least("given"."paid" - "given"."before", round(("given"."paid" - "given"."before")::numeric * "given"."bp" / 10000)))
  - greatest(0, least("given"."paid" - "given"."before" - "given"."amount", round(("given"."paid" - "given"."before" - "given"."amount")::numeric * "given"."bp" / 10000))))::int
FROM "given"
WHERE "refunds"."id" = "given"."id";
--> statement-breakpoint
-- Shop orders made before the collection secret existed get one (their QR codes of version 1 are refused; a manual hand-over remains).
UPDATE "orders" SET "collection_secret" = rtrim(translate(encode(decode(replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', ''), 'hex'), 'base64'), '+/', '-_'), '=') WHERE "shop_id" IS NOT NULL AND "collection_secret" IS NULL;
