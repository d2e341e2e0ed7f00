/**
 * The tab's one websocket to /api/ws/ (DOMAIN §6), without React: the provider starts it after
 * sign-in and stops it on sign-out. Every (re)connection asks for a fresh ticket first, since the
 * login's websockets_token lasts a minute and a spent one is refused with 4401.
 */

/** 'connecting' only before the first answer; 'offline' after any drop, while retrying or having given up. */
export type RealtimeStatus = 'connecting' | 'online' | 'offline';

/** A pushed event: `{type: 'notification', notification: {…}}`, `{type: 'alert', alert: {…}}`. */
export interface RealtimeMessage {
  type: string;
  [key: string]: unknown;
}

/** The parts of the browser's WebSocket this uses, so tests can hand in a fake. */
export interface SocketLike {
  send(data: string): void;
  close(code?: number): void;
  onopen: ((event: unknown) => void) | null;
  onmessage: ((event: { data: unknown }) => void) | null;
  onclose: ((event: { code: number }) => void) | null;
  onerror: ((event: unknown) => void) | null;
}

export interface ConnectionOptions {
  url: () => string;
  /** A fresh websockets_token (POST auth/ws-ticket/). */
  ticket: () => Promise<string>;
  language: () => string;
  createSocket?: (url: string) => SocketLike;
  onMessage: (message: RealtimeMessage) => void;
  onStatus: (status: RealtimeStatus) => void;
  /** 0 ≤ x < 1; jitter spreads reconnections of many tabs after a server restart. */
  random?: () => number;
  /**
   * The ticket call answered 401: the session was ended elsewhere (another browser, an
   * administrator, a password change) or has run out. The connection stops for good.
   */
  onSessionEnded?: () => void;
}

/** The server's close code for a bad, expired or missing ticket. */
export const UNAUTHORIZED_CLOSE = 4401;
export const FIRST_DELAY_MS = 1000;
export const MAX_DELAY_MS = 30_000;

/** 1 s doubling up to 30 s, then ±20 % jitter (never past 30 s). */
export const backoffDelay = (attempt: number, random: () => number = Math.random): number => {
  const base = Math.min(MAX_DELAY_MS, FIRST_DELAY_MS * 2 ** attempt);
  return Math.min(MAX_DELAY_MS, Math.round(base * (0.8 + 0.4 * random())));
};

const parse = (data: unknown): RealtimeMessage | null => {
  try {
    const value: unknown = typeof data === 'string' ? JSON.parse(data) : null;
    return value && typeof value === 'object' && typeof (value as RealtimeMessage).type === 'string' ? (value as RealtimeMessage) : null;
  } catch {
    return null;
  }
};

export class RealtimeConnection {
  private socket: SocketLike | null = null;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private attempt = 0;
  private running = false;
  /** A refused ticket is retried once with a new one; a second refusal waits for the next sign-in. */
  private refusedOnce = false;
  private gaveUp = false;
  private status: RealtimeStatus = 'connecting';
  /** Tells a late ticket answer that the connection it was for is gone (stop, or a newer try). */
  private generation = 0;
  /** Between asking for a ticket and opening the socket. */
  private connecting = false;

  constructor(private readonly options: ConnectionOptions) {}

  start(): void {
    if (this.running) return;
    this.running = true;
    this.gaveUp = false;
    this.refusedOnce = false;
    this.attempt = 0;
    void this.connect();
  }

  stop(): void {
    this.running = false;
    this.connecting = false;
    this.generation += 1;
    this.clearTimer();
    this.dropSocket();
  }

  /** The tab woke or the network came back: try now instead of waiting out the backoff. */
  wake(): void {
    if (!this.running || this.gaveUp || this.socket || this.connecting) return;
    this.attempt = 0;
    void this.connect();
  }

  private setStatus(status: RealtimeStatus): void {
    if (status === this.status) return;
    this.status = status;
    this.options.onStatus(status);
  }

  private clearTimer(): void {
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = null;
  }

  private dropSocket(): void {
    const socket = this.socket;
    this.socket = null;
    if (!socket) return;
    socket.onopen = socket.onmessage = socket.onclose = socket.onerror = null;
    socket.close(1000);
  }

  private async connect(): Promise<void> {
    this.clearTimer();
    this.dropSocket();
    const generation = ++this.generation;
    let token: string;
    this.connecting = true;
    try {
      token = await this.options.ticket();
    } catch (error) {
      if (generation !== this.generation) return;
      this.connecting = false;
      if ((error as { status?: number } | null)?.status === 401) return this.sessionEnded();
      this.retryLater();
      return;
    }
    if (generation !== this.generation || !this.running) return;
    this.connecting = false;
    const createSocket = this.options.createSocket ?? ((url: string) => new WebSocket(url) as unknown as SocketLike);
    const socket = createSocket(this.options.url());
    this.socket = socket;
    socket.onopen = () => socket.send(JSON.stringify({ type: 'auth', token, language: this.options.language() }));
    socket.onmessage = ({ data }) => this.received(parse(data));
    socket.onclose = ({ code }) => this.closed(socket, code);
  }

  private received(message: RealtimeMessage | null): void {
    if (!message) return;
    if (message.type === 'ready') {
      this.attempt = 0;
      this.refusedOnce = false;
      this.setStatus('online');
      return;
    }
    this.options.onMessage(message);
  }

  private closed(socket: SocketLike, code: number): void {
    if (socket !== this.socket) return;
    this.socket = null;
    this.setStatus('offline');
    if (!this.running) return;
    if (code === UNAUTHORIZED_CLOSE) {
      if (this.refusedOnce) {
        this.gaveUp = true;
        return;
      }
      this.refusedOnce = true;
      void this.connect();
      return;
    }
    this.retryLater();
  }

  private sessionEnded(): void {
    this.stop();
    this.setStatus('offline');
    this.options.onSessionEnded?.();
  }

  private retryLater(): void {
    this.setStatus('offline');
    if (!this.running) return;
    const delay = backoffDelay(this.attempt, this.options.random);
    this.attempt += 1;
    this.timer = setTimeout(() => void this.connect(), delay);
  }
}
