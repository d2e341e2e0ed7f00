-- Staff transport (DOMAIN §5 Routes, Trips, Occupants, Trip requests). Generated, then by hand: the stored search columns (as 0017 adds them) and the write announcements (as 0021).
CREATE TABLE "detalle_viaje" (
	"id" serial PRIMARY KEY NOT NULL,
	"viaje" integer NOT NULL,
	"usuario" integer NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"pickup_place" varchar(255) DEFAULT '' NOT NULL,
	"pickup_latitude" double precision,
	"pickup_longitude" double precision,
	"reward" integer DEFAULT 0 NOT NULL,
	"credited_at" timestamp with time zone,
	"solicitud" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "detalle_viaje_reward_check" CHECK ("detalle_viaje"."reward" >= 0)
);
--> statement-breakpoint
CREATE TABLE "rutas" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(120) NOT NULL,
	"origin" varchar(255) DEFAULT '' NOT NULL,
	"destination" varchar(255) DEFAULT '' NOT NULL,
	"planta" integer NOT NULL,
	"tipo" smallint DEFAULT 0 NOT NULL,
	"days" smallint[] DEFAULT '{}'::smallint[] NOT NULL,
	"departure_time" varchar(5) DEFAULT '' NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"path" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"length_km" numeric(9, 2) DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "solicitudes_viaje" (
	"id" serial PRIMARY KEY NOT NULL,
	"usuario" integer NOT NULL,
	"pickup_place" varchar(255) DEFAULT '' NOT NULL,
	"dropoff_place" varchar(255) DEFAULT '' NOT NULL,
	"pickup_latitude" double precision NOT NULL,
	"pickup_longitude" double precision NOT NULL,
	"dropoff_latitude" double precision NOT NULL,
	"dropoff_longitude" double precision NOT NULL,
	"fecha" date NOT NULL,
	"tipo" smallint DEFAULT 0 NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"viaje" integer,
	"motivo_de_rechazo" varchar(2000) DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "viaje_tracks" (
	"viaje" integer PRIMARY KEY NOT NULL,
	"points" integer[] NOT NULL
);
--> statement-breakpoint
CREATE TABLE "viajes" (
	"id" serial PRIMARY KEY NOT NULL,
	"ruta" integer NOT NULL,
	"planta" integer NOT NULL,
	"conductor" integer NOT NULL,
	"vehiculo" integer,
	"tipo" smallint DEFAULT 0 NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"fecha_salida" timestamp with time zone NOT NULL,
	"fecha_llegada" timestamp with time zone,
	"kilometraje_salida" integer,
	"kilometraje_llegada" integer,
	"gasolina_salida" smallint,
	"gasolina_llegada" smallint,
	"distance" numeric(9, 2) DEFAULT 0 NOT NULL,
	"reward" integer DEFAULT 0 NOT NULL,
	"credited_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "viajes_fechas_check" CHECK ("viajes"."fecha_llegada" IS NULL OR "viajes"."fecha_llegada" >= "viajes"."fecha_salida"),
	CONSTRAINT "viajes_kilometraje_check" CHECK ("viajes"."kilometraje_llegada" IS NULL OR "viajes"."kilometraje_salida" IS NULL OR "viajes"."kilometraje_llegada" >= "viajes"."kilometraje_salida"),
	CONSTRAINT "viajes_reward_check" CHECK ("viajes"."reward" >= 0)
);
--> statement-breakpoint
ALTER TABLE "detalle_viaje" ADD CONSTRAINT "detalle_viaje_viaje_viajes_id_fk" FOREIGN KEY ("viaje") REFERENCES "public"."viajes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "detalle_viaje" ADD CONSTRAINT "detalle_viaje_usuario_usuarios_id_fk" FOREIGN KEY ("usuario") REFERENCES "public"."usuarios"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "detalle_viaje" ADD CONSTRAINT "detalle_viaje_solicitud_solicitudes_viaje_id_fk" FOREIGN KEY ("solicitud") REFERENCES "public"."solicitudes_viaje"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rutas" ADD CONSTRAINT "rutas_planta_plantas_id_fk" FOREIGN KEY ("planta") REFERENCES "public"."plantas"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "solicitudes_viaje" ADD CONSTRAINT "solicitudes_viaje_usuario_usuarios_id_fk" FOREIGN KEY ("usuario") REFERENCES "public"."usuarios"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "solicitudes_viaje" ADD CONSTRAINT "solicitudes_viaje_viaje_viajes_id_fk" FOREIGN KEY ("viaje") REFERENCES "public"."viajes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "viaje_tracks" ADD CONSTRAINT "viaje_tracks_viaje_viajes_id_fk" FOREIGN KEY ("viaje") REFERENCES "public"."viajes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "viajes" ADD CONSTRAINT "viajes_ruta_rutas_id_fk" FOREIGN KEY ("ruta") REFERENCES "public"."rutas"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "viajes" ADD CONSTRAINT "viajes_planta_plantas_id_fk" FOREIGN KEY ("planta") REFERENCES "public"."plantas"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "viajes" ADD CONSTRAINT "viajes_conductor_usuarios_id_fk" FOREIGN KEY ("conductor") REFERENCES "public"."usuarios"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "viajes" ADD CONSTRAINT "viajes_vehiculo_vehiculos_id_fk" FOREIGN KEY ("vehiculo") REFERENCES "public"."vehiculos"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "detalle_viaje_viaje_status_idx" ON "detalle_viaje" USING btree ("viaje","status");--> statement-breakpoint
CREATE INDEX "detalle_viaje_usuario_idx" ON "detalle_viaje" USING btree ("usuario","viaje");--> statement-breakpoint
CREATE INDEX "detalle_viaje_solicitud_idx" ON "detalle_viaje" USING btree ("solicitud");--> statement-breakpoint
CREATE INDEX "detalle_viaje_created_at_idx" ON "detalle_viaje" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "detalle_viaje_seat_idx" ON "detalle_viaje" USING btree ("viaje","usuario") WHERE "detalle_viaje"."status" IN (0, 1, 2);--> statement-breakpoint
CREATE INDEX "rutas_name_id_idx" ON "rutas" USING btree ("name","id");--> statement-breakpoint
CREATE INDEX "rutas_planta_name_idx" ON "rutas" USING btree ("planta","name");--> statement-breakpoint
CREATE INDEX "rutas_status_name_idx" ON "rutas" USING btree ("status","name");--> statement-breakpoint
CREATE INDEX "rutas_tipo_idx" ON "rutas" USING btree ("tipo");--> statement-breakpoint
CREATE INDEX "rutas_length_km_idx" ON "rutas" USING btree ("length_km");--> statement-breakpoint
CREATE INDEX "rutas_created_at_idx" ON "rutas" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "rutas_updated_at_idx" ON "rutas" USING btree ("updated_at");--> statement-breakpoint
ALTER TABLE "rutas" ADD COLUMN "search_text" text GENERATED ALWAYS AS (flotilla_fold("name", "origin", "destination")) STORED;--> statement-breakpoint
CREATE INDEX "rutas_search_idx" ON "rutas" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "solicitudes_viaje_fecha_id_idx" ON "solicitudes_viaje" USING btree ("fecha","id");--> statement-breakpoint
CREATE INDEX "solicitudes_viaje_status_fecha_idx" ON "solicitudes_viaje" USING btree ("status","fecha");--> statement-breakpoint
CREATE INDEX "solicitudes_viaje_usuario_fecha_idx" ON "solicitudes_viaje" USING btree ("usuario","fecha");--> statement-breakpoint
CREATE INDEX "solicitudes_viaje_tipo_fecha_idx" ON "solicitudes_viaje" USING btree ("tipo","fecha");--> statement-breakpoint
CREATE INDEX "solicitudes_viaje_viaje_idx" ON "solicitudes_viaje" USING btree ("viaje");--> statement-breakpoint
CREATE INDEX "solicitudes_viaje_created_at_idx" ON "solicitudes_viaje" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "solicitudes_viaje_updated_at_idx" ON "solicitudes_viaje" USING btree ("updated_at");--> statement-breakpoint
ALTER TABLE "solicitudes_viaje" ADD COLUMN "search_text" text GENERATED ALWAYS AS (flotilla_fold("pickup_place", "dropoff_place")) STORED;--> statement-breakpoint
CREATE INDEX "solicitudes_viaje_search_idx" ON "solicitudes_viaje" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "viajes_fecha_salida_id_idx" ON "viajes" USING btree ("fecha_salida","id");--> statement-breakpoint
CREATE INDEX "viajes_conductor_fecha_idx" ON "viajes" USING btree ("conductor","fecha_salida");--> statement-breakpoint
CREATE INDEX "viajes_ruta_fecha_idx" ON "viajes" USING btree ("ruta","fecha_salida");--> statement-breakpoint
CREATE INDEX "viajes_planta_fecha_idx" ON "viajes" USING btree ("planta","fecha_salida");--> statement-breakpoint
CREATE INDEX "viajes_status_fecha_idx" ON "viajes" USING btree ("status","fecha_salida");--> statement-breakpoint
CREATE INDEX "viajes_tipo_fecha_idx" ON "viajes" USING btree ("tipo","fecha_salida");--> statement-breakpoint
CREATE INDEX "viajes_vehiculo_idx" ON "viajes" USING btree ("vehiculo");--> statement-breakpoint
CREATE INDEX "viajes_created_at_idx" ON "viajes" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "viajes_updated_at_idx" ON "viajes" USING btree ("updated_at");--> statement-breakpoint
-- The lists count past the cap until one of their tables is written (0021, server/kit/writesListener.ts ANNOUNCED_TABLES).
CREATE TRIGGER "rutas_written" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "rutas"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_table_written"();--> statement-breakpoint
CREATE TRIGGER "viajes_written" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "viajes"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_table_written"();--> statement-breakpoint
CREATE TRIGGER "detalle_viaje_written" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "detalle_viaje"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_table_written"();--> statement-breakpoint
CREATE TRIGGER "solicitudes_viaje_written" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "solicitudes_viaje"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_table_written"();
