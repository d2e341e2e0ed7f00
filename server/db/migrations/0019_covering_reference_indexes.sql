-- The (reference, id) and (label, id) indexes of 0016/0018 are now declared in the drizzle schema
-- (this migration's snapshot), and the single-column indexes they serve as well are dropped: each
-- cost every write for nothing. Two of them get the columns the users list's capped counts filter
-- on after the reference (staff only, status), so those counts read the index alone (index-only
-- scans, which need a set visibility map: after a table rewrite, until VACUUM). Plain CREATE INDEX:
-- migrations run in one transaction.
DROP INDEX "usuarios_name_idx";--> statement-breakpoint
DROP INDEX "usuarios_department_idx";--> statement-breakpoint
DROP INDEX "usuarios_planta_idx";--> statement-breakpoint
DROP INDEX "plantas_name_idx";--> statement-breakpoint
DROP INDEX "departamentos_name_idx";--> statement-breakpoint
DROP INDEX "vehiculos_owner_idx";--> statement-breakpoint
DROP INDEX "vehiculos_planta_idx";--> statement-breakpoint
DROP INDEX "prestamos_usuario_idx";--> statement-breakpoint
DROP INDEX "prestamos_planta_idx";--> statement-breakpoint
DROP INDEX "prestamos_vehiculo_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "usuarios_department_id_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "usuarios_planta_id_idx";--> statement-breakpoint
CREATE INDEX "usuarios_department_id_idx" ON "usuarios" USING btree ("department","id","plataforma","status");--> statement-breakpoint
CREATE INDEX "usuarios_planta_id_idx" ON "usuarios" USING btree ("planta","id","plataforma");
