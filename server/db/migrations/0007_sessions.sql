CREATE TABLE "sessions" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "refresh_tokens" ADD COLUMN "session_id" uuid;--> statement-breakpoint
-- Hand-written: every refresh token issued before sessions existed becomes its own session,
-- so signed-in users keep working (their next refresh issues tokens that carry the sid).
INSERT INTO "sessions" ("id", "user_id", "created_at", "expires_at", "revoked_at")
  SELECT "jti", "user_id", "created_at", "expires_at", "revoked_at" FROM "refresh_tokens";--> statement-breakpoint
UPDATE "refresh_tokens" SET "session_id" = "jti";--> statement-breakpoint
ALTER TABLE "refresh_tokens" ALTER COLUMN "session_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "refresh_tokens" ADD COLUMN "used_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_usuarios_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."usuarios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
ALTER TABLE "refresh_tokens" ADD CONSTRAINT "refresh_tokens_session_id_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "refresh_tokens_session_idx" ON "refresh_tokens" USING btree ("session_id");--> statement-breakpoint
-- Hand-written (issue #7 item 5): a user whose status leaves 1 loses every token, whatever
-- path wrote the status (form, bulk, import, transition, SQL). The version bump is permanent,
-- so re-enabling the user does not revive the old tokens; the sessions are marked ended too.
CREATE FUNCTION "usuarios_disable_bumps_token_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.token_version := NEW.token_version + 1;
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "usuarios_disable_bumps_token_version" BEFORE UPDATE ON "usuarios"
  FOR EACH ROW WHEN (OLD.status = 1 AND NEW.status IS DISTINCT FROM 1)
  EXECUTE FUNCTION "usuarios_disable_bumps_token_version"();--> statement-breakpoint
CREATE FUNCTION "usuarios_disable_ends_sessions"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "sessions" SET "revoked_at" = now() WHERE "user_id" = NEW.id AND "revoked_at" IS NULL;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "usuarios_disable_ends_sessions" AFTER UPDATE ON "usuarios"
  FOR EACH ROW WHEN (OLD.status = 1 AND NEW.status IS DISTINCT FROM 1)
  EXECUTE FUNCTION "usuarios_disable_ends_sessions"();
