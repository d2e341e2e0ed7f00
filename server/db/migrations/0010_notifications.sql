CREATE TABLE "notificaciones" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"type" smallint NOT NULL,
	"resource" varchar(60) NOT NULL,
	"record_id" integer,
	"params" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"seen" boolean DEFAULT false NOT NULL,
	"seen_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notificaciones_type_check" CHECK ("notificaciones"."type" BETWEEN 0 AND 13)
);
--> statement-breakpoint
ALTER TABLE "notificaciones" ADD CONSTRAINT "notificaciones_user_id_usuarios_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."usuarios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "notificaciones_user_seen_idx" ON "notificaciones" USING btree ("user_id","seen","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "notificaciones_type_idx" ON "notificaciones" USING btree ("user_id","type");--> statement-breakpoint
CREATE INDEX "notificaciones_created_idx" ON "notificaciones" USING btree ("created_at");