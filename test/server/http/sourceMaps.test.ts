import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import viteConfig from '../../../vite.config';
import { buildApp } from '../../../server/app';
import { loadConfig } from '../../../server/config';
import { compressClient } from '../../../server/cli/compressClient';
import { createTestApp, type TestApp } from '../support/harness';

/**
 * The app's original source is not public. The production build writes no source maps,
 * and a client folder that has them anyway (built with SOURCEMAP=1, or an old one) never serves them.
 */
let t: TestApp;
let app: FastifyInstance;
let clientDir: string;
const script = Array.from({ length: 200 }, (_, i) => `export const value${i} = ${i};`).join('\n');
const map = JSON.stringify({ version: 3, sources: ['../../src/App.tsx'], sourcesContent: [script], mappings: 'AAAA'.repeat(400) });

beforeAll(async () => {
  t = await createTestApp();
  clientDir = mkdtempSync(path.join(tmpdir(), 'flotilla-maps-'));
  mkdirSync(path.join(clientDir, 'assets'));
  writeFileSync(path.join(clientDir, 'index.html'), '<!doctype html><html><body><div id="app"></div></body></html>');
  writeFileSync(path.join(clientDir, 'assets', 'index-Ab12Cd34.js'), `${script}\n//# sourceMappingURL=index-Ab12Cd34.js.map`);
  writeFileSync(path.join(clientDir, 'assets', 'index-Ab12Cd34.js.map'), map);
  compressClient(clientDir);
  const config = { ...loadConfig({ DATA_DIR: t.dataDir, JWT_SECRET: randomBytes(32).toString('hex'), CLIENT_DIR: clientDir }), logLevel: 'silent' };
  app = await buildApp({ config, database: t.database, mailer: { outboxDir: undefined, send: async () => {} } });
});
afterAll(async () => {
  await app.close();
  await t.close();
  rmSync(clientDir, { recursive: true, force: true });
});

describe('source maps', () => {
  it('the production build writes none', () => {
    expect(viteConfig).toMatchObject({ build: { sourcemap: false } });
  });

  it('are never compressed beside the build', () => {
    expect(existsSync(path.join(clientDir, 'assets', 'index-Ab12Cd34.js.br'))).toBe(true);
    expect(existsSync(path.join(clientDir, 'assets', 'index-Ab12Cd34.js.map.br'))).toBe(false);
  });

  it.each([
    ['plain', 'identity'],
    ['brotli', 'br'],
    ['gzip', 'gzip'],
  ])('answer 404 when present on disk (%s)', async (_name, encoding) => {
    for (const url of ['/assets/index-Ab12Cd34.js.map', '/assets/index-Ab12Cd34.js.MAP', '/assets/index-Ab12Cd34.js.ma%70', '/assets/index-Ab12Cd34.js.map?v=1']) {
      const res = await app.inject({ url, headers: { 'accept-encoding': encoding } });
      expect([url, res.statusCode]).toEqual([url, 404]);
      expect(res.body).not.toContain('sourcesContent');
    }
  });

  it('answer 404 when missing, instead of the index.html client routes get', async () => {
    const res = await app.inject({ url: '/assets/other-Zz99.js.map' });
    expect([res.statusCode, res.json().code]).toEqual([404, 'not_found']);
    expect((await app.inject({ url: '/usuarios/5/show' })).statusCode).toBe(200);
  });

  it('a script of an older build answers 404 too, never index.html as a script', async () => {
    const res = await app.inject({ url: '/assets/index-Old00000.js' });
    expect([res.statusCode, res.json().code]).toEqual([404, 'not_found']);
  });

  it("the build's stamp and any other dot file answer 404 too", async () => {
    writeFileSync(path.join(clientDir, '.client-inputs.sha256'), 'f00d\n');
    for (const url of ['/.client-inputs.sha256', '/%2Eclient-inputs.sha256', '/assets/.hidden']) {
      const res = await app.inject({ url });
      expect([url, res.statusCode]).toEqual([url, 404]);
      expect(res.body).not.toContain('f00d');
    }
  });

  it('leave the scripts they describe served as before', async () => {
    const res = await app.inject({ url: '/assets/index-Ab12Cd34.js', headers: { 'accept-encoding': 'br' } });
    expect([res.statusCode, res.headers['content-encoding'], res.headers['cache-control']]).toEqual([200, 'br', 'public, max-age=31536000, immutable']);
  });
});
