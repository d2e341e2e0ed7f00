CREATE INDEX "login_challenges_user_idx" ON "login_challenges" USING btree ("user_id");--> statement-breakpoint
ALTER TABLE "login_challenges" DROP COLUMN "ip";--> statement-breakpoint
ALTER TABLE "login_challenges" DROP COLUMN "user_agent";