import { desc, eq } from 'drizzle-orm';
import { audit_log, configuracion, usuarios } from '../../../server/db/schema';
import { translate } from '../../../server/http/i18n';
import { readSettings } from '../../../server/resources/settings';
import { roleTestApp } from '../support/roleApp';

/**
 * configuracion/ (DOMAIN §5 Settings): one record, answered by GET configuracion/, read by every
 * role, changed by admin only (DOMAIN §1), each field validated in the caller's language, each
 * change audited, and read by the rules at the time of their call (readSettings).
 */
const { t, tokens, as: { admin } } = roleTestApp({ lang: 'en' });

const DEMO = {
  id: 1,
  passengers_limit: 4,
  vehicles_limit: 2,
  max_vehicle_age: 10,
  factor_driver: 0.5,
  factor_user: 0.25,
  limit_driver: 500,
  limit_user: 300,
  operation_days: [1, 2, 3, 4, 5, 6],
  operation_start: '06:00',
  operation_end: '22:00',
  feedback_days: 3,
  max_minutes_to_start: 15,
  incidents_email: 'incidencias@flotilla-demo.mx',
  c4_email: 'c4@flotilla-demo.mx',
  app_version: '1.0.0',
  contact_phone: '4421234567',
  search_radius_km: 5,
};
const { id: _id, ...WRITABLE } = DEMO;

const patch = (payload: unknown, lang = 'en') => t.call({ method: 'PATCH', url: 'configuracion/1/', token: tokens.admin, lang, payload });
const stored = async () => (await t.database.db.select().from(configuracion))[0];
/** Back to the demo values, so each test starts from them. */
const restore = () => t.database.db.update(configuracion).set({ ...WRITABLE, second_factor_groups: [], updated_by: null }).where(eq(configuracion.id, 1));
beforeEach(restore);

describe('reading', () => {
  it.each(['admin', 'rh', 'c4'] as const)('answers the one record with its id to %s, at configuracion/ and configuracion/1/', async (role) => {
    const one = await t.call({ url: 'configuracion/', token: tokens[role] });
    expect(one.statusCode).toBe(200);
    expect(one.json()).toMatchObject(DEMO);
    expect(one.json()).not.toHaveProperty('results');
    const byId = await t.call({ url: 'configuracion/1/', token: tokens[role] });
    expect(byId.json()).toEqual(one.json());
  });

  it('refuses anonymous callers, and serves no list, create, delete or bulk calls', async () => {
    expect((await t.call({ url: 'configuracion/' })).statusCode).toBe(401);
    for (const [method, url] of [
      ['POST', 'configuracion/'],
      ['DELETE', 'configuracion/1/'],
      ['POST', 'configuracion/q/'],
      ['GET', 'configuracion/exportar/'],
      ['POST', 'configuracion/multiple_delete/'],
    ] as const) {
      expect([method, url, (await admin({ method, url, payload: method === 'POST' ? {} : undefined })).statusCode]).toEqual([method, url, 404]);
    }
    expect((await stored()).id).toBe(1);
  });
});

describe('writing', () => {
  it('lets admin PATCH and PUT, records who and audits the change', async () => {
    const adminId = (await t.database.db.select({ id: usuarios.id }).from(usuarios).where(eq(usuarios.email, 'admin@flotilla.mx')))[0].id;
    const res = await patch({ passengers_limit: 6, operation_days: [6, 1, 3], updated_by: 999, id: 7 });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: 1, passengers_limit: 6, operation_days: [1, 3, 6], updated_by: adminId, vehicles_limit: 2 });
    expect(await stored()).toMatchObject({ passengers_limit: 6, operation_days: [1, 3, 6], updated_by: adminId });
    const [audit] = await t.database.db.select().from(audit_log).where(eq(audit_log.resource, 'configuracion'));
    expect(audit).toMatchObject({ action: 'update', record_id: '1', user_id: adminId });
    expect(audit.changes).toMatchObject({ passengers_limit: [4, 6], operation_days: [[1, 2, 3, 4, 5, 6], [1, 3, 6]] });

    const put = await admin({ method: 'PUT', url: 'configuracion/1/', payload: { ...WRITABLE, factor_driver: 1.25, c4_email: 'C4@Planta.MX' } });
    expect(put.statusCode).toBe(200);
    expect(put.json()).toMatchObject({ ...WRITABLE, factor_driver: 1.25, c4_email: 'c4@planta.mx' });
  });

  it.each(['rh', 'c4'] as const)('refuses %s with 403 and changes nothing', async (role) => {
    const before = await stored();
    for (const method of ['PATCH', 'PUT'] as const) {
      const res = await t.call({ method, url: 'configuracion/1/', token: tokens[role], payload: WRITABLE });
      expect([res.statusCode, res.json().code]).toEqual([403, 'permission_denied']);
    }
    expect(await stored()).toEqual(before);
  });

  it('stores the groups that require a second factor in the groups\' order; PUT without them keeps them (off by default)', async () => {
    expect((await admin({ url: 'configuracion/' })).json().second_factor_groups).toEqual([]);
    const res = await patch({ second_factor_groups: ['C4', 'Administrador'] });
    expect([res.statusCode, res.json().second_factor_groups]).toEqual([200, ['Administrador', 'C4']]);
    const [audit] = await t.database.db.select().from(audit_log).where(eq(audit_log.resource, 'configuracion')).orderBy(desc(audit_log.id));
    expect(audit.changes).toMatchObject({ second_factor_groups: [[], ['Administrador', 'C4']] });
    const put = await admin({ method: 'PUT', url: 'configuracion/1/', payload: WRITABLE });
    expect([put.statusCode, put.json().second_factor_groups]).toEqual([200, ['Administrador', 'C4']]);
    expect((await patch({ second_factor_groups: [] })).json().second_factor_groups).toEqual([]);
  });

  it('reads a change at once through readSettings', async () => {
    expect((await readSettings(t.database.db)).vehicles_limit).toBe(2);
    await patch({ vehicles_limit: 3 });
    expect((await readSettings(t.database.db)).vehicles_limit).toBe(3);
  });
});

