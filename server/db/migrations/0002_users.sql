CREATE TABLE "puntos_ledger" (
	"id" serial PRIMARY KEY NOT NULL,
	"usuario" integer NOT NULL,
	"delta" integer NOT NULL,
	"balance" integer NOT NULL,
	"reason" varchar(20) NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "usuarios" ADD COLUMN "telephone" varchar(10) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "usuarios" ADD COLUMN "department" integer;--> statement-breakpoint
ALTER TABLE "usuarios" ADD COLUMN "planta" integer;--> statement-breakpoint
ALTER TABLE "usuarios" ADD COLUMN "role" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "usuarios" ADD COLUMN "no_worker" varchar(20) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "usuarios" ADD COLUMN "state" varchar(80) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "usuarios" ADD COLUMN "city" varchar(80) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "usuarios" ADD COLUMN "address" varchar(255) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "usuarios" ADD COLUMN "postal_code" varchar(5) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "usuarios" ADD COLUMN "plataforma" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "usuarios" ADD COLUMN "puntos" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "usuarios" ADD COLUMN "imagen" varchar(80);--> statement-breakpoint
ALTER TABLE "usuarios" ADD COLUMN "licencia" varchar(80);--> statement-breakpoint
ALTER TABLE "usuarios" ADD COLUMN "vencimiento" date;--> statement-breakpoint
ALTER TABLE "usuarios" ADD COLUMN "licencia_status" smallint;--> statement-breakpoint
ALTER TABLE "puntos_ledger" ADD CONSTRAINT "puntos_ledger_usuario_usuarios_id_fk" FOREIGN KEY ("usuario") REFERENCES "public"."usuarios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "puntos_ledger" ADD CONSTRAINT "puntos_ledger_created_by_usuarios_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."usuarios"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "puntos_ledger_usuario_idx" ON "puntos_ledger" USING btree ("usuario","id");--> statement-breakpoint
CREATE INDEX "puntos_ledger_created_by_idx" ON "puntos_ledger" USING btree ("created_by");--> statement-breakpoint
ALTER TABLE "usuarios" ADD CONSTRAINT "usuarios_department_departamentos_id_fk" FOREIGN KEY ("department") REFERENCES "public"."departamentos"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "usuarios" ADD CONSTRAINT "usuarios_planta_plantas_id_fk" FOREIGN KEY ("planta") REFERENCES "public"."plantas"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "usuarios_no_worker_idx" ON "usuarios" USING btree ("no_worker") WHERE "usuarios"."no_worker" <> '';--> statement-breakpoint
CREATE INDEX "usuarios_name_idx" ON "usuarios" USING btree ("name");--> statement-breakpoint
CREATE INDEX "usuarios_last_name_idx" ON "usuarios" USING btree ("last_name");--> statement-breakpoint
CREATE INDEX "usuarios_email_idx" ON "usuarios" USING btree ("email");--> statement-breakpoint
CREATE INDEX "usuarios_telephone_idx" ON "usuarios" USING btree ("telephone");--> statement-breakpoint
CREATE INDEX "usuarios_no_worker_sort_idx" ON "usuarios" USING btree ("no_worker");--> statement-breakpoint
CREATE INDEX "usuarios_department_idx" ON "usuarios" USING btree ("department");--> statement-breakpoint
CREATE INDEX "usuarios_planta_idx" ON "usuarios" USING btree ("planta");--> statement-breakpoint
CREATE INDEX "usuarios_role_idx" ON "usuarios" USING btree ("role");--> statement-breakpoint
CREATE INDEX "usuarios_plataforma_idx" ON "usuarios" USING btree ("plataforma");--> statement-breakpoint
CREATE INDEX "usuarios_puntos_idx" ON "usuarios" USING btree ("puntos");--> statement-breakpoint
CREATE INDEX "usuarios_licencia_status_idx" ON "usuarios" USING btree ("licencia_status");--> statement-breakpoint
CREATE INDEX "usuarios_vencimiento_idx" ON "usuarios" USING btree ("vencimiento");--> statement-breakpoint
CREATE INDEX "usuarios_last_login_idx" ON "usuarios" USING btree ("last_login");--> statement-breakpoint
CREATE INDEX "usuarios_created_at_idx" ON "usuarios" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "usuarios_updated_at_idx" ON "usuarios" USING btree ("updated_at");--> statement-breakpoint
CREATE INDEX "usuarios_search_idx" ON "usuarios" USING gin (flotilla_fold("name", "last_name", "email", "no_worker", "telephone") gin_trgm_ops);--> statement-breakpoint
ALTER TABLE "usuarios" ADD CONSTRAINT "usuarios_puntos_check" CHECK ("usuarios"."puntos" >= 0);--> statement-breakpoint
-- Accounts with a back-office group (SPEC §6) are platform staff (usuarios/plataforma/).
UPDATE "usuarios" SET "plataforma" = true WHERE "groups" && ARRAY['Administrador', 'HHRR Administrador', 'C4']::text[];
