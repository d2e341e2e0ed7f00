import pg from 'pg';
import { LISTENER_NAME } from '../../../server/db/listener';
import { createTestApp, type TestApp } from '../support/harness';
import { recoveryCalls } from './recoveryHelpers';
import { WAIT } from '../support/waits';

/** Password recovery probed: the same statements whether an account exists, and a limit of calls per address. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  // The statements compared are the calls' own: the app's listening connection has made its LISTENs first.
  await t.app.ready();
  const listened = `SELECT 1 FROM pg_stat_activity WHERE datname = current_database() AND application_name = $1 AND state = 'idle' AND query LIKE 'LISTEN %'`;
  await vi.waitFor(async () => expect((await t.database.pool.query(listened, [LISTENER_NAME])).rowCount).toBe(1), WAIT);
});
afterAll(() => t.close());

const { send, verify, reset, deliver, wrong, latestRow, userWithCode } = recoveryCalls(() => t);

describe('the same work whether the email has an account', () => {
  /** The SQL the app sends while `call` runs, in order (values aside). */
  async function queriesOf(call: () => Promise<unknown>): Promise<string[]> {
    const spy = vi.spyOn(pg.Client.prototype, 'query');
    try {
      await call();
      return spy.mock.calls.map(([q]) => (typeof q === 'string' ? q : (q as { text: string }).text));
    } finally {
      spy.mockRestore();
    }
  }

  it('enviar_correo/ runs the same statements for a registered and an unknown email', async () => {
    await t.addUser({ email: 'same-work@flotilla.mx' });
    const known = await queriesOf(() => send('same-work@flotilla.mx'));
    const unknown = await queriesOf(() => send('no-such-account@flotilla.mx'));
    expect(known.length).toBeGreaterThan(2);
    expect(unknown).toEqual(known);
    // The code and its mail are written by one statement that finds the account itself.
    expect(known.some((q) => q.includes('recovery_codes') && q.includes('mail_outbox'))).toBe(true);
    expect(await deliver()).toBe(1);
    expect(t.mails.at(-1)!.to).toBe('same-work@flotilla.mx');
  });

  it('verificar_codigo/ and restablecer_contrasena/ run the same statements for a wrong code as for an unknown email', async () => {
    const { email, code } = await userWithCode();
    const known = await queriesOf(() => verify(email, wrong(code)));
    const unknown = await queriesOf(() => verify('no-such-account@flotilla.mx', wrong(code)));
    expect(known.length).toBeGreaterThan(1);
    expect(unknown).toEqual(known);
    const knownReset = await queriesOf(() => reset(email, wrong(code), 'a-new-password'));
    const unknownReset = await queriesOf(() => reset('no-such-account@flotilla.mx', wrong(code), 'a-new-password'));
    expect(unknownReset).toEqual(knownReset);
    expect((await latestRow(email)).tries).toBe(2);
  });
});

describe('recovery calls per address', () => {
  it('answers 429 past 30 calls from one address in 15 minutes, saying when to try again', async () => {
    const ip = '10.9.9.9';
    const answers = await Promise.all(Array.from({ length: 40 }, (_, i) => send(`per-address-${i}@flotilla.mx`, undefined, ip)));
    const byStatus: Record<number, number> = {};
    for (const a of answers) byStatus[a.statusCode] = (byStatus[a.statusCode] ?? 0) + 1;
    expect(byStatus).toEqual({ 200: 30, 429: 10 });
    for (const res of [await verify('admin@flotilla.mx', '123456', undefined, ip), await send('per-address-x@flotilla.mx', undefined, ip)]) {
      expect(res.statusCode).toBe(429);
      expect(res.json()).toMatchObject({ code: 'throttled', detail: 'Demasiados intentos. Vuelva a intentarlo en 15 minutos.' });
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(14 * 60);
    }
    expect((await reset('admin@flotilla.mx', '123456', 'a-new-password', 'en', ip)).json().detail).toBe('Too many attempts. Try again in 15 minutes.');
    // Another address is not held.
    expect((await send('per-address-x@flotilla.mx')).statusCode).toBe(200);
  });
});
