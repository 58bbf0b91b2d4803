CREATE TABLE "decision_search" (
	"session_id" uuid PRIMARY KEY NOT NULL,
	"board_id" uuid NOT NULL,
	"document" "tsvector" NOT NULL
);
--> statement-breakpoint
CREATE TABLE "session_related_decisions" (
	"session_id" uuid NOT NULL,
	"rank" integer NOT NULL,
	"related_session_id" uuid,
	"snapshot" jsonb NOT NULL,
	CONSTRAINT "session_related_decisions_session_id_rank_pk" PRIMARY KEY("session_id","rank")
);
--> statement-breakpoint
ALTER TABLE "decision_search" ADD CONSTRAINT "decision_search_session_id_decision_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."decision_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "decision_search" ADD CONSTRAINT "decision_search_board_id_boards_id_fk" FOREIGN KEY ("board_id") REFERENCES "public"."boards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session_related_decisions" ADD CONSTRAINT "session_related_decisions_session_id_decision_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."decision_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session_related_decisions" ADD CONSTRAINT "session_related_decisions_related_session_id_decision_sessions_id_fk" FOREIGN KEY ("related_session_id") REFERENCES "public"."decision_sessions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "decision_search_board_idx" ON "decision_search" USING btree ("board_id");--> statement-breakpoint
CREATE INDEX "decision_search_document_idx" ON "decision_search" USING gin ("document");--> statement-breakpoint
CREATE INDEX "session_related_decisions_related_idx" ON "session_related_decisions" USING btree ("related_session_id");--> statement-breakpoint
-- A session's words as its search document (ADR 50): written by the database whenever a session
-- is inserted or its words change, whoever writes it, so the search never misses one.
CREATE FUNCTION "boardwise_decision_search"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "decision_search" ("session_id", "board_id", "document")
  VALUES (
    NEW."id",
    NEW."board_id",
    setweight(to_tsvector('english', NEW."decision_topic"), 'A')
      || setweight(to_tsvector('english', left(NEW."decision_context", 10000)), 'B')
  )
  ON CONFLICT ("session_id") DO UPDATE
    SET "board_id" = excluded."board_id", "document" = excluded."document";
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "decision_search" AFTER INSERT OR UPDATE OF "decision_topic", "decision_context", "board_id" ON "decision_sessions" FOR EACH ROW EXECUTE FUNCTION "boardwise_decision_search"();
--> statement-breakpoint
INSERT INTO "decision_search" ("session_id", "board_id", "document")
SELECT "id", "board_id",
  setweight(to_tsvector('english', "decision_topic"), 'A')
    || setweight(to_tsvector('english', left("decision_context", 10000)), 'B')
FROM "decision_sessions";
