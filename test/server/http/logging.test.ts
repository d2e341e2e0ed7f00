import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../../server/app';
import { loadConfig } from '../../../server/config';
import { createTestApp, type TestApp } from '../support/harness';

/**
 * A failed query's log line keeps the SQL text, code and message, never its values: those are
 * a new user's argon2id hash and personal data.
 */
let t: TestApp;
let app: FastifyInstance;
let token: string;
const lines: string[] = [];
const log = () => lines.join('');

beforeAll(async () => {
  t = await createTestApp();
  // The test harness builds its apps silent; this one logs at debug (one line per request too) into `lines`.
  const config = { ...loadConfig({ DATA_DIR: t.dataDir, JWT_SECRET: randomBytes(32).toString('hex'), CLIENT_DIR: t.dataDir }), logLevel: 'debug' };
  app = await buildApp({ config, database: t.database, mailer: { send: async () => {} } }, { write: (line: string) => void lines.push(line) });
  const res = await app.inject({ method: 'POST', url: '/api/auth/login/', headers: { 'user-type': 'platform' }, payload: { email: 'admin@flotilla.mx', password: 'flotilla' } });
  token = res.json().access;
});
afterAll(async () => {
  await app.close();
  await t.close();
});

describe('server log', () => {
  it('logs a failed insert by its SQL and error code, without the password hash, the password or the personal data', async () => {
    const email = 'zz.registro@empresa.mx';
    const password = 'Contraseña-Muy-Secreta-42';
    // PostgreSQL's detail is where "Failing row contains (…)" puts a row's values.
    await t.database.pool.query(`
      CREATE FUNCTION fail_logged_insert() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN RAISE EXCEPTION 'forced failure' USING DETAIL = 'Failing row contains ' || NEW.password; END $$;
      CREATE TRIGGER fail_logged_insert BEFORE INSERT ON usuarios FOR EACH ROW WHEN (NEW.email = '${email}') EXECUTE FUNCTION fail_logged_insert();`);
    try {
      lines.length = 0;
      const res = await app.inject({
        method: 'POST',
        url: '/api/usuarios/plataforma/',
        headers: { authorization: `Bearer ${token}` },
        payload: { name: 'Zoe', last_name: 'Registro', email, telephone: '8119876543', role: 1, groups: ['Administrador'], password },
      });
      expect(res.statusCode).toBe(500);
      expect(res.body).not.toContain('usuarios');

      const errors = lines.map((l) => JSON.parse(l)).filter((l) => l.level >= 50);
      expect(errors).toHaveLength(1);
      expect(errors[0].err).toMatchObject({ message: 'Failed query', cause: { code: 'P0001', message: 'forced failure' } });
      expect(errors[0].err.query).toMatch(/^insert into "usuarios"/);
      expect(errors[0].err.stack).toMatch(/\n\s+at /);

      const text = log();
      expect(text).not.toContain('$argon2id$');
      expect(text).not.toContain('Failing row');
      expect(text).not.toContain(password);
      expect(text).not.toContain(email);
      expect(text).not.toContain('8119876543');
      expect(text).not.toContain(token);
    } finally {
      await t.database.pool.query('DROP TRIGGER fail_logged_insert ON usuarios; DROP FUNCTION fail_logged_insert();');
    }
  });

  it('logs a request without its query string or bearer token', async () => {
    lines.length = 0;
    await app.inject({ url: '/api/usuarios/?email=ana.secreta%40empresa.mx&token=abc123', headers: { authorization: `Bearer ${token}` } });
    const requests = lines.map((l) => JSON.parse(l)).filter((l) => l.req);
    expect(requests.length).toBeGreaterThan(0);
    expect(requests[0].req.url).toBe('/api/usuarios/');
    expect(log()).not.toContain('ana.secreta');
    expect(log()).not.toContain('abc123');
    expect(log()).not.toContain(token);
  });

  it("writes a request's lines with its id, from the logger made on its first line (http/requestLogger.ts)", async () => {
    lines.length = 0;
    await app.inject({ url: '/api/usuarios/', headers: { authorization: `Bearer ${token}` } });
    await app.inject({ url: '/api/usuarios/', headers: { authorization: `Bearer ${token}` } });
    const written = lines.map((l) => JSON.parse(l)).filter((l) => l.reqId !== undefined);
    const ids = [...new Set(written.map((l) => l.reqId))];
    expect(ids).toHaveLength(2);
    for (const id of ids) expect(written.filter((l) => l.reqId === id).map((l) => l.msg)).toEqual(['incoming request', 'request completed']);
  });

  it('blanks passwords, tokens and hashes in anything a log call is given', () => {
    lines.length = 0;
    app.log.warn({
      body: { email: 'x@empresa.mx', password: 'p1', contrasena: 'p2', refresh: 'r1', access: 'a1' },
      user: { hash: '$argon2id$v=19$abc', token: 't1' },
      req: { headers: { authorization: 'Bearer t2', cookie: 'c1' } },
    }, 'shape check');
    const [line] = lines.map((l) => JSON.parse(l));
    expect(line.body).toEqual({ email: 'x@empresa.mx', password: '[redacted]', contrasena: '[redacted]', refresh: '[redacted]', access: '[redacted]' });
    expect(line.user).toEqual({ hash: '[redacted]', token: '[redacted]' });
    expect(line.req.headers).toEqual({ authorization: '[redacted]', cookie: '[redacted]' });
    expect(log()).not.toMatch(/p1|p2|r1|a1|argon2id|t1|t2|c1/);
  });
});
