import type { BrowserContext, Page } from 'playwright-core';
import { WAIT_MS } from './browser';

/** What must be on screen: 100 table rows, each with its selection box (the row's action), or 100 phone cards (each a button). */
export const TABLE_ROW_ACTIONS = 'tbody tr input[type="checkbox"]';
export const PHONE_CARDS = '#main-content ul > li > .MuiListItemButton-root';

/** One request or script of a run, in ms from navigation start. */
export interface Step {
  name: string;
  start: number;
  end: number;
  /** 0 when the browser's cache answered. */
  transferBytes: number;
}

export interface RowsRun {
  /** ms from navigation start until the rows and their actions were painted. */
  ms: number;
  /** ms from navigation start until they were in the document (before the frame that paints them). */
  inDocumentMs: number;
  /** Main-thread tasks over 50 ms before the rows appeared: their count and total ms. */
  longTasks: { count: number; ms: number };
  steps: Step[];
}

interface PageMarks {
  inDocument?: number;
  painted?: number;
  longTasks: { start: number; duration: number }[];
}

declare global {
  interface Window {
    __benchRows?: PageMarks;
  }
}

/** Installed before the page's own scripts: notes when `count` matches of `selector` exist and when the next frame is painted. */
function watchRows({ selector, count }: { selector: string; count: number }) {
  const marks: PageMarks = { longTasks: [] };
  window.__benchRows = marks;
  try {
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) if (marks.inDocument === undefined) marks.longTasks.push({ start: entry.startTime, duration: entry.duration });
    }).observe({ type: 'longtask', buffered: true });
  } catch {
    // Long-task timing is informative only.
  }
  const observer = new MutationObserver(() => {
    if (marks.inDocument !== undefined || document.querySelectorAll(selector).length < count) return;
    marks.inDocument = performance.now();
    observer.disconnect();
    // A task queued from the frame callback runs after that frame is painted.
    requestAnimationFrame(() => setTimeout(() => (marks.painted = performance.now()), 0));
  });
  observer.observe(document, { childList: true, subtree: true });
}

const round = (ms: number) => Math.round(ms * 10) / 10;

/** The page's resource timings up to `until`, as steps. */
async function stepsOf(page: Page, until: number): Promise<Step[]> {
  const entries = await page.evaluate(() => {
    const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
    const resources = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
    return [nav, ...resources].filter((e) => e !== undefined).map((e) => ({ name: e.name, start: e.startTime, end: e.responseEnd, transferBytes: e.transferSize }));
  });
  return entries
    .filter((e) => e.start <= until)
    .map((e) => {
      const url = new URL(e.name);
      // API calls keep their query (page and size, never a secret): they show what the list asked for.
      const name = url.pathname.startsWith('/api/') && url.search ? `${url.pathname}${url.search}` : url.pathname;
      return { name: decodeURIComponent(name), start: round(e.start), end: round(e.end), transferBytes: e.transferBytes };
    });
}

export interface RowsOptions {
  path: string;
  selector: string;
  count: number;
  viewport: { width: number; height: number };
  timeoutMs?: number;
  /** Added to every network request of the page (Chromium's emulation), as a server in another city would: none by default. */
  latencyMs?: number;
}

/** A page of the signed-in context that times each load of it: the watcher is installed before every document's own scripts. */
export async function timedPage(context: BrowserContext, options: RowsOptions): Promise<Page> {
  const page = await context.newPage();
  await page.setViewportSize(options.viewport);
  await page.addInitScript(watchRows, { selector: options.selector, count: options.count });
  if (options.latencyMs) {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: options.latencyMs, downloadThroughput: -1, uploadThroughput: -1 });
  }
  return page;
}

/**
 * Loads `path` in `page` (a timedPage) and answers the time from navigation start until `count`
 * matches of `selector` are painted. In a page already showing it, this is a reload.
 */
export async function timeLoad(page: Page, options: RowsOptions): Promise<RowsRun> {
  await page.goto(options.path, { waitUntil: 'commit' });
  const handle = await page.waitForFunction(() => window.__benchRows?.painted !== undefined && window.__benchRows, undefined, {
    timeout: options.timeoutMs ?? WAIT_MS,
    polling: 50,
  });
  const marks = (await handle.jsonValue()) as PageMarks;
  const longTasks = marks.longTasks;
  return {
    ms: round(marks.painted!),
    inDocumentMs: round(marks.inDocument!),
    longTasks: { count: longTasks.length, ms: round(longTasks.reduce((total, task) => total + task.duration, 0)) },
    steps: await stepsOf(page, marks.painted!),
  };
}

/** Opens `path` in a new tab of the signed-in context (the cache stays warm), times it as timeLoad does, and closes the tab. */
export async function timeRows(context: BrowserContext, options: RowsOptions): Promise<RowsRun> {
  const page = await timedPage(context, options);
  try {
    return await timeLoad(page, options);
  } finally {
    await page.close();
  }
}

/**
 * Times `path` in a new tab of the signed-in context at each call, as opening it in another tab
 * does. The tab before is closed only once the next one has drawn its rows: closed just before,
 * its renderer's teardown would run beside the next tab's work on the two cores and slow it.
 */
export function newTabs(context: BrowserContext, options: RowsOptions, open: typeof timedPage = timedPage) {
  let previous: Page | undefined;
  return {
    async time(): Promise<RowsRun> {
      const page = await open(context, options);
      let run: RowsRun;
      try {
        run = await timeLoad(page, options);
      } catch (error) {
        await page.close();
        throw error;
      }
      await previous?.close();
      previous = page;
      return run;
    },
    async close() {
      await previous?.close();
      previous = undefined;
    },
  };
}

/** The median of some numbers (the mean of the middle two for an even count). */
export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return round(sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2);
}
