import { chromium, type BrowserServer } from 'playwright-core';
import { existsSync } from 'node:fs';

const CHROMIUM = ['/usr/bin/chromium', '/usr/bin/chromium-browser'].find((p) => existsSync(p));

/**
 * Debian's Chromium, headless, with the flags this closed network needs (no background calls),
 * started once for the whole e2e run rather than launched and closed for each file. Files
 * connect to it and each test opens its own BrowserContext (own cookies, storage and cache).
 */
export function startChromium(): Promise<BrowserServer> {
  if (!CHROMIUM) throw new Error('Chromium is missing: apt-get install chromium (see README)');
  return chromium.launchServer({
    executablePath: CHROMIUM,
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-dev-shm-usage'],
  });
}
