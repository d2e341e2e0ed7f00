/**
 * An A/B of the page load alone: /usuarios?perPage=100 reloaded in an open tab and opened in a new
 * tab, each timed until 100 rows with their boxes are painted (rows.ts), the bases (builds served
 * side by side on one database) alternated run by run so that they share the machine's load, each
 * base in a browser of its own (in one browser, an A/A run timed the first base's new tabs 30–40 ms
 * slower, whichever it was):
 *   npx tsx bench/client/loads.ts --base http://localhost:4701 --base http://localhost:4702 [--rounds 10] [--latency 100] [--no-new-tabs]
 * --latency adds that many ms to each request of the timed tabs, as a distant server would.
 */
import { parseArgs } from 'node:util';
import { BASES_OPTIONS, DESKTOP, launch, signedInTab } from './browser';
import { median, newTabs, TABLE_ROW_ACTIONS, timedPage, timeLoad, type RowsOptions } from './rows';

const { values } = parseArgs({
  options: {
    ...BASES_OPTIONS,
    rounds: { type: 'string', default: '10' },
    latency: { type: 'string', default: '0' },
    'no-new-tabs': { type: 'boolean', default: false },
  },
});

async function main() {
  const bases = values.base!;
  const rounds = Number(values.rounds);
  const latencyMs = Number(values.latency);
  const browsers = [];
  try {
    const sides = [];
    for (const base of bases) {
      // Its own browser (above), session and cache.
      const browser = await launch(base);
      browsers.push(browser);
      const { context, page: signing } = await signedInTab(browser, base, values.email!, values.password!);
      await signing.close();
      const options: RowsOptions = { path: `${base}/usuarios?perPage=100`, selector: TABLE_ROW_ACTIONS, count: 100, viewport: DESKTOP, latencyMs };
      const tab = await timedPage(context, options);
      const tabs = newTabs(context, options);
      // Warm-up: the cache, and the first load's reads kept for the next (src/providers/openingCalls.ts).
      await timeLoad(tab, options);
      if (!values['no-new-tabs']) await tabs.time();
      sides.push({ base, options, tab, tabs, reloads: [] as number[], newTabs: [] as number[] });
    }
    for (let round = 0; round < rounds; round += 1) {
      // Each base goes first in every other round.
      for (const side of round % 2 ? [...sides].reverse() : sides) {
        side.reloads.push((await timeLoad(side.tab, side.options)).ms);
        if (!values['no-new-tabs']) side.newTabs.push((await side.tabs.time()).ms);
      }
    }
    for (const side of sides) {
      const newTab = side.newTabs.length ? `, new tab median ${median(side.newTabs)} ms (${side.newTabs.join(', ')})` : '';
      console.log(`${side.base}: reload median ${median(side.reloads)} ms (${side.reloads.join(', ')})${newTab}`);
    }
  } finally {
    await Promise.all(browsers.map((browser) => browser.close()));
  }
}

main().catch((error: Error) => {
  console.error(error.message);
  process.exitCode = 1;
});
