import { alertas, audit_log, mail_outbox, notificaciones, record_history } from '../../../server/db/schema';
import type { Call } from '../support/harness';
import { roleTestApp } from '../support/roleApp';
import { addIssuer, alertRow, raise } from './alertsKit';

/**
 * alertas/ by DOMAIN §1 (alerts: list, export, mark attended — admin yes, HR read only, C4 yes):
 * every group reads and exports, admin and C4 attend, HR's attend is 403 with nothing changed.
 * Nobody raises, edits or deletes an alert from the back office: POST alertas/ is a phone's call
 * (403 for every back-office token) and the generic writes are not served at all.
 */
const { t, tokens } = roleTestApp();
let alert: number;
beforeAll(async () => {
  alert = (await raise(t, await addIssuer(t, 'Irma', 'Solís'))).id as number;
});

const GROUPS = ['admin', 'rh_admin', 'c4'] as const;
const as = (group: (typeof GROUPS)[number], call: Call) => t.call({ token: tokens[group], lang: 'en', ...call });
/** Every table a refused call might have written, counted. */
const written = async () => Promise.all([alertas, audit_log, record_history, notificaciones, mail_outbox].map((table) => t.count(table)));

describe('reads', () => {
  it.each(GROUPS)('%s lists, filters, reads one and exports', async (group) => {
    const list = await as(group, { url: 'alertas/?status=0' });
    expect([list.statusCode, list.json().results.map((a: { id: number }) => a.id)]).toEqual([200, expect.arrayContaining([alert])]);
    expect((await as(group, { method: 'POST', url: 'alertas/q/', payload: { search: 'Irma Solís' } })).json().results[0]).toMatchObject({ id: alert, issued_by_name: 'Irma Solís' });
    expect((await as(group, { url: `alertas/${alert}/` })).json()).toMatchObject({ id: alert, status: 0, history: [expect.objectContaining({ action: 'create' })] });
    expect((await as(group, { url: `alertas/${alert}/history/` })).statusCode).toBe(200);
    const exported = await as(group, { url: 'alertas/exportar/?format=csv' });
    expect([exported.statusCode, exported.headers['content-disposition']]).toEqual([200, expect.stringMatching(/filename="alerts-\d{8}-\d{4}\.csv"/)]);
  });
});

describe('atender/', () => {
  it('is refused to HR (403) with nothing changed, whatever the body', async () => {
    const before = await written();
    for (const payload of [{ comentario: 'Atendida por RH' }, {}]) {
      const res = await as('rh_admin', { method: 'POST', url: `alertas/${alert}/atender/`, payload });
      expect([res.statusCode, res.json().code]).toEqual([403, 'permission_denied']);
    }
    expect(await written()).toEqual(before);
    expect(await alertRow(t, alert)).toMatchObject({ status: 0, attended_by: null, comentario: '' });
  });

  it.each(['admin', 'c4'] as const)('is open to %s', async (group) => {
    const id = (await raise(t, await addIssuer(t, 'Pablo', group))).id as number;
    const res = await as(group, { method: 'POST', url: `alertas/${id}/atender/`, payload: { comentario: `Atendida por ${group}` } });
    expect([res.statusCode, res.json()]).toEqual([200, expect.objectContaining({ id, status: 1, comentario: `Atendida por ${group}` })]);
  });

  it('asks who is calling first: 401 without a token', async () => {
    expect((await t.call({ method: 'POST', url: `alertas/${alert}/atender/`, payload: { comentario: 'x' } })).statusCode).toBe(401);
  });
});

describe('no writes from the back office', () => {
  it('refuses POST alertas/ (a phone raises alerts) to every group, nothing written', async () => {
    const before = await written();
    for (const group of GROUPS) {
      const res = await as(group, { method: 'POST', url: 'alertas/', payload: { latitude: 25.68, longitude: -100.31 } });
      expect([group, res.statusCode, res.json().code]).toEqual([group, 403, 'permission_denied']);
    }
    expect(await written()).toEqual(before);
  });

  it('serves no edit, delete or bulk call on alerts', async () => {
    const calls: Call[] = [
      { method: 'PUT', url: `alertas/${alert}/`, payload: { latitude: 1, longitude: 1 } },
      { method: 'PATCH', url: `alertas/${alert}/`, payload: { location: 'x' } },
      { method: 'DELETE', url: `alertas/${alert}/` },
      { method: 'POST', url: 'alertas/multiple_delete/', payload: { ids: [alert] } },
      { method: 'POST', url: 'alertas/change_multiple_status/', payload: { ids: [alert], status: 1 } },
    ];
    for (const call of calls) expect([call.method, call.url, (await as('admin', call)).statusCode]).toEqual([call.method, call.url, 404]);
    expect(await alertRow(t, alert)).toMatchObject({ status: 0, location: '' });
  });
});
