-- Hand-written (issue #36): a session ends however it is ended, and everyone hears of it.
-- (a) A new password, removed permissions or a disabled account (token_version grows, status
-- leaves 1) stop every token already; the sessions now say so too, so they no longer list as live.
CREATE FUNCTION "end_sessions_of_user"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "sessions" SET "revoked_at" = now() WHERE "user_id" = NEW.id AND "revoked_at" IS NULL AND "expires_at" > now();
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "usuarios_sessions_ended" AFTER UPDATE OF "token_version", "status" ON "usuarios"
  FOR EACH ROW WHEN (NEW.token_version > OLD.token_version OR (OLD.status = 1 AND NEW.status <> 1))
  EXECUTE FUNCTION "end_sessions_of_user"();--> statement-breakpoint
-- (b) An ended session tells every server instance (flotilla_events, server/realtime/bus.ts):
-- its sockets close at once instead of at the next heartbeat. Ids only, nothing secret.
CREATE FUNCTION "notify_session_ended"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('flotilla_events', json_build_object('kind', 'session_ended', 'user_id', NEW.user_id, 'sid', NEW.id)::text);
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "sessions_ended" AFTER UPDATE OF "revoked_at" ON "sessions"
  FOR EACH ROW WHEN (OLD.revoked_at IS NULL AND NEW.revoked_at IS NOT NULL)
  EXECUTE FUNCTION "notify_session_ended"();
