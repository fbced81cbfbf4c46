CREATE TYPE "public"."handover_method" AS ENUM('scan', 'manual');--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "handover_method" "handover_method";--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "collection_secret" text;--> statement-breakpoint
-- Hand-written backfill (not generated): every shop order placed before this migration gets its collection secret,
-- 43 base64url characters from two gen_random_uuid() (244 random bits, PostgreSQL's strong random source), one per row.
UPDATE "orders" SET "collection_secret" = rtrim(translate(encode(decode(replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', ''), 'hex'), 'base64'), '+/', '-_'), '=') WHERE "shop_id" IS NOT NULL AND "collection_secret" IS NULL;
