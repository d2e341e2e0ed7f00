import { inject } from 'vitest';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { ensureBenchData, type BenchDataset } from '../../../bench/data';
import { homeLinkScenarios } from '../../../bench/homeScenarios';
import { listOf, readFacts, scenarios, type Facts } from '../../../bench/scenarios';
import { buildApp } from '../../../server/app';
import { loadConfig } from '../../../server/config';
import { connect, type Database } from '../../../server/db/client';

/**
 * Every call bench/scenarios.ts measures is one the API answers, on the bench's data at a tiny
 * scale (a database of its own cloned from the migrated template): a scenario with a wrong path,
 * filter or ordering would measure a refusal.
 */
const adminUrl = inject('pgAdminUrl');
const name = `bench_${randomBytes(6).toString('hex')}`;
const url = adminUrl.replace(/\/[^/]*$/, `/${name}`);
const dataDir = mkdtempSync(path.join(tmpdir(), 'flotilla-bench-'));
let dataset: BenchDataset;
let facts: Facts;
let database: Database;
let app: FastifyInstance;
let token: string;

beforeAll(async () => {
  const admin = connect(adminUrl, 1);
  await admin.pool.query(`CREATE DATABASE ${name} TEMPLATE flotilla_template`);
  await admin.close();
  dataset = await ensureBenchData(url, { scale: 0.0005 });
  facts = await readFacts(url, dataset);
  database = connect(url, 2);
  const config = { ...loadConfig({ DATA_DIR: dataDir, JWT_SECRET: randomBytes(32).toString('hex') }), logLevel: 'silent' };
  app = await buildApp({ config, database, mailer: { outboxDir: dataDir, send: async () => undefined } });
  const login = await app.inject({ method: 'POST', url: '/api/auth/login/', payload: { email: dataset.accounts.admin.email, password: dataset.accounts.admin.password } });
  token = login.json().access;
});

afterAll(async () => {
  await app?.close();
  await database?.close();
  const admin = connect(adminUrl, 1);
  await admin.pool.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.close();
  rmSync(dataDir, { recursive: true, force: true });
});

test('every scenario is a call the API answers with 200', async () => {
  const all = scenarios(facts);
  expect(all.filter((s) => s.group === 'transport').length).toBeGreaterThan(40);
  expect(all.filter((s) => s.group === 'home').map((s) => s.name)).toEqual([
    'home: figures, every plant', 'home: figures, one plant', 'home: trends, every plant', 'home: trends, one plant',
  ]);
  expect(all.filter((s) => s.group === 'expiry' && s.load).map((s) => s.name)).toEqual([
    'expiry: screen default (soonest first)', 'expiry: plant', 'expiry: kind (licences)', 'expiry: expiring (Home)', 'expiry: expired, plant',
  ]);
  expect(all.filter((s) => s.group === 'account').map((s) => s.name)).toEqual([
    'account: sign-in log, busy person', 'account: sign-in log, busy person, page 40', 'account: sign-in log, few events',
    "account: a person's security (factor and sessions)", 'account: own account (My account)', 'account: own sessions (My account)',
  ]);
  for (const { name: scenario, call } of all) {
    const res = await app.inject({ method: call.method, url: call.path, headers: { authorization: `Bearer ${token}` }, payload: call.body as object | undefined });
    expect([scenario, res.statusCode, res.statusCode === 200 ? '' : res.body]).toEqual([scenario, 200, '']);
  }
});

test("Home's links are its figures' lists, with their filters and their screens' sorts, each answered with 200", async () => {
  const figures = [];
  for (const [which, query] of [['every plant', ''], ['one plant', `?planta=${facts.planta}`]]) {
    const res = await app.inject({ method: 'GET', url: `/api/inicio/${query}`, headers: { authorization: `Bearer ${token}` } });
    figures.push({ which, answer: res.json() });
  }
  const links = homeLinkScenarios(figures, listOf);
  expect(links.length).toBe(figures[0].answer.figures.length * 2);
  expect(links.every((s) => s.examine && !s.load)).toBe(true);
  const alerts = links.find((s) => s.name === 'home link: alerts_active, one plant')!;
  expect(alerts.call).toEqual({ method: 'POST', path: '/api/alertas/q/?page=1&limit=25', body: { status: 0, planta: facts.planta, ordering: '-created_at' } });
  for (const { name: scenario, call } of links) {
    const res = await app.inject({ method: call.method, url: call.path, headers: { authorization: `Bearer ${token}` }, payload: call.body as object | undefined });
    expect([scenario, res.statusCode, res.statusCode === 200 ? '' : res.body]).toEqual([scenario, 200, '']);
  }
});

test('the transport scenarios read rows: a month of trips and its totals, a driver’s trips, a trip’s occupants and track', async () => {
  const rowsOf = async (scenario: string) => {
    const { call } = scenarios(facts).find((s) => s.name === scenario)!;
    const res = await app.inject({ method: call.method, url: call.path, headers: { authorization: `Bearer ${token}` }, payload: call.body as object | undefined });
    const body = res.json();
    return Array.isArray(body) ? body : body.results;
  };
  for (const scenario of [
    'trips: departure in a month', 'trips: driver', 'trip drivers: a month (screen default)', 'trip passengers: a month (screen default)',
    "occupants: a trip's", "trips: one record's track (coordenadas)", 'trip requests: search few', 'routes: search few',
  ]) {
    expect([scenario, (await rowsOf(scenario)).length > 0]).toEqual([scenario, true]);
  }
  expect(facts.noShows).toBeGreaterThan(0);
});

test('the account scenarios read what they are named for: a full deep page of the busy log, a few events, a factor and live sessions', async () => {
  const answer = async (scenario: string) => {
    const { call } = scenarios(facts).find((s) => s.name === scenario)!;
    return (await app.inject({ method: call.method, url: call.path, headers: { authorization: `Bearer ${token}` } })).json();
  };
  const deep = await answer('account: sign-in log, busy person, page 40');
  expect(deep.results).toHaveLength(25);
  expect(deep.results.every((row: { action: string }) => row.action)).toBe(true);
  const few = (await answer('account: sign-in log, few events')).results;
  expect(few.length).toBeGreaterThan(0);
  expect(few.length).toBeLessThan(10);
  const security = await answer("account: a person's security (factor and sessions)");
  expect([security.second_factor.enabled, security.second_factor.recovery_codes_left, security.sessions.length]).toEqual([true, 7, 6]);
  expect((await answer('account: own sessions (My account)')).length).toBeGreaterThanOrEqual(5);
});
