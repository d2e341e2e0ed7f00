-- A month's totals per driver and per passenger (viajes/conductores/, viajes/ocupantes/) kept as
-- rows by the database, so that a month's page reads its 25 rows in index order instead of
-- grouping the month's trips and occupants on every call (docs/PERFORMANCE.md). Hand-written
-- below the tables drizzle-kit made: the triggers that keep them, in the writing statement's own
-- transaction whatever writes (the API, the seed with its triggers off, plain SQL; ENABLE ALWAYS
-- fires them under session_replication_role = replica too), and their first filling.
--
-- Shares: a trip gives its driver's row (month, plant, driver) a trip (n), finished (status 2)
-- with its distance, its points once credited, a cancellation (status 3); an occupant gives its
-- passenger's row an occupant row (n), a finalized ride (2) with the trip's distance, its points
-- once credited, a cancellation (4) or an absence (5), and the trip driver's row an absence (5).
-- Each share goes to its plant's row and to planta 0, every plant's. The months are calendar
-- months in trip_totals_zone's time zone (config TIME_ZONE; tripTotals.ts rebuilds them when
-- it changes). Also: sorts by type read (tipo, id) indexes, alone or within a state.
CREATE TABLE "trip_driver_months" (
	"mes" date NOT NULL,
	"planta" integer NOT NULL,
	"usuario" integer NOT NULL,
	"name" text NOT NULL,
	"n" integer NOT NULL,
	"finished" integer NOT NULL,
	"km" numeric NOT NULL,
	"points" integer NOT NULL,
	"cancellations" integer NOT NULL,
	"no_shows" integer NOT NULL,
	CONSTRAINT "trip_driver_months_mes_planta_usuario_pk" PRIMARY KEY("mes","planta","usuario")
);
--> statement-breakpoint
CREATE TABLE "trip_passenger_months" (
	"mes" date NOT NULL,
	"planta" integer NOT NULL,
	"usuario" integer NOT NULL,
	"name" text NOT NULL,
	"n" integer NOT NULL,
	"finished" integer NOT NULL,
	"km" numeric NOT NULL,
	"points" integer NOT NULL,
	"cancellations" integer NOT NULL,
	"no_shows" integer NOT NULL,
	CONSTRAINT "trip_passenger_months_mes_planta_usuario_pk" PRIMARY KEY("mes","planta","usuario")
);
--> statement-breakpoint
CREATE TABLE "trip_totals_zone" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"zone" text NOT NULL,
	CONSTRAINT "trip_totals_zone_one_row" CHECK ("trip_totals_zone"."id" = 1)
);
--> statement-breakpoint
INSERT INTO "trip_totals_zone" ("id", "zone") VALUES (1, 'America/Mexico_City');--> statement-breakpoint
-- One share of a month's row, or a difference of shares.
CREATE TYPE "trip_month_delta" AS (mes date, planta integer, usuario integer, n integer, finished integer, km numeric, points integer, cancellations integer, no_shows integer);--> statement-breakpoint
CREATE FUNCTION "trip_driver_share"(tz text, sign integer, fecha_salida timestamptz, planta integer, conductor integer, status smallint, distance numeric, reward integer, credited_at timestamptz)
RETURNS "trip_month_delta" LANGUAGE sql STABLE AS $$
  SELECT ROW(date_trunc('month', fecha_salida AT TIME ZONE tz)::date, planta, conductor, sign,
    CASE WHEN status = 2 THEN sign ELSE 0 END, CASE WHEN status = 2 THEN sign * distance ELSE 0 END,
    CASE WHEN credited_at IS NULL THEN 0 ELSE sign * reward END, CASE WHEN status = 3 THEN sign ELSE 0 END, 0)::trip_month_delta
