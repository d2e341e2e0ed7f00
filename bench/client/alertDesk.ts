import type { Browser, Page } from 'playwright-core';
import type { BenchAccount } from '../data/dataset';
import { withClient } from '../pgClient';
import { median } from './rows';
import { accessToken, signedInTab, WAIT_MS } from './browser';

/** An account that signs in with POST /api/auth/login/ {email, password}. */
export type Account = Pick<BenchAccount, 'email' | 'password'>;

/** A panic alert's way to the desk, one run per alert (ms from the call's answer to the banner). */
export interface AlertDeskTiming {
  /** Raised from the phone: on the banner. */
  runs: number[];
  medianMs: number;
  slowestMs: number;
  /** Attended through the API: off the banner. */
  gone: { runs: number[]; medianMs: number; slowestMs: number };
}

/** Issue #34: an alert shows on every open desk within a second of the phone's call answering. */
export const ALERT_TO_DESK_MS = 1000;

/** Where the alerts this bench raises say they are: forgetDeskAlerts finds them by it. */
const BENCH_LOCATION = 'bench: alerta de prueba del escritorio';
const DESK_PATH = '/alertas';

/** Resolves once a websocket the page opened on the desk's screen has been accepted (its `ready` frame). */
function socketReady(page: Page): Promise<void> {
  return new Promise((resolve) => {
    page.on('websocket', (socket) => {
      // The screen the tab was on before may still open its own on its way out.
      if (new URL(page.url()).pathname !== DESK_PATH) return;
      socket.on('framereceived', ({ payload }) => String(payload).includes('"type":"ready"') && resolve());
    });
  });
}

async function post<T>(baseUrl: string, path: string, token: string | null, body: unknown, headers: Record<string, string> = {}): Promise<T> {
  const res = await fetch(`${baseUrl}/api/${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'Accept-Language': 'es', ...(token ? { Authorization: `Bearer ${token}` } : {}), ...headers },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`POST ${path} answered ${res.status}: ${await res.text()}`);
  return (await res.json()) as T;
}

/**
 * When (the page's clock, the machine's) the banner's link to `name` is on screen, or off it:
 * checked at every frame in the page, so the time is the frame's, not a poll's.
 */
const bannerLinkAt = (page: Page, name: string, shown: boolean) =>
  page
    .waitForFunction(
      ({ name, shown }) => {
        const links = [...document.querySelectorAll('section[aria-label="Alertas activas"] a')];
        const there = links.some((link) => link.textContent?.trim() === name && link.getClientRects().length > 0);
        return there === shown && Date.now();
      },
      { name, shown },
      { polling: 'raf', timeout: WAIT_MS },
    )
    .then((handle) => handle.jsonValue() as Promise<number>);

const figures = (runs: number[]) => ({ runs, medianMs: median(runs), slowestMs: Math.max(...runs) });

/**
 * A C4 desk open on /alertas in its own tab (its socket accepted) and a phone session (`User-Type:
 * app`) raising alerts one at a time: each run times POST alertas/'s answer to the alert's link on
 * the desk's banner, then the attend call's answer to the link leaving it.
 */
export async function timeAlertToDesk(browser: Browser, baseUrl: string, desk: Account, phone: Account, runs: number): Promise<AlertDeskTiming> {
  const { context, page } = await signedInTab(browser, baseUrl, desk.email, desk.password);
  try {
    const ready = socketReady(page);
    await page.goto(DESK_PATH);
    await ready;
    const deskToken = await accessToken(page);
    const { access } = await post<{ access: string }>(baseUrl, 'auth/login/', null, phone, { 'User-Type': 'app' });
    const shown: number[] = [];
    const gone: number[] = [];
    for (let i = 0; i < runs; i += 1) {
      const { id } = await post<{ id: number }>(baseUrl, 'alertas/', access, { latitude: 20.5888, longitude: -100.3899, location: BENCH_LOCATION });
      try {
        const raised = Date.now();
        shown.push((await bannerLinkAt(page, `Alerta #${id}`, true)) - raised);
      } finally {
        const attended = post(baseUrl, `alertas/${id}/atender/`, deskToken, { comentario: 'bench' });
        const left = bannerLinkAt(page, `Alerta #${id}`, false);
        await attended;
        const answered = Date.now();
        // Its event may reach the desk before the call's answer reaches the bench: 0, not less.
        gone.push(Math.max(0, (await left) - answered));
      }
    }
    return { ...figures(shown), gone: figures(gone) };
  } finally {
    await context.close();
  }
}

/** Deletes the alerts timeAlertToDesk raised, with their notifications, history and audit rows: the data set stays as built. */
export async function forgetDeskAlerts(databaseUrl: string) {
  await withClient(databaseUrl, async (client) => {
    const { rows } = await client.query<{ id: number }>('SELECT id FROM alertas WHERE location = $1', [BENCH_LOCATION]);
    const ids = rows.map((row) => row.id);
    if (!ids.length) return;
    await client.query('BEGIN');
    await client.query(`DELETE FROM notificaciones WHERE resource = 'alertas' AND record_id = ANY($1)`, [ids]);
    await client.query(`DELETE FROM record_history WHERE resource = 'alertas' AND record_id = ANY($1)`, [ids]);
    await client.query(`DELETE FROM audit_log WHERE resource = 'alertas' AND record_id = ANY($1)`, [ids.map(String)]);
    await client.query('DELETE FROM alertas WHERE id = ANY($1)', [ids]);
    await client.query('COMMIT');
  });
}
