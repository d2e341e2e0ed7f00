import { kb, ratio, type ClientFigures, type RowsTiming } from './measureClient';
import { median } from './rows';

const verdict = (value: number, budget: number) => (value <= budget ? 'ok' : 'OVER');

/** Every figure beside its budget, as lines of text (bench/client/run.ts and `npm run bench`). */
export function clientReport(figures: ClientFigures): string {
  const out: string[] = [];
  const line = (text: string) => out.push(text);
  const { budgets } = figures;
  line('\nscript bytes (brotli, as sent)            size        budget     ');
  line(`  sign-in page                     ${kb(figures.signIn.bytes).padStart(10)}  ${kb(budgets.signInBytes).padStart(10)}  ${verdict(figures.signIn.bytes, budgets.signInBytes)}`);
  line(`  sign-in page + first screen      ${kb(figures.firstScreen.bytes).padStart(10)}  ${kb(budgets.firstScreenBytes).padStart(10)}  ${verdict(figures.firstScreen.bytes, budgets.firstScreenBytes)}`);
  line(`\nlazy chunks (each ≤ ${kb(budgets.lazyChunkBytes)}), largest first`);
  for (const chunk of figures.chunks) {
    line(`  ${chunk.file.padEnd(40)} ${kb(chunk.bytes).padStart(10)}  ${verdict(chunk.bytes, budgets.lazyChunkBytes).padEnd(4)}  ${chunk.screen}`);
  }
  line('\nscripts each screen adds to the first screen');
  for (const screen of figures.screens) {
    const landed = screen.landedAt ? `  (landed at ${screen.landedAt})` : '';
    line(`  ${screen.name.padEnd(26)} ${kb(screen.bytes).padStart(10)} in ${String(screen.files.length).padStart(2)} files  ${screen.path}${landed}`);
  }
  const { rows } = figures;
  line(`\ntime to 100 rows with their actions, ${rows.path} (targets: new tab ${budgets.newTabMs} ms, reload ${budgets.reloadMs} ms), medians of ${rows.runs.length} runs${rows.latencyMs ? `, ${rows.latencyMs} ms added to each request` : ''}`);
  const printTiming = (how: string, timing: RowsTiming, budget: number) => {
    const { phases } = timing;
    line(`  ${how.padEnd(26)} ${String(timing.medianMs).padStart(7)} ms  ${verdict(timing.medianMs, budget)} ≤ ${budget}  (runs: ${timing.runs.map((run) => run.ms).join(', ')})`);
    line(`    list call starts at ${phases.listCallStartMs} ms and takes ${phases.listCallMs} ms; rows in the document ${phases.rowsAfterAnswerMs} ms after its answer (median ${median(timing.runs.map((run) => run.inDocumentMs))} ms); painted ${phases.paintMs} ms later`);
  };
  printTiming('new tab', rows, budgets.newTabMs);
  printTiming('open tab (reload)', rows.openTab, budgets.reloadMs);
  line(`  reference (a bare page: the same calls, the same rows in plain DOM; reference.ts): new tab ${rows.reference.newTab.medianMs} ms, open tab ${rows.reference.openTab.medianMs} ms`);
  line(`    the app: new tab ${ratio(rows, rows.reference.newTab)}, open tab ${ratio(rows.openTab, rows.reference.openTab)}`);
  line(`  phone (390 px, cards): ${rows.phone ? `${rows.phone.ms} ms, one run` : 'no cards shown'}`);
  const desk = figures.alertDesk;
  if (desk) {
    line(`\npanic alert, phone's answer to the C4 desk's banner: slowest ${desk.slowestMs} ms  ${verdict(desk.slowestMs, budgets.alertToDeskMs)} ≤ ${budgets.alertToDeskMs}, median ${desk.medianMs} ms  (runs: ${desk.runs.join(', ')})`);
    line(`  attended, the call's answer to off the banner: slowest ${desk.gone.slowestMs} ms  ${verdict(desk.gone.slowestMs, budgets.alertToDeskMs)} ≤ ${budgets.alertToDeskMs}, median ${desk.gone.medianMs} ms  (runs: ${desk.gone.runs.join(', ')})`);
  }
  const { machine } = figures;
  line(`  machine: ${machine.cores} cores, load average ${machine.loadBefore} before, ${machine.loadAfter} after (times grow with the load)`);
  if (figures.outside.length) line(`\nrefused requests to other origins: ${figures.outside.join(', ')}`);
  line(figures.fails.length ? `\nover budget:\n  ${figures.fails.join('\n  ')}` : '\nall client budgets met');
  return out.join('\n');
}
