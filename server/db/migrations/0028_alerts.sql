-- Panic alerts (DOMAIN §5 Alerts). Generated, then by hand: the stored search column (as 0017 adds them) and the write announcement (as 0021).
CREATE TABLE "alertas" (
	"id" serial PRIMARY KEY NOT NULL,
	"issued_by" integer NOT NULL,
	"issued_by_name" varchar(241) DEFAULT '' NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"location" varchar(255) DEFAULT '' NOT NULL,
	"viaje" integer,
	"planta" integer,
	"status" smallint DEFAULT 0 NOT NULL,
	"attended_by" integer,
	"attended_at" timestamp with time zone,
	"comentario" varchar(1000) DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "alertas_attended_check" CHECK (("alertas"."status" = 1) = ("alertas"."attended_at" IS NOT NULL))
);
--> statement-breakpoint
ALTER TABLE "alertas" ADD CONSTRAINT "alertas_issued_by_usuarios_id_fk" FOREIGN KEY ("issued_by") REFERENCES "public"."usuarios"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alertas" ADD CONSTRAINT "alertas_viaje_viajes_id_fk" FOREIGN KEY ("viaje") REFERENCES "public"."viajes"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alertas" ADD CONSTRAINT "alertas_planta_plantas_id_fk" FOREIGN KEY ("planta") REFERENCES "public"."plantas"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alertas" ADD CONSTRAINT "alertas_attended_by_usuarios_id_fk" FOREIGN KEY ("attended_by") REFERENCES "public"."usuarios"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "alertas_created_at_id_idx" ON "alertas" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "alertas_status_created_at_idx" ON "alertas" USING btree ("status","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "alertas_planta_created_at_idx" ON "alertas" USING btree ("planta","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "alertas_issued_by_created_at_idx" ON "alertas" USING btree ("issued_by","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "alertas_status_id_idx" ON "alertas" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "alertas_planta_id_idx" ON "alertas" USING btree ("planta","id");--> statement-breakpoint
CREATE INDEX "alertas_viaje_idx" ON "alertas" USING btree ("viaje");--> statement-breakpoint
CREATE INDEX "alertas_attended_by_idx" ON "alertas" USING btree ("attended_by");--> statement-breakpoint
ALTER TABLE "alertas" ADD COLUMN "search_text" text GENERATED ALWAYS AS (flotilla_fold("issued_by_name", "location")) STORED;--> statement-breakpoint
CREATE INDEX "alertas_search_idx" ON "alertas" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
-- The lists count past the cap until one of their tables is written (0021, server/kit/writesListener.ts ANNOUNCED_TABLES).
CREATE TRIGGER "alertas_written" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "alertas"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_table_written"();
