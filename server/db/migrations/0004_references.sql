ALTER TABLE "usuarios" DROP CONSTRAINT "usuarios_department_departamentos_id_fk";
--> statement-breakpoint
ALTER TABLE "usuarios" DROP CONSTRAINT "usuarios_planta_plantas_id_fk";
--> statement-breakpoint
ALTER TABLE "departamentos" DROP CONSTRAINT "departamentos_planta_plantas_id_fk";
--> statement-breakpoint
ALTER TABLE "usuarios" ADD CONSTRAINT "usuarios_department_departamentos_id_fk" FOREIGN KEY ("department") REFERENCES "public"."departamentos"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "usuarios" ADD CONSTRAINT "usuarios_planta_plantas_id_fk" FOREIGN KEY ("planta") REFERENCES "public"."plantas"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "departamentos" ADD CONSTRAINT "departamentos_planta_plantas_id_fk" FOREIGN KEY ("planta") REFERENCES "public"."plantas"("id") ON DELETE restrict ON UPDATE no action;