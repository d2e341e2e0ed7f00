-- Lists sort by a column then id (server/kit/query.ts), and a page after a cursor reads
-- `(column, id) > (…)` (server/kit/keyset.ts): an index on the column alone gives neither order
-- nor the place within a run of equal values, so PostgreSQL sorted each run it crossed (users by
-- last name, the screen's default: a run of ~400 equal names read and sorted for 26 rows; issue #11).
-- These sort indexes of the large tables now end with id; they serve the same filters as before.
-- The new ones are built first, under new names: building takes a SHARE lock, so other processes
-- keep reading the tables meanwhile (writes wait); the old ones are dropped last, whose exclusive
-- lock then lasts only until the migration commits.
CREATE INDEX "usuarios_status_id_idx" ON "usuarios" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "usuarios_last_name_id_idx" ON "usuarios" USING btree ("last_name","id");--> statement-breakpoint
CREATE INDEX "usuarios_email_id_idx" ON "usuarios" USING btree ("email","id");--> statement-breakpoint
CREATE INDEX "usuarios_telephone_id_idx" ON "usuarios" USING btree ("telephone","id");--> statement-breakpoint
CREATE INDEX "usuarios_no_worker_sort_id_idx" ON "usuarios" USING btree ("no_worker","id");--> statement-breakpoint
CREATE INDEX "usuarios_puntos_id_idx" ON "usuarios" USING btree ("puntos","id");--> statement-breakpoint
CREATE INDEX "usuarios_created_at_id_idx" ON "usuarios" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "usuarios_updated_at_id_idx" ON "usuarios" USING btree ("updated_at","id");--> statement-breakpoint
CREATE INDEX "vehiculos_created_at_id_idx" ON "vehiculos" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "vehiculos_updated_at_id_idx" ON "vehiculos" USING btree ("updated_at","id");--> statement-breakpoint
CREATE INDEX "prestamos_fecha_salida_id_idx" ON "prestamos" USING btree ("fecha_salida","id");--> statement-breakpoint
CREATE INDEX "prestamos_fecha_regreso_id_idx" ON "prestamos" USING btree ("fecha_regreso","id");--> statement-breakpoint
CREATE INDEX "prestamos_created_at_id_idx" ON "prestamos" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "prestamos_updated_at_id_idx" ON "prestamos" USING btree ("updated_at","id");--> statement-breakpoint
DROP INDEX "usuarios_status_idx";--> statement-breakpoint
DROP INDEX "usuarios_last_name_idx";--> statement-breakpoint
DROP INDEX "usuarios_email_idx";--> statement-breakpoint
DROP INDEX "usuarios_telephone_idx";--> statement-breakpoint
DROP INDEX "usuarios_no_worker_sort_idx";--> statement-breakpoint
DROP INDEX "usuarios_puntos_idx";--> statement-breakpoint
DROP INDEX "usuarios_created_at_idx";--> statement-breakpoint
DROP INDEX "usuarios_updated_at_idx";--> statement-breakpoint
DROP INDEX "vehiculos_created_at_idx";--> statement-breakpoint
DROP INDEX "vehiculos_updated_at_idx";--> statement-breakpoint
DROP INDEX "prestamos_fecha_salida_idx";--> statement-breakpoint
DROP INDEX "prestamos_fecha_regreso_idx";--> statement-breakpoint
DROP INDEX "prestamos_created_at_idx";--> statement-breakpoint
DROP INDEX "prestamos_updated_at_idx";
