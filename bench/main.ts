/**
 * `npm run bench`: builds the bench's own database, then measures, in one run on this
 * machine, every list a screen opens against the same SQL sent bare to PostgreSQL, checks the
 * plans, measures exports and the client. docs/PERFORMANCE.md says how to read it.
 */
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { withClient } from './pgClient';
import { endEarlierSessions } from './accountScenarios';
import { openBenchDatabase } from './database';
import { ensureBenchData } from './data';
import { untilVisible } from './data/visibility';
import { bareLoad, bareTool, type BareFigures } from './bare';
import { treePids, withCpu, type CpuPerCall } from './cpu';
import { measureExport } from './exports';
import { FLOOR_PATH, startFloor } from './floor';
import { BROWSER_HEADERS, load, loadTool, median, UNCOMPRESSED_HEADERS } from './load';
import { homeLinkScenarios, readHomeFigures } from './homeScenarios';
import { openPlanner, outline, wanders, type PlanFinding } from './plans';
import { loadTable, misses, startReport, TARGETS, workersTable, type Row, type WorkersRow } from './report';
import { listOf, readFacts, resolveCursors, scenarios, type Scenario } from './scenarios';
import { startServer, signIn, untilSettled } from './server';
import { measureStarts } from './start';
import { openCapturer } from './sqlCapture';

const { values: args } = parseArgs({
  options: {
    scale: { type: 'string', default: process.env.BENCH_SCALE ?? '1' },
    seconds: { type: 'string', default: '5' },
    rounds: { type: 'string', default: '3' },
    connections: { type: 'string', default: '16' },
    only: { type: 'string' },
    'skip-load': { type: 'boolean', default: false },
    'skip-floor': { type: 'boolean', default: false },
    analyze: { type: 'boolean', default: false },
    'skip-exports': { type: 'boolean', default: false },
    'skip-client': { type: 'boolean', default: false },
    'skip-workers': { type: 'boolean', default: false },
    'skip-start': { type: 'boolean', default: false },
    uncompressed: { type: 'boolean', default: false },
  },
});
const seconds = Number(args.seconds);
const rounds = Number(args.rounds);
const connections = Number(args.connections);
const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const appDir = path.join(root, '.bench-data', 'app');
const log = (line: string) => console.log(line);

/** Timed second starts (bench/start.ts): their median is judged. */
const START_RUNS = 3;

/** The calls measured with one server process and with the default (WORKERS unset): a list page, a record, a loans screen. */
const WORKERS_CALLS = ['users: GET page 2 (name)', 'users: one record', 'loans: open requests (screen default)'];

/** A statement in a line: its start and its end (the WHERE, ORDER BY and LIMIT), not the middle of a long select list. */
const excerpt = (text: string) => {
  const line = text.replace(/\s+/g, ' ');
  return line.length > 320 ? `${line.slice(0, 100)} … ${line.slice(-200)}` : line;
};

const medianCpu = (cpus: CpuPerCall[]): CpuPerCall | undefined =>
  cpus.length ? { nodeUs: median(cpus.map((c) => c.nodeUs)), pgUs: median(cpus.map((c) => c.pgUs)), ratio: median(cpus.map((c) => c.ratio)) } : undefined;

/** The server's start-up work (documents moved to expiring or expired) clears visibility map pages: set them again before measuring. */
async function settleVisibility(url: string) {
  await withClient(url, (client) => untilVisible(client, log));
}

