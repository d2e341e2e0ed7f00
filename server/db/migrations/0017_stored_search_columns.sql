-- Free-text search matches a stored folded column instead of folding each row it passes
-- (server/db/schema/search.ts): a search matching many rows walked a sort index calling
-- flotilla_fold per row. The columns are the declarations' search fields in their order. The old
-- expression index goes first so the table's rewrite does not rebuild it; ANALYZE gives the
-- planner the new column's statistics at once (a rewrite leaves none).
DROP INDEX "usuarios_search_idx";--> statement-breakpoint
ALTER TABLE "usuarios" ADD COLUMN "search_text" text GENERATED ALWAYS AS (flotilla_fold("name", "last_name", "email", "no_worker", "telephone")) STORED;--> statement-breakpoint
CREATE INDEX "usuarios_search_idx" ON "usuarios" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
ANALYZE "usuarios" ("search_text");--> statement-breakpoint
DROP INDEX "plantas_search_idx";--> statement-breakpoint
ALTER TABLE "plantas" ADD COLUMN "search_text" text GENERATED ALWAYS AS (flotilla_fold("name", "code", "city", "state")) STORED;--> statement-breakpoint
CREATE INDEX "plantas_search_idx" ON "plantas" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
ANALYZE "plantas" ("search_text");--> statement-breakpoint
DROP INDEX "departamentos_search_idx";--> statement-breakpoint
ALTER TABLE "departamentos" ADD COLUMN "search_text" text GENERATED ALWAYS AS (flotilla_fold("name", "code", "description")) STORED;--> statement-breakpoint
CREATE INDEX "departamentos_search_idx" ON "departamentos" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
ANALYZE "departamentos" ("search_text");--> statement-breakpoint
DROP INDEX "piezas_search_idx";--> statement-breakpoint
ALTER TABLE "piezas" ADD COLUMN "search_text" text GENERATED ALWAYS AS (flotilla_fold("name", "description")) STORED;--> statement-breakpoint
CREATE INDEX "piezas_search_idx" ON "piezas" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
ANALYZE "piezas" ("search_text");--> statement-breakpoint
DROP INDEX "accesorios_search_idx";--> statement-breakpoint
ALTER TABLE "accesorios" ADD COLUMN "search_text" text GENERATED ALWAYS AS (flotilla_fold("name", "description")) STORED;--> statement-breakpoint
CREATE INDEX "accesorios_search_idx" ON "accesorios" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
ANALYZE "accesorios" ("search_text");--> statement-breakpoint
DROP INDEX "vehiculos_search_idx";--> statement-breakpoint
ALTER TABLE "vehiculos" ADD COLUMN "search_text" text GENERATED ALWAYS AS (flotilla_fold("matricula", "brand", "model", "color", "numero_de_serie")) STORED;--> statement-breakpoint
CREATE INDEX "vehiculos_search_idx" ON "vehiculos" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
ANALYZE "vehiculos" ("search_text");--> statement-breakpoint
DROP INDEX "prestamos_search_idx";--> statement-breakpoint
ALTER TABLE "prestamos" ADD COLUMN "search_text" text GENERATED ALWAYS AS (flotilla_fold("destino", "motivo")) STORED;--> statement-breakpoint
CREATE INDEX "prestamos_search_idx" ON "prestamos" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
ANALYZE "prestamos" ("search_text");--> statement-breakpoint
DROP INDEX "tarjeta_gasolina_search_idx";--> statement-breakpoint
ALTER TABLE "tarjeta_gasolina" ADD COLUMN "search_text" text GENERATED ALWAYS AS (flotilla_fold("numero", "proveedor")) STORED;--> statement-breakpoint
CREATE INDEX "tarjeta_gasolina_search_idx" ON "tarjeta_gasolina" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
ANALYZE "tarjeta_gasolina" ("search_text");--> statement-breakpoint
DROP INDEX "tarjeta_tag_search_idx";--> statement-breakpoint
ALTER TABLE "tarjeta_tag" ADD COLUMN "search_text" text GENERATED ALWAYS AS (flotilla_fold("numero", "proveedor")) STORED;--> statement-breakpoint
CREATE INDEX "tarjeta_tag_search_idx" ON "tarjeta_tag" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
ANALYZE "tarjeta_tag" ("search_text");
