ALTER TABLE "auth_sessions" ADD COLUMN "ended_reason" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
-- A person's open tabs follow their notification stream, which waits on the bus channel
-- `user:<id>`. These triggers wake it, on every process and whoever made the change (the API, a
-- job, `npm run admin`, by hand), when one of their sessions ends or they lose a membership: the
-- stream then checks its own session and signs the tab out within seconds.
CREATE FUNCTION "boardwise_user_access_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM pg_notify('boardwise_live', 'db|user:' || OLD.user_id::text);
  ELSE
    PERFORM pg_notify('boardwise_live', 'db|user:' || NEW.user_id::text);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "user_access_changed" AFTER UPDATE OF "revoked_at" ON "auth_sessions" FOR EACH ROW
  WHEN (OLD.revoked_at IS NULL AND NEW.revoked_at IS NOT NULL)
  EXECUTE FUNCTION "boardwise_user_access_changed"();
--> statement-breakpoint
CREATE TRIGGER "user_access_changed" AFTER DELETE ON "organization_members" FOR EACH ROW
  EXECUTE FUNCTION "boardwise_user_access_changed"();
