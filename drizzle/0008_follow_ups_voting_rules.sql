CREATE TABLE "session_follow_ups" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"session_id" uuid NOT NULL,
	"seat_id" text NOT NULL,
	"asker_id" uuid,
	"asker_name" text NOT NULL,
	"question" text NOT NULL,
	"answer" text NOT NULL,
	"engine" text NOT NULL,
	"model" text NOT NULL,
	"usage" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "boards" ADD COLUMN "voting_rule" jsonb;--> statement-breakpoint
ALTER TABLE "decision_sessions" ADD COLUMN "voting_rule" jsonb;--> statement-breakpoint
ALTER TABLE "session_follow_ups" ADD CONSTRAINT "session_follow_ups_session_id_decision_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."decision_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session_follow_ups" ADD CONSTRAINT "session_follow_ups_asker_id_users_id_fk" FOREIGN KEY ("asker_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "session_follow_ups_session_idx" ON "session_follow_ups" USING btree ("session_id","created_at");--> statement-breakpoint
CREATE INDEX "session_follow_ups_asker_idx" ON "session_follow_ups" USING btree ("asker_id","created_at");