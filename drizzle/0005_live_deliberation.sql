CREATE TABLE "human_drafts" (
	"session_id" uuid NOT NULL,
	"seat_id" text NOT NULL,
	"user_id" uuid NOT NULL,
	"draft" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "human_drafts_session_id_seat_id_pk" PRIMARY KEY("session_id","seat_id")
);
--> statement-breakpoint
CREATE TABLE "human_revisions" (
	"session_id" uuid NOT NULL,
	"seat_id" text NOT NULL,
	"round" integer NOT NULL,
	"user_id" uuid NOT NULL,
	"stance" text NOT NULL,
	"confidence" double precision NOT NULL,
	"reasoning" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "human_revisions_session_id_seat_id_round_pk" PRIMARY KEY("session_id","seat_id","round")
);
--> statement-breakpoint
CREATE TABLE "human_votes" (
	"session_id" uuid NOT NULL,
	"seat_id" text NOT NULL,
	"user_id" uuid NOT NULL,
	"vote" text NOT NULL,
	"rationale" text NOT NULL,
	"confidence" double precision NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "human_votes_session_id_seat_id_pk" PRIMARY KEY("session_id","seat_id")
);
--> statement-breakpoint
CREATE TABLE "session_reactions" (
	"session_id" uuid NOT NULL,
	"event_seq" integer NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "session_reactions_session_id_event_seq_user_id_kind_pk" PRIMARY KEY("session_id","event_seq","user_id","kind")
);
--> statement-breakpoint
CREATE TABLE "session_windows" (
	"session_id" uuid NOT NULL,
	"step" text NOT NULL,
	"round" integer NOT NULL,
	"seat_ids" jsonb NOT NULL,
	"opens_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closes_at" timestamp with time zone NOT NULL,
	CONSTRAINT "session_windows_session_id_step_round_pk" PRIMARY KEY("session_id","step","round")
);
--> statement-breakpoint
ALTER TABLE "human_perspectives" ADD COLUMN "questions_to" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "human_drafts" ADD CONSTRAINT "human_drafts_session_id_decision_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."decision_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "human_drafts" ADD CONSTRAINT "human_drafts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "human_revisions" ADD CONSTRAINT "human_revisions_session_id_decision_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."decision_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "human_revisions" ADD CONSTRAINT "human_revisions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "human_votes" ADD CONSTRAINT "human_votes_session_id_decision_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."decision_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "human_votes" ADD CONSTRAINT "human_votes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session_reactions" ADD CONSTRAINT "session_reactions_session_id_decision_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."decision_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session_reactions" ADD CONSTRAINT "session_reactions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session_windows" ADD CONSTRAINT "session_windows_session_id_decision_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."decision_sessions"("id") ON DELETE cascade ON UPDATE no action;