$$;--> statement-breakpoint
CREATE FUNCTION "trip_passenger_share"(tz text, sign integer, fecha_salida timestamptz, planta integer, distance numeric, usuario integer, status smallint, reward integer, credited_at timestamptz)
RETURNS "trip_month_delta" LANGUAGE sql STABLE AS $$
  SELECT ROW(date_trunc('month', fecha_salida AT TIME ZONE tz)::date, planta, usuario, sign,
    CASE WHEN status = 2 THEN sign ELSE 0 END, CASE WHEN status = 2 THEN sign * distance ELSE 0 END,
    CASE WHEN credited_at IS NULL THEN 0 ELSE sign * reward END, CASE WHEN status = 4 THEN sign ELSE 0 END,
    CASE WHEN status = 5 THEN sign ELSE 0 END)::trip_month_delta
$$;--> statement-breakpoint
-- An occupant's share of its trip driver's row: an absence (callers pass status 5 ones only).
CREATE FUNCTION "trip_no_show_share"(tz text, sign integer, fecha_salida timestamptz, planta integer, conductor integer)
RETURNS "trip_month_delta" LANGUAGE sql STABLE AS $$
  SELECT ROW(date_trunc('month', fecha_salida AT TIME ZONE tz)::date, planta, conductor, 0, 0, 0, 0, 0, sign)::trip_month_delta
$$;--> statement-breakpoint
-- Adds shares to `target`'s rows, each to its plant's and to planta 0: the differences summed per
-- row (nothing written where they cancel out: a seat cancelled with its trip changes no sum), rows
-- locked in key order, and rows counting nothing any more deleted. Every trigger writes the
-- passengers' rows before the drivers', as a trip's completion does across its statements
-- (occupants, then the trip): two writers of the same rows wait for each other, never deadlock.
CREATE FUNCTION "trip_totals_apply"(target regclass, deltas trip_month_delta[]) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  emptied_mes date[];
  emptied_planta integer[];
  emptied_usuario integer[];
BEGIN
  IF coalesce(cardinality(deltas), 0) = 0 THEN RETURN; END IF;
  EXECUTE format($q$
    WITH summed AS (
      SELECT d.mes, p.planta, d.usuario, sum(d.n)::int AS n, sum(d.finished)::int AS finished, sum(d.km) AS km,
             sum(d.points)::int AS points, sum(d.cancellations)::int AS cancellations, sum(d.no_shows)::int AS no_shows
        FROM unnest($1) AS d CROSS JOIN LATERAL (VALUES (d.planta), (0)) AS p(planta)
       GROUP BY d.mes, p.planta, d.usuario
      HAVING sum(d.n) <> 0 OR sum(d.finished) <> 0 OR sum(d.km) <> 0 OR sum(d.points) <> 0 OR sum(d.cancellations) <> 0 OR sum(d.no_shows) <> 0
    ), written AS (
      INSERT INTO %s AS t (mes, planta, usuario, name, n, finished, km, points, cancellations, no_shows)
      SELECT s.mes, s.planta, s.usuario, coalesce((SELECT trim(concat_ws(' ', u.name, u.last_name)) FROM usuarios u WHERE u.id = s.usuario), ''),
             s.n, s.finished, s.km, s.points, s.cancellations, s.no_shows
        FROM summed s ORDER BY s.mes, s.planta, s.usuario
      ON CONFLICT (mes, planta, usuario) DO UPDATE SET n = t.n + excluded.n, finished = t.finished + excluded.finished, km = t.km + excluded.km,
        points = t.points + excluded.points, cancellations = t.cancellations + excluded.cancellations, no_shows = t.no_shows + excluded.no_shows
      RETURNING t.mes, t.planta, t.usuario, t.n
    )
    SELECT array_agg(w.mes), array_agg(w.planta), array_agg(w.usuario) FROM written w WHERE w.n = 0
  $q$, target) INTO emptied_mes, emptied_planta, emptied_usuario USING deltas;
  IF emptied_mes IS NOT NULL THEN
    EXECUTE format('DELETE FROM %s AS t USING unnest($1, $2, $3) AS e(mes, planta, usuario) WHERE t.mes = e.mes AND t.planta = e.planta AND t.usuario = e.usuario AND t.n = 0', target)
      USING emptied_mes, emptied_planta, emptied_usuario;
  END IF;
