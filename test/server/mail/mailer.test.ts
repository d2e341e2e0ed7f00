import { mkdtempSync, rmSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createMailer } from '../../../server/mail/mailer';

/**
 * Without SMTP the mailer writes one .eml a message into DATA_DIR/outbox, where a person (and the
 * browser tests) read the recovery codes: a message must never be seen half written.
 */
let dataDir: string;
beforeEach(() => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'flotilla-mailer-'));
});
afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

test('writes each message as one readable .eml file: its headers, then its text', async () => {
  const mailer = createMailer({ dataDir, from: 'Flotilla <no-reply@flotilla.mx>' });
  await mailer.send({ to: 'rosa@flotilla.mx', subject: 'Código de recuperación', text: 'Su código es 123456.' });
  const files = await readdir(mailer.outboxDir!);
  expect(files).toHaveLength(1);
  expect(files[0]).toMatch(/-rosa@flotilla\.mx\.eml$/);
  const mail = await readFile(path.join(mailer.outboxDir!, files[0]), 'utf8');
  expect(mail).toMatch(/^From: Flotilla <no-reply@flotilla\.mx>\nTo: rosa@flotilla\.mx\nSubject: Código de recuperación\nDate: .+\n\nSu código es 123456\.\n$/);
});

test('a reader watching the outbox finds every message whole, never an empty or cut file', async () => {
  const mailer = createMailer({ dataDir, from: 'Flotilla <no-reply@flotilla.mx>' });
  const text = `${'x'.repeat(256 * 1024)}\nEND`;
  let sending = true;
  const whole = new Set<string>();
  const cut: number[] = [];
  // Reads each new .eml as soon as it is listed, as a person's mail viewer or a test would.
  const reader = (async () => {
    while (sending) {
      const names = await readdir(mailer.outboxDir!).catch(() => []);
      for (const name of names.filter((n) => n.endsWith('.eml') && !whole.has(n))) {
        const mail = await readFile(path.join(mailer.outboxDir!, name), 'utf8');
        if (mail.endsWith('END\n')) whole.add(name);
        else cut.push(mail.length);
      }
      await new Promise((resolve) => setImmediate(resolve));
    }
  })();
  for (let i = 0; i < 100; i++) await mailer.send({ to: `n${i}@flotilla.mx`, subject: 'Prueba', text });
  sending = false;
  await reader;
  expect(whole.size).toBeGreaterThan(0);
  expect(cut).toEqual([]);
  // Nothing but the messages is left in the folder.
  expect((await readdir(mailer.outboxDir!)).every((name) => name.endsWith('.eml'))).toBe(true);
});
