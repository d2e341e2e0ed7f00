-- Hand-written (issue #11): every server instance caches who a token speaks for (http/guard.ts,
-- auth/callerCache.ts). A change to what that check reads, by any path (a form, an import, a
-- transition, a logout, plain SQL), tells every instance through the flotilla_callers channel
-- which user to forget: the user's id only, never a token or anything secret. PostgreSQL sends
-- it when the transaction commits and sends one per user however many rows changed.
CREATE FUNCTION "notify_caller_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'usuarios' THEN
    PERFORM pg_notify('flotilla_callers', OLD.id::text);
  ELSE
    PERFORM pg_notify('flotilla_callers', OLD.user_id::text);
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
-- Only what the caller check answers: an edit of a user's phone or plant notifies nobody.
CREATE TRIGGER "usuarios_caller_changed" AFTER UPDATE ON "usuarios"
  FOR EACH ROW WHEN (
    OLD.status IS DISTINCT FROM NEW.status OR OLD.groups IS DISTINCT FROM NEW.groups
    OR OLD.token_version IS DISTINCT FROM NEW.token_version OR OLD.email IS DISTINCT FROM NEW.email
    OR OLD.name IS DISTINCT FROM NEW.name OR OLD.last_name IS DISTINCT FROM NEW.last_name
  )
  EXECUTE FUNCTION "notify_caller_changed"();--> statement-breakpoint
CREATE TRIGGER "usuarios_caller_removed" AFTER DELETE ON "usuarios"
  FOR EACH ROW EXECUTE FUNCTION "notify_caller_changed"();--> statement-breakpoint
CREATE TRIGGER "sessions_caller_changed" AFTER UPDATE ON "sessions"
  FOR EACH ROW WHEN (OLD.revoked_at IS DISTINCT FROM NEW.revoked_at OR OLD.expires_at IS DISTINCT FROM NEW.expires_at)
  EXECUTE FUNCTION "notify_caller_changed"();--> statement-breakpoint
CREATE TRIGGER "sessions_caller_removed" AFTER DELETE ON "sessions"
  FOR EACH ROW EXECUTE FUNCTION "notify_caller_changed"();
