CREATE TABLE "vehiculos" (
	"id" serial PRIMARY KEY NOT NULL,
	"matricula" varchar(10) NOT NULL,
	"modulo" smallint NOT NULL,
	"owner" integer,
	"planta" integer,
	"brand" varchar(60) DEFAULT '' NOT NULL,
	"model" varchar(60) DEFAULT '' NOT NULL,
	"year" smallint NOT NULL,
	"color" varchar(40) DEFAULT '' NOT NULL,
	"gasoline_type" smallint DEFAULT 0 NOT NULL,
	"transmission" smallint DEFAULT 0 NOT NULL,
	"registration_date" date,
	"status" smallint DEFAULT 0 NOT NULL,
	"motivo_de_rechazo" varchar(2000) DEFAULT '' NOT NULL,
	"numero_de_serie" varchar(17) DEFAULT '' NOT NULL,
	"imagen1" varchar(80),
	"imagen2" varchar(80),
	"imagen3" varchar(80),
	"placa" varchar(80),
	"permiso_circulacion" varchar(80),
	"permiso_circulacion_vencimiento" date,
	"permiso_circulacion_status" smallint,
	"seguro" varchar(80),
	"seguro_vencimiento" date,
	"seguro_status" smallint,
	"verificacion" varchar(80),
	"verificacion_vencimiento" date,
	"verificacion_status" smallint,
	"documentos_status" smallint GENERATED ALWAYS AS (CASE
        WHEN 4 IN (permiso_circulacion_status, seguro_status, verificacion_status) THEN 4
        WHEN 2 IN (permiso_circulacion_status, seguro_status, verificacion_status) THEN 2
        WHEN 3 IN (permiso_circulacion_status, seguro_status, verificacion_status) THEN 3
        WHEN 0 IN (permiso_circulacion_status, seguro_status, verificacion_status) THEN 0
        WHEN 1 IN (permiso_circulacion_status, seguro_status, verificacion_status) THEN 1
      END) STORED,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vehiculos_owner_check" CHECK ("vehiculos"."modulo" <> 0 OR "vehiculos"."owner" IS NOT NULL)
);
--> statement-breakpoint
ALTER TABLE "vehiculos" ADD CONSTRAINT "vehiculos_owner_usuarios_id_fk" FOREIGN KEY ("owner") REFERENCES "public"."usuarios"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehiculos" ADD CONSTRAINT "vehiculos_planta_plantas_id_fk" FOREIGN KEY ("planta") REFERENCES "public"."plantas"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "vehiculos_matricula_idx" ON "vehiculos" USING btree ("matricula");--> statement-breakpoint
CREATE UNIQUE INDEX "vehiculos_numero_de_serie_idx" ON "vehiculos" USING btree ("numero_de_serie") WHERE "vehiculos"."numero_de_serie" <> '';--> statement-breakpoint
CREATE INDEX "vehiculos_status_modulo_idx" ON "vehiculos" USING btree ("status","modulo");--> statement-breakpoint
CREATE INDEX "vehiculos_modulo_idx" ON "vehiculos" USING btree ("modulo");--> statement-breakpoint
CREATE INDEX "vehiculos_owner_idx" ON "vehiculos" USING btree ("owner");--> statement-breakpoint
CREATE INDEX "vehiculos_planta_idx" ON "vehiculos" USING btree ("planta");--> statement-breakpoint
CREATE INDEX "vehiculos_brand_idx" ON "vehiculos" USING btree ("brand");--> statement-breakpoint
CREATE INDEX "vehiculos_model_idx" ON "vehiculos" USING btree ("model");--> statement-breakpoint
CREATE INDEX "vehiculos_year_idx" ON "vehiculos" USING btree ("year");--> statement-breakpoint
CREATE INDEX "vehiculos_color_idx" ON "vehiculos" USING btree ("color");--> statement-breakpoint
CREATE INDEX "vehiculos_gasoline_type_idx" ON "vehiculos" USING btree ("gasoline_type");--> statement-breakpoint
CREATE INDEX "vehiculos_transmission_idx" ON "vehiculos" USING btree ("transmission");--> statement-breakpoint
CREATE INDEX "vehiculos_registration_date_idx" ON "vehiculos" USING btree ("registration_date");--> statement-breakpoint
CREATE INDEX "vehiculos_documentos_status_idx" ON "vehiculos" USING btree ("documentos_status");--> statement-breakpoint
CREATE INDEX "vehiculos_permiso_circulacion_idx" ON "vehiculos" USING btree ("permiso_circulacion_status","permiso_circulacion_vencimiento");--> statement-breakpoint
CREATE INDEX "vehiculos_seguro_idx" ON "vehiculos" USING btree ("seguro_status","seguro_vencimiento");--> statement-breakpoint
CREATE INDEX "vehiculos_verificacion_idx" ON "vehiculos" USING btree ("verificacion_status","verificacion_vencimiento");--> statement-breakpoint
CREATE INDEX "vehiculos_created_at_idx" ON "vehiculos" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "vehiculos_updated_at_idx" ON "vehiculos" USING btree ("updated_at");--> statement-breakpoint
CREATE INDEX "vehiculos_search_idx" ON "vehiculos" USING gin (flotilla_fold("matricula", "brand", "model", "color", "numero_de_serie") gin_trgm_ops);