import { chromium, type Browser, type BrowserContext, type Locator, type Page } from 'playwright-core';
import type { SQL } from 'drizzle-orm';
import { inject } from 'vitest';
import { connect } from '../../server/db/client';
import { auditScreen } from './axe';

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

/**
 * How long a test waits for what a person waits for (a screen, a path, a count): the suite shares two
 * cores with three Chromiums and the server tests, and on a slow machine a map screen took over 10 s.
 * A wait that is met ends at once, so only a failure waits this long. Playwright's own default is the same.
 */
export const WAIT = 30_000;

/**
 * Waits until the first match is visible; fails the test with the locator in the message otherwise.
 * Then checks the screen against WCAG 2.2 A/AA (axe.ts), once for each path and open dialog or
 * menu: every screen a browser test waits on is audited, and a violation fails the test.
 */
export async function shown(locator: Locator) {
  await locator.first().waitFor({ state: 'visible', timeout: WAIT });
  await auditScreen(locator.page());
}

/** Waits until the page's path matches (client-side navigations fire no load event). */
export async function at(page: Page, path: RegExp | string) {
  const matches = () => {
    const current = new URL(page.url()).pathname;
    return typeof path === 'string' ? current === path : path.test(current);
  };
  const deadline = Date.now() + WAIT;
  while (!matches()) {
    if (Date.now() > deadline) throw new Error(`expected path ${path}, still at ${page.url()}`);
    await page.waitForTimeout(50);
  }
}

/** Polls until `read` answers `expected` (a list reload can take seconds on a busy machine). */
export async function eventually<T>(read: () => Promise<T>, expected: T) {
  await expect.poll(read, { timeout: WAIT }).toEqual(expected);
}

/** Exports the current list as .xlsx through the Export menu and answers the download. */
export async function exportXlsx(page: Page, buttonName: string) {
  await page.getByRole('button', { name: buttonName }).click();
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('menuitem', { name: /xlsx/i }).click()]);
  return download;
}

/** The list row that contains `text`. */
export const row = (page: Page, text: string) => page.getByRole('row').filter({ hasText: text });

/** The list's search box (Spanish label; its placeholder is not the columns chooser's). */
export const search = (page: Page) => page.getByRole('textbox', { name: 'Buscar', exact: true });

/**
 * The run's Chromium (test/e2e/chromium.ts) for this test file; the getter reads it inside tests.
 * Closing this connection after the file also closes every context the file left open.
 */
export function browserForFile(): () => Browser {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await chromium.connect(inject('browserEndpoint'));
  });
  afterAll(() => browser?.close());
  return () => browser!;
}

/** Switches the interface language from the app bar's menu (labelled in either language). */
export async function switchLanguage(page: Page, language: 'English' | 'Español') {
  await page.getByRole('button', { name: /^(idioma|language)\b/i }).click();
  await page.getByRole('menuitem', { name: language }).click();
}

/** Runs one statement on the server's database, for a fixture no screen makes, and answers its rows. */
export async function fixture<T extends Record<string, unknown>>(statement: SQL): Promise<T[]> {
  const database = connect(inject('databaseUrl'), 1);
  try {
    const { rows } = await database.db.execute(statement);
    return rows as T[];
  } finally {
    await database.close();
  }
}
