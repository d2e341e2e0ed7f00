import { desc, eq } from 'drizzle-orm';
import { mail_outbox } from '../../../server/db/schema';
import { connect } from '../../../server/db/client';
import { deliverDue, OUTBOX } from '../../../server/mail/outbox';
import { createTestApp, type TestApp } from '../support/harness';
import { recoveryCalls } from './recoveryHelpers';

/** The recovery codes' mail outbox (server/mail/outbox.ts): retries, giving up, expiry, two workers. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const { send, deliver } = recoveryCalls(() => t);

describe('the mail outbox: mail off the request path', () => {
  const outboxRow = async (to: string) =>
    (await t.database.db.select().from(mail_outbox).where(eq(mail_outbox.recipient, to)).orderBy(desc(mail_outbox.id)).limit(1))[0];
  const queued = async (email: string) => {
    await deliver();
    await t.addUser({ email });
    expect((await send(email)).statusCode).toBe(200);
    return outboxRow(email);
  };
  const refusing = { send: async (m: { text: string }) => Promise.reject(new Error(`550 rejected: ${m.text}`)) };

  it('keeps a mail the transport refused and sends it later, logging why without the body or the code', async () => {
    const email = 'smtp-down@flotilla.mx';
    const row = await queued(email);
    const code = row.body!.match(/\d{6}/)![0];
    const lines: string[] = [];
    expect(await deliverDue(t.database.db, refusing, (line) => lines.push(line))).toBe(0);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^Mail \d+: attempt 1 failed: 550 rejected: \[body\]$/);
    const failed = await outboxRow(email);
    expect(failed).toMatchObject({ attempts: 1, sent_at: null, body: row.body });
    expect(failed.error).not.toContain(code);
    expect(failed.next_try_at.getTime()).toBeGreaterThan(Date.now() + 5_000);
    // Not due yet: the next pass leaves it alone.
    expect(await deliverDue(t.database.db, refusing, (line) => lines.push(line))).toBe(0);
    expect((await outboxRow(email)).attempts).toBe(1);

    await t.database.db.update(mail_outbox).set({ next_try_at: new Date(Date.now() - 1000) }).where(eq(mail_outbox.id, row.id));
    expect(await deliver()).toBe(1);
    expect(t.mails.at(-1)).toMatchObject({ to: email, text: expect.stringContaining(code) });
    // Sent: the body, and the code in it, is gone from the database.
    expect(await outboxRow(email)).toMatchObject({ body: null, error: null, sent_at: expect.any(Date) });
  });

  it('gives a mail up after its last attempt, deleting the body', async () => {
    const email = 'smtp-gone@flotilla.mx';
    const row = await queued(email);
    await t.database.db.update(mail_outbox).set({ attempts: OUTBOX.maxAttempts - 1 }).where(eq(mail_outbox.id, row.id));
    const lines: string[] = [];
    expect(await deliverDue(t.database.db, refusing, (line) => lines.push(line))).toBe(0);
    expect(lines[0]).toContain(`attempt ${OUTBOX.maxAttempts} failed, given up`);
    expect(await outboxRow(email)).toMatchObject({ body: null, sent_at: null, error: '550 rejected: [body]' });
    await t.database.db.update(mail_outbox).set({ next_try_at: new Date(Date.now() - 1000) }).where(eq(mail_outbox.id, row.id));
    expect(await deliver()).toBe(0);
  });

  it('drops a mail whose code expired before it could be sent', async () => {
    const email = 'smtp-late@flotilla.mx';
    const row = await queued(email);
    await t.database.db.update(mail_outbox).set({ expires_at: new Date(Date.now() - 1000) }).where(eq(mail_outbox.id, row.id));
    expect(await deliver()).toBe(0);
    expect(await outboxRow(email)).toMatchObject({ body: null, sent_at: null, error: 'expired' });
  });

  it('lets two server processes work the same outbox without sending a mail twice', async () => {
    await deliver();
    const emails = Array.from({ length: 6 }, (_, i) => `two-workers-${i}@flotilla.mx`);
    for (const email of emails) {
      await t.addUser({ email });
      expect((await send(email)).statusCode).toBe(200);
    }
    const other = connect(t.database.pool.options.connectionString!, 2);
    try {
      const sent: string[] = [];
      // A slow transport, so that both workers are busy at once.
      const slow = { send: async (m: { to: string }) => void (await new Promise((r) => setTimeout(r, 20)), sent.push(m.to)) };
      const counts = await Promise.all([deliverDue(t.database.db, slow, () => {}), deliverDue(other.db, slow, () => {})]);
      expect(counts[0] + counts[1]).toBe(6);
      expect(sent.sort()).toEqual([...emails].sort());
    } finally {
      await other.close();
    }
  });
});
