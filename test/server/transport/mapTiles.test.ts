import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../../server/app';
import { DEFAULT_MAP_TILES, loadConfig } from '../../../server/config';
import { tileOrigin } from '../../../server/http/securityHeaders';
import { roleTestApp } from '../support/roleApp';

/**
 * GET mapa/: the tile server every map draws on, from MAP_TILE_URL and MAP_TILE_ATTRIBUTION
 * (OpenStreetMap's by default), for any signed-in back-office user; the page's CSP lets images
 * come from that server's origin and no other.
 */
const { t, tokens } = roleTestApp();
let custom: FastifyInstance;
const OWN_TILES = 'https://{s}.tiles.empresa.mx:8443/osm/{z}/{x}/{y}.png?key=abc';
beforeAll(async () => {
  const config = {
    ...loadConfig({ DATA_DIR: t.dataDir, JWT_SECRET: randomBytes(32).toString('hex'), MAP_TILE_URL: OWN_TILES, MAP_TILE_ATTRIBUTION: '© Empresa' }),
    // The test app's key, so its tokens hold here too.
    jwtSecret: t.config.jwtSecret,
    logLevel: 'silent',
  };
  custom = await buildApp({ config, database: t.database, mailer: { outboxDir: undefined, send: async () => {} } });
});
// Runs before roleTestApp's afterAll closes `t`, whose database this app shares.
afterAll(() => custom.close());

const imgSrc = (headers: Record<string, unknown>) =>
  String(headers['content-security-policy'])
    .split(';')
    .find((d) => d.startsWith('img-src'));

describe('GET mapa/', () => {
  it("answers OpenStreetMap's tiles and attribution by default, to every back-office role", async () => {
    for (const token of [tokens.admin, tokens.rh, tokens.c4]) {
      const res = await t.call({ token, url: 'mapa/' });
      expect([res.statusCode, res.json()]).toEqual([200, { tile_url: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png', attribution: DEFAULT_MAP_TILES.attribution, max_zoom: 19 }]);
    }
    expect(DEFAULT_MAP_TILES.attribution).toContain('href="https://www.openstreetmap.org/copyright"');
    expect((await t.call({ url: 'mapa/' })).statusCode).toBe(401);
  });

  it("lets the page load images from the default tile server's origin only", async () => {
    const res = await t.call({ url: 'mapa/' });
    expect(imgSrc(res.headers)).toBe("img-src 'self' data: blob: https://tile.openstreetmap.org");
  });

  it("answers the company's own tile server from the environment, and the CSP follows it", async () => {
    const res = await custom.inject({ url: '/api/mapa/', headers: { authorization: `Bearer ${tokens.c4}` } });
    expect(res.json()).toEqual({ tile_url: OWN_TILES, attribution: '© Empresa', max_zoom: 19 });
    expect(imgSrc(res.headers)).toBe("img-src 'self' data: blob: https://*.tiles.empresa.mx:8443");
  });
});

describe('MAP_TILE_URL', () => {
  it('gives its origin to the CSP, a subdomain placeholder as a wildcard', () => {
    expect(tileOrigin('https://tile.openstreetmap.org/{z}/{x}/{y}.png')).toBe('https://tile.openstreetmap.org');
    expect(tileOrigin('http://{s}.Tiles.local/{z}/{x}/{y}.png')).toBe('http://*.tiles.local');
  });

  it('stops the start with a clear line when it is not an http(s) template with {z}, {x} and {y}', () => {
    for (const bad of ['tiles.empresa.mx/{z}/{x}/{y}.png', 'ftp://tiles.empresa.mx/{z}/{x}/{y}.png', 'https://tiles.empresa.mx/{z}/{x}.png', "https://x.mx;script-src:*/{z}/{x}/{y}.png", "https://x.mx/{z}/{x}/{y}.png' *"]) {
      expect(() => loadConfig({ DATA_DIR: t.dataDir, JWT_SECRET: 'x', MAP_TILE_URL: bad })).toThrow(/MAP_TILE_URL must be/);
    }
  });
});
