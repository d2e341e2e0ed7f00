/**
 * The client's figures against a running server, printed as a table:
 *   npx tsx bench/client/run.ts --base http://localhost:4999 --email admin@flotilla.mx --password flotilla [--runs 7] [--latency 100] [--json] [--waterfall]
 * --latency adds that many ms to each request of the timed pages (the app's and the reference's), as a distant server would.
 * --waterfall prints the median run's requests (ms from navigation start; "cache" when the browser's cache answered).
 */
import { parseArgs } from 'node:util';
import { measureClient, ratio, type ClientFigures, type RowsTiming } from './measureClient';
import { median } from './rows';

const { values } = parseArgs({
  options: {
    base: { type: 'string', default: 'http://localhost:8000' },
    email: { type: 'string', default: 'admin@flotilla.mx' },
    password: { type: 'string' },
    runs: { type: 'string', default: '7' },
    latency: { type: 'string', default: '0' },
    json: { type: 'boolean', default: false },
    waterfall: { type: 'boolean', default: false },
  },
});

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const verdict = (value: number, budget: number) => (value <= budget ? 'ok' : 'OVER');

function printWaterfall(how: string, timing: RowsTiming) {
  const run = [...timing.runs].sort((a, b) => a.ms - b.ms)[Math.floor(timing.runs.length / 2)];
  console.log(`\nwaterfall of the median run, ${how} (${run.ms} ms; in the document at ${run.inDocumentMs} ms; long tasks ${run.longTasks.count}, ${run.longTasks.ms} ms)`);
  for (const step of [...run.steps].sort((a, b) => a.start - b.start)) {
    const source = step.transferBytes === 0 ? 'cache' : `${step.transferBytes} B`;
    console.log(`  ${String(step.start).padStart(7)} → ${String(step.end).padStart(7)} ms  ${source.padStart(9)}  ${step.name}`);
  }
}

function print(figures: ClientFigures) {
  const { budgets } = figures;
  console.log('\nscript bytes (brotli, as sent)            size        budget     ');
  console.log(`  sign-in page                     ${kb(figures.signIn.bytes).padStart(10)}  ${kb(budgets.signInBytes).padStart(10)}  ${verdict(figures.signIn.bytes, budgets.signInBytes)}`);
  console.log(`  sign-in page + first screen      ${kb(figures.firstScreen.bytes).padStart(10)}  ${kb(budgets.firstScreenBytes).padStart(10)}  ${verdict(figures.firstScreen.bytes, budgets.firstScreenBytes)}`);
  console.log(`\nlazy chunks (each ≤ ${kb(budgets.lazyChunkBytes)}), largest first`);
  for (const chunk of figures.chunks) {
    console.log(`  ${chunk.file.padEnd(40)} ${kb(chunk.bytes).padStart(10)}  ${verdict(chunk.bytes, budgets.lazyChunkBytes).padEnd(4)}  ${chunk.screen}`);
  }
  console.log('\nscripts each screen adds to the first screen');
  for (const screen of figures.screens) {
    const landed = screen.landedAt ? `  (landed at ${screen.landedAt})` : '';
    console.log(`  ${screen.name.padEnd(26)} ${kb(screen.bytes).padStart(10)} in ${String(screen.files.length).padStart(2)} files  ${screen.path}${landed}`);
  }
  const { rows } = figures;
  console.log(`\ntime to 100 rows with their actions, ${rows.path} (target ${budgets.rowsMs} ms), medians of ${rows.runs.length} runs${rows.latencyMs ? `, ${rows.latencyMs} ms added to each request` : ''}`);
  const printTiming = (how: string, timing: RowsTiming) => {
    const { phases } = timing;
    console.log(`  ${how.padEnd(26)} ${String(timing.medianMs).padStart(7)} ms  ${verdict(timing.medianMs, budgets.rowsMs)}  (runs: ${timing.runs.map((run) => run.ms).join(', ')})`);
    console.log(`    list call starts at ${phases.listCallStartMs} ms and takes ${phases.listCallMs} ms; rows in the document ${phases.rowsAfterAnswerMs} ms after its answer (median ${median(timing.runs.map((run) => run.inDocumentMs))} ms); painted ${phases.paintMs} ms later`);
  };
  printTiming('new tab', rows);
  printTiming('open tab (reload)', rows.openTab);
  console.log(`  reference (a bare page: the same calls, the same rows in plain DOM; reference.ts): new tab ${rows.reference.newTab.medianMs} ms, open tab ${rows.reference.openTab.medianMs} ms`);
  console.log(`    the app: new tab ${ratio(rows, rows.reference.newTab)}, open tab ${ratio(rows.openTab, rows.reference.openTab)}`);
  console.log(`  phone (390 px, cards): ${rows.phone ? `${rows.phone.ms} ms, one run` : 'no cards shown'}`);
  const { machine } = figures;
  console.log(`  machine: ${machine.cores} cores, load average ${machine.loadBefore} before, ${machine.loadAfter} after (times grow with the load)`);
  if (figures.outside.length) console.log(`\nrefused requests to other origins: ${figures.outside.join(', ')}`);
  console.log(figures.fails.length ? `\nover budget:\n  ${figures.fails.join('\n  ')}` : '\nall client budgets met');
}

async function main() {
  if (!values.password) throw new Error('--password is required (the demo accounts use "flotilla")');
  const runs = Number(values.runs);
  if (!Number.isInteger(runs) || runs < 1) throw new Error('--runs must be a whole number of at least 1');
  const latencyMs = Number(values.latency);
  if (!Number.isFinite(latencyMs) || latencyMs < 0) throw new Error('--latency must be a number of ms, 0 or more');
  const figures = await measureClient({ baseUrl: values.base!, admin: { email: values.email!, password: values.password }, runs, latencyMs, log: (line) => console.error(line) });
  if (values.json) console.log(JSON.stringify(figures, null, 2));
  else print(figures);
  if (values.waterfall) {
    printWaterfall('new tab', figures.rows);
    printWaterfall('open tab', figures.rows.openTab);
  }
}

main().catch((error: Error) => {
  console.error(error.message);
  process.exitCode = 1;
});
