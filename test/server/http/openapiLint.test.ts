import { createConfig, lintFromString, type NormalizedProblem } from '@redocly/openapi-core';
import { signedInTestApp } from '../support/harness';

/**
 * The OpenAPI document (server/kit/openapi.ts) passes Redocly's `recommended` rules with no
 * error and no warning: every call has a unique operationId and a documented 2xx answer, and
 * no component goes unused. What the API does on purpose is set apart below, each with why.
 */
const { api } = signedInTestApp();

const SOURCE = 'openapi.json';
/** A JSON pointer to `method` of `path` in the document. */
const at = (path: string, method: string) => `#/paths/${path.replace(/~/g, '~0').replace(/\//g, '~1')}/${method}`;

const RULES = {
  // SPEC §7 spells every call with a trailing slash (`plantas/`, `plantas/{id}/`).
  'no-path-trailing-slash': 'off',
  // A private back office: it is licensed to no one, so there is no licence to name.
  'info-license': 'off',
} as const;

/** Problems that are the API's design, by rule, each where it is found. */
const DESIGNED: Record<string, string[]> = {
  // Public calls that take no input and answer no client error: the probes and the docs page.
  'operation-4xx-response': [at('/api/health', 'get'), at('/api/ready', 'get'), at('/api/docs', 'get'), at('/api/docs/docs.js', 'get')].map((p) => `${p}/responses`),
  // SPEC §7's own paths; the router matches a fixed segment before a parameter, so
  // `usuarios/plataforma/7/` is the platform user and `usuarios/7/puntos/` the points.
  'no-ambiguous-paths': ['/api/usuarios/plataforma/{id}/', '/api/prestamos/vehiculos_asignados/{id}/'].map((p) => `#/paths/${p.replace(/\//g, '~1')}`),
  // The websocket answers 101 Switching Protocols, never a 2xx.
  'operation-2xx-response': [`${at('/api/ws/', 'get')}/responses`],
};

/** A problem as one readable line: rule, severity, where, what. */
const line = (p: NormalizedProblem) => `${p.ruleId} (${p.severity}) ${p.location.map((l) => l.pointer).join(', ')}: ${p.message}`;

async function lintDocument() {
  const res = await api({ url: SOURCE });
  expect(res.statusCode, res.body).toBe(200);
  const ignore = { [SOURCE]: Object.fromEntries(Object.entries(DESIGNED).map(([rule, pointers]) => [rule, new Set(pointers)])) };
  const config = await createConfig({ extends: ['recommended'], rules: RULES }, { ignore });
  return { doc: res.json(), problems: await lintFromString({ source: res.body, absoluteRef: SOURCE, config }) };
}

describe('the OpenAPI document under Redocly recommended rules', () => {
  it('has no error and no warning', async () => {
    const { problems } = await lintDocument();
    expect(problems.filter((p) => !p.ignored).map(line)).toEqual([]);
    // Each exception still matches what it excuses, so none outlives its reason.
    const excused = problems.filter((p) => p.ignored).map((p) => `${p.ruleId} ${p.location[0].pointer}`);
    expect(excused.sort()).toEqual(Object.entries(DESIGNED).flatMap(([rule, pointers]) => pointers.map((p) => `${rule} ${p}`)).sort());
  });

  it('names each call after its declaration: resource, then call', async () => {
    const { doc } = await lintDocument();
    const ids = (path: string) => Object.fromEntries(Object.entries(doc.paths[path] as Record<string, { operationId: string }>).map(([m, op]) => [m, op.operationId]));
    expect(ids('/api/plantas/')).toEqual({ get: 'plantas.list', post: 'plantas.create' });
    expect(ids('/api/plantas/{id}/')).toEqual({ get: 'plantas.show', put: 'plantas.update', patch: 'plantas.partial_update', delete: 'plantas.delete' });
    expect(ids('/api/vehiculos/{id}/aceptar_solicitud/')).toEqual({ get: 'vehiculos.aceptar_solicitud' });
    expect(ids('/api/vehiculos/multiple_liberar/')).toEqual({ post: 'vehiculos.multiple_liberar' });
    expect(ids('/api/usuarios/{id}/licencia/')).toEqual({ get: 'usuarios.read_licencia', post: 'usuarios.licencia' });
    expect(ids('/api/usuarios/plataforma/')).toEqual({ get: 'usuarios_plataforma.list', post: 'usuarios_plataforma.create' });
    expect(ids('/api/auth/login/')).toEqual({ post: 'auth.login' });
  });
});
