import { eq } from 'drizzle-orm';
import { notificaciones, usuarios } from '../../../server/db/schema';
import { publish } from '../../../server/realtime/bus';
import { createTestApp, type TestApp } from '../support/harness';
import { readySocket, startServerProcess, ticketOf, wsUrlOf, type Frame, type Peer } from '../realtime/socketKit';
import { addIssuer, raise } from './alertsKit';

/**
 * DOMAIN §6: an alert raised or attended reaches, within a second, every socket of a signed-in
 * admin or C4 on every server instance of the database (the event travels through PostgreSQL),
 * as `{"type": "alert", "alert": <the list row>}`, and no one else's.
 */
let t: TestApp;
let here: string;
beforeAll(async () => {
  t = await createTestApp();
  here = wsUrlOf(await t.app.listen({ port: 0, host: '127.0.0.1' }));
});
afterAll(() => t.close());

/** The next alert frame of each peer (its notification 2 comes too), with how long it took to come. */
const timed = (peers: Peer[]) => {
  const start = performance.now();
  const nextAlert = async (peer: Peer): Promise<Frame> => {
    const frame = await peer.next();
    return frame.type === 'alert' ? frame : nextAlert(peer);
  };
  return Promise.all(peers.map(async (peer) => ({ frame: await nextAlert(peer), ms: performance.now() - start })));
};

describe('two server processes on one database', () => {
  it('push an alert raised through one and attended through the other to the admin and C4 sockets of both, within a second', { timeout: 90_000 }, async () => {
    const second = await startServerProcess(t);
    const there = second.url;
    const secondApi = there.replace(/^ws/, 'http').replace(/ws\/$/, '');
    try {
      const ticket = async (email: string) => (await ticketOf(t, email)).ticket;
      const desks = [
        await readySocket(here, await ticket('admin@flotilla.mx')),
        await readySocket(there, await ticket('admin@flotilla.mx')),
        await readySocket(here, await ticket('c4@flotilla.mx')),
        await readySocket(there, await ticket('c4@flotilla.mx')),
      ];
      const hr = await readySocket(there, await ticket('rh@flotilla.mx'));

      const arrivals = timed(desks);
      const raised = await raise(t, await addIssuer(t, 'Alma', 'Reyes'));
      for (const { frame, ms } of await arrivals) {
        expect(frame).toEqual({ type: 'alert', alert: JSON.parse(JSON.stringify(raised)) });
        expect(ms).toBeLessThan(1000);
      }

      // Attended through the second process's API, with a token of this one's sign-in (one database, one secret).
      const token = await t.token('c4@flotilla.mx');
      const attended = timed(desks);
      const res = await fetch(`${secondApi}alertas/${raised.id}/atender/`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ comentario: 'Unidad en camino' }),
      });
      expect(res.status).toBe(200);
      const answered = await res.json();
      for (const { frame, ms } of await attended) {
        expect(frame).toEqual({ type: 'alert', alert: answered });
        expect(frame.alert).toMatchObject({ id: raised.id, status: 1, comentario: 'Unidad en camino', attended_by_name: 'Carla Cuevas' });
        expect(ms).toBeLessThan(1000);
      }

      // HR's first frame is a notification of its own: neither alert reached it.
      const [rh] = await t.database.db.select({ id: usuarios.id }).from(usuarios).where(eq(usuarios.email, 'rh@flotilla.mx'));
      const [notice] = await t.database.db.insert(notificaciones).values({ user_id: rh.id, type: 3, resource: 'usuarios', record_id: rh.id }).returning();
      await publish(t.database.db, { kind: 'notification', user_id: rh.id, id: notice.id });
      expect((await hr.next()).notification?.id).toBe(notice.id);
      [...desks, hr].forEach((peer) => peer.ws.close());
    } finally {
      await second.stop();
    }
  });
});
