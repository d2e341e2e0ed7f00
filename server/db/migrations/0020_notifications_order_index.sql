-- The bell's and the notification lists' index in the order their ORDER BY asks: `created_at DESC`
-- is NULLS FIRST in PostgreSQL, and the index said DESC NULLS LAST, so it could find one user's
-- rows but not give their order: the planner walked the whole table's created_at index backward
-- filtering by user instead (the bench's history page: 44 ms for 26 rows; issue #11).
DROP INDEX "notificaciones_user_seen_idx";--> statement-breakpoint
CREATE INDEX "notificaciones_user_seen_idx" ON "notificaciones" USING btree ("user_id","seen","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);