import { createRequire } from 'node:module';
import { translate } from '../../../server/http/i18n';
import { resources } from '../../../server/resources';
import { roleTestApp } from '../support/roleApp';
import { WAIT } from '../support/waits';

/**
 * Route schemas and the OpenAPI document (server/kit/openapi.ts): every call under /api has a
 * schema, the document lists every call, only administrators read it, and schemas change
 * neither the errors nor the answers.
 */
const { t, tokens } = roleTestApp();

/** jsdom (the client tests' DOM) ships no types; the docs page test needs only this much of it. */
interface PageDom {
  window: { document: Document; fetch: unknown; eval(code: string): unknown };
}
const { JSDOM } = createRequire(import.meta.url)('jsdom') as { JSDOM: new (html: string, options: object) => PageDom };

/** Fastify's `/api/plantas/:id/` as OpenAPI writes it, `/api/plantas/{id}/`. */
const openApiPath = (url: string) => url.replace(/:(\w+)/g, '{$1}');
const calls = () => t.app.apiRoutes.filter((r) => r.method !== 'HEAD');

describe('route schemas', () => {
  it('gives every route under /api a schema', () => {
    expect(calls().length).toBeGreaterThan(60);
    const missing = t.app.apiRoutes.filter((r) => !r.schema || Object.keys(r.schema).length === 0).map((r) => `${r.method} ${r.url}`);
    expect(missing).toEqual([]);
  });

  it('documents each resource with its own zod schemas', () => {
    for (const declaration of resources) {
      const route = (method: string, url: string) => t.app.apiRoutes.find((r) => r.method === method && r.url === `/api/${declaration.base}/${url}`);
      // A single record (configuracion/) is never created through the API.
      // A read-only view (solicitudes_fleet/) serves no write at all.
      if (declaration.readOnlyView) expect([route('POST', ''), route('PUT', ':id/'), route('PATCH', ':id/'), route('DELETE', ':id/')]).toEqual([undefined, undefined, undefined, undefined]);
      // Records only their own calls write (alertas/) serve no generic edit or delete.
      else if (declaration.genericWrites === false) expect([route('PUT', ':id/'), route('PATCH', ':id/'), route('DELETE', ':id/')]).toEqual([undefined, undefined, undefined]);
      else {
        if (!declaration.singleton) expect(route('POST', '')?.schema?.body).toBe(declaration.createInput ?? declaration.input);
        expect(route('PUT', ':id/')?.schema?.body).toBe(declaration.input);
      }
      expect(route('GET', '')?.schema?.tags).toEqual([declaration.base]);
      for (const action of declaration.actions ?? []) {
        const url = action.collection ? (action.path ? `${action.path}/` : '') : `:id/${action.path}/`;
        expect(route(action.method, url)?.schema?.summary, `${declaration.base} ${action.path}`).toBeTruthy();
      }
    }
  });

  it('leaves field errors as they were: the handler parses, in the caller\'s language', async () => {
    const res = await t.call({ method: 'POST', url: 'plantas/', token: tokens.admin, lang: 'en', payload: { name: 'x'.repeat(121), bogus: 1 } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      name: [translate('en', 'validation.max_length', { count: 120 })],
      code: [translate('en', 'validation.required')],
      bogus: [translate('en', 'validation.unknown_field')],
    });
    const login = await t.call({ method: 'POST', url: 'auth/login/', payload: { email: 'admin@flotilla.mx' } });
    expect([login.statusCode, login.json().code]).toEqual([400, 'incomplete_credentials']);
    const query = await t.call({ url: 'plantas/?limit=5000&status=x', token: tokens.admin, lang: 'en' });
    expect(query.json()).toEqual({ limit: [translate('en', 'validation.max_value', { count: 1000 })] });
  });

  it('answers every field, schema or not', async () => {
    const login = await t.call({ method: 'POST', url: 'auth/login/', payload: { email: 'admin@flotilla.mx', password: 'flotilla' } });
    expect(Object.keys(login.json()).sort()).toEqual(['access', 'device_token', 'first_name', 'groups', 'id', 'last_name', 'refresh', 'websockets_token']);
    const list = await t.call({ url: 'usuarios/?limit=1', token: tokens.admin });
    const [user] = list.json().results;
    // The declaration's output turns file keys into paths; hidden columns stay out.
    expect(user).toHaveProperty('imagen');
    expect(user).toHaveProperty('licencia_status');
    expect(user).not.toHaveProperty('password');
    const show = await t.call({ url: `usuarios/${user.id}/`, token: tokens.admin });
    expect(show.json()).toEqual(user);
  });
});

