-- Hand-written (issue #11): a list counted past the cap skips its count until a table that count
-- reads is written (server/kit/longLists.ts). Any statement that writes one of the tables the
-- lists count, by any path (a form, an import, a job, plain SQL, another instance), names the
-- table on the flotilla_writes channel: its name only. Once per statement, not per row, and
-- PostgreSQL folds the same name sent twice in one transaction into one message at commit.
-- The list of tables is server/kit/writesListener.ts ANNOUNCED_TABLES (a test compares them).
CREATE FUNCTION "notify_table_written"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('flotilla_writes', TG_TABLE_NAME);
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "usuarios_written" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "usuarios"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_table_written"();--> statement-breakpoint
CREATE TRIGGER "plantas_written" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "plantas"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_table_written"();--> statement-breakpoint
CREATE TRIGGER "departamentos_written" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "departamentos"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_table_written"();--> statement-breakpoint
CREATE TRIGGER "piezas_written" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "piezas"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_table_written"();--> statement-breakpoint
CREATE TRIGGER "accesorios_written" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "accesorios"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_table_written"();--> statement-breakpoint
CREATE TRIGGER "vehiculos_written" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "vehiculos"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_table_written"();--> statement-breakpoint
CREATE TRIGGER "prestamos_written" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "prestamos"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_table_written"();--> statement-breakpoint
CREATE TRIGGER "tarjeta_gasolina_written" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "tarjeta_gasolina"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_table_written"();--> statement-breakpoint
CREATE TRIGGER "tarjeta_tag_written" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "tarjeta_tag"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_table_written"();--> statement-breakpoint
CREATE TRIGGER "notificaciones_written" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "notificaciones"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_table_written"();--> statement-breakpoint
CREATE TRIGGER "record_history_written" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "record_history"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_table_written"();--> statement-breakpoint
CREATE TRIGGER "puntos_ledger_written" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "puntos_ledger"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_table_written"();