describe('validation', () => {
  const message = (lang: 'es' | 'en', key: string, params?: Record<string, unknown>) => translate(lang, key, params);
  // Each bad value, the field it is reported under, and the message's key and parameters.
  const cases: [string, Record<string, unknown>, string, string, Record<string, unknown>?][] = [
    ['passengers below 1', { passengers_limit: 0 }, 'passengers_limit', 'validation.min_value', { count: 1 }],
    ['passengers above 20', { passengers_limit: 21 }, 'passengers_limit', 'validation.max_value', { count: 20 }],
    ['vehicles below 1', { vehicles_limit: 0 }, 'vehicles_limit', 'validation.min_value', { count: 1 }],
    ['vehicle age above 50', { max_vehicle_age: 51 }, 'max_vehicle_age', 'validation.max_value', { count: 50 }],
    ['a fractional limit', { limit_user: 2.5 }, 'limit_user', 'validation.integer'],
    ['a negative factor', { factor_user: -0.1 }, 'factor_user', 'validation.min_value', { count: 0 }],
    ['three decimals', { factor_driver: 0.125 }, 'factor_driver', 'settings.decimals'],
    ['a negative limit', { limit_driver: -1 }, 'limit_driver', 'validation.min_value', { count: 0 }],
    ['negative feedback days', { feedback_days: -1 }, 'feedback_days', 'validation.min_value', { count: 0 }],
    ['negative minutes', { max_minutes_to_start: -5 }, 'max_minutes_to_start', 'validation.min_value', { count: 0 }],
    ['no days', { operation_days: [] }, 'operation_days', 'settings.weekdays'],
    ['day 8', { operation_days: [1, 8] }, 'operation_days', 'settings.weekdays_invalid'],
    ['a repeated day', { operation_days: [2, 2] }, 'operation_days', 'settings.weekdays_invalid'],
    ['a time without minutes', { operation_start: '6' }, 'operation_start', 'settings.time'],
    ['hour 24', { operation_end: '24:00' }, 'operation_end', 'settings.time'],
    ['a bad email', { incidents_email: 'incidencias' }, 'incidents_email', 'validation.email'],
    ['an empty email', { c4_email: '' }, 'c4_email', 'validation.required'],
    ['a two-part version', { app_version: '1.0' }, 'app_version', 'settings.version'],
    ['letters in the phone', { contact_phone: '44212345ab' }, 'contact_phone', 'validation.numbers_only'],
    ['a short phone', { contact_phone: '442123' }, 'contact_phone', 'validation.exact_length', { count: 10 }],
    ['a zero radius', { search_radius_km: 0 }, 'search_radius_km', 'settings.positive'],
    ['a null value', { passengers_limit: null }, 'passengers_limit', 'validation.required'],
    ['an unknown group', { second_factor_groups: ['Chofer'] }, 'second_factor_groups', 'validation.choice'],
    ['a repeated group', { second_factor_groups: ['C4', 'C4'] }, 'second_factor_groups', 'validation.choice'],
    ['groups that are no list', { second_factor_groups: 'C4' }, 'second_factor_groups', 'validation.list'],
  ];

  it.each(cases)('refuses %s with its message in es and en', async (_name, body, field, key, params) => {
    for (const lang of ['es', 'en'] as const) {
      const res = await patch(body, lang);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ [field]: [message(lang, key, params)] });
    }
    expect(await stored()).toMatchObject(WRITABLE);
  });

  it('writes each settings message in both languages, not its key', () => {
    for (const key of ['time', 'time_order', 'weekdays', 'weekdays_invalid', 'version', 'decimals', 'positive']) {
      expect(message('es', `settings.${key}`)).not.toBe(message('en', `settings.${key}`));
      expect(message('en', `settings.${key}`)).not.toContain('settings.');
    }
  });

  it('wants the start before the end, against the stored time when only one is sent', async () => {
    for (const body of [{ operation_start: '22:00' }, { operation_end: '05:59' }, { operation_start: '10:00', operation_end: '09:00' }]) {
      for (const lang of ['es', 'en'] as const) {
        const res = await patch(body, lang);
        expect([JSON.stringify(body), res.statusCode, res.json()]).toEqual([JSON.stringify(body), 400, { operation_end: [message(lang, 'settings.time_order')] }]);
      }
    }
    const ok = await patch({ operation_start: '05:30', operation_end: '23:15' });
    expect(ok.json()).toMatchObject({ operation_start: '05:30', operation_end: '23:15' });
  });

  it('saves nothing of a body with one bad field among good ones, and audits nothing', async () => {
    const audits = (await t.audit()).length;
    const res = await patch({ passengers_limit: 8, vehicles_limit: 5, app_version: 'uno' });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json())).toEqual(['app_version']);
    expect(await stored()).toMatchObject(WRITABLE);
    expect((await t.audit()).length).toBe(audits);
  });

  it('wants every field on PUT, and refuses unknown ones', async () => {
    const { contact_phone: _phone, ...partial } = WRITABLE;
    const res = await admin({ method: 'PUT', url: 'configuracion/1/', payload: { ...partial, colour: 'red' } });
    expect(res.json()).toEqual({ contact_phone: [message('en', 'validation.required')], colour: [message('en', 'validation.unknown_field')] });
    expect(await stored()).toMatchObject(WRITABLE);
  });
});
