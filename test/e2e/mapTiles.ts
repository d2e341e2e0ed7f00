import type { BrowserContext, Page } from 'playwright-core';
import { baseUrl } from './browser';

/** A 1×1 transparent PNG: what every map tile is in the browser tests. */
const TILE = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');

const elsewhere = (url: URL) => url.origin !== new URL(baseUrl()).origin;

/**
 * Browser tests never reach the internet: every request to another origin than the app's is
 * answered here, a map tile (an image) with a tiny PNG, anything else refused. Answers how many
 * tiles were served. `unreachable` refuses the tiles too, as a tile server that cannot be reached.
 */
export async function serveTiles(context: BrowserContext, { unreachable = false } = {}) {
  const served = { tiles: 0 };
  await context.route(elsewhere, async (route) => {
    if (route.request().resourceType() !== 'image' || unreachable) return route.abort('connectionrefused');
    served.tiles += 1;
    return route.fulfill({ status: 200, contentType: 'image/png', body: TILE });
  });
  return served;
}

/**
 * The page's errors: uncaught exceptions, each with its stack (a failure then says where it was
 * thrown, which a timer's error does not say otherwise), and console errors, but the browser's own
 * note of each tile it could not load (a refused connection is logged by the browser, not by the app).
 */
export function pageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.stack || error.message));
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    const failedTile = message.text().startsWith('Failed to load resource') && elsewhere(new URL(message.location().url || baseUrl()));
    if (!failedTile) errors.push(message.text());
  });
  return errors;
}
