-- Sorting a list by a reference (server/kit/referenceSort.ts) walks the referenced table in
-- label order and, per referenced record, the list's table by (reference, id): without these
-- PostgreSQL reads and sorts the whole table for every page. IF NOT EXISTS: a bench database
-- may have them from a trial run.
CREATE INDEX IF NOT EXISTS "departamentos_name_id_idx" ON "departamentos" USING btree ("name","id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "plantas_name_id_idx" ON "plantas" USING btree ("name","id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "usuarios_name_id_idx" ON "usuarios" USING btree ("name","id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "vehiculos_matricula_id_idx" ON "vehiculos" USING btree ("matricula","id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "usuarios_department_id_idx" ON "usuarios" USING btree ("department","id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "usuarios_planta_id_idx" ON "usuarios" USING btree ("planta","id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "prestamos_usuario_id_idx" ON "prestamos" USING btree ("usuario","id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "prestamos_planta_id_idx" ON "prestamos" USING btree ("planta","id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "prestamos_vehiculo_id_idx" ON "prestamos" USING btree ("vehiculo","id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "vehiculos_planta_id_idx" ON "vehiculos" USING btree ("planta","id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "vehiculos_owner_id_idx" ON "vehiculos" USING btree ("owner","id");
