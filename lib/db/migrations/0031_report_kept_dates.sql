CREATE TABLE "report_kept_dates" (
	"event_id" uuid PRIMARY KEY NOT NULL,
	"project_id" uuid NOT NULL,
	"version" text NOT NULL,
	"rows" jsonb NOT NULL,
	"kept_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "report_kept_dates" ADD CONSTRAINT "report_kept_dates_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_kept_dates" ADD CONSTRAINT "report_kept_dates_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "report_kept_dates_project" ON "report_kept_dates" USING btree ("project_id");