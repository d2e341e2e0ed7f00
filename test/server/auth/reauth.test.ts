import { eq } from 'drizzle-orm';
import { configuracion, second_factor_codes, second_factors, usuarios } from '../../../server/db/schema';
import { translate } from '../../../server/http/i18n';
import { GROUPS } from '../../../domain/roles';
import { REAUTH } from '../../../domain/reauth';
import { createTestApp, type Call, type TestApp } from '../support/harness';
import { userBody } from '../resources/usersHelpers';
import { accountCall, authenticatedAgo, freshIp, signIn } from './accountKit';
import { codeAt, enableFactor, requireFactorFor } from './factorKit';

/**
 * Re-authentication (issue #36, ASVS 7.5.1): the seven sensitive calls answer 403 reauth_required
 * and write nothing when the session last gave its password or code more than REAUTH.windowSeconds
 * ago; after auth/reauth/ the same call goes through, and within the window nobody is asked.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const platformUser = async (email: string, groups: string[]) => {
  const id = await t.addUser({ email, groups });
  await t.database.db.update(usuarios).set({ plataforma: true }).where(eq(usuarios.id, id));
  return id;
};
const groupsOf = async (id: number) => (await t.database.db.select({ groups: usuarios.groups }).from(usuarios).where(eq(usuarios.id, id)))[0]?.groups;

interface Sensitive {
  name: string;
  call: () => Promise<Call>;
  /** What the call changes, read before and after a refusal. */
  state: () => Promise<unknown>;
  /** The caller: `plain` (no factor) or `withFactor`. */
  as: 'plain' | 'withFactor';
}

