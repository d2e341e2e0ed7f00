ALTER TABLE "solicitudes_viaje" ADD COLUMN "planta" integer;--> statement-breakpoint
ALTER TABLE "solicitudes_viaje" ADD CONSTRAINT "solicitudes_viaje_planta_plantas_id_fk" FOREIGN KEY ("planta") REFERENCES "public"."plantas"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
-- A request's plant is its requester's at the time of asking: the requests made before it was kept take the requester's plant now.
UPDATE "solicitudes_viaje" AS s SET "planta" = u."planta" FROM "usuarios" AS u WHERE u."id" = s."usuario" AND u."planta" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "solicitudes_viaje_planta_fecha_id_idx" ON "solicitudes_viaje" USING btree ("planta","fecha","id");--> statement-breakpoint
CREATE INDEX "solicitudes_viaje_planta_status_fecha_id_idx" ON "solicitudes_viaje" USING btree ("planta","status","fecha","id");