END
$$;--> statement-breakpoint
-- Every row again, from the trips and occupants, in time zone `zone` (recorded for the triggers),
-- a month at a time through the triggers' own trip_totals_apply. Writes to the trips, occupants
-- and users wait meanwhile; reads of the old rows go on until it commits.
CREATE FUNCTION "trip_totals_rebuild"(zone text) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  month date;
  first timestamptz;
  after timestamptz;
BEGIN
  LOCK TABLE viajes, detalle_viaje, usuarios IN SHARE MODE;
  INSERT INTO trip_totals_zone AS z (id, zone) VALUES (1, trip_totals_rebuild.zone) ON CONFLICT (id) DO UPDATE SET zone = excluded.zone;
  DELETE FROM trip_driver_months;
  DELETE FROM trip_passenger_months;
  FOR month IN SELECT DISTINCT date_trunc('month', v.fecha_salida AT TIME ZONE trip_totals_rebuild.zone)::date FROM viajes v ORDER BY 1 LOOP
    -- The month's trips by their departure's index, a day's margin each side for the zone's offset.
    first := month::timestamp AT TIME ZONE trip_totals_rebuild.zone - interval '1 day';
    after := (month + interval '1 month')::timestamp AT TIME ZONE trip_totals_rebuild.zone + interval '1 day';
    PERFORM trip_totals_apply('trip_driver_months', ARRAY(
      SELECT trip_driver_share(trip_totals_rebuild.zone, 1, v.fecha_salida, v.planta, v.conductor, v.status, v.distance, v.reward, v.credited_at) FROM viajes v
       WHERE v.fecha_salida >= first AND v.fecha_salida < after AND date_trunc('month', v.fecha_salida AT TIME ZONE trip_totals_rebuild.zone)::date = month
      UNION ALL
      SELECT trip_no_show_share(trip_totals_rebuild.zone, 1, v.fecha_salida, v.planta, v.conductor) FROM viajes v JOIN detalle_viaje o ON o.viaje = v.id
       WHERE v.fecha_salida >= first AND v.fecha_salida < after AND date_trunc('month', v.fecha_salida AT TIME ZONE trip_totals_rebuild.zone)::date = month AND o.status = 5));
    PERFORM trip_totals_apply('trip_passenger_months', ARRAY(
      SELECT trip_passenger_share(trip_totals_rebuild.zone, 1, v.fecha_salida, v.planta, v.distance, o.usuario, o.status, o.reward, o.credited_at) FROM viajes v JOIN detalle_viaje o ON o.viaje = v.id
       WHERE v.fecha_salida >= first AND v.fecha_salida < after AND date_trunc('month', v.fecha_salida AT TIME ZONE trip_totals_rebuild.zone)::date = month));
  END LOOP;
  -- Lists known past the cap count again (0021, server/kit/longLists.ts).
  PERFORM pg_notify('flotilla_writes', 'viajes');
