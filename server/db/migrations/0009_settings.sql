CREATE TABLE "configuracion" (
	"id" serial PRIMARY KEY NOT NULL,
	"passengers_limit" smallint NOT NULL,
	"vehicles_limit" integer NOT NULL,
	"max_vehicle_age" smallint NOT NULL,
	"factor_driver" numeric(10, 2) NOT NULL,
	"factor_user" numeric(10, 2) NOT NULL,
	"limit_driver" integer NOT NULL,
	"limit_user" integer NOT NULL,
	"operation_days" smallint[] NOT NULL,
	"operation_start" varchar(5) NOT NULL,
	"operation_end" varchar(5) NOT NULL,
	"feedback_days" integer NOT NULL,
	"max_minutes_to_start" integer NOT NULL,
	"incidents_email" varchar(254) NOT NULL,
	"c4_email" varchar(254) NOT NULL,
	"app_version" varchar(32) NOT NULL,
	"contact_phone" varchar(10) NOT NULL,
	"search_radius_km" numeric(8, 2) NOT NULL,
	"updated_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "configuracion_single_row" CHECK (id = 1)
);
--> statement-breakpoint
ALTER TABLE "configuracion" ADD CONSTRAINT "configuracion_updated_by_usuarios_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."usuarios"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- The one settings record, with values that fit a Mexican plant; every database has it.
INSERT INTO "configuracion" ("id", "passengers_limit", "vehicles_limit", "max_vehicle_age", "factor_driver", "factor_user", "limit_driver", "limit_user", "operation_days", "operation_start", "operation_end", "feedback_days", "max_minutes_to_start", "incidents_email", "c4_email", "app_version", "contact_phone", "search_radius_km")
VALUES (1, 4, 2, 10, 0.50, 0.25, 500, 300, '{1,2,3,4,5,6}', '06:00', '22:00', 3, 15, 'incidencias@flotilla-demo.mx', 'c4@flotilla-demo.mx', '1.0.0', '4421234567', 5);--> statement-breakpoint
SELECT setval(pg_get_serial_sequence('configuracion', 'id'), 1);