describe('the seven sensitive calls', () => {
  let plain: { id: number; token: string; ip: string };
  let withFactor: { id: number; token: string; ip: string; secret: string };
  const sensitive: Sensitive[] = [];

  beforeAll(async () => {
    const ip = freshIp();
    const plainId = await platformUser('reauth.admin@flotilla.mx', [GROUPS.admin]);
    plain = { id: plainId, token: (await signIn(t, 'reauth.admin@flotilla.mx', { ip })).access, ip };
    const factorId = await platformUser('reauth.factor@flotilla.mx', [GROUPS.admin]);
    const factorToken = (await signIn(t, 'reauth.factor@flotilla.mx', { ip })).access;
    const { secret } = await enableFactor(t, { id: factorId, email: 'reauth.factor@flotilla.mx' });
    withFactor = { id: factorId, token: factorToken, ip, secret };

    const staff = await platformUser('reauth.c4@flotilla.mx', [GROUPS.c4]);
    const holder = await platformUser('reauth.holder@flotilla.mx', [GROUPS.admin, GROUPS.c4]);
    const lost = await platformUser('reauth.lost@flotilla.mx', [GROUPS.c4]);
    await enableFactor(t, { id: lost, email: 'reauth.lost@flotilla.mx' });
    const newAdmin = userBody({ groups: [GROUPS.admin], password: 'una frase larga de verdad' });
    sensitive.push(
      { name: 'a new platform user in Administrador', as: 'plain', call: async () => ({ method: 'POST', url: 'usuarios/plataforma/', payload: newAdmin }), state: async () => (await t.database.db.select().from(usuarios).where(eq(usuarios.email, newAdmin.email as string))).length },
      { name: 'giving Administrador', as: 'plain', call: async () => ({ method: 'PATCH', url: `usuarios/plataforma/${staff}/`, payload: { groups: [GROUPS.c4, GROUPS.admin] } }), state: () => groupsOf(staff) },
      { name: 'quitar_permisos of a holder of Administrador', as: 'plain', call: async () => ({ url: `usuarios/${holder}/quitar_permisos/` }), state: () => groupsOf(holder) },
      { name: 'the groups that require a second factor', as: 'plain', call: async () => ({ method: 'PATCH', url: 'configuracion/1/', payload: { second_factor_groups: [GROUPS.c4] } }), state: async () => (await t.database.db.select().from(configuracion))[0].second_factor_groups },
      { name: 'a second factor set up', as: 'plain', call: async () => ({ method: 'POST', url: 'auth/account/second_factor/setup/', payload: {} }), state: async () => t.database.db.select().from(second_factors).where(eq(second_factors.user_id, plain.id)) },
      { name: 'new recovery codes', as: 'withFactor', call: async () => ({ method: 'POST', url: 'auth/account/second_factor/recovery_codes/', payload: {} }), state: async () => (await t.database.db.select().from(second_factor_codes).where(eq(second_factor_codes.user_id, withFactor.id))).map((c) => c.code_hash).sort() },
      { name: 'an administrator\'s reset of someone\'s factor', as: 'plain', call: async () => ({ method: 'POST', url: `usuarios/${lost}/quitar_segundo_factor/`, payload: {} }), state: async () => t.database.db.select().from(second_factors).where(eq(second_factors.user_id, lost)) },
    );
  });
  afterAll(() => requireFactorFor(t, []));

  const callAs = async (s: Sensitive) => {
    const caller = s.as === 'plain' ? plain : withFactor;
    return t.call({ ...(await s.call()), token: caller.token, ip: caller.ip, lang: 'en' });
  };

  it('refuses each with 403 reauth_required (the methods the caller may use) and writes nothing, past the window', async () => {
    await authenticatedAgo(t, plain.id, REAUTH.windowSeconds + 1);
    await authenticatedAgo(t, withFactor.id, REAUTH.windowSeconds + 1);
    const audits = (await t.audit()).length;
    for (const s of sensitive) {
      const before = await s.state();
      const res = await callAs(s);
      const methods = s.as === 'plain' ? ['password'] : ['password', 'code'];
      expect([s.name, res.statusCode, res.json()]).toEqual([s.name, 403, { detail: translate('en', 'errors.reauth_required'), code: 'reauth_required', methods }]);
      expect([s.name, await s.state()]).toEqual([s.name, before]);
    }
    expect((await t.audit()).length).toBe(audits);
  });

  it('lets each through after auth/reauth/ (the password, or a code)', async () => {
    const wrong = await accountCall(t, plain.token, 'POST', 'auth/reauth/', { password: 'no-es-esta' }, plain.ip);
    expect([wrong.statusCode, wrong.json()]).toEqual([400, { password: [translate('en', 'validation.password_wrong')] }]);
    expect((await t.audit())[0]).toMatchObject({ resource: 'auth', action: 'reauth_failed', record_id: String(plain.id) });

    const byPassword = await accountCall(t, plain.token, 'POST', 'auth/reauth/', { password: 'flotilla' }, plain.ip);
    expect(byPassword.statusCode).toBe(200);
    const { authenticated_at, reauth_until } = byPassword.json();
    expect(Date.parse(reauth_until) - Date.parse(authenticated_at)).toBe(REAUTH.windowSeconds * 1000);
    const badCode = await accountCall(t, withFactor.token, 'POST', 'auth/reauth/', { code: '000000' }, withFactor.ip);
    expect([badCode.statusCode, badCode.json()]).toEqual([400, { code: [translate('en', 'validation.code_invalid')] }]);
    const byCode = await accountCall(t, withFactor.token, 'POST', 'auth/reauth/', { code: await codeAt(withFactor.secret, 1) }, withFactor.ip);
    expect(byCode.statusCode).toBe(200);
    expect((await t.audit()).slice(0, 1)).toMatchObject([{ action: 'reauth', changes: { method: 'code' } }]);

    for (const s of sensitive) {
      const before = await s.state();
      const res = await callAs(s);
      expect([s.name, res.statusCode < 300]).toEqual([s.name, true]);
      expect([s.name, await s.state()]).not.toEqual([s.name, before]);
    }
  });

  it('asks nobody within the window (299 s)', async () => {
    await authenticatedAgo(t, plain.id, REAUTH.windowSeconds - 1);
    const res = await accountCall(t, plain.token, 'PATCH', 'configuracion/1/', { second_factor_groups: [GROUPS.rh_admin] }, plain.ip);
    expect([res.statusCode, res.json().second_factor_groups]).toEqual([200, [GROUPS.rh_admin]]);
    // A change that touches no security setting never asks, however old the proof.
    await authenticatedAgo(t, plain.id, 3600);
    const other = await accountCall(t, plain.token, 'PATCH', 'configuracion/1/', { passengers_limit: 5, second_factor_groups: [GROUPS.rh_admin] }, plain.ip);
    expect(other.statusCode).toBe(200);
  });
});

it('answers 400 without a password or code, and counts wrong passwords as failed sign-ins', async () => {
  await t.addUser({ email: 'reauth.cuenta@flotilla.mx', groups: [GROUPS.c4] });
  const ip = freshIp();
  const { access } = await signIn(t, 'reauth.cuenta@flotilla.mx', { ip });
  expect((await accountCall(t, access, 'POST', 'auth/reauth/', {}, ip)).json()).toEqual({ password: [translate('en', 'validation.required')] });
  expect((await accountCall(t, access, 'POST', 'auth/reauth/', { code: 'abc' }, ip)).json()).toEqual({ code: [translate('en', 'validation.code_format')] });
  for (let i = 0; i < 5; i++) expect((await accountCall(t, access, 'POST', 'auth/reauth/', { password: 'mal' }, ip)).statusCode).toBe(400);
  const held = await accountCall(t, access, 'POST', 'auth/reauth/', { password: 'flotilla' }, ip);
  expect([held.statusCode, held.json().code]).toEqual([429, 'throttled']);
});
