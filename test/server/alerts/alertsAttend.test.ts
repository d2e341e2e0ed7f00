import { and, eq } from 'drizzle-orm';
import pg from 'pg';
import { audit_log, record_history, usuarios } from '../../../server/db/schema';
import { CHANNEL } from '../../../server/realtime/bus';
import type { Call } from '../support/harness';
import { roleTestApp } from '../support/roleApp';
import { addIssuer, alertRow, raise } from './alertsKit';

/**
 * POST alertas/{id}/atender/ {comentario} (DOMAIN §5 Alerts): the comment is required; an alert
 * is attended once (409 after, nothing changed), also when two desks attend it at the same moment;
 * the state, who, when and the comment, the audit and history rows and the realtime event are one
 * transaction.
 */
const { t, tokens } = roleTestApp();
let c4Id: number;
beforeAll(async () => {
  [{ id: c4Id }] = await t.database.db.select({ id: usuarios.id }).from(usuarios).where(eq(usuarios.email, 'c4@flotilla.mx'));
});

const attend = (id: number, payload: unknown, token = tokens.c4, lang = 'en') => t.call({ method: 'POST', url: `alertas/${id}/atender/`, token, lang, payload } as Call);
const newAlert = async () => (await raise(t, await addIssuer(t, 'Teresa', 'Ibarra'))).id as number;
const historyOf = (id: number) => t.database.db.select().from(record_history).where(and(eq(record_history.resource, 'alertas'), eq(record_history.record_id, id)));

/** Listens on the realtime channel (as every server instance does) and answers the alert events it hears. */
async function listenForAlerts() {
  const client = new pg.Client({ connectionString: t.database.pool.options.connectionString });
  await client.connect();
  const heard: Record<string, unknown>[] = [];
  const waiters: (() => void)[] = [];
  client.on('notification', (message) => {
    const event = JSON.parse(message.payload ?? '{}') as { kind?: string; alert?: Record<string, unknown> };
    if (event.kind !== 'alert' || !event.alert) return;
    heard.push(event.alert);
    waiters.splice(0).forEach((wake) => wake());
  });
  await client.query(`LISTEN ${CHANNEL}`);
  const next = async (id: number) => {
    for (;;) {
      const found = heard.find((alert) => alert.id === id);
      if (found) return found;
      await new Promise<void>((wake) => waiters.push(wake));
    }
  };
  return { heard, next, close: () => client.end() };
}

describe('the comment', () => {
  it('is required: missing or blank is a field error under comentario, in the caller\'s language, nothing changed', async () => {
    const id = await newAlert();
    for (const payload of [{}, { comentario: '' }, { comentario: '    ' }]) {
      const res = await attend(id, payload);
      expect([res.statusCode, res.json()]).toEqual([400, { comentario: ['The field cannot be empty.'] }]);
    }
    const spanish = await attend(id, { comentario: ' ' }, tokens.c4, 'es');
    expect(spanish.json()).toEqual({ comentario: [expect.stringMatching(/campo/i)] });
    expect((await attend(id, { comentario: 'x'.repeat(1001) })).json()).toEqual({ comentario: [expect.stringContaining('1000')] });
    expect(await alertRow(t, id)).toMatchObject({ status: 0, attended_by: null, attended_at: null, comentario: '' });
    expect((await historyOf(id)).map((h) => h.action)).toEqual(['create']);
  });
});

describe('attending', () => {
  it('writes the state, who, when and the trimmed comment, with its audit and history rows, and answers the record', async () => {
    const id = await newAlert();
    const res = await attend(id, { comentario: '  Se envió una patrulla; todo en orden.  ' });
    expect(res.statusCode).toBe(200);
    const comentario = 'Se envió una patrulla; todo en orden.';
    expect(res.json()).toMatchObject({ id, status: 1, attended_by: c4Id, attended_by_name: 'Carla Cuevas', comentario, issued_by_name: 'Teresa Ibarra' });
    const row = await alertRow(t, id);
    expect(row).toMatchObject({ status: 1, attended_by: c4Id, comentario });
    expect(Math.abs(row.attended_at!.getTime() - Date.now())).toBeLessThan(60_000);
    expect((await historyOf(id)).map((h) => [h.action, h.from_state, h.to_state, h.reason, h.user_id])).toEqual([
      ['create', null, null, '', expect.any(Number)],
      ['attend', 0, 1, comentario, c4Id],
    ]);
    const [audit] = await t.database.db.select().from(audit_log).where(and(eq(audit_log.resource, 'alertas'), eq(audit_log.record_id, String(id)), eq(audit_log.action, 'attend')));
    expect(audit).toMatchObject({ user_id: c4Id, changes: expect.objectContaining({ status: [0, 1], comentario: ['', comentario] }) });
  });

  it('refuses an attended alert (409 invalid_transition) and keeps what the first desk wrote', async () => {
    const id = await newAlert();
    expect((await attend(id, { comentario: 'Primera' })).statusCode).toBe(200);
    const again = await attend(id, { comentario: 'Segunda' }, tokens.admin);
    expect([again.statusCode, again.json().code]).toEqual([409, 'invalid_transition']);
    expect(await alertRow(t, id)).toMatchObject({ status: 1, attended_by: c4Id, comentario: 'Primera' });
    expect((await historyOf(id)).map((h) => h.action)).toEqual(['create', 'attend']);
  });

  it('happens once when two desks attend at the same moment: one 200, one 409', async () => {
    for (let round = 0; round < 3; round++) {
      const id = await newAlert();
      const answers = await Promise.all([attend(id, { comentario: 'Desde C4' }), attend(id, { comentario: 'Desde administración' }, tokens.admin)]);
      expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 409]);
      const winner = answers.find((res) => res.statusCode === 200)!.json();
      expect(await alertRow(t, id)).toMatchObject({ status: 1, comentario: winner.comentario, attended_by: winner.attended_by });
      expect((await historyOf(id)).filter((h) => h.action === 'attend')).toHaveLength(1);
    }
  });

  it('publishes the alert as the list answers it on the realtime bus, only when the attend commits', async () => {
    const bus = await listenForAlerts();
    try {
      const id = await newAlert();
      expect(await bus.next(id)).toMatchObject({ id, status: 0 });
      bus.heard.length = 0;
      expect((await attend(id, {})).statusCode).toBe(400);
      expect((await attend(id, { comentario: 'Atendida' })).statusCode).toBe(200);
      const [listed] = (await t.call({ token: tokens.c4, url: `alertas/?id=${id}` })).json().results;
      expect(await bus.next(id)).toEqual(listed);
      // The refused attend published nothing: the one event heard is the attend's.
      expect(bus.heard.filter((alert) => alert.id === id)).toEqual([listed]);
    } finally {
      await bus.close();
    }
  });
});
