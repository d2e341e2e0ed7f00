-- Indexes that match what the screens open on and filter by (issue #11): the two loans screens'
-- states and the assigned vehicles in date order (partial indexes: a first page reads its 26 rows
-- instead of every open loan and a sort), a plant's vehicles of one module by plate (their count
-- index-only), either notifications list filtered by type in its order, and the loans and
-- vehicles lists sorted by status (then id, as a page after a cursor needs). As in 0022, the new
-- ones are built before the old ones are dropped, so other processes keep reading meanwhile.
CREATE INDEX "notificaciones_user_seen_type_idx" ON "notificaciones" USING btree ("user_id","seen","type","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "vehiculos_planta_modulo_matricula_idx" ON "vehiculos" USING btree ("planta","modulo","matricula","id");--> statement-breakpoint
CREATE INDEX "vehiculos_status_id_idx" ON "vehiculos" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "prestamos_status_salida_id_idx" ON "prestamos" USING btree ("status","fecha_salida","id");--> statement-breakpoint
CREATE INDEX "prestamos_status_id_idx" ON "prestamos" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "prestamos_applications_salida_idx" ON "prestamos" USING btree ("fecha_salida","id") WHERE "prestamos"."status" IN (0, 7);--> statement-breakpoint
CREATE INDEX "prestamos_trips_salida_idx" ON "prestamos" USING btree ("fecha_salida","id") WHERE "prestamos"."status" IN (2, 4, 6);--> statement-breakpoint
CREATE INDEX "prestamos_assigned_regreso_idx" ON "prestamos" USING btree ("fecha_regreso","id") WHERE "prestamos"."vehiculo" IS NOT NULL AND "prestamos"."status" IN (7, 2, 4, 6);--> statement-breakpoint
DROP INDEX "notificaciones_type_idx";--> statement-breakpoint
DROP INDEX "prestamos_status_salida_idx";
