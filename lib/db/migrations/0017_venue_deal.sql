ALTER TABLE "events" ADD COLUMN "venue_deal" jsonb;
