import { and, eq, inArray } from 'drizzle-orm';
import { connect, type Database } from '../../../server/db/client';
import { record_history, usuarios } from '../../../server/db/schema';
import { DOCUMENT_JOB, refreshDocumentStates } from '../../../server/kit/documents';
import { resources } from '../../../server/resources';
import { roleTestApp } from '../support/roleApp';
import { FILES, multipart, userBody } from '../resources/usersHelpers';
import { day, notificationCalls } from './notificationsHelpers';

/** The notifications raised today: a licence's upload and replacement, and the daily expiry job under its advisory lock. */
const { t, tokens } = roleTestApp();

const { db, about } = notificationCalls(() => t);

describe('raised by a licence upload (server/kit/files.ts, declared on the users\' licence)', () => {
  const upload = (id: number, data: Buffer, vencimiento: string) =>
    t.call({ method: 'POST', url: `usuarios/${id}/licencia/`, token: tokens.rh, ...multipart([{ name: 'licencia', filename: 'licencia.pdf', data }, { name: 'vencimiento', value: vencimiento }]) });
  const newUser = async () => (await t.call({ method: 'POST', url: 'usuarios/', token: tokens.rh, payload: userBody({ name: 'Marta', last_name: 'Solís' }) })).json().id as number;

  it('raises a registration request (3) for the first licence and a licence update (10) for a new one, to admin and HR', async () => {
    const [admin, c4, hr] = await db().select({ id: usuarios.id }).from(usuarios).where(inArray(usuarios.email, ['admin@flotilla.mx', 'rh@flotilla.mx', 'c4@flotilla.mx'])).orderBy(usuarios.email);
    const user = await newUser();
    // A refused file stores nothing and raises nothing.
    expect((await upload(user, FILES.text, day(400))).statusCode).toBe(400);
    expect(await about(user)).toEqual([]);

    expect((await upload(user, FILES.pdf, day(400))).statusCode).toBe(200);
    const first = await about(user);
    expect(first.every((n) => n.type === 3 && n.resource === 'usuarios' && n.params.name === 'Marta Solís')).toBe(true);
    // HR uploaded it: the others who should know are told, not HR.
    expect(first.map((n) => n.user_id)).toContain(admin.id);
    expect(first.map((n) => n.user_id)).not.toContain(hr.id);
    expect(first.map((n) => n.user_id)).not.toContain(c4.id);
    const message = (await t.call({ url: 'notificaciones/?type=3', token: tokens.admin, lang: 'es' })).json().results.find((r: { record_id: number }) => r.record_id === user);
    expect(message).toMatchObject({ title: 'Solicitud de registro de licencia', resource: 'usuarios', record_id: user });

    expect((await upload(user, FILES.png, day(500))).statusCode).toBe(200);
    const replaced = (await about(user)).slice(first.length);
    expect(replaced.map((n) => n.type)).toEqual(first.map(() => 10));
    expect(replaced.map((n) => n.user_id).sort()).toEqual(first.map((n) => n.user_id).sort());
  });

  it('the expiry job raises a licence update once per document and state (DOMAIN §4)', async () => {
    const user = await newUser();
    await upload(user, FILES.pdf, day(40));
    expect((await t.call({ url: `usuarios/${user}/aceptar_licencia/`, token: tokens.rh })).json().licencia_status).toBe(1);
    const raisedBefore = (await about(user)).length;
    // One registration request per recipient but HR, who uploaded it; the job raises to every one.
    const recipients = raisedBefore + 1;

    await refreshDocumentStates(db(), resources, day(15));
    await refreshDocumentStates(db(), resources, day(16));
    const expiring = (await about(user)).slice(raisedBefore);
    expect(expiring).toHaveLength(recipients);
    expect(expiring.every((n) => n.type === 10 && n.params.state === 'expiring' && n.params.date === day(40))).toBe(true);

    await refreshDocumentStates(db(), resources, day(41));
    await refreshDocumentStates(db(), resources, day(42));
    const expired = (await about(user)).slice(raisedBefore + recipients);
    expect(expired).toHaveLength(recipients);
    expect(expired.every((n) => n.type === 10 && n.params.state === 'expired')).toBe(true);
    const shown = (await t.call({ url: 'notificaciones/?type=10&limit=1000', token: tokens.rh, lang: 'en' })).json().results as { id: number; title: string }[];
    const hrs = shown.find((r) => expired.some((n) => n.id === r.id));
    expect(hrs?.title).toBe('Licence expired');
  });
});

describe('the expiry job runs once across processes (advisory lock)', () => {
  let second: Database;
  beforeAll(() => {
    second = connect((t.database.pool as unknown as { options: { connectionString: string } }).options.connectionString, 2);
  });
  afterAll(() => second.close());

  async function acceptedLicence(expiry: string) {
    const id = (await t.call({ method: 'POST', url: 'usuarios/', token: tokens.rh, payload: userBody() })).json().id as number;
    await db().update(usuarios).set({ licencia: 'x.pdf', vencimiento: expiry, licencia_status: 1 }).where(eq(usuarios.id, id));
    return id;
  }
  const state = async (id: number) => (await db().select({ s: usuarios.licencia_status }).from(usuarios).where(eq(usuarios.id, id)))[0].s;

  it('skips a run while another process holds the job, and moves and raises once when two run together', async () => {
    const user = await acceptedLicence(day(40));
    const holder = await second.pool.connect();
    try {
      await holder.query('BEGIN');
      await holder.query('SELECT pg_advisory_xact_lock(hashtext($1))', [DOCUMENT_JOB]);
      expect(await refreshDocumentStates(db(), resources, day(15))).toEqual({ expiring: 0, expired: 0 });
      expect(await state(user)).toBe(1);
      expect(await about(user)).toEqual([]);
      await holder.query('COMMIT');
    } finally {
      holder.release();
    }

    const runs = await Promise.all([refreshDocumentStates(db(), resources, day(15)), refreshDocumentStates(second.db, resources, day(15))]);
    expect(runs.filter((r) => r.expiring + r.expired > 0).length).toBeLessThanOrEqual(1);
    expect(await state(user)).toBe(3);
    const history = await db().select().from(record_history).where(and(eq(record_history.resource, 'usuarios'), eq(record_history.record_id, user)));
    expect(history.filter((h) => h.field).map((h) => [h.from_state, h.to_state])).toEqual([[1, 3]]);
    const raised = await about(user);
    expect(raised.length).toBeGreaterThan(0);
    expect(new Set(raised.map((n) => n.user_id)).size).toBe(raised.length);
  });
});