async function main() {
  process.chdir(root);
  mkdirSync(appDir, { recursive: true });
  const failures: string[] = [];
  const database = await openBenchDatabase();
  try {
    const dataset = await ensureBenchData(database.url, { scale: Number(args.scale), log });
    await endEarlierSessions(database.url, dataset);
    // Only the client's part needs it: the server answers the API without it.
    if (!args['skip-client'] && !existsSync(path.join(root, 'dist', 'index.html'))) {
      log('Building the client (npm run build) …');
      execFileSync('npm', ['run', 'build'], { stdio: 'inherit' });
    }
    const server = await startServer(database.url, appDir);
    log(`The server settled after ${(await untilSettled(server.pid, database.url)) / 1000} s of start-up work.`);
    await settleVisibility(database.url);
    const capturer = await openCapturer(database.url, appDir);
    const planner = await openPlanner(database.url);
    try {
      const admin = dataset.accounts.admin;
      const token = await signIn(server.origin, admin.email, admin.password);
      const facts = await readFacts(database.url, dataset);
      const picked = (s: Scenario) => !args.only || args.only.split('|').some((part) => s.name.includes(part));
      const all = [...scenarios(facts), ...(homeLinkScenarios(await readHomeFigures(server.origin, await token(), facts.planta), listOf))];
      const chosen = await resolveCursors(server.origin, await token(), all.filter(picked));

      // Plans first: cheap, and a sequential scan explains a slow row below.
      log(`\n# Plans of ${chosen.length} list and record calls (large tables: ${[...planner.large].join(', ')})`);
      const captured = new Map<string, Awaited<ReturnType<typeof capturer.capture>>>();
      const findings: { name: string; finding: PlanFinding }[] = [];
      const wandering: { name: string; statement: string; why: string[]; plan: string }[] = [];
      let examined = 0;
      for (const scenario of chosen) {
        const result = await capturer.capture(scenario.call, await token());
        captured.set(scenario.name, result);
        if (result.status !== 200) failures.push(`${scenario.name}: HTTP ${result.status}`);
        // Both calls' statements: the first's count is what a list costs until it is known past the cap.
        const seen = new Set<string>();
        for (const statement of [...result.first, ...result.statements]) {
          const key = JSON.stringify(statement);
          if (seen.has(key)) continue;
          seen.add(key);
          findings.push({ name: scenario.name, finding: await planner.explain(statement) });
          if (!scenario.examine) continue;
          // What its scans read when run (EXPLAIN ANALYZE): more than 20× the rows it returns is a plan that wanders.
          const { examination, plan } = await planner.examine(statement);
          examined += 1;
          const why = wanders(examination);
          if (why.length) wandering.push({ name: scenario.name, statement: excerpt(statement.text), why, plan: outline(plan) });
        }
      }
      const scans = findings.filter((f) => f.finding.seqScans.length);
      for (const { name, finding } of scans) log(`SEQ SCAN ${finding.seqScans.join(', ')} — ${name}: ${finding.statement}`);
      log(scans.length ? `${scans.length} statements read a large table whole` : 'No statement reads a large table whole.');
      if (args.analyze) {
        for (const scenario of chosen) {
          for (const statement of captured.get(scenario.name)?.statements ?? []) {
            log(`\n## ${scenario.name}\n${statement.text}\n${JSON.stringify(statement.values)}\n${await planner.analyze(statement)}`);
          }
        }
      }
      for (const { name, finding } of scans) failures.push(`plan: ${name} reads ${finding.seqScans.join(', ')} whole`);
      for (const w of wandering) log(`\nWANDERS ${w.name}: ${w.why.join('; ')}\n${w.statement}\n${w.plan}`);
      log(
        wandering.length
          ? `${wandering.length} of ${examined} list statements examine more than ${TARGETS.examinedPerReturned}× the rows they return`
          : `No list statement of ${examined} examines more than ${TARGETS.examinedPerReturned}× the rows it returns.`,
      );
      for (const w of wandering) failures.push(`plan: ${w.name} ${w.why.join('; ')}`);

      if (!args['skip-load']) {
        const loaded = chosen.filter((s) => s.load);
        const statementsOf = (name: string) => captured.get(name)?.statements ?? [];
        // The floor answers the same statements as the least a Node server does (bench/floor.ts).
        const floor = args['skip-floor'] ? undefined : await startFloor(database.url, loaded.map((s) => statementsOf(s.name)));
        const postmaster = database.postmaster();
        log(`\n# Load: ${connections} connections, ${rounds} rounds of ${seconds} s each side; API${floor ? ' and floor' : ''} load by ${await loadTool()}, bare SQL by ${await bareTool()} (the statements a repeated call sends); medians`);
        log(`The server with WORKERS=1. CPU per call from /proc during each round: node µs (the server's processes, or the floor's), pg µs (the postmaster and its backends${postmaster ? '' : ': not measured, PostgreSQL is not on this machine'}).`);
        const sent = args.uncompressed ? UNCOMPRESSED_HEADERS : BROWSER_HEADERS;
        if (args.uncompressed) log('--uncompressed: the API is asked for answers without compression (accept-encoding: identity), as the floor answers.');
        try {
          const rows: Row[] = [];
          for (const [index, scenario] of loaded.entries()) {
            const statements = statementsOf(scenario.name);
            const api: Awaited<ReturnType<typeof withCpu<Awaited<ReturnType<typeof load>>>>>[] = [];
            const floors: typeof api = [];
            const bare: BareFigures[] = [];
            for (let round = 0; round < rounds; round++) {
              const apiToken = await token();
              api.push(await withCpu(server.pid, postmaster, () => load(server.origin, apiToken, scenario.call, connections, seconds, sent)));
              if (floor && statements.length) floors.push(await withCpu(floor.pid, postmaster, () => load(floor.origin, '', { method: 'GET', path: `${FLOOR_PATH}${index}` }, connections, seconds)));
              bare.push(await bareLoad(database.url, statements, connections, seconds));
            }
            const row: Row = {
              name: scenario.name,
              kind: scenario.kind,
              rate: median(api.map((r) => r.rate)),
              p50: median(api.map((r) => r.p50)),
              p99: median(api.map((r) => r.p99)),
              bare: median(bare.map((b) => b.rate)),
              bareMs: (connections * 1000) / median(bare.map((b) => b.rate)),
              bareP99: median(bare.map((b) => b.p99)),
              ratio: median(api.map((r, i) => r.rate / bare[i].rate)),
              errors: [...api, ...floors].reduce((n, r) => n + r.errors, 0),
              cpu: postmaster ? medianCpu(api.map((r) => r.cpu)) : undefined,
              floor: floors.length
                ? { rate: median(floors.map((r) => r.rate)), p99: median(floors.map((r) => r.p99)), ratio: median(floors.map((r, i) => r.rate / bare[i].rate)), cpu: postmaster ? medianCpu(floors.map((r) => r.cpu)) : undefined }
                : undefined,
            };
            rows.push(row);
            log(loadTable([row]).split('\n')[1]);
            for (const miss of misses(row)) failures.push(`${row.name}: ${miss}`);
          }
          log(`\n${loadTable(rows)}`);
          writeFileSync(path.join(root, '.bench-data', 'load-latest.json'), JSON.stringify(rows, null, 2));
        } finally {
          await floor?.stop();
        }

        // Every core: the same calls with WORKERS unset (the server's default), beside WORKERS=1, rounds taken in turn.
        const both = loaded.filter((s) => WORKERS_CALLS.includes(s.name));
        if (!args['skip-workers'] && both.length) {
          const many = await startServer(database.url, appDir, 'default');
          try {
            await untilSettled(many.pid, database.url);
            const processes = treePids(many.pid).length;
            log(`\n# Every core: WORKERS=1 beside WORKERS unset (${processes} server process${processes === 1 ? '' : 'es'}), ${rounds} rounds of ${seconds} s each; medians`);
            const workerRows: WorkersRow[] = [];
            for (const scenario of both) {
              const one: Awaited<ReturnType<typeof withCpu<Awaited<ReturnType<typeof load>>>>>[] = [];
              const all: typeof one = [];
              // A discarded round on each first: the default server is new, its code not yet optimised nor its caches filled.
              for (const origin of [server.origin, many.origin]) await load(origin, await token(), scenario.call, connections, Math.min(seconds, 2));
              for (let round = 0; round < rounds; round++) {
                const t = await token();
                one.push(await withCpu(server.pid, postmaster, () => load(server.origin, t, scenario.call, connections, seconds)));
                all.push(await withCpu(many.pid, postmaster, () => load(many.origin, t, scenario.call, connections, seconds)));
              }
              const errors = [...one, ...all].reduce((n, r) => n + r.errors, 0);
              if (errors) failures.push(`${scenario.name} (workers): ${errors} failed requests`);
              workerRows.push({ name: scenario.name, one: median(one.map((r) => r.rate)), all: median(all.map((r) => r.rate)), oneCpu: medianCpu(one.map((r) => r.cpu)), allCpu: medianCpu(all.map((r) => r.cpu)) });
            }
            log(workersTable(workerRows, `WORKERS unset (${processes})`));
          } finally {
            await many.stop();
          }
        }
      }

      if (!args['skip-exports']) {
        // Every loan and every trip, whole, and a filtered export of occupants (the no-shows, GET with the filter as a query parameter).
        const exportsChosen = [
          { name: 'loans: export', base: 'prestamos', rows: dataset.sizes.prestamos, formats: ['csv', 'xlsx'] as const, query: '' },
          { name: 'trips: export', base: 'viajes', rows: dataset.sizes.viajes, formats: ['csv', 'xlsx'] as const, query: '' },
          { name: 'occupants: export (not present)', base: 'detalle_viaje', rows: facts.noShows, formats: ['csv'] as const, query: 'status=5' },
          { name: 'alerts: export', base: 'alertas', rows: facts.alerts.alerts, formats: ['csv', 'xlsx'] as const, query: '' },
          { name: 'expiry: export', base: 'vencimientos', rows: facts.expiry.rows, formats: ['csv', 'xlsx'] as const, query: '' },
        ].filter((e) => !args.only || args.only.split('|').some((part) => e.name.includes(part)));
        for (const chosen of exportsChosen) {
          log(`\n# ${chosen.name}: ${chosen.rows} rows`);
          for (const format of chosen.formats) {
            const figure = await measureExport(server.origin, await token(), server.pid, chosen.base, format, chosen.rows, chosen.query);
            log(`${format}: ${figure.rows} rows, ${(figure.bytes / 1048576).toFixed(1)} MB in ${figure.seconds.toFixed(1)} s = ${figure.rowsPerSecond.toFixed(0)} rows/s; server memory ${figure.rssBeforeMb.toFixed(0)} → peak ${figure.rssPeakMb.toFixed(0)} MB (+${figure.growthMb.toFixed(0)}, target ≤ ${TARGETS.exportGrowthMb})`);
            if (figure.status !== 200) failures.push(`${chosen.name} ${format}: HTTP ${figure.status}`);
            if (figure.growthMb > TARGETS.exportGrowthMb) failures.push(`${chosen.name} ${format}: memory grew ${figure.growthMb.toFixed(0)} MB`);
          }
        }
      }

      if (!args['skip-client']) {
        const { measureClient } = await import('./client/measureClient');
        const { clientReport } = await import('./client/report');
        log('\n# Client');
        const { forgetDeskAlerts } = await import('./client/alertDesk');
        const client = await measureClient({ baseUrl: server.origin, admin, alertDesk: { desk: dataset.accounts.c4, phone: dataset.accounts.rh }, log }).finally(() =>
          forgetDeskAlerts(database.url),
        );
        log(clientReport(client));
        for (const fail of client.fails) failures.push(`client: ${fail}`);
      }
    } finally {
      await planner.close();
      await capturer.close();
      await server.stop();
    }
  } finally {
    await database.stop();
  }
  if (!args['skip-start']) {
    // Last, the bench's database stopped: a start on a machine doing nothing else of the bench's.
    log(`\n# Start: a second \`npm start\` on an unchanged checkout (a copy in .bench-data/start, its demo data, WORKERS unset), launch to /api/ready 200; ${START_RUNS} timed after one that is not`);
    try {
      const starts = await measureStarts(root, START_RUNS, log);
      const { line, miss } = startReport(starts.secondsMs, starts.rebuilt);
      log(line);
      if (miss) failures.push(miss);
    } catch (err) {
      log(`start: ${(err as Error).message}`);
      failures.push(`start: ${(err as Error).message}`);
    }
  }
  log(failures.length ? `\n${failures.length} targets missed:\n- ${failures.join('\n- ')}` : '\nEvery target met.');
  return failures.length;
}

// Exited explicitly: the embedded PostgreSQL's exit hook (async-exit-hook) exits with 0 on beforeExit, over any exitCode.
main().then((missed) => process.exit(missed ? 1 : 0), (err) => {
  console.error(err);
  process.exit(2);
});