describe('/api/openapi.json', () => {
  it('lists every registered call with its method, to an administrator', async () => {
    const res = await t.call({ url: 'openapi.json', token: tokens.admin });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    const documented = Object.entries(doc.paths as Record<string, Record<string, unknown>>).flatMap(([path, ops]) =>
      Object.keys(ops).map((method) => `${method.toUpperCase()} ${path}`),
    );
    const registered = calls().map((r) => `${r.method} ${openApiPath(r.url)}`);
    expect(documented.sort()).toEqual([...new Set(registered)].sort());
  });

  it('describes bodies, filters and answers from the zod schemas', async () => {
    const doc = (await t.call({ url: 'openapi.json', token: tokens.admin })).json();
    const create = doc.paths['/api/plantas/'].post;
    const body = create.requestBody.content['application/json'].schema;
    expect(body.properties.name).toMatchObject({ type: 'string', maxLength: 120 });
    expect(body.required).toEqual(expect.arrayContaining(['name', 'code']));
    expect(create.responses['201'].content['application/json'].schema).toEqual({ $ref: '#/components/schemas/plantas' });
    expect(doc.components.schemas.plantas.properties).toHaveProperty('created_at');
    const list = doc.paths['/api/plantas/'].get.parameters.map((p: { name: string }) => p.name);
    expect(list).toEqual(expect.arrayContaining(['page', 'limit', 'status', 'status__in', 'created_at__gte', 'city__contains', 'search', 'ordering']));
    expect(doc.paths['/api/usuarios/{id}/'].get.parameters).toEqual([expect.objectContaining({ name: 'id', in: 'path', required: true })]);
    // A refused delete says what still points to the record.
    expect(doc.paths['/api/plantas/{id}/'].delete.responses['409'].content['application/json'].schema).toEqual({ $ref: '#/components/schemas/RefusalError' });
    expect(doc.components.schemas.RefusalError.properties).toHaveProperty('usage');
    expect(doc.components.schemas.RefusalError.properties).toHaveProperty('blocking');
    // A bulk transition's refusal is documented with the ids at fault too.
    expect(doc.paths['/api/vehiculos/multiple_liberar/'].post.responses['409'].content['application/json'].schema).toEqual({ $ref: '#/components/schemas/RefusalError' });
    // Sign-in needs no token; the resources do.
    expect(doc.paths['/api/auth/login/'].post.security).toEqual([]);
    expect(doc.security).toEqual([{ bearer: [] }]);
  });

  it("carries the docs page's headings in the caller's language (info.x-labels)", async () => {
    const labels = async (lang?: string) => (await t.call({ url: 'openapi.json', token: tokens.admin, lang })).json().info;
    expect((await labels()).title).toBe('Flotilla API');
    // Spanish by default, English when asked, Spanish again: the cached document is not changed.
    for (const [lang, info] of [['es', await labels()], ['en', await labels('en')], ['es', await labels('es-MX')]] as const) {
      expect(info['x-language']).toBe(lang);
      expect(info['x-labels']).toEqual({
        parameters: translate(lang, 'docs.parameters'),
        body: translate(lang, 'docs.body'),
        answers: translate(lang, 'docs.answers'),
        required: translate(lang, 'docs.required'),
      });
    }
    expect((await labels())['x-labels']).toEqual({ parameters: 'Parámetros', body: 'Cuerpo', answers: 'Respuestas', required: 'obligatorio' });
    expect((await labels('en'))['x-labels'].parameters).toBe('Parameters');
  });

  it('is refused to HR and C4 (403) and without a token (401)', async () => {
    for (const token of [tokens.rh_admin, tokens.c4]) {
      const res = await t.call({ url: 'openapi.json', token, lang: 'en' });
      expect([res.statusCode, res.json().code]).toEqual([403, 'permission_denied']);
    }
    const anonymous = await t.call({ url: 'openapi.json' });
    expect([anonymous.statusCode, anonymous.json().code]).toEqual([401, 'not_authenticated']);
  });
});

describe('/api/docs', () => {
  it('answers a page that loads its script from the same origin', async () => {
    const page = await t.call({ url: 'docs' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.body).toContain('<script src="/api/docs/docs.js"></script>');
    // helmet's policy allows only same-origin scripts, so the page carries no inline script.
    expect(page.body).not.toMatch(/<script>/);
    expect(page.headers['content-security-policy']).toContain("default-src 'self'");
    const script = await t.call({ url: 'docs/docs.js' });
    expect(script.statusCode).toBe(200);
    expect(script.headers['content-type']).toMatch(/^text\/javascript/);
    expect(script.body).toContain("'/api/openapi.json'");
    expect(script.body).toContain('flotilla.session');
    // Its headings come from the document (x-labels), not fixed English words.
    expect(script.body).toContain("doc.info['x-labels']");
    expect(script.body).not.toMatch(/h\('h4', null, '(Parameters|Answers)'\)/);
  });

  it("shows the headings in the session's language: the page's script on the real Spanish document", async () => {
    const page = (await t.call({ url: 'docs' })).body.replace(/<script[^>]*><\/script>/, '');
    const script = (await t.call({ url: 'docs/docs.js' })).body;
    const doc = (await t.call({ url: 'openapi.json', token: tokens.admin })).json();
    const dom = new JSDOM(page, { runScripts: 'outside-only', url: 'http://localhost/api/docs' });
    // The page asks for the document with the stored session; here it gets the admin's.
    dom.window.fetch = async () => ({ ok: true, status: 200, json: async () => doc });
    dom.window.eval(script);
    await vi.waitFor(() => expect(dom.window.document.querySelectorAll('h4').length).toBeGreaterThan(0), WAIT);
    const headings = new Set([...dom.window.document.querySelectorAll('h4')].map((h) => h.textContent?.replace(/ \(.*\)$/, '')));
    expect([...headings].sort()).toEqual(['Cuerpo', 'Parámetros', 'Respuestas']);
    expect(dom.window.document.documentElement.lang).toBe('es');
    expect(dom.window.document.body.textContent).toContain('· obligatorio');
    expect(dom.window.document.body.textContent).not.toContain('[object');
  });
});