END
$$;--> statement-breakpoint
SELECT trip_totals_rebuild(zone) FROM trip_totals_zone;--> statement-breakpoint
CREATE INDEX "trip_driver_months_name_idx" ON "trip_driver_months" USING btree ("mes","planta","name","usuario");--> statement-breakpoint
CREATE INDEX "trip_driver_months_finished_idx" ON "trip_driver_months" USING btree ("mes","planta","finished","usuario");--> statement-breakpoint
CREATE INDEX "trip_driver_months_km_idx" ON "trip_driver_months" USING btree ("mes","planta","km","usuario");--> statement-breakpoint
CREATE INDEX "trip_driver_months_points_idx" ON "trip_driver_months" USING btree ("mes","planta","points","usuario");--> statement-breakpoint
CREATE INDEX "trip_driver_months_cancellations_idx" ON "trip_driver_months" USING btree ("mes","planta","cancellations","usuario");--> statement-breakpoint
CREATE INDEX "trip_driver_months_no_shows_idx" ON "trip_driver_months" USING btree ("mes","planta","no_shows","usuario");--> statement-breakpoint
CREATE INDEX "trip_driver_months_usuario_idx" ON "trip_driver_months" USING btree ("usuario");--> statement-breakpoint
CREATE INDEX "trip_passenger_months_name_idx" ON "trip_passenger_months" USING btree ("mes","planta","name","usuario");--> statement-breakpoint
CREATE INDEX "trip_passenger_months_finished_idx" ON "trip_passenger_months" USING btree ("mes","planta","finished","usuario");--> statement-breakpoint
CREATE INDEX "trip_passenger_months_km_idx" ON "trip_passenger_months" USING btree ("mes","planta","km","usuario");--> statement-breakpoint
CREATE INDEX "trip_passenger_months_points_idx" ON "trip_passenger_months" USING btree ("mes","planta","points","usuario");--> statement-breakpoint
CREATE INDEX "trip_passenger_months_cancellations_idx" ON "trip_passenger_months" USING btree ("mes","planta","cancellations","usuario");--> statement-breakpoint
CREATE INDEX "trip_passenger_months_no_shows_idx" ON "trip_passenger_months" USING btree ("mes","planta","no_shows","usuario");--> statement-breakpoint
CREATE INDEX "trip_passenger_months_usuario_idx" ON "trip_passenger_months" USING btree ("usuario");--> statement-breakpoint
CREATE INDEX "solicitudes_viaje_tipo_id_idx" ON "solicitudes_viaje" USING btree ("tipo","id");--> statement-breakpoint
CREATE INDEX "solicitudes_viaje_status_tipo_id_idx" ON "solicitudes_viaje" USING btree ("status","tipo","id");--> statement-breakpoint
CREATE INDEX "viajes_tipo_id_idx" ON "viajes" USING btree ("tipo","id");--> statement-breakpoint
CREATE INDEX "viajes_status_tipo_id_idx" ON "viajes" USING btree ("status","tipo","id");--> statement-breakpoint
-- Trips written: their own shares, and those of their occupants where a trip moved to another
-- month, plant, driver or distance. Occupants written before their trip (foreign keys off) come
-- with it; an occupant written without its trip counts nothing until the trip is written.
CREATE FUNCTION "trip_totals_trips_inserted"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE tz text := (SELECT z.zone FROM trip_totals_zone z);
BEGIN
  PERFORM trip_totals_apply('trip_passenger_months', ARRAY(
    SELECT trip_passenger_share(tz, 1, v.fecha_salida, v.planta, v.distance, o.usuario, o.status, o.reward, o.credited_at) FROM new_trips v JOIN detalle_viaje o ON o.viaje = v.id));
  PERFORM trip_totals_apply('trip_driver_months', ARRAY(
    SELECT trip_driver_share(tz, 1, v.fecha_salida, v.planta, v.conductor, v.status, v.distance, v.reward, v.credited_at) FROM new_trips v
    UNION ALL
    SELECT trip_no_show_share(tz, 1, v.fecha_salida, v.planta, v.conductor) FROM new_trips v JOIN detalle_viaje o ON o.viaje = v.id WHERE o.status = 5));
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE FUNCTION "trip_totals_trips_updated"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE tz text := (SELECT z.zone FROM trip_totals_zone z);
BEGIN
  -- A moved trip's occupants: their shares on the trip as it was (minus) and as it is (plus).
  PERFORM trip_totals_apply('trip_passenger_months', ARRAY(
    SELECT trip_passenger_share(tz, m.sign, m.fecha_salida, m.planta, m.distance, o.usuario, o.status, o.reward, o.credited_at)
      FROM (SELECT v.id, s.* FROM old_trips o JOIN new_trips v ON v.id = o.id
             CROSS JOIN LATERAL (VALUES (-1, o.fecha_salida, o.planta, o.distance), (1, v.fecha_salida, v.planta, v.distance)) AS s(sign, fecha_salida, planta, distance)
            WHERE (o.fecha_salida, o.planta, o.distance) IS DISTINCT FROM (v.fecha_salida, v.planta, v.distance)) AS m
      JOIN detalle_viaje o ON o.viaje = m.id));
  PERFORM trip_totals_apply('trip_driver_months', ARRAY(
    SELECT trip_driver_share(tz, -1, v.fecha_salida, v.planta, v.conductor, v.status, v.distance, v.reward, v.credited_at) FROM old_trips v
    UNION ALL
    SELECT trip_driver_share(tz, 1, v.fecha_salida, v.planta, v.conductor, v.status, v.distance, v.reward, v.credited_at) FROM new_trips v
    UNION ALL
    SELECT trip_no_show_share(tz, m.sign, m.fecha_salida, m.planta, m.conductor)
      FROM (SELECT v.id, s.* FROM old_trips o JOIN new_trips v ON v.id = o.id
             CROSS JOIN LATERAL (VALUES (-1, o.fecha_salida, o.planta, o.conductor), (1, v.fecha_salida, v.planta, v.conductor)) AS s(sign, fecha_salida, planta, conductor)
            WHERE (o.fecha_salida, o.planta, o.conductor) IS DISTINCT FROM (v.fecha_salida, v.planta, v.conductor)) AS m
      JOIN detalle_viaje o ON o.viaje = m.id WHERE o.status = 5));
  RETURN NULL;
