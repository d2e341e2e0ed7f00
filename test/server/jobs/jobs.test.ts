import { eq } from 'drizzle-orm';
import { login_failures, mail_outbox, throttle_hits } from '../../../server/db/schema';
import { startJobs } from '../../../server/jobs/worker';
import { connect } from '../../../server/db/client';
import { freePort } from '../../freePort';
import type { Mail } from '../../../server/mail/mailer';
import { createTestApp, type TestApp } from '../support/harness';
import { WAIT } from '../support/waits';

/** The background jobs server/main.ts starts: queued mail goes out by itself, stale counters go. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

it('sends a queued recovery mail without anyone asking, and stops when told', async () => {
  const sent: Mail[] = [];
  const lines: string[] = [];
  const stop = startJobs(t.database.db, { send: async (m) => void sent.push(m) }, (line) => lines.push(line));
  try {
    await t.addUser({ email: 'by-itself@flotilla.mx' });
    const res = await t.call({ method: 'POST', url: 'codigo_verificacion/enviar_correo/', payload: { email: 'by-itself@flotilla.mx' }, ip: '10.11.0.1' });
    expect(res.statusCode).toBe(200);
    await vi.waitFor(() => expect(sent.map((m) => m.to)).toEqual(['by-itself@flotilla.mx']), WAIT);
    expect(sent[0].text).toMatch(/\b\d{6}\b/);
    await vi.waitFor(async () => {
      const [row] = await t.database.db.select().from(mail_outbox).where(eq(mail_outbox.recipient, 'by-itself@flotilla.mx'));
      expect(row).toMatchObject({ body: null, sent_at: expect.any(Date) });
    }, WAIT);
  } finally {
    await stop();
  }
  // Stopped: a mail queued now stays queued.
  await t.addUser({ email: 'after-stop@flotilla.mx' });
  await t.call({ method: 'POST', url: 'codigo_verificacion/enviar_correo/', payload: { email: 'after-stop@flotilla.mx' }, ip: '10.11.0.2' });
  const [queued] = await t.database.db.select().from(mail_outbox).where(eq(mail_outbox.recipient, 'after-stop@flotilla.mx'));
  expect(queued.sent_at).toBeNull();
  expect(sent).toHaveLength(1);
  expect(lines).toEqual([]);
});

it('deletes expired throttle counters and forgotten sign-in failures, keeping live ones', async () => {
  const past = new Date(Date.now() - 2 * 24 * 60 * 60_000);
  const future = new Date(Date.now() + 60_000);
  await t.database.db.insert(throttle_hits).values([
    { key: 'jobs:old', count: 3, reset_at: past },
    { key: 'jobs:live', count: 3, reset_at: future },
  ]);
  await t.database.db.insert(login_failures).values([
    { key: 'email:old@flotilla.mx', failures: 9, last_at: past, blocked_until: past },
    { key: 'email:live@flotilla.mx', failures: 9, last_at: new Date(), blocked_until: future },
  ]);
  const stop = startJobs(t.database.db, { send: async () => {} }, () => {});
  try {
    await vi.waitFor(async () => {
      expect((await t.database.db.select().from(throttle_hits)).map((r) => r.key).filter((k) => k.startsWith('jobs:'))).toEqual(['jobs:live']);
      expect((await t.database.db.select().from(login_failures)).map((r) => r.key)).toEqual(['email:live@flotilla.mx']);
    }, WAIT);
  } finally {
    await stop();
  }
});

it('logs an unreachable database once, as one line naming the cause, without the query or its error', async () => {
  const down = connect(`postgres://nobody:secret@127.0.0.1:${await freePort()}/none`);
  const lines: { line: string; err: unknown }[] = [];
  const stop = startJobs(down.db, { send: async () => {} }, (line, err) => lines.push({ line, err }));
  try {
    await vi.waitFor(() => expect(lines.length).toBeGreaterThanOrEqual(2), WAIT);
  } finally {
    await stop();
    await down.close();
  }
  // Mail and Cleanup each say it once, though Mail retried every second meanwhile.
  expect(lines.map((l) => l.line).sort()).toEqual([
    'Cleanup: the database cannot be reached (ECONNREFUSED); retrying every 600 s',
    'Mail: the database cannot be reached (ECONNREFUSED); retrying every 1 s',
  ]);
  expect(lines.every((l) => l.err === undefined)).toBe(true);
});
