import type { Browser, Page } from 'playwright-core';
import { median } from './rows';
import { accessToken, signedInTab } from './browser';

/** An account that signs in with POST /api/auth/login/ {email, password}. */
export interface Account {
  email: string;
  password: string;
}

/** A panic alert's way to the desk, one run per alert (ms from the phone's answer to the entry on screen). */
export interface AlertDeskTiming {
  runs: number[];
  medianMs: number;
  slowestMs: number;
}

/** Issue #34: an alert shows on every open desk within a second of the phone's call answering. */
export const ALERT_TO_DESK_MS = 1000;

const WAIT = 30_000;

/** Resolves once the page's latest websocket has been accepted (its `ready` frame). */
function socketReady(page: Page): Promise<void> {
  return new Promise((resolve) => {
    page.on('websocket', (socket) => socket.on('framereceived', ({ payload }) => String(payload).includes('"type":"ready"') && resolve()));
  });
}

async function call<T>(baseUrl: string, path: string, token: string | null, body: unknown, headers: Record<string, string> = {}): Promise<T> {
  const res = await fetch(`${baseUrl}/api/${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'Accept-Language': 'es', ...(token ? { Authorization: `Bearer ${token}` } : {}), ...headers },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`POST ${path} answered ${res.status}: ${await res.text()}`);
  return (await res.json()) as T;
}

/**
 * A C4 desk open on /alertas in its own tab (its socket accepted) and a phone session (`User-Type:
 * app`) raising alerts one at a time: each run is the time from POST alertas/'s answer to the
 * alert's entry in the desk's banner, as a person at the desk sees it. Each alert is attended
 * through the API afterwards, so that the desk's active alerts stay as the data set has them.
 */
export async function timeAlertToDesk(browser: Browser, baseUrl: string, desk: Account, phone: Account, runs: number): Promise<AlertDeskTiming> {
  const { context, page } = await signedInTab(browser, baseUrl, desk.email, desk.password);
  try {
    const ready = socketReady(page);
    await page.goto('/alertas');
    await ready;
    const deskToken = await accessToken(page);
    const { access } = await call<{ access: string }>(baseUrl, 'auth/login/', null, phone, { 'User-Type': 'app' });
    const banner = page.getByRole('region', { name: 'Alertas activas', exact: true });
    const times: number[] = [];
    for (let i = 0; i < runs; i += 1) {
      const { id } = await call<{ id: number }>(baseUrl, 'alertas/', access, { latitude: 20.5888, longitude: -100.3899, location: 'bench: a dos cuadras de la planta' });
      const answered = Date.now();
      await banner.getByRole('link', { name: `Alerta #${id}`, exact: true }).waitFor({ state: 'visible', timeout: WAIT });
      times.push(Date.now() - answered);
      await call(baseUrl, `alertas/${id}/atender/`, deskToken, { comentario: 'bench' });
    }
    return { runs: times, medianMs: median(times), slowestMs: Math.max(...times) };
  } finally {
    await context.close();
  }
}
