CREATE EXTENSION IF NOT EXISTS unaccent;
--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
-- Free-text search folds case and accents over the searched columns; declared IMMUTABLE (true for
-- a fixed dictionary) so it can back a trigram index.
CREATE OR REPLACE FUNCTION flotilla_fold(VARIADIC parts text[]) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT lower(public.unaccent('public.unaccent'::regdictionary, array_to_string(parts, ' '))) $$;
