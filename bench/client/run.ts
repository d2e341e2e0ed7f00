/**
 * The client's figures against a running server, printed as a table:
 *   npx tsx bench/client/run.ts --base http://localhost:4999 --email admin@flotilla.mx --password flotilla [--runs 7] [--latency 100] [--json] [--waterfall]
 *     [--desk c4@flotilla.mx --phone conductor@flotilla.mx]
 * --latency adds that many ms to each request of the timed pages (the app's and the reference's), as a distant server would.
 * --desk and --phone (same password) time panic alerts from that phone account to that C4 desk (alertDesk.ts): each is
 *   raised and attended in that server's data, and stays there (npm run bench deletes its own).
 * --waterfall prints the median run's requests (ms from navigation start; "cache" when the browser's cache answered).
 */
import { parseArgs } from 'node:util';
import { measureClient, type RowsTiming } from './measureClient';
import { clientReport } from './report';

const { values } = parseArgs({
  options: {
    base: { type: 'string', default: 'http://localhost:8000' },
    email: { type: 'string', default: 'admin@flotilla.mx' },
    password: { type: 'string' },
    runs: { type: 'string', default: '7' },
    latency: { type: 'string', default: '0' },
    json: { type: 'boolean', default: false },
    waterfall: { type: 'boolean', default: false },
    desk: { type: 'string' },
    phone: { type: 'string' },
  },
});

function printWaterfall(how: string, timing: RowsTiming) {
  const run = [...timing.runs].sort((a, b) => a.ms - b.ms)[Math.floor(timing.runs.length / 2)];
  console.log(`\nwaterfall of the median run, ${how} (${run.ms} ms; in the document at ${run.inDocumentMs} ms; long tasks ${run.longTasks.count}, ${run.longTasks.ms} ms)`);
  for (const step of [...run.steps].sort((a, b) => a.start - b.start)) {
    const source = step.transferBytes === 0 ? 'cache' : `${step.transferBytes} B`;
    console.log(`  ${String(step.start).padStart(7)} → ${String(step.end).padStart(7)} ms  ${source.padStart(9)}  ${step.name}`);
  }
}

async function main() {
  if (!values.password) throw new Error('--password is required (the demo accounts use "flotilla")');
  const runs = Number(values.runs);
  if (!Number.isInteger(runs) || runs < 1) throw new Error('--runs must be a whole number of at least 1');
  const latencyMs = Number(values.latency);
  if (!Number.isFinite(latencyMs) || latencyMs < 0) throw new Error('--latency must be a number of ms, 0 or more');
  if (!values.desk !== !values.phone) throw new Error('--desk and --phone go together');
  const password = values.password;
  const alertDesk = values.desk && values.phone ? { desk: { email: values.desk, password }, phone: { email: values.phone, password } } : undefined;
  const figures = await measureClient({ baseUrl: values.base!, admin: { email: values.email!, password }, runs, latencyMs, alertDesk, log: (line) => console.error(line) });
  if (values.json) console.log(JSON.stringify(figures, null, 2));
  else console.log(clientReport(figures));
  if (values.waterfall) {
    printWaterfall('new tab', figures.rows);
    printWaterfall('open tab', figures.rows.openTab);
  }
}

main().catch((error: Error) => {
  console.error(error.message);
  process.exitCode = 1;
});
