import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { openSignIn, scriptsOf, signIn, WAIT_MS } from './browser';
import type { Screen } from './screens';
import { fileOf, wireSizes, type WireSize } from './wire';

export interface Chunk {
  file: string;
  /** Compressed bytes as the server sends them to a browser that accepts brotli. */
  bytes: number;
  encoding?: string;
  /** The first screen that loaded it, or "(not reached)" for a built chunk no listed screen loads. */
  screen: string;
}

export interface ScreenBytes {
  name: string;
  path: string;
  /** Scripts beyond those of the sign-in page and first screen, and their total. */
  files: string[];
  bytes: number;
  /** Where the browser ended when that is not the path asked for (a redirect, a refusal). */
  landedAt?: string;
}

export interface Bytes {
  signIn: { bytes: number; files: string[] };
  firstScreen: { bytes: number; files: string[] };
  screens: ScreenBytes[];
  chunks: Chunk[];
}

const sum = (urls: Iterable<string>, sizes: Map<string, WireSize>) => [...urls].reduce((total, url) => total + (sizes.get(url)?.bytes ?? 0), 0);

/**
 * Waits until the screen has settled: the layout is drawn, no request is in flight and no response
 * came for a second. Playwright's `networkidle` fires too early here: while the main thread is
 * busy evaluating a large chunk (a loaded machine), no request goes out for half a second either.
 * Each poll is a round trip into the page, which itself waits for a busy main thread.
 */
async function settle(page: Page, timeoutMs = WAIT_MS) {
  const inFlight = new Set<unknown>();
  let lastActivity = Date.now();
  page.on('request', (request) => {
    inFlight.add(request);
    lastActivity = Date.now();
  });
  const done = (request: unknown) => {
    inFlight.delete(request);
    lastActivity = Date.now();
  };
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  return async () => {
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      const drawn = await page.evaluate(() => document.querySelector('#main-content') !== null);
      if (drawn && inFlight.size === 0 && Date.now() - lastActivity > 1000) return true;
      await page.waitForTimeout(200);
    }
    return false;
  };
}

/** Opens a screen in a fresh page of the signed-in context and answers the scripts it loaded. */
async function visit(context: BrowserContext, screen: Screen, log: (line: string) => void): Promise<{ scripts: Set<string>; landedAt: string }> {
  const page = await context.newPage();
  try {
    const scripts = scriptsOf(page);
    const settled = await settle(page);
    await page.goto(screen.path);
    if (!(await settled())) log(`  ${screen.path} was still loading after 30 s; its figures may miss chunks`);
    return { scripts, landedAt: new URL(page.url()).pathname };
  } finally {
    await page.close();
  }
}

/** Built scripts of the client folder the server serves, by URL; none when the folder is elsewhere. */
function builtScripts(baseUrl: string, clientDir: string | undefined): string[] {
  const assets = clientDir && path.join(clientDir, 'assets');
  if (!assets || !existsSync(assets)) return [];
  return readdirSync(assets)
    .filter((name) => name.endsWith('.js'))
    .map((name) => new URL(`/assets/${name}`, baseUrl).href);
}

/**
 * The script bytes of the sign-in page, of the sign-in page with the first screen after signing
 * in (counted as test/e2e/bundle.test.ts counts them), and of every lazy chunk, each named by the
 * first screen that loads it. Leaves `context` signed in.
 */
export async function measureBytes(
  context: BrowserContext,
  options: { baseUrl: string; admin: { email: string; password: string }; screens: (signedIn: Page) => Promise<Screen[]>; clientDir?: string; log: (line: string) => void },
): Promise<Bytes> {
  const page = await context.newPage();
  const scripts = scriptsOf(page);
  await openSignIn(page);
  const signInFiles = new Set(scripts);
  await signIn(page, options.admin.email, options.admin.password);
  const firstFiles = new Set(scripts);
  const toVisit = await options.screens(page);
  await page.close();

  const screens: ScreenBytes[] = [];
  const firstLoader = new Map<string, string>();
  for (const screen of toVisit) {
    const { scripts: loaded, landedAt } = await visit(context, screen, options.log);
    const extra = [...loaded].filter((url) => !firstFiles.has(url));
    for (const url of extra) if (!firstLoader.has(url)) firstLoader.set(url, screen.name);
    screens.push({ name: screen.name, path: screen.path, files: extra, bytes: 0, landedAt: landedAt === screen.path ? undefined : landedAt });
    options.log(`  visited ${screen.path}: ${extra.length} scripts beyond the first screen`);
  }

  const built = builtScripts(options.baseUrl, options.clientDir);
  const sizes = await wireSizes([...firstFiles, ...firstLoader.keys()]).catch((error: Error) => {
    // The scripts were served a moment ago: a build replaced the client folder meanwhile.
    throw new Error(`the server's client changed during the measurement (${error.message}): run again once no build is running`);
  });
  try {
    await wireSizes(built.filter((url) => !firstFiles.has(url)), sizes);
  } catch (error) {
    // The server serves another build than this folder's: its own scripts are still weighed.
    options.log(`  ${options.clientDir} is not the build the server serves (${(error as Error).message}); only loaded chunks are listed`);
    built.length = 0;
  }
  for (const screen of screens) screen.bytes = sum(screen.files, sizes);

  const lazy = new Set([...firstLoader.keys(), ...built.filter((url) => !firstFiles.has(url))]);
  const chunks = [...lazy]
    .map((url) => ({ file: fileOf(url), bytes: sizes.get(url)?.bytes ?? 0, encoding: sizes.get(url)?.encoding, screen: firstLoader.get(url) ?? '(not reached)' }))
    .sort((a, b) => b.bytes - a.bytes);
  const files = (urls: Set<string>) => [...urls].map(fileOf);
  return {
    signIn: { bytes: sum(signInFiles, sizes), files: files(signInFiles) },
    firstScreen: { bytes: sum(firstFiles, sizes), files: files(firstFiles) },
    screens: screens.map((screen) => ({ ...screen, files: screen.files.map(fileOf) })),
    chunks,
  };
}
