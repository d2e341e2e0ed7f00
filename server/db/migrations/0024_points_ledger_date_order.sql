-- A user's points history reads in date order (the later-written row first within a date), from
-- an index in that order; a row is dated when it is written under the user's lock, so two
-- overlapping changes are dated in the order their balances follow.
DROP INDEX "puntos_ledger_usuario_idx";--> statement-breakpoint
ALTER TABLE "puntos_ledger" ALTER COLUMN "created_at" SET DEFAULT clock_timestamp();--> statement-breakpoint
CREATE INDEX "puntos_ledger_usuario_created_at_idx" ON "puntos_ledger" USING btree ("usuario","created_at","id");