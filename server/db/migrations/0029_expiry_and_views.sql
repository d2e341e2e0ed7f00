-- Expiry centre and saved views (issue #35). Generated: cards gain their expiry date (indexed for their list and the centre), licences are indexed by state and date, each vehicle document and licence expiring or expired is indexed in the expiry centre's order (date, then its row id), and vistas_guardadas keeps each person's saved list views.
CREATE TABLE "vistas_guardadas" (
	"id" serial PRIMARY KEY NOT NULL,
	"usuario" integer NOT NULL,
	"resource" varchar(100) NOT NULL,
	"name" varchar(80) NOT NULL,
	"params" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vistas_guardadas_params_check" CHECK (jsonb_typeof("vistas_guardadas"."params") = 'object')
);
--> statement-breakpoint
DROP INDEX "usuarios_licencia_status_idx";--> statement-breakpoint
ALTER TABLE "tarjeta_gasolina" ADD COLUMN "vencimiento" date;--> statement-breakpoint
ALTER TABLE "tarjeta_tag" ADD COLUMN "vencimiento" date;--> statement-breakpoint
ALTER TABLE "vistas_guardadas" ADD CONSTRAINT "vistas_guardadas_usuario_usuarios_id_fk" FOREIGN KEY ("usuario") REFERENCES "public"."usuarios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "vistas_guardadas_usuario_resource_name_idx" ON "vistas_guardadas" USING btree ("usuario","resource","name");--> statement-breakpoint
CREATE INDEX "usuarios_licencia_status_vencimiento_idx" ON "usuarios" USING btree ("licencia_status","vencimiento");--> statement-breakpoint
CREATE INDEX "usuarios_licencia_expiring_idx" ON "usuarios" USING btree ("vencimiento",('licencia-' || "id"::text)) WHERE "usuarios"."licencia_status" = 3;--> statement-breakpoint
CREATE INDEX "usuarios_licencia_expired_idx" ON "usuarios" USING btree ("vencimiento",('licencia-' || "id"::text)) WHERE "usuarios"."licencia_status" = 4;--> statement-breakpoint
CREATE INDEX "vehiculos_permiso_circulacion_expiring_idx" ON "vehiculos" USING btree ("permiso_circulacion_vencimiento",('permiso_circulacion-' || "id"::text)) WHERE "vehiculos"."permiso_circulacion_status" = 3;--> statement-breakpoint
CREATE INDEX "vehiculos_permiso_circulacion_expired_idx" ON "vehiculos" USING btree ("permiso_circulacion_vencimiento",('permiso_circulacion-' || "id"::text)) WHERE "vehiculos"."permiso_circulacion_status" = 4;--> statement-breakpoint
CREATE INDEX "vehiculos_seguro_expiring_idx" ON "vehiculos" USING btree ("seguro_vencimiento",('seguro-' || "id"::text)) WHERE "vehiculos"."seguro_status" = 3;--> statement-breakpoint
CREATE INDEX "vehiculos_seguro_expired_idx" ON "vehiculos" USING btree ("seguro_vencimiento",('seguro-' || "id"::text)) WHERE "vehiculos"."seguro_status" = 4;--> statement-breakpoint
CREATE INDEX "vehiculos_verificacion_expiring_idx" ON "vehiculos" USING btree ("verificacion_vencimiento",('verificacion-' || "id"::text)) WHERE "vehiculos"."verificacion_status" = 3;--> statement-breakpoint
CREATE INDEX "vehiculos_verificacion_expired_idx" ON "vehiculos" USING btree ("verificacion_vencimiento",('verificacion-' || "id"::text)) WHERE "vehiculos"."verificacion_status" = 4;--> statement-breakpoint
CREATE INDEX "tarjeta_gasolina_vencimiento_id_idx" ON "tarjeta_gasolina" USING btree ("vencimiento","id");--> statement-breakpoint
CREATE INDEX "tarjeta_tag_vencimiento_id_idx" ON "tarjeta_tag" USING btree ("vencimiento","id");