END
$$;--> statement-breakpoint
-- Before the row goes: its occupants go after it (ON DELETE CASCADE), when their trip can no
-- longer be read, so a trip takes its occupants' shares with it (their own trigger finds no trip).
CREATE FUNCTION "trip_totals_trip_deleting"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE tz text := (SELECT z.zone FROM trip_totals_zone z);
BEGIN
  PERFORM trip_totals_apply('trip_passenger_months', ARRAY(
    SELECT trip_passenger_share(tz, -1, OLD.fecha_salida, OLD.planta, OLD.distance, o.usuario, o.status, o.reward, o.credited_at) FROM detalle_viaje o WHERE o.viaje = OLD.id));
  PERFORM trip_totals_apply('trip_driver_months', ARRAY(
    SELECT trip_driver_share(tz, -1, OLD.fecha_salida, OLD.planta, OLD.conductor, OLD.status, OLD.distance, OLD.reward, OLD.credited_at)
    UNION ALL
    SELECT trip_no_show_share(tz, -1, OLD.fecha_salida, OLD.planta, OLD.conductor) FROM detalle_viaje o WHERE o.viaje = OLD.id AND o.status = 5));
  RETURN OLD;
END
$$;--> statement-breakpoint
-- Occupants written: the shares they had (minus) and have (plus), each on its trip as it is now.
CREATE TYPE "trip_occupant_change" AS (sign integer, viaje integer, usuario integer, status smallint, reward integer, credited_at timestamptz);--> statement-breakpoint
CREATE FUNCTION "trip_totals_occupants_written"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  tz text := (SELECT z.zone FROM trip_totals_zone z);
  changes trip_occupant_change[] := '{}';
BEGIN
  -- Each transition table exists only for the events that have it.
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    changes := ARRAY(SELECT ROW(-1, o.viaje, o.usuario, o.status, o.reward, o.credited_at)::trip_occupant_change FROM old_occupants o);
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    changes := changes || ARRAY(SELECT ROW(1, o.viaje, o.usuario, o.status, o.reward, o.credited_at)::trip_occupant_change FROM new_occupants o);
  END IF;
  PERFORM trip_totals_apply('trip_passenger_months', ARRAY(
    SELECT trip_passenger_share(tz, c.sign, v.fecha_salida, v.planta, v.distance, c.usuario, c.status, c.reward, c.credited_at) FROM unnest(changes) c JOIN viajes v ON v.id = c.viaje));
  PERFORM trip_totals_apply('trip_driver_months', ARRAY(
    SELECT trip_no_show_share(tz, c.sign, v.fecha_salida, v.planta, v.conductor) FROM unnest(changes) c JOIN viajes v ON v.id = c.viaje WHERE c.status = 5));
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE FUNCTION "trip_totals_truncated"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM trip_totals_rebuild(z.zone) FROM trip_totals_zone z;
  RETURN NULL;
