CREATE TABLE "audit_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"user_id" integer,
	"resource" varchar(60) NOT NULL,
	"record_id" varchar(60),
	"action" varchar(60) NOT NULL,
	"changes" jsonb,
	"ip" varchar(64)
);
--> statement-breakpoint
CREATE TABLE "departamentos" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(120) NOT NULL,
	"code" varchar(20) NOT NULL,
	"description" varchar(500) DEFAULT '' NOT NULL,
	"planta" integer,
	"status" smallint DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "plantas" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(120) NOT NULL,
	"code" varchar(20) NOT NULL,
	"address" varchar(255) DEFAULT '' NOT NULL,
	"city" varchar(80) DEFAULT '' NOT NULL,
	"state" varchar(80) DEFAULT '' NOT NULL,
	"postal_code" varchar(5) DEFAULT '' NOT NULL,
	"latitude" double precision,
	"longitude" double precision,
	"status" smallint DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "recovery_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"code_hash" text NOT NULL,
	"tries" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"verified_at" timestamp with time zone,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "refresh_tokens" (
	"jti" uuid PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "usuarios" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" varchar(254) NOT NULL,
	"password" text,
	"name" varchar(120) DEFAULT '' NOT NULL,
	"last_name" varchar(120) DEFAULT '' NOT NULL,
	"groups" text[] DEFAULT '{}'::text[] NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"token_version" integer DEFAULT 0 NOT NULL,
	"last_login" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "departamentos" ADD CONSTRAINT "departamentos_planta_plantas_id_fk" FOREIGN KEY ("planta") REFERENCES "public"."plantas"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recovery_codes" ADD CONSTRAINT "recovery_codes_user_id_usuarios_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."usuarios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refresh_tokens" ADD CONSTRAINT "refresh_tokens_user_id_usuarios_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."usuarios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_log_resource_record_idx" ON "audit_log" USING btree ("resource","record_id");--> statement-breakpoint
CREATE INDEX "audit_log_at_idx" ON "audit_log" USING btree ("at");--> statement-breakpoint
CREATE UNIQUE INDEX "departamentos_code_idx" ON "departamentos" USING btree ("code");--> statement-breakpoint
CREATE INDEX "departamentos_name_idx" ON "departamentos" USING btree ("name");--> statement-breakpoint
CREATE INDEX "departamentos_status_idx" ON "departamentos" USING btree ("status");--> statement-breakpoint
CREATE INDEX "departamentos_planta_idx" ON "departamentos" USING btree ("planta");--> statement-breakpoint
CREATE INDEX "departamentos_created_at_idx" ON "departamentos" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "departamentos_search_idx" ON "departamentos" USING gin (flotilla_fold("name", "code", "description") gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "plantas_code_idx" ON "plantas" USING btree ("code");--> statement-breakpoint
CREATE INDEX "plantas_name_idx" ON "plantas" USING btree ("name");--> statement-breakpoint
CREATE INDEX "plantas_status_idx" ON "plantas" USING btree ("status");--> statement-breakpoint
CREATE INDEX "plantas_state_idx" ON "plantas" USING btree ("state");--> statement-breakpoint
CREATE INDEX "plantas_city_idx" ON "plantas" USING btree ("city");--> statement-breakpoint
CREATE INDEX "plantas_created_at_idx" ON "plantas" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "plantas_search_idx" ON "plantas" USING gin (flotilla_fold("name", "code", "city", "state") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "recovery_codes_user_idx" ON "recovery_codes" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "refresh_tokens_user_idx" ON "refresh_tokens" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "usuarios_email_lower_idx" ON "usuarios" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "usuarios_status_idx" ON "usuarios" USING btree ("status");