import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { inject } from 'vitest';
import { existsSync } from 'node:fs';

const CHROMIUM = ['/usr/bin/chromium', '/usr/bin/chromium-browser'].find((p) => existsSync(p));

/** Debian's Chromium, headless, with the flags this closed network needs (no background calls). */
export async function launch(): Promise<Browser> {
  if (!CHROMIUM) throw new Error('Chromium is missing: apt-get install chromium (see README)');
  return chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-dev-shm-usage'],
  });
}

export const baseUrl = () => inject('baseUrl');

/** A fresh browser profile (no stored session or language), downloads allowed. */
export async function newPage(browser: Browser, locale = 'es-MX'): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL: baseUrl(), acceptDownloads: true, locale, viewport: { width: 1400, height: 900 } });
  const page = await context.newPage();
  return { context, page };
}

/** Signs in through the login form. */
export async function signIn(page: Page, email: string, password = 'flotilla') {
  await page.goto('/login');
  await page.getByLabel(/correo|email/i).fill(email);
  await page.getByLabel(/contraseña|password/i).first().fill(password);
  await page.getByRole('button', { name: /iniciar sesión|sign in/i }).click();
}
