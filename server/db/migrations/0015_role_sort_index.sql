DROP INDEX "usuarios_role_idx";--> statement-breakpoint
CREATE INDEX "usuarios_role_idx" ON "usuarios" USING btree ("role","id");