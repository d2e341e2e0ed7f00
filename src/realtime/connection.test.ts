import { RealtimeConnection, backoffDelay, type RealtimeMessage, type RealtimeStatus } from './connection';
import { FakeSocket, createFakeSocket } from './fakeSocket';

const setUp = (tickets: Array<string | Error> = [], onSessionEnded?: () => void) => {
  let issued = 0;
  const ticket = vi.fn(async () => {
    const next = tickets.shift() ?? `ticket-${++issued}`;
    if (next instanceof Error) throw next;
    return next;
  });
  const statuses: RealtimeStatus[] = [];
  const messages: RealtimeMessage[] = [];
  const connection = new RealtimeConnection({
    url: () => 'wss://flotilla.test/api/ws/',
    ticket,
    language: () => 'en',
    createSocket: createFakeSocket,
    onMessage: (message) => messages.push(message),
    onStatus: (status) => statuses.push(status),
    random: () => 0.5,
    onSessionEnded,
  });
  return { connection, ticket, statuses, messages };
};

/** Lets the pending ticket promise resolve and the socket be created. */
const settle = () => vi.advanceTimersByTimeAsync(0);

describe('RealtimeConnection', () => {
  beforeEach(() => {
    FakeSocket.all = [];
    vi.useFakeTimers();
  });
  afterEach(() => vi.useRealTimers());

  it('authenticates with a fresh ticket in the first frame, never in the URL, and reports ready and pushed events', async () => {
    const { connection, ticket, statuses, messages } = setUp();
    connection.start();
    await settle();
    expect(ticket).toHaveBeenCalledTimes(1);
    const socket = FakeSocket.last;
    expect(socket.url).toBe('wss://flotilla.test/api/ws/');
    socket.open();
    expect(socket.sent).toEqual([{ type: 'auth', token: 'ticket-1', language: 'en' }]);
    socket.push({ type: 'ready' });
    expect(statuses).toEqual(['online']);
    socket.push({ type: 'notification', notification: { id: 9, title: 'Licencia actualizada' } });
    expect(messages).toEqual([{ type: 'notification', notification: { id: 9, title: 'Licencia actualizada' } }]);
    connection.stop();
  });

  it('after a drop goes offline and reconnects with a new ticket, waiting 1 s, then 2 s, and back to 1 s once ready', async () => {
    const { connection, ticket, statuses } = setUp();
    connection.start();
    await settle();
    FakeSocket.last.open();
    FakeSocket.last.push({ type: 'ready' });
    FakeSocket.last.drop();
    expect(statuses).toEqual(['online', 'offline']);
    await vi.advanceTimersByTimeAsync(999);
    expect(FakeSocket.all).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(FakeSocket.all).toHaveLength(2);
    expect(ticket).toHaveBeenCalledTimes(2);
    FakeSocket.last.open();
    expect(FakeSocket.last.sent).toEqual([{ type: 'auth', token: 'ticket-2', language: 'en' }]);
    FakeSocket.last.drop();
    await vi.advanceTimersByTimeAsync(1999);
    expect(FakeSocket.all).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(FakeSocket.all).toHaveLength(3);
    FakeSocket.last.open();
    FakeSocket.last.push({ type: 'ready' });
    expect(statuses.at(-1)).toBe('online');
    FakeSocket.last.drop();
    await vi.advanceTimersByTimeAsync(1000);
    expect(FakeSocket.all).toHaveLength(4);
    connection.stop();
  });

  it('retries a failed ticket call with the same backoff', async () => {
    const { connection, ticket, statuses } = setUp([new Error('offline')]);
    connection.start();
    await settle();
    expect(FakeSocket.all).toHaveLength(0);
    expect(statuses).toEqual(['offline']);
    await vi.advanceTimersByTimeAsync(1000);
    expect(ticket).toHaveBeenCalledTimes(2);
    expect(FakeSocket.all).toHaveLength(1);
    connection.stop();
  });

  it('a ticket refused with 401 (the session ended elsewhere) reports it and stops, never retrying', async () => {
    const refused = Object.assign(new Error('Su sesión expiró'), { status: 401 });
    const ended = vi.fn();
    const { connection, ticket, statuses } = setUp(['ticket-1', refused], ended);
    connection.start();
    await settle();
    FakeSocket.last.open();
    FakeSocket.last.push({ type: 'ready' });
    // The server closes an ended session's socket at once; the new ticket is then refused.
    FakeSocket.last.drop(4401);
    await settle();
    expect(ticket).toHaveBeenCalledTimes(2);
    expect(ended).toHaveBeenCalledTimes(1);
    expect(statuses.at(-1)).toBe('offline');
    await vi.advanceTimersByTimeAsync(60_000);
    connection.wake();
    await settle();
    expect(ticket).toHaveBeenCalledTimes(2);
    expect(FakeSocket.all).toHaveLength(1);
  });

  it('on 4401 asks for a new ticket once at once; a second refusal gives up until the next start', async () => {
    const { connection, ticket, statuses } = setUp();
    connection.start();
    await settle();
    FakeSocket.last.open();
    FakeSocket.last.drop(4401);
    await settle();
    expect(ticket).toHaveBeenCalledTimes(2);
    expect(FakeSocket.all).toHaveLength(2);
    FakeSocket.last.open();
    expect(FakeSocket.last.sent).toEqual([{ type: 'auth', token: 'ticket-2', language: 'en' }]);
    FakeSocket.last.drop(4401);
    await vi.advanceTimersByTimeAsync(60_000);
    connection.wake();
    await settle();
    expect(FakeSocket.all).toHaveLength(2);
    expect(statuses.at(-1)).toBe('offline');
    // A new sign-in starts afresh.
    connection.stop();
    connection.start();
    await settle();
    expect(FakeSocket.all).toHaveLength(3);
    connection.stop();
  });

  it('a tab that wakes reconnects at once instead of waiting out the backoff', async () => {
    const { connection } = setUp();
    connection.start();
    await settle();
    FakeSocket.last.open();
    FakeSocket.last.push({ type: 'ready' });
    for (let i = 0; i < 5; i++) {
      FakeSocket.last.drop();
      await vi.advanceTimersByTimeAsync(backoffDelay(i, () => 0.5));
    }
    expect(FakeSocket.all).toHaveLength(6);
    FakeSocket.last.drop();
    connection.wake();
    await settle();
    expect(FakeSocket.all).toHaveLength(7);
    // An open socket is left alone.
    connection.wake();
    await settle();
    expect(FakeSocket.all).toHaveLength(7);
    connection.stop();
  });

  it('stop closes the socket and never reconnects', async () => {
    const { connection, ticket } = setUp();
    connection.start();
    await settle();
    const socket = FakeSocket.last;
    connection.stop();
    expect(socket.closedWith).toBe(1000);
    socket.drop();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(ticket).toHaveBeenCalledTimes(1);
    expect(FakeSocket.all).toHaveLength(1);
  });

  it('backs off from 1 s doubling to 30 s, with jitter within ±20 % and never past 30 s', () => {
    expect([0, 1, 2, 3, 4, 5, 6].map((n) => backoffDelay(n, () => 0.5))).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000]);
    expect(backoffDelay(0, () => 0)).toBe(800);
    expect(backoffDelay(0, () => 0.999)).toBeLessThanOrEqual(1200);
    expect(backoffDelay(10, () => 0.999)).toBe(30000);
  });
});
