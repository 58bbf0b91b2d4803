CREATE TABLE "board_paper_contents" (
	"paper_id" uuid PRIMARY KEY NOT NULL,
	"bytes" "bytea" NOT NULL
);
--> statement-breakpoint
CREATE TABLE "board_papers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"board_id" uuid NOT NULL,
	"meeting_id" uuid,
	"agenda_item_id" uuid,
	"session_id" uuid,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"media_type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"uploaded_by" uuid,
	"extraction_status" text DEFAULT 'queued' NOT NULL,
	"extraction_progress" integer DEFAULT 0 NOT NULL,
	"extraction_error" text,
	"extracted_text" text,
	"sheets" jsonb,
	"pages" integer,
	"extraction_ms" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "board_papers_one_target" CHECK (num_nonnulls("board_papers"."meeting_id", "board_papers"."agenda_item_id", "board_papers"."session_id") <= 1)
);
--> statement-breakpoint
ALTER TABLE "board_paper_contents" ADD CONSTRAINT "board_paper_contents_paper_id_board_papers_id_fk" FOREIGN KEY ("paper_id") REFERENCES "public"."board_papers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "board_papers" ADD CONSTRAINT "board_papers_board_id_boards_id_fk" FOREIGN KEY ("board_id") REFERENCES "public"."boards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "board_papers" ADD CONSTRAINT "board_papers_meeting_id_meetings_id_fk" FOREIGN KEY ("meeting_id") REFERENCES "public"."meetings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "board_papers" ADD CONSTRAINT "board_papers_agenda_item_id_agenda_items_id_fk" FOREIGN KEY ("agenda_item_id") REFERENCES "public"."agenda_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "board_papers" ADD CONSTRAINT "board_papers_session_id_decision_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."decision_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "board_papers" ADD CONSTRAINT "board_papers_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "board_papers_board_idx" ON "board_papers" USING btree ("board_id","created_at");