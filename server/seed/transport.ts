import { and, asc, count, eq, sql } from 'drizzle-orm';
import { GROUPS } from '../../domain/roles';
import type { Db } from '../db/client';
import { rutas, usuarios } from '../db/schema';
import { ANNOUNCED_TABLES, WRITES_CHANNEL } from '../kit/writesListener';
import { readSettings } from '../resources/settings';
import { rewardTerms } from '../resources/transport/rewardCredit';
import { rewriteLedger, writeTripHistory } from './transportCredits';
import { insertMatchedRequests, insertOpenRequests, writeRequestHistory } from './transportRequests';
import { createSeedTables, writeRoutesAndPools } from './transportSetup';
import { insertOccupants, insertTracks, insertTrips } from './transportTrips';
import type { Seed } from './types';

export { DEMO_ROUTES } from './transportLines';

/** The administrator who completes trips and decides requests in the demo: the first active one. */
async function firstAdmin(tx: Db) {
  const [admin] = await tx
    .select({ id: usuarios.id })
    .from(usuarios)
    .where(and(eq(usuarios.status, 1), sql`${usuarios.groups} @> ARRAY[${GROUPS.admin}]::text[]`))
    .orderBy(asc(usuarios.id))
    .limit(1);
  return admin?.id ?? null;
}

/** The tables the seed writes. */
const WRITTEN = ['rutas', 'viajes', 'viaje_tracks', 'detalle_viaje', 'solicitudes_viaje', 'puntos_ledger', 'usuarios', 'vehiculos', 'record_history'];

/**
 * Foreign-key triggers off for the seed's statements when the role may (the embedded database's
 * owner may): the statements write references they read from the tables themselves (the seed's
 * test checks every one), and checking some 100,000 rows one by one was a third of the seed's
 * time. Statement triggers are off too, so the writes are announced by hand afterwards
 * (migration 0021: a list counted past its cap counts again). Without the right, checks run.
 */
async function withoutReferenceChecks(tx: Db, work: () => Promise<void>) {
  const off = await tx.transaction(async (s) => { await s.execute(sql`SET LOCAL session_replication_role = replica`); }).then(() => true, () => false);
  await work();
  if (!off) return;
  await tx.execute(sql`SET LOCAL session_replication_role = origin`);
  const announced = WRITTEN.filter((table) => ANNOUNCED_TABLES.includes(table));
  await tx.execute(sql`SELECT pg_notify(${WRITES_CHANNEL}, name) FROM unnest(${sql.param(announced)}::text[]) AS name`);
}

/**
 * Staff transport (DOMAIN §5 Routes, Trips, Occupants, Trip requests): a dozen routes on real
 * streets of the plants' cities, a year of trips up to three weeks ahead with their occupants in
 * every state and their tracks, trip requests in every state, and the completed trips' points in
 * the rewards, the ledger and the balances. Set-based: each kind of row is one statement. Every
 * trip is driven in its driver's own Active car (a driver of the lines without one is given one).
 * Needs plants, users and vehicles; a database that has routes already keeps them.
 */
export const transportSeed: Seed = {
  name: 'transport',
  async run({ tx, store }) {
    const [{ n }] = await tx.select({ n: count() }).from(rutas);
    if (n > 0) return;
    const settings = await readSettings(tx);
    // The server's TIME_ZONE (server/config.ts has checked it before a seed runs): where a day's and a month's trips start.
    const tz = process.env.TIME_ZONE?.trim() || 'America/Mexico_City';
    const admin = await firstAdmin(tx);
    // Its own transaction (a savepoint within the demo's), so the temporary tables live on one connection.
    await tx.transaction((t) => withoutReferenceChecks(t, async () => {
      await createSeedTables(t);
      if (!(await writeRoutesAndPools(t, { now: new Date(), store, settings }))) return;
      const terms = rewardTerms(settings);
      await insertTrips(t, tz, terms.driver);
      await t.execute(sql`ANALYZE viajes`);
      await insertOccupants(t, tz, settings.passengers_limit, terms.passenger);
      await t.execute(sql`ANALYZE detalle_viaje`);
      await insertTracks(t);
      await insertMatchedRequests(t, tz);
      await insertOpenRequests(t, tz);
      await rewriteLedger(t, admin);
      await writeTripHistory(t, admin);
      await writeRequestHistory(t, admin);
      await t.execute(sql`DROP TABLE seed_transport_lines, seed_transport_routes, seed_transport_pool, seed_transport_jitter`);
    }));
  },
};
