import type { FastifyInstance, FastifyPluginAsync, FastifySchema } from 'fastify';
import swagger from '@fastify/swagger';
import { createJsonSchemaTransform, createJsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { readFileSync } from 'node:fs';
import { z } from 'zod';
import { es } from '../../i18n/server/es';
import type { AppContext } from '../context';
import { accessRulesOf, PUBLIC_ROUTE, rolesOnly, type AccessRule } from '../http/guard';
import { langOf, translate, type Lang } from '../http/i18n';
import { apiError, operationIdOf, schemaRegistry } from './schemas';
import { appCallOf } from '../../domain/appCalls';
import { toJson } from '../http/json';

/** A route as registered under /api, for the check that every call has a schema. */
export interface RegisteredRoute {
  method: string;
  url: string;
  schema?: FastifySchema;
  /** Who may call it (server/http/guard.ts); the role-matrix test needs exactly one per route. */
  access: AccessRule[];
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route registered under /api (HEAD ones included), in order. */
    apiRoutes: RegisteredRoute[];
  }
}

const asset = (name: string) => readFileSync(new URL(`./docs/${name}`, import.meta.url), 'utf8');
const PAGE = asset('index.html');
const SCRIPT = asset('docs.js');

const zodToDocs = createJsonSchemaTransform({ skipList: [], schemaRegistry });
const zodComponents = createJsonSchemaTransformObject({ schemaRegistry });

const REF = /"#\/components\/schemas\/([^"]+)"/g;
/** The component names `value` refers to. */
const refsIn = (value: unknown) => [...JSON.stringify(value).matchAll(REF)].map((m) => decodeURIComponent(m[1]));

/**
 * The document without the schema components no call reaches: the zod registry gives each named
 * schema an input and an output component, and a schema only ever answered needs no input one.
 */
function withoutUnused(doc: ReturnType<typeof zodComponents>): ReturnType<typeof zodComponents> {
  const { components } = doc as { components?: { schemas?: Record<string, unknown> } };
  const schemas = components?.schemas ?? {};
  const used = new Set<string>();
  const pending = refsIn({ ...doc, components: { ...components, schemas: {} } });
  for (let name = pending.pop(); name !== undefined; name = pending.pop()) {
    if (used.has(name)) continue;
    used.add(name);
    pending.push(...refsIn(schemas[name]));
  }
  const kept = Object.fromEntries(Object.entries(schemas).filter(([name]) => used.has(name)));
  return { ...doc, components: { ...components, schemas: kept } } as typeof doc;
}

/**
 * Route schemas and the OpenAPI 3 document built from them. Call on the root instance before
 * any route. Schemas describe the API; they neither validate nor serialize: handlers parse
 * their input with http/validate.ts so that errors keep DOMAIN §4's shape and language,
 * and answers are written whole.
 */
export async function registerOpenApi(app: FastifyInstance) {
  app.setValidatorCompiler(() => () => true);
  app.setSerializerCompiler(() => toJson);
  // Every answer, with a response schema or without, is written by the same function.
  app.setReplySerializer(toJson);
  const routes: RegisteredRoute[] = [];
  app.decorate('apiRoutes', routes);
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/')) return;
    for (const method of [route.method].flat()) routes.push({ method, url: route.url, schema: route.schema, access: accessRulesOf(route) });
  });
  await app.register(swagger, {
    openapi: {
      openapi: '3.0.3',
      info: {
        title: 'Flotilla API',
        version: '1',
        description: 'SPEC §7 calls. Errors: `{detail, code}` or `{field: [message]}` in the language of Accept-Language (es by default).',
      },
      // Paths carry their /api/ prefix: the server is the document's own origin.
      servers: [{ url: '/' }],
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
      security: [{ bearer: [] }],
    },
    // Only the API is documented; the client's files are not calls.
    transform: (doc) => (doc.url.startsWith('/api/') ? zodToDocs({ ...doc, schema: withAppTag(doc) }) : { schema: { hide: true } as FastifySchema, url: doc.url }),
    transformObject: (doc) => withoutUnused(zodComponents(doc)),
  });
}

/** The phone's calls (DOMAIN §7, domain/appCalls.ts) are also listed under their own tag. */
export const APP_TAG = 'app';
function withAppTag({ schema, url, route }: { schema: FastifySchema; url: string; route: { method: string | string[] } }): FastifySchema {
  const call = [route.method].flat().some((method) => appCallOf(method, url));
  return call ? { ...schema, tags: [...(schema.tags ?? []), APP_TAG] } : schema;
}

const docs = { tags: ['docs'], security: [] };
/** A docs call: its operationId and its one answer, a text file of `type`. */
const named = (call: string, type: string, description: string) => ({
  ...docs,
  operationId: operationIdOf('docs', call),
  response: { 200: { description, content: { [type]: { schema: z.string() } } } },
});

/**
 * The document with the docs page's headings in the caller's language (`info.x-labels`, from
 * i18n/server `docs`) and that language (`info.x-language`); swagger's cached document stays as it is.
 */
function withLabels(doc: { info: object }, lang: Lang) {
  const labels = Object.fromEntries(Object.keys(es.docs).map((key) => [key, translate(lang, `docs.${key}`)]));
  return { ...doc, info: { ...doc.info, 'x-language': lang, 'x-labels': labels } };
}

/**
 * `/api/openapi.json` (admins, with their bearer token) and `/api/docs`, a page without data
 * that fetches the document with the token the signed-in client keeps in the browser.
 */
export const docsRoutes =
  (ctx: AppContext): FastifyPluginAsync =>
  async (app) => {
    app.get(
      '/openapi.json',
      {
        // For administrators (DOMAIN §1 admin): it maps every call and field.
        onRequest: rolesOnly(ctx, ['admin']),
        schema: { tags: ['docs'], operationId: operationIdOf('docs', 'openapi'), summary: 'This OpenAPI 3 document (administrators)', response: { 200: z.looseObject({}), 401: apiError, 403: apiError } },
      },
      async (req) => withLabels(app.swagger(), langOf(req)),
    );
    app.get('/docs', { ...PUBLIC_ROUTE, schema: { ...named('page', 'text/html', 'The page'), summary: 'A readable page of the document (it signs in with the client\'s stored session)' } }, (_req, reply) =>
      reply.type('text/html; charset=utf-8').header('Cache-Control', 'no-store').send(PAGE),
    );
    app.get('/docs/docs.js', { ...PUBLIC_ROUTE, schema: { ...named('script', 'text/javascript', 'The script'), summary: 'The script of the docs page' } }, (_req, reply) =>
      reply.type('text/javascript; charset=utf-8').send(SCRIPT),
    );
  };
