CREATE TABLE "decision_reviews" (
	"session_id" uuid PRIMARY KEY NOT NULL,
	"board_id" uuid NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"notified_due_at" timestamp with time zone,
	"action" text,
	"result" text,
	"notes" text DEFAULT '' NOT NULL,
	"figures" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"risks" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"recorded_by_id" uuid,
	"recorded_by_name" text,
	"recorded_at" timestamp with time zone,
	"updated_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "decision_reviews" ADD CONSTRAINT "decision_reviews_session_id_decision_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."decision_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "decision_reviews" ADD CONSTRAINT "decision_reviews_board_id_boards_id_fk" FOREIGN KEY ("board_id") REFERENCES "public"."boards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "decision_reviews" ADD CONSTRAINT "decision_reviews_recorded_by_id_users_id_fk" FOREIGN KEY ("recorded_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "decision_reviews_board_idx" ON "decision_reviews" USING btree ("board_id");--> statement-breakpoint
CREATE INDEX "decision_reviews_due_idx" ON "decision_reviews" USING btree ("due_at");--> statement-breakpoint
-- Decisions completed before reviews existed get their review date too; those already past it are
-- not all asked about at once on the first start (marked as asked).
INSERT INTO "decision_reviews" ("session_id", "board_id", "due_at", "notified_due_at")
SELECT "id", "board_id", "completed_at" + interval '90 days',
       CASE WHEN "completed_at" + interval '90 days' <= now() THEN "completed_at" + interval '90 days' END
  FROM "decision_sessions"
 WHERE "status" = 'completed' AND "completed_at" IS NOT NULL AND "outcome" IS DISTINCT FROM 'cannot_judge';
