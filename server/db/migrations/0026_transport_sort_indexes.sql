-- Routes sort by departure time, and occupants filter by status in id order, through indexes of their own (as every list filter and ordering).
CREATE INDEX "detalle_viaje_status_id_idx" ON "detalle_viaje" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "rutas_departure_time_id_idx" ON "rutas" USING btree ("departure_time","id");