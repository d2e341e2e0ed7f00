CREATE INDEX "usuarios_planta_licencia_expiry_idx" ON "usuarios" USING btree ("planta","licencia_status","vencimiento") WHERE "usuarios"."licencia_status" IN (3, 4);--> statement-breakpoint
CREATE INDEX "incidencias_created_at_idx" ON "incidencias" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "prestamos_planta_created_at_idx" ON "prestamos" USING btree ("planta","created_at");