END
$$;--> statement-breakpoint
-- A renamed user's rows show and sort by the new name.
CREATE FUNCTION "trip_totals_renamed"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE full_name text := trim(concat_ws(' ', NEW.name, NEW.last_name));
BEGIN
  UPDATE trip_passenger_months SET name = full_name WHERE usuario = NEW.id AND name IS DISTINCT FROM full_name;
  UPDATE trip_driver_months SET name = full_name WHERE usuario = NEW.id AND name IS DISTINCT FROM full_name;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "viajes_trip_totals_inserted" AFTER INSERT ON "viajes" REFERENCING NEW TABLE AS new_trips
  FOR EACH STATEMENT EXECUTE FUNCTION "trip_totals_trips_inserted"();--> statement-breakpoint
CREATE TRIGGER "viajes_trip_totals_updated" AFTER UPDATE ON "viajes" REFERENCING OLD TABLE AS old_trips NEW TABLE AS new_trips
  FOR EACH STATEMENT EXECUTE FUNCTION "trip_totals_trips_updated"();--> statement-breakpoint
CREATE TRIGGER "viajes_trip_totals_deleting" BEFORE DELETE ON "viajes"
  FOR EACH ROW EXECUTE FUNCTION "trip_totals_trip_deleting"();--> statement-breakpoint
CREATE TRIGGER "viajes_trip_totals_truncated" AFTER TRUNCATE ON "viajes"
  FOR EACH STATEMENT EXECUTE FUNCTION "trip_totals_truncated"();--> statement-breakpoint
CREATE TRIGGER "detalle_viaje_trip_totals_inserted" AFTER INSERT ON "detalle_viaje" REFERENCING NEW TABLE AS new_occupants
  FOR EACH STATEMENT EXECUTE FUNCTION "trip_totals_occupants_written"();--> statement-breakpoint
CREATE TRIGGER "detalle_viaje_trip_totals_updated" AFTER UPDATE ON "detalle_viaje" REFERENCING OLD TABLE AS old_occupants NEW TABLE AS new_occupants
  FOR EACH STATEMENT EXECUTE FUNCTION "trip_totals_occupants_written"();--> statement-breakpoint
CREATE TRIGGER "detalle_viaje_trip_totals_deleted" AFTER DELETE ON "detalle_viaje" REFERENCING OLD TABLE AS old_occupants
  FOR EACH STATEMENT EXECUTE FUNCTION "trip_totals_occupants_written"();--> statement-breakpoint
CREATE TRIGGER "detalle_viaje_trip_totals_truncated" AFTER TRUNCATE ON "detalle_viaje"
  FOR EACH STATEMENT EXECUTE FUNCTION "trip_totals_truncated"();--> statement-breakpoint
CREATE TRIGGER "usuarios_trip_totals_renamed" AFTER UPDATE OF name, last_name ON "usuarios"
  FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name OR OLD.last_name IS DISTINCT FROM NEW.last_name) EXECUTE FUNCTION "trip_totals_renamed"();--> statement-breakpoint
ALTER TABLE "viajes" ENABLE ALWAYS TRIGGER "viajes_trip_totals_inserted";--> statement-breakpoint
ALTER TABLE "viajes" ENABLE ALWAYS TRIGGER "viajes_trip_totals_updated";--> statement-breakpoint
ALTER TABLE "viajes" ENABLE ALWAYS TRIGGER "viajes_trip_totals_deleting";--> statement-breakpoint
ALTER TABLE "viajes" ENABLE ALWAYS TRIGGER "viajes_trip_totals_truncated";--> statement-breakpoint
ALTER TABLE "detalle_viaje" ENABLE ALWAYS TRIGGER "detalle_viaje_trip_totals_inserted";--> statement-breakpoint
ALTER TABLE "detalle_viaje" ENABLE ALWAYS TRIGGER "detalle_viaje_trip_totals_updated";--> statement-breakpoint
ALTER TABLE "detalle_viaje" ENABLE ALWAYS TRIGGER "detalle_viaje_trip_totals_deleted";--> statement-breakpoint
ALTER TABLE "detalle_viaje" ENABLE ALWAYS TRIGGER "detalle_viaje_trip_totals_truncated";--> statement-breakpoint
ALTER TABLE "usuarios" ENABLE ALWAYS TRIGGER "usuarios_trip_totals_renamed";
