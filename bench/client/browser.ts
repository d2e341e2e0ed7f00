import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { existsSync } from 'node:fs';
import type { ParseArgsConfig } from 'node:util';

const CHROMIUM = ['/usr/bin/chromium', '/usr/bin/chromium-browser'].find((p) => existsSync(p));

/** The options of the scripts that compare builds served side by side, one base each (pageChanges.ts, loads.ts). */
export const BASES_OPTIONS = {
  base: { type: 'string', multiple: true, default: ['http://localhost:8000'] },
  email: { type: 'string', default: 'admin@flotilla.mx' },
  password: { type: 'string', default: 'flotilla' },
} satisfies ParseArgsConfig['options'];

/** How long the client bench waits for what a page should show: a met wait ends at once. */
export const WAIT_MS = 30_000;

/** The viewport of a laptop, as the e2e tests use (the list shows its table there). */
export const DESKTOP = { width: 1400, height: 900 };
/** A phone held upright: lists show cards below the `sm` breakpoint. */
export const PHONE = { width: 390, height: 844 };

/**
 * Debian's Chromium, headless, that can reach only `baseUrl`'s host. Every other request goes to
 * a proxy on the discard port and fails at once (map tiles, fonts, anything outside), without
 * request interception: Playwright's routing turns the HTTP cache off, and the timing runs need it.
 */
export async function launch(baseUrl: string): Promise<Browser> {
  if (!CHROMIUM) throw new Error('Chromium is missing (/usr/bin/chromium): apt-get install chromium');
  const host = new URL(baseUrl).hostname;
  return chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: [
      '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking',
      '--disable-component-update', '--disable-sync', '--disable-dev-shm-usage', '--disable-extensions',
      '--proxy-server=http://127.0.0.1:9', `--proxy-bypass-list=${host}`,
    ],
  });
}

/** One browser profile for the whole measurement: pages opened in it share the HTTP cache and the stored session. */
export async function newContext(browser: Browser, baseUrl: string): Promise<BrowserContext> {
  return browser.newContext({ baseURL: baseUrl, locale: 'es-MX', viewport: DESKTOP, serviceWorkers: 'block' });
}

/** Records every request a page makes to another origin (each fails; listed so that the report shows them). */
export function watchOutside(context: BrowserContext, baseUrl: string, outside: Set<string>) {
  const origin = new URL(baseUrl).origin;
  context.on('request', (request) => {
    const url = new URL(request.url());
    if (url.protocol.startsWith('http') && url.origin !== origin) outside.add(`${url.origin}${url.pathname}`);
  });
}

/** The URLs of the scripts a page loads (successful responses, from the network or the cache). */
export function scriptsOf(page: Page): Set<string> {
  const urls = new Set<string>();
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script' && response.ok()) urls.add(response.url());
  });
  return urls;
}

/** Opens the sign-in page and answers once its button is shown. */
export async function openSignIn(page: Page) {
  await page.goto('/login');
  await page.getByRole('button', { name: /iniciar sesión|sign in/i }).waitFor({ state: 'visible', timeout: WAIT_MS });
}

/**
 * Signs in through the form with "remember me" ticked, so that the session lands in
 * localStorage and every later page of the context opens signed in; answers on the first screen.
 */
export async function signIn(page: Page, email: string, password: string) {
  await page.getByLabel(/correo|email/i).fill(email);
  await page.getByLabel(/contraseña|password/i).first().fill(password);
  await page.getByRole('checkbox', { name: /recordarme|remember me/i }).check();
  await page.getByRole('button', { name: /iniciar sesión|sign in/i }).click();
  await page.getByText(/Hola, |Welcome/).first().waitFor({ state: 'visible', timeout: WAIT_MS });
}

/** A new context for `baseUrl` with a tab signed in through the form (the builds compared side by side each get one). */
export async function signedInTab(browser: Browser, baseUrl: string, email: string, password: string): Promise<{ context: BrowserContext; page: Page }> {
  const context = await newContext(browser, baseUrl);
  const page = await context.newPage();
  await openSignIn(page);
  await signIn(page, email, password);
  return { context, page };
}

/** The stored session's access token (src/providers/session.ts keeps it under one key). */
export async function accessToken(page: Page): Promise<string> {
  const token = await page.evaluate(() => {
    const raw = localStorage.getItem('flotilla.session') ?? sessionStorage.getItem('flotilla.session');
    return raw ? (JSON.parse(raw) as { access?: string }).access : undefined;
  });
  if (!token) throw new Error('signed in, but no session was stored');
  return token;
}
