/**
 * The cost of drawing 100 list rows without the page load: on /usuarios?perPage=100, clicks
 * "next page" and "previous page" in turn and times each click until 100 new rows with their
 * boxes are in the document. Several bases (builds served side by side on one database) are
 * measured in turn, `--rounds` times, so that an A/B shares the machine's load:
 *   npx tsx bench/client/pageChanges.ts --base http://localhost:4701 --base http://localhost:4702 [--rounds 4] [--changes 12] [--profile /tmp/changes]
 * --profile writes each base's renderer CPU profile of its last round (.cpuprofile, for Chrome's
 * DevTools) and prints its total CPU.
 */
import { writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import type { Page } from 'playwright-core';
import { BASES_OPTIONS, launch, signedInTab, WAIT_MS } from './browser';
import { median, TABLE_ROW_ACTIONS } from './rows';

const { values } = parseArgs({
  options: {
    ...BASES_OPTIONS,
    rounds: { type: 'string', default: '4' },
    changes: { type: 'string', default: '12' },
    profile: { type: 'string' },
  },
});

/** One click on the pagination button named `label`, in ms until 100 other rows are in the document. */
const change = (page: Page, label: string) =>
  // A string, not a function: tsx's helpers would not exist in the page.
  page.evaluate(`new Promise((resolve) => {
    const firstRow = () => document.querySelector('tbody tr')?.textContent;
    const before = firstRow();
    const start = performance.now();
    document.querySelector('button[aria-label="${label}"]').click();
    const check = () => {
      if (firstRow() !== before && document.querySelectorAll('${TABLE_ROW_ACTIONS}').length >= 100) resolve(performance.now() - start);
      else requestAnimationFrame(check);
    };
    check();
  })`) as Promise<number>;

async function main() {
  const bases = values.base!;
  const rounds = Number(values.rounds);
  const changes = Number(values.changes);
  const times = new Map<string, number[]>(bases.map((base) => [base, []]));
  const browser = await launch(bases[0]);
  try {
    for (let round = 0; round < rounds; round++) {
      for (const base of bases) {
        const { context, page } = await signedInTab(browser, base, values.email!, values.password!);
        await page.goto('/usuarios?perPage=100');
        await page.locator(TABLE_ROW_ACTIONS).nth(99).waitFor({ timeout: WAIT_MS });
        const profiling = values.profile !== undefined && round === rounds - 1;
        const cdp = profiling ? await context.newCDPSession(page) : undefined;
        if (cdp) {
          await cdp.send('Profiler.enable');
          await cdp.send('Profiler.start');
        }
        // The demo's labels are Spanish (the bench's browser asks for es-MX).
        for (let i = 0; i < changes; i++) times.get(base)!.push(await change(page, i % 2 ? 'Ir a la página anterior' : 'Ir a la página siguiente'));
        if (cdp) {
          const { profile } = await cdp.send('Profiler.stop');
          const file = `${values.profile}-${new URL(base).port || 'default'}.cpuprofile`;
          writeFileSync(file, JSON.stringify(profile));
          const idle = new Set(profile.nodes.filter((node) => node.callFrame.functionName === '(idle)').map((node) => node.id));
          const busy = profile.samples!.reduce((total, id, i) => (idle.has(id) ? total : total + (profile.timeDeltas![i] ?? 0)), 0);
          console.log(`${base}: CPU over the last ${changes} changes ${(busy / 1000).toFixed(0)} ms (${file})`);
        }
        await context.close();
      }
    }
  } finally {
    await browser.close();
  }
  for (const [base, ms] of times) {
    const sorted = [...ms].sort((a, b) => a - b);
    console.log(`${base}: median ${median(ms)} ms, p25 ${sorted[Math.floor(sorted.length / 4)].toFixed(0)}, p75 ${sorted[Math.floor((sorted.length * 3) / 4)].toFixed(0)} (${ms.length} changes)`);
  }
}

main().catch((error: Error) => {
  console.error(error.message);
  process.exitCode = 1;
});
