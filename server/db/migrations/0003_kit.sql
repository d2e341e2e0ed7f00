CREATE TABLE "record_history" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"resource" varchar(60) NOT NULL,
	"record_id" integer NOT NULL,
	"action" varchar(60) NOT NULL,
	"field" varchar(60),
	"from_state" smallint,
	"to_state" smallint,
	"reason" text DEFAULT '' NOT NULL,
	"user_id" integer,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "piezas" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(120) NOT NULL,
	"description" varchar(500) DEFAULT '' NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "accesorios" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(120) NOT NULL,
	"description" varchar(500) DEFAULT '' NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "record_history_record_idx" ON "record_history" USING btree ("resource","record_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "piezas_name_idx" ON "piezas" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "piezas_name_sort_idx" ON "piezas" USING btree ("name");--> statement-breakpoint
CREATE INDEX "piezas_status_idx" ON "piezas" USING btree ("status","name");--> statement-breakpoint
CREATE INDEX "piezas_created_at_idx" ON "piezas" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "piezas_updated_at_idx" ON "piezas" USING btree ("updated_at");--> statement-breakpoint
CREATE INDEX "piezas_search_idx" ON "piezas" USING gin (flotilla_fold("name", "description") gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "accesorios_name_idx" ON "accesorios" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "accesorios_name_sort_idx" ON "accesorios" USING btree ("name");--> statement-breakpoint
CREATE INDEX "accesorios_status_idx" ON "accesorios" USING btree ("status","name");--> statement-breakpoint
CREATE INDEX "accesorios_created_at_idx" ON "accesorios" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "accesorios_updated_at_idx" ON "accesorios" USING btree ("updated_at");--> statement-breakpoint
CREATE INDEX "accesorios_search_idx" ON "accesorios" USING gin (flotilla_fold("name", "description") gin_trgm_ops);