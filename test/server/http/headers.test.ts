import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, constants as zlibConstants, gunzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../../server/app';
import { loadConfig } from '../../../server/config';
import { compressClient } from '../../../server/cli/compressClient';
import { createTestApp, type TestApp } from '../support/harness';

/**
 * Serving the client: the built client goes out pre-compressed and cached
 * by its hashed name, API answers are compressed, and the security headers name only the origin.
 */
let t: TestApp;
let token: string;
let clientDir: string;
const apps: FastifyInstance[] = [];
// Text that compresses well yet is not all one character, like a real bundle.
const script = Array.from({ length: 400 }, (_, i) => `export const value${i} = "${i % 7}";`).join('\n');
const indexHtml = `<!doctype html><html><head><script type="module" src="/assets/index-Ab12Cd34.js"></script></head><body><div id="app"></div>${'<!-- padding -->'.repeat(100)}</body></html>`;

/** An app over the same database with its own client folder and environment (read at build time). */
async function appWith(env: Record<string, string> = {}) {
  // Stubbed and restored in place: a process.env replaced by a plain object no longer tells Node
  // of a TZ change, and the files after this one in its worker read the wrong day.
  for (const [name, value] of Object.entries(env)) vi.stubEnv(name, value);
  try {
    const config = { ...loadConfig({ DATA_DIR: t.dataDir, JWT_SECRET: randomBytes(32).toString('hex'), CLIENT_DIR: clientDir }), logLevel: 'silent' };
    const app = await buildApp({ config, database: t.database, mailer: { outboxDir: undefined, send: async () => {} } });
    apps.push(app);
    return app;
  } finally {
    vi.unstubAllEnvs();
  }
}

beforeAll(async () => {
  t = await createTestApp();
  token = await t.token('admin@flotilla.mx');
  clientDir = mkdtempSync(path.join(tmpdir(), 'flotilla-client-'));
  mkdirSync(path.join(clientDir, 'assets'));
  writeFileSync(path.join(clientDir, 'index.html'), indexHtml);
  writeFileSync(path.join(clientDir, 'assets', 'index-Ab12Cd34.js'), script);
  compressClient(clientDir);
});
afterAll(async () => {
  await Promise.all(apps.map((a) => a.close()));
  await t.close();
  rmSync(clientDir, { recursive: true, force: true });
});

