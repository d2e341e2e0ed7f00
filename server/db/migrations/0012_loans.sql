CREATE TABLE "auditoria_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"auditoria" integer NOT NULL,
	"pieza" integer,
	"accesorio" integer,
	"name" varchar(120) NOT NULL,
	"calificacion" varchar(10) NOT NULL,
	"comentario" varchar(1000) NOT NULL,
	"imagen" varchar(80) NOT NULL,
	CONSTRAINT "auditoria_items_kind_check" CHECK ("auditoria_items"."pieza" IS NULL OR "auditoria_items"."accesorio" IS NULL)
);
--> statement-breakpoint
CREATE TABLE "auditorias" (
	"id" serial PRIMARY KEY NOT NULL,
	"prestamo" integer NOT NULL,
	"tipo" smallint NOT NULL,
	"vehiculo" integer,
	"kilometraje" integer NOT NULL,
	"gasolina" smallint NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "auditorias_gasolina_check" CHECK ("auditorias"."gasolina" BETWEEN 0 AND 100),
	CONSTRAINT "auditorias_kilometraje_check" CHECK ("auditorias"."kilometraje" >= 0)
);
--> statement-breakpoint
CREATE TABLE "incidencia_imagenes" (
	"id" serial PRIMARY KEY NOT NULL,
	"incidencia" integer NOT NULL,
	"n" smallint NOT NULL,
	"imagen" varchar(80) NOT NULL,
	"comentario" varchar(1000) DEFAULT '' NOT NULL,
	CONSTRAINT "incidencia_imagenes_n_check" CHECK ("incidencia_imagenes"."n" BETWEEN 1 AND 10)
);
--> statement-breakpoint
CREATE TABLE "incidencias" (
	"id" serial PRIMARY KEY NOT NULL,
	"prestamo" integer NOT NULL,
	"tipo" smallint DEFAULT 1 NOT NULL,
	"descripcion" varchar(2000) DEFAULT '' NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "prestamos" (
	"id" serial PRIMARY KEY NOT NULL,
	"usuario" integer NOT NULL,
	"planta" integer,
	"destino" varchar(255) DEFAULT '' NOT NULL,
	"motivo" varchar(1000) DEFAULT '' NOT NULL,
	"fecha_salida" timestamp with time zone NOT NULL,
	"fecha_regreso" timestamp with time zone NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"vehiculo" integer,
	"tarjeta_gasolina" integer,
	"tarjeta_tag" integer,
	"auditoria_inicial" integer,
	"auditoria_final" integer,
	"motivo_de_rechazo" varchar(2000) DEFAULT '' NOT NULL,
	"motivo_cancelacion" varchar(2000) DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "prestamos_fechas_check" CHECK ("prestamos"."fecha_regreso" > "prestamos"."fecha_salida")
);
--> statement-breakpoint
CREATE TABLE "tarjeta_gasolina" (
	"id" serial PRIMARY KEY NOT NULL,
	"numero" varchar(30) NOT NULL,
	"proveedor" varchar(80) DEFAULT '' NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"prestamo" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tarjeta_tag" (
	"id" serial PRIMARY KEY NOT NULL,
	"numero" varchar(30) NOT NULL,
	"proveedor" varchar(80) DEFAULT '' NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"prestamo" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "auditoria_items" ADD CONSTRAINT "auditoria_items_auditoria_auditorias_id_fk" FOREIGN KEY ("auditoria") REFERENCES "public"."auditorias"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auditoria_items" ADD CONSTRAINT "auditoria_items_pieza_piezas_id_fk" FOREIGN KEY ("pieza") REFERENCES "public"."piezas"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auditoria_items" ADD CONSTRAINT "auditoria_items_accesorio_accesorios_id_fk" FOREIGN KEY ("accesorio") REFERENCES "public"."accesorios"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auditorias" ADD CONSTRAINT "auditorias_prestamo_prestamos_id_fk" FOREIGN KEY ("prestamo") REFERENCES "public"."prestamos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auditorias" ADD CONSTRAINT "auditorias_vehiculo_vehiculos_id_fk" FOREIGN KEY ("vehiculo") REFERENCES "public"."vehiculos"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auditorias" ADD CONSTRAINT "auditorias_created_by_usuarios_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."usuarios"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "incidencia_imagenes" ADD CONSTRAINT "incidencia_imagenes_incidencia_incidencias_id_fk" FOREIGN KEY ("incidencia") REFERENCES "public"."incidencias"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "incidencias" ADD CONSTRAINT "incidencias_prestamo_prestamos_id_fk" FOREIGN KEY ("prestamo") REFERENCES "public"."prestamos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "incidencias" ADD CONSTRAINT "incidencias_created_by_usuarios_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."usuarios"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prestamos" ADD CONSTRAINT "prestamos_usuario_usuarios_id_fk" FOREIGN KEY ("usuario") REFERENCES "public"."usuarios"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prestamos" ADD CONSTRAINT "prestamos_planta_plantas_id_fk" FOREIGN KEY ("planta") REFERENCES "public"."plantas"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prestamos" ADD CONSTRAINT "prestamos_vehiculo_vehiculos_id_fk" FOREIGN KEY ("vehiculo") REFERENCES "public"."vehiculos"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prestamos" ADD CONSTRAINT "prestamos_tarjeta_gasolina_tarjeta_gasolina_id_fk" FOREIGN KEY ("tarjeta_gasolina") REFERENCES "public"."tarjeta_gasolina"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prestamos" ADD CONSTRAINT "prestamos_tarjeta_tag_tarjeta_tag_id_fk" FOREIGN KEY ("tarjeta_tag") REFERENCES "public"."tarjeta_tag"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prestamos" ADD CONSTRAINT "prestamos_auditoria_inicial_auditorias_id_fk" FOREIGN KEY ("auditoria_inicial") REFERENCES "public"."auditorias"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prestamos" ADD CONSTRAINT "prestamos_auditoria_final_auditorias_id_fk" FOREIGN KEY ("auditoria_final") REFERENCES "public"."auditorias"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tarjeta_gasolina" ADD CONSTRAINT "tarjeta_gasolina_prestamo_prestamos_id_fk" FOREIGN KEY ("prestamo") REFERENCES "public"."prestamos"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tarjeta_tag" ADD CONSTRAINT "tarjeta_tag_prestamo_prestamos_id_fk" FOREIGN KEY ("prestamo") REFERENCES "public"."prestamos"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "auditoria_items_auditoria_idx" ON "auditoria_items" USING btree ("auditoria","id");--> statement-breakpoint
CREATE INDEX "auditoria_items_pieza_idx" ON "auditoria_items" USING btree ("pieza");--> statement-breakpoint
CREATE INDEX "auditoria_items_accesorio_idx" ON "auditoria_items" USING btree ("accesorio");--> statement-breakpoint
CREATE UNIQUE INDEX "auditorias_prestamo_tipo_idx" ON "auditorias" USING btree ("prestamo","tipo");--> statement-breakpoint
CREATE INDEX "auditorias_vehiculo_idx" ON "auditorias" USING btree ("vehiculo");--> statement-breakpoint
CREATE INDEX "auditorias_created_by_idx" ON "auditorias" USING btree ("created_by");--> statement-breakpoint
CREATE UNIQUE INDEX "incidencia_imagenes_n_idx" ON "incidencia_imagenes" USING btree ("incidencia","n");--> statement-breakpoint
CREATE INDEX "incidencias_prestamo_idx" ON "incidencias" USING btree ("prestamo","created_at");--> statement-breakpoint
CREATE INDEX "incidencias_created_by_idx" ON "incidencias" USING btree ("created_by");--> statement-breakpoint
CREATE INDEX "prestamos_status_salida_idx" ON "prestamos" USING btree ("status","fecha_salida");--> statement-breakpoint
CREATE INDEX "prestamos_fecha_salida_idx" ON "prestamos" USING btree ("fecha_salida");--> statement-breakpoint
CREATE INDEX "prestamos_fecha_regreso_idx" ON "prestamos" USING btree ("fecha_regreso");--> statement-breakpoint
CREATE INDEX "prestamos_usuario_idx" ON "prestamos" USING btree ("usuario");--> statement-breakpoint
CREATE INDEX "prestamos_planta_idx" ON "prestamos" USING btree ("planta");--> statement-breakpoint
CREATE INDEX "prestamos_vehiculo_idx" ON "prestamos" USING btree ("vehiculo");--> statement-breakpoint
CREATE UNIQUE INDEX "prestamos_vehiculo_open_idx" ON "prestamos" USING btree ("vehiculo") WHERE "prestamos"."vehiculo" IS NOT NULL AND "prestamos"."status" IN (2, 4, 6, 7);--> statement-breakpoint
CREATE INDEX "prestamos_tarjeta_gasolina_idx" ON "prestamos" USING btree ("tarjeta_gasolina");--> statement-breakpoint
CREATE INDEX "prestamos_tarjeta_tag_idx" ON "prestamos" USING btree ("tarjeta_tag");--> statement-breakpoint
CREATE INDEX "prestamos_auditoria_inicial_idx" ON "prestamos" USING btree ("auditoria_inicial");--> statement-breakpoint
CREATE INDEX "prestamos_auditoria_final_idx" ON "prestamos" USING btree ("auditoria_final");--> statement-breakpoint
CREATE INDEX "prestamos_created_at_idx" ON "prestamos" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "prestamos_updated_at_idx" ON "prestamos" USING btree ("updated_at");--> statement-breakpoint
CREATE INDEX "prestamos_search_idx" ON "prestamos" USING gin (flotilla_fold("destino", "motivo") gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "tarjeta_gasolina_numero_idx" ON "tarjeta_gasolina" USING btree ("numero");--> statement-breakpoint
CREATE INDEX "tarjeta_gasolina_available_idx" ON "tarjeta_gasolina" USING btree ("status","numero") WHERE "tarjeta_gasolina"."prestamo" IS NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "tarjeta_gasolina_prestamo_idx" ON "tarjeta_gasolina" USING btree ("prestamo") WHERE "tarjeta_gasolina"."prestamo" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "tarjeta_gasolina_proveedor_idx" ON "tarjeta_gasolina" USING btree ("proveedor");--> statement-breakpoint
CREATE INDEX "tarjeta_gasolina_status_idx" ON "tarjeta_gasolina" USING btree ("status");--> statement-breakpoint
CREATE INDEX "tarjeta_gasolina_created_at_idx" ON "tarjeta_gasolina" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "tarjeta_gasolina_updated_at_idx" ON "tarjeta_gasolina" USING btree ("updated_at");--> statement-breakpoint
CREATE INDEX "tarjeta_gasolina_search_idx" ON "tarjeta_gasolina" USING gin (flotilla_fold("numero", "proveedor") gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "tarjeta_tag_numero_idx" ON "tarjeta_tag" USING btree ("numero");--> statement-breakpoint
CREATE INDEX "tarjeta_tag_available_idx" ON "tarjeta_tag" USING btree ("status","numero") WHERE "tarjeta_tag"."prestamo" IS NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "tarjeta_tag_prestamo_idx" ON "tarjeta_tag" USING btree ("prestamo") WHERE "tarjeta_tag"."prestamo" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "tarjeta_tag_proveedor_idx" ON "tarjeta_tag" USING btree ("proveedor");--> statement-breakpoint
CREATE INDEX "tarjeta_tag_status_idx" ON "tarjeta_tag" USING btree ("status");--> statement-breakpoint
CREATE INDEX "tarjeta_tag_created_at_idx" ON "tarjeta_tag" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "tarjeta_tag_updated_at_idx" ON "tarjeta_tag" USING btree ("updated_at");--> statement-breakpoint
CREATE INDEX "tarjeta_tag_search_idx" ON "tarjeta_tag" USING gin (flotilla_fold("numero", "proveedor") gin_trgm_ops);