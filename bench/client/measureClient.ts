import { existsSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import path from 'node:path';
import { PAGING } from '../../domain/paging';
import type { BrowserContext } from 'playwright-core';
import { ALERT_TO_DESK_MS, timeAlertToDesk, type Account, type AlertDeskTiming } from './alertDesk';
import { accessToken, DESKTOP, launch, newContext, PHONE, watchOutside } from './browser';
import { measureBytes, type Bytes } from './bytes';
import { REFERENCE_PATH, referencePage } from './reference';
import { median, newTabs, PHONE_CARDS, TABLE_ROW_ACTIONS, timedPage, timeLoad, timeRows, type RowsOptions, type RowsRun } from './rows';
import { resolveScreens } from './screens';

const KB = 1024;

/** The client's targets (docs/PERFORMANCE.md). */
export const CLIENT_BUDGETS = {
  signInBytes: 200 * KB,
  firstScreenBytes: 300 * KB,
  lazyChunkBytes: 80 * KB,
  /** 100 rows on screen from navigation: in a new tab, and reloaded in a tab already showing the list. */
  newTabMs: 500,
  reloadMs: 350,
  /** A panic alert on the desk's banner after the phone's call answered, and off it after the attend call's, the slowest of the runs. */
  alertToDeskMs: ALERT_TO_DESK_MS,
} as const;

/** The users list with 100 rows a page (react-admin reads perPage from the list's URL). */
export const ROWS_PATH = '/usuarios?perPage=100';
const ROWS = 100;

/** Timed loads of the users list opened one way. */
export interface RowsTiming {
  /** Every measured run (the first, cold-cache run is discarded and not listed). */
  runs: RowsRun[];
  medianMs: number;
  /** Where the time goes, medians over the runs (ms): the list call's start and its duration, rows in the document after its answer, and the paint after that. */
  phases: { listCallStartMs: number; listCallMs: number; rowsAfterAnswerMs: number; paintMs: number };
}

export interface ClientFigures extends Bytes {
  budgets: typeof CLIENT_BUDGETS;
  /** The list opened in a new tab (each tab starts its own renderer process), the tab before left open until it has drawn. */
  rows: RowsTiming & {
    path: string;
    /** The list loaded again in a tab already showing it (reload, the address typed again): the page's own work, without a new process. */
    openTab: RowsTiming;
    /** One run at 390 px, where the list shows cards; undefined when it showed none. */
    phone?: RowsRun;
    /**
     * The reference (reference.ts): a bare page making the same calls and drawing the same rows
     * with plain DOM, timed both ways in the same run; the app's medians are read against it.
     */
    reference: { newTab: RowsTiming; openTab: RowsTiming };
    /** The latency added to each request of the timed pages (0: none). */
    latencyMs: number;
  };
  /** A panic alert's way from the phone's call to a C4 desk's banner (alertDesk.ts); undefined when not asked for. */
  alertDesk?: AlertDeskTiming;
  /** The machine's cores and its one-minute load average before and after: shared machines are noisy, so the times need this beside them. */
  machine: { cores: number; loadBefore: number; loadAfter: number };
  /** Requests to other origins (each was refused). */
  outside: string[];
  /** Budgets exceeded, one line each; the caller decides what fails. */
  fails: string[];
}

export interface ClientOptions {
  baseUrl: string;
  admin: { email: string; password: string };
  /** Timed runs of the users list (default 7), after one discarded run that warms the cache. */
  runs?: number;
  log?: (line: string) => void;
  /** The built client the server serves, to list chunks no screen loads; ./dist when it exists. */
  clientDir?: string;
  /** Network latency added to the timed pages' requests (rows.ts), as over a real network; none by default. */
  latencyMs?: number;
  /** A C4 account for the desk and any active account for the phone: times alerts to the desk (alertDesk.ts). */
  alertDesk?: { desk: Account; phone: Account };
}

export const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;

export function failuresOf(figures: Omit<ClientFigures, 'fails'>): string[] {
  const fails: string[] = [];
  const { budgets } = figures;
  if (figures.signIn.bytes > budgets.signInBytes) fails.push(`sign-in page scripts ${kb(figures.signIn.bytes)} > ${kb(budgets.signInBytes)}`);
  if (figures.firstScreen.bytes > budgets.firstScreenBytes) fails.push(`sign-in page and first screen scripts ${kb(figures.firstScreen.bytes)} > ${kb(budgets.firstScreenBytes)}`);
  for (const chunk of figures.chunks) {
    if (chunk.bytes > budgets.lazyChunkBytes) fails.push(`chunk ${chunk.file} (${chunk.screen}) ${kb(chunk.bytes)} > ${kb(budgets.lazyChunkBytes)}`);
  }
  const { rows } = figures;
  for (const [how, timing, budget] of [['new tab', rows, budgets.newTabMs], ['reload', rows.openTab, budgets.reloadMs]] as const) {
    if (timing.medianMs > budget) fails.push(`users list to ${ROWS} rows (${how}): median ${timing.medianMs} ms > ${budget} ms`);
  }
  const desk = figures.alertDesk;
  if (desk && desk.slowestMs > budgets.alertToDeskMs) fails.push(`panic alert to the desk: slowest ${desk.slowestMs} ms > ${budgets.alertToDeskMs} ms`);
  if (desk && desk.gone.slowestMs > budgets.alertToDeskMs) fails.push(`attended alert off the desk: slowest ${desk.gone.slowestMs} ms > ${budgets.alertToDeskMs} ms`);
  return fails;
}

// GET usuarios/?… without filters, POST usuarios/q/?… with them (the list always filters out platform staff).
const listCallOf = (run: RowsRun) => run.steps.find((step) => /^\/api\/usuarios\/(q\/)?\?/.test(step.name));

/** Fails loudly when the list did not ask the API for 100 rows (react-admin ignored ?perPage). */
function assertPageSize(run: RowsRun) {
  const call = listCallOf(run);
  if (!call || new URLSearchParams(call.name.split('?')[1]).get('limit') !== String(ROWS)) {
    throw new Error(`the users list did not ask for ${ROWS} rows (${call?.name ?? 'no list call'})`);
  }
}

/** How many times the reference's median the app's is. */
export const ratio = (app: RowsTiming, reference: RowsTiming) => `${(app.medianMs / reference.medianMs).toFixed(1)}× the reference`;

type TimeRuns = (how: string, time: () => Promise<RowsRun>) => Promise<RowsTiming>;

/** The reference page timed as the app is: in new tabs (each closed once the next has drawn), then reloaded in one tab. */
async function timeReference(context: BrowserContext, baseUrl: string, options: RowsOptions, timeRuns: TimeRuns) {
  const tabs = newTabs(context, options, (c, o) => referencePage(c, baseUrl, o));
  const newTab = await timeRuns('reference, new tab', () => tabs.time());
  await tabs.close();
  const tab = await referencePage(context, baseUrl, options);
  const openTab = await timeRuns('reference, open tab', () => timeLoad(tab, options));
  await tab.close();
  return { newTab, openTab };
}

function phasesOf(runs: RowsRun[]): RowsTiming['phases'] {
  const calls = runs.map((run) => listCallOf(run)!);
  return {
    listCallStartMs: median(calls.map((call) => call.start)),
    listCallMs: median(calls.map((call) => call.end - call.start)),
    rowsAfterAnswerMs: median(runs.map((run, i) => run.inDocumentMs - calls[i].end)),
    paintMs: median(runs.map((run) => run.ms - run.inDocumentMs)),
  };
}

/**
 * The client's figures against a running Flotilla server, in headless Chromium (Debian's) that
 * reaches nothing but `baseUrl`: script bytes of the sign-in page, the first screen and every lazy
 * chunk, and the time from navigation to 100 users' rows with their actions on screen.
 */
export async function measureClient(options: ClientOptions): Promise<ClientFigures> {
  const log = options.log ?? (() => undefined);
  const runs = options.runs ?? 7;
  const clientDir = options.clientDir ?? (existsSync('dist') ? path.resolve('dist') : undefined);
  if (PAGING.maxLimit < ROWS) throw new Error(`the API serves at most ${PAGING.maxLimit} rows a page`);
  const loadBefore = loadavg()[0];
  const browser = await launch(options.baseUrl);
  try {
    const context = await newContext(browser, options.baseUrl);
    const outside = new Set<string>();
    watchOutside(context, options.baseUrl, outside);

    log('client: script bytes (sign-in page, first screen, each screen)');
    const bytes = await measureBytes(context, {
      baseUrl: options.baseUrl,
      admin: options.admin,
      clientDir,
      log,
      screens: async (signedIn) => resolveScreens(options.baseUrl, await accessToken(signedIn)),
    });

    log(`client: time to ${ROWS} rows at ${ROWS_PATH} (1 warm-up + ${runs} runs each way)`);
    const rowsOptions: RowsOptions = { path: ROWS_PATH, selector: TABLE_ROW_ACTIONS, count: ROWS, viewport: DESKTOP, latencyMs: options.latencyMs };
    const timeRuns = async (how: string, time: () => Promise<RowsRun>): Promise<RowsTiming> => {
      assertPageSize(await time());
      const timed: RowsRun[] = [];
      for (let i = 0; i < runs; i += 1) {
        const run = await time();
        assertPageSize(run);
        timed.push(run);
        log(`  ${how}, run ${i + 1}: ${run.ms} ms`);
      }
      return { runs: timed, medianMs: median(timed.map((run) => run.ms)), phases: phasesOf(timed) };
    };
    const tabs = newTabs(context, rowsOptions);
    const newTab = await timeRuns('new tab', () => tabs.time());
    await tabs.close();
    const tab = await timedPage(context, rowsOptions);
    const openTab = await timeRuns('open tab', () => timeLoad(tab, rowsOptions));
    await tab.close();
    const phone = await timeRows(context, { ...rowsOptions, selector: PHONE_CARDS, viewport: PHONE }).catch((error: Error) => {
      log(`  phone: no ${ROWS} cards at ${PHONE.width} px (${error.message.split('\n')[0]})`);
      return undefined;
    });
    let alertDesk: AlertDeskTiming | undefined;
    if (options.alertDesk) {
      log(`client: panic alerts from the phone to a C4 desk's banner (${runs} alerts)`);
      alertDesk = await timeAlertToDesk(browser, options.baseUrl, options.alertDesk.desk, options.alertDesk.phone, runs);
    }
    // Last: its tabs are routed, and the app's runs above need the HTTP cache that routing turns off.
    const reference = await timeReference(context, options.baseUrl, { ...rowsOptions, path: REFERENCE_PATH }, timeRuns);
    log(`  ${ROWS} rows: new tab ${newTab.medianMs} ms (reference ${reference.newTab.medianMs} ms, ${ratio(newTab, reference.newTab)}), open tab ${openTab.medianMs} ms (reference ${reference.openTab.medianMs} ms, ${ratio(openTab, reference.openTab)})`);
    await context.close();

    const figures = {
      ...bytes,
      budgets: CLIENT_BUDGETS,
      rows: { path: ROWS_PATH, ...newTab, openTab, phone, reference, latencyMs: options.latencyMs ?? 0 },
      alertDesk,
      machine: { cores: cpus().length, loadBefore: Math.round(loadBefore * 10) / 10, loadAfter: Math.round(loadavg()[0] * 10) / 10 },
      outside: [...outside],
    };
    return { ...figures, fails: failuresOf(figures) };
  } finally {
    await browser.close();
  }
}
