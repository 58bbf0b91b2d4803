CREATE TABLE "session_papers" (
	"session_id" uuid NOT NULL,
	"paper_id" uuid NOT NULL,
	CONSTRAINT "session_papers_session_id_paper_id_pk" PRIMARY KEY("session_id","paper_id")
);
--> statement-breakpoint
ALTER TABLE "session_papers" ADD CONSTRAINT "session_papers_session_id_decision_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."decision_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session_papers" ADD CONSTRAINT "session_papers_paper_id_board_papers_id_fk" FOREIGN KEY ("paper_id") REFERENCES "public"."board_papers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "session_papers_paper_idx" ON "session_papers" USING btree ("paper_id");