describe('the built client', () => {
  it('sends the brotli copy when accepted, gzip when only that is, and the plain file otherwise', async () => {
    const app = await appWith();
    const url = '/assets/index-Ab12Cd34.js';
    const br = await app.inject({ url, headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.rawPayload.length).toBeLessThan(script.length / 3);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(script);

    const gz = await app.inject({ url, headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(script);

    const plain = await app.inject({ url });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
  });

  it('caches hashed assets for a year as immutable', async () => {
    const app = await appWith();
    for (const encoding of ['br', 'gzip', 'identity']) {
      const res = await app.inject({ url: '/assets/index-Ab12Cd34.js', headers: { 'accept-encoding': encoding } });
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    }
  });

  it('never caches index.html, whether asked for by name, as / or as a client route', async () => {
    const app = await appWith();
    for (const url of ['/', '/index.html', '/plantas', '/usuarios/3']) {
      const res = await app.inject({ url, headers: { 'accept-encoding': 'br, gzip' } });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toBe('no-cache');
      expect(res.headers['content-type'], url).toMatch(/^text\/html/);
      expect(res.headers['content-encoding'], url).toBe('br');
      expect(brotliDecompressSync(res.rawPayload).toString(), url).toBe(indexHtml);
    }
    const plain = await app.inject({ url: '/plantas' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers['cache-control']).toBe('no-cache');
    expect(plain.body).toBe(indexHtml);
  });
});

describe('API answers', () => {
  it('compresses a JSON answer above 1 KB when accepted, and not otherwise', async () => {
    const gz = await t.call({ url: 'usuarios/', token, headers: { 'accept-encoding': 'gzip' } });
    expect(gz.statusCode).toBe(200);
    expect(gz.headers['content-encoding']).toBe('gzip');
    const body = JSON.parse(gunzipSync(gz.rawPayload).toString());
    const plain = await t.call({ url: 'usuarios/', token });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(1024);
    expect(body).toEqual(plain.json());

    const br = await t.call({ url: 'usuarios/', token, headers: { 'accept-encoding': 'br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(plain.json());
  });

  it('compresses a list page of 100 rows in one call: its length is known, not sent in chunks', async () => {
    // A zlib stream per answer cost more than the compression itself on two cores (PERFORMANCE.md);
    // the streaming path drops content-length, the one-call path sets it.
    const plain = await t.call({ url: 'usuarios/?limit=100', token });
    expect(plain.rawPayload.length).toBeGreaterThan(16 * 1024); // past @fastify/compress's own one-call limit (4–8 KB on 2+ cores)
    expect(plain.rawPayload.length).toBeLessThan(64 * 1024);
    const br = await t.call({ url: 'usuarios/?limit=100', token, headers: { 'accept-encoding': 'gzip, deflate, br, zstd' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['transfer-encoding']).toBeUndefined();
    expect(Number(br.headers['content-length'])).toBe(br.rawPayload.length);
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(plain.json());
    // At brotli's quality 2 (docs/PERFORMANCE.md): the same bytes as compressing the plain answer so.
    expect(br.rawPayload.equals(brotliCompressSync(plain.rawPayload, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 2 } }))).toBe(true);
  });

  it('sends a small answer plain', async () => {
    const res = await t.call({ url: 'no-such-thing/', headers: { 'accept-encoding': 'gzip, br' } });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.json().code).toBe('not_found');
  });

  it('still streams an export whole when compressed', async () => {
    const exportCsv = (headers: Record<string, string> = {}) =>
      t.call({ method: 'POST', url: 'usuarios/exportar/?format=csv', token, payload: {}, headers });
    const plain = await exportCsv();
    expect(plain.statusCode).toBe(200);
    const gz = await exportCsv({ 'accept-encoding': 'gzip' });
    expect(gz.statusCode).toBe(200);
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.headers['content-disposition']).toBe(plain.headers['content-disposition']);
    const csv = gunzipSync(gz.rawPayload).toString();
    expect(csv).toBe(plain.body);
    const users = await t.call({ url: 'usuarios/', token });
    // A header line and one line per user, ending with the last user.
    expect(csv.trim().split(/\r?\n/)).toHaveLength(users.json().count + 1);
  });
});

describe('security headers', () => {
  // Helmet's headers, in the order they go out, worked out once per process (server/http/securityHeaders.ts).
  const SECURITY_HEADERS = [
    ['content-security-policy', "default-src 'self';base-uri 'self';font-src 'self' data:;form-action 'self';frame-ancestors 'self';img-src 'self' data: blob: https://tile.openstreetmap.org;object-src 'none';script-src 'self';script-src-attr 'none';style-src 'self' 'unsafe-inline';connect-src 'self'"],
    ['cross-origin-opener-policy', 'same-origin'],
    ['cross-origin-resource-policy', 'same-origin'],
    ['origin-agent-cluster', '?1'],
    ['referrer-policy', 'no-referrer'],
    ['x-content-type-options', 'nosniff'],
    ['x-dns-prefetch-control', 'off'],
    ['x-download-options', 'noopen'],
    ['x-frame-options', 'SAMEORIGIN'],
    ['x-permitted-cross-domain-policies', 'none'],
    ['x-xss-protection', '0'],
  ];
  /** The answer's security headers as they go out: names in the order written, with their values. */
  const securityHeadersOf = (res: { headers: Record<string, unknown>; raw: { res: { getHeaderNames(): string[] } } }) =>
    res.raw.res.getHeaderNames().filter((name) => SECURITY_HEADERS.some(([known]) => known === name) || name === 'x-powered-by').map((name) => [name, res.headers[name]]);

  it('sends the same security headers, first and in order, on API answers, errors and the client page', async () => {
    const app = await appWith();
    const answers = {
      list: await t.call({ url: 'usuarios/', token }),
      compressed: await t.call({ url: 'usuarios/', headers: { 'accept-encoding': 'gzip' }, token }),
      notFound: await t.call({ url: 'no-such-thing/' }),
      refused: await t.call({ method: 'POST', url: 'usuarios/q/', token, payload: { ordering: 'nope' } }),
      unauthenticated: await t.call({ url: 'usuarios/' }),
      page: await app.inject({ url: '/plantas', headers: { 'accept-encoding': 'br' } }),
      asset: await app.inject({ url: '/assets/index-Ab12Cd34.js' }),
    };
    for (const [name, res] of Object.entries(answers)) {
      expect(securityHeadersOf(res), name).toEqual(SECURITY_HEADERS);
      expect(res.raw.res.getHeaderNames().slice(0, SECURITY_HEADERS.length), name).toEqual(SECURITY_HEADERS.map(([header]) => header));
    }
  });

  it("lets the page connect to its own origin only, and load images from it and the maps' tile server (MAP_TILE_URL)", async () => {
    const res = await t.call({ url: 'docs/' });
    const csp = String(res.headers['content-security-policy']);
    const directive = (name: string) => csp.split(';').map((d) => d.trim()).find((d) => d.startsWith(`${name} `));
    expect(directive('connect-src')).toBe("connect-src 'self'");
    expect(directive('img-src')).toBe("img-src 'self' data: blob: https://tile.openstreetmap.org");
    expect(csp).not.toMatch(/\b(ws|wss|https):(?!\/\/)/);
  });

  it('sends HSTS for a request that came over HTTPS through a trusted proxy, not over plain HTTP', async () => {
    const trusting = await appWith({ TRUST_PROXY: '1' });
    const overHttps = await trusting.inject({ url: '/api/no-such-thing/', headers: { 'x-forwarded-proto': 'https' } });
    expect(overHttps.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    const overHttp = await trusting.inject({ url: '/api/no-such-thing/' });
    expect(overHttp.headers['strict-transport-security']).toBeUndefined();
  });

  it('does not take a forwarded HTTPS claim from a proxy it does not trust', async () => {
    const app = await appWith();
    const res = await app.inject({ url: '/', headers: { 'x-forwarded-proto': 'https' } });
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });

  it('sends HSTS on every answer with HSTS=1 (TLS ended by a proxy that sends no X-Forwarded-Proto)', async () => {
    const app = await appWith({ HSTS: '1' });
    const res = await app.inject({ url: '/' });
    expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  });
});
