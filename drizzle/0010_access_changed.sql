-- The actor cache (ADR 19): every process keeps the actor of each sign-in session until
-- something an actor is read from changes. These triggers announce such a change on commit, to
-- every process sharing the database, whoever made it (the API, a job, a script, by hand).
CREATE FUNCTION "boardwise_access_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('boardwise_live', 'db|access');
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "access_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "auth_sessions" FOR EACH STATEMENT EXECUTE FUNCTION "boardwise_access_changed"();
--> statement-breakpoint
CREATE TRIGGER "access_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "organization_members" FOR EACH STATEMENT EXECUTE FUNCTION "boardwise_access_changed"();
--> statement-breakpoint
CREATE TRIGGER "access_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "organizations" FOR EACH STATEMENT EXECUTE FUNCTION "boardwise_access_changed"();
--> statement-breakpoint
CREATE TRIGGER "access_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "board_members" FOR EACH STATEMENT EXECUTE FUNCTION "boardwise_access_changed"();
--> statement-breakpoint
CREATE TRIGGER "access_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "board_positions" FOR EACH STATEMENT EXECUTE FUNCTION "boardwise_access_changed"();
--> statement-breakpoint
CREATE TRIGGER "access_changed" AFTER INSERT OR DELETE OR TRUNCATE ON "users" FOR EACH STATEMENT EXECUTE FUNCTION "boardwise_access_changed"();
--> statement-breakpoint
-- 'Last Active' is written once a minute per user and is no part of what a user may do.
CREATE TRIGGER "access_changed_on_update" AFTER UPDATE ON "users" FOR EACH ROW
  WHEN ((to_jsonb(OLD) - 'last_active_at') IS DISTINCT FROM (to_jsonb(NEW) - 'last_active_at'))
  EXECUTE FUNCTION "boardwise_access_changed"();
