CREATE TABLE "project_seller_invitations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"project_id" uuid NOT NULL,
	"email" text NOT NULL,
	"first_name" text,
	"last_name" text,
	"token_hash" text NOT NULL,
	"invited_by" uuid,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"accepted_at" timestamp with time zone,
	"accepted_by_user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "project_seller_invitations_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
ALTER TABLE "project_invitations" ADD COLUMN "sent_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "project_seller_invitations" ADD CONSTRAINT "project_seller_invitations_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_seller_invitations" ADD CONSTRAINT "project_seller_invitations_invited_by_users_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_seller_invitations" ADD CONSTRAINT "project_seller_invitations_accepted_by_user_id_users_id_fk" FOREIGN KEY ("accepted_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "project_seller_invitations_pending" ON "project_seller_invitations" USING btree ("project_id",lower("email")) WHERE "project_seller_invitations"."accepted_at" is null;--> statement-breakpoint
-- Written by hand: the invitations sent before this column were sent when they were created.
UPDATE "project_invitations" SET "sent_at" = "created_at";--> statement-breakpoint
-- Written by hand: inviting an address twice used to make a second pending invitation; keep the newest of each.
DELETE FROM "project_invitations" AS "older" USING "project_invitations" AS "newer"
WHERE "older"."accepted_at" IS NULL AND "newer"."accepted_at" IS NULL AND "older"."project_id" = "newer"."project_id"
  AND lower("older"."email") = lower("newer"."email") AND ("older"."created_at", "older"."id") < ("newer"."created_at", "newer"."id");--> statement-breakpoint
CREATE UNIQUE INDEX "project_invitations_pending" ON "project_invitations" USING btree ("project_id",lower("email")) WHERE "project_invitations"."accepted_at" is null;