CREATE TABLE "decision_sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"board_id" uuid NOT NULL,
	"owner_id" uuid NOT NULL,
	"decision_topic" text NOT NULL,
	"decision_context" text NOT NULL,
	"decision_type" text DEFAULT 'strategic' NOT NULL,
	"constraints" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"board_snapshot" jsonb NOT NULL,
	"status" text DEFAULT 'starting' NOT NULL,
	"phase" text,
	"round" integer,
	"progress" integer DEFAULT 0 NOT NULL,
	"error" text,
	"engine" text NOT NULL,
	"model" text NOT NULL,
	"result" jsonb,
	"outcome" text,
	"confidence_score" double precision,
	"human_deadline" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"completed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "human_perspectives" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"session_id" uuid NOT NULL,
	"position_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"stance" text NOT NULL,
	"perspective" text NOT NULL,
	"key_points" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"confidence" double precision NOT NULL,
	"questions" text,
	"submitted_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "human_perspectives_session_position_unique" UNIQUE("session_id","position_id")
);
--> statement-breakpoint
CREATE TABLE "session_checkpoints" (
	"session_id" uuid NOT NULL,
	"phase" text NOT NULL,
	"round" integer NOT NULL,
	"seat_id" text NOT NULL,
	"status" text NOT NULL,
	"output" jsonb,
	"usage" jsonb NOT NULL,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "session_checkpoints_session_id_phase_round_seat_id_pk" PRIMARY KEY("session_id","phase","round","seat_id")
);
--> statement-breakpoint
CREATE TABLE "session_events" (
	"session_id" uuid NOT NULL,
	"seq" integer NOT NULL,
	"type" text NOT NULL,
	"phase" text,
	"round" integer,
	"seat_id" text,
	"payload" jsonb NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "session_events_session_id_seq_pk" PRIMARY KEY("session_id","seq")
);
--> statement-breakpoint
ALTER TABLE "decision_sessions" ADD CONSTRAINT "decision_sessions_board_id_boards_id_fk" FOREIGN KEY ("board_id") REFERENCES "public"."boards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "decision_sessions" ADD CONSTRAINT "decision_sessions_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "human_perspectives" ADD CONSTRAINT "human_perspectives_session_id_decision_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."decision_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "human_perspectives" ADD CONSTRAINT "human_perspectives_position_id_board_positions_id_fk" FOREIGN KEY ("position_id") REFERENCES "public"."board_positions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "human_perspectives" ADD CONSTRAINT "human_perspectives_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session_checkpoints" ADD CONSTRAINT "session_checkpoints_session_id_decision_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."decision_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session_events" ADD CONSTRAINT "session_events_session_id_decision_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."decision_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "decision_sessions_board_idx" ON "decision_sessions" USING btree ("board_id","created_at");--> statement-breakpoint
CREATE INDEX "decision_sessions_owner_idx" ON "decision_sessions" USING btree ("owner_id","status");--> statement-breakpoint
CREATE INDEX "human_perspectives_user_idx" ON "human_perspectives" USING btree ("user_id");