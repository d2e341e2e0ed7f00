import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { afterFirstAnswer } from '../providers/firstAnswer';
import { getLocale } from '../providers/locale';
import { afterChosenSignOut, sessionEnded } from '../providers/session';
import { SignedOutContext } from '../shell/SignedOut';
import { RealtimeConnection, type ConnectionOptions, type RealtimeMessage, type RealtimeStatus } from './connection';
import { fetchTicket, socketUrl } from './endpoints';

type Listener = (payload: unknown) => void;

interface RealtimeValue {
  status: RealtimeStatus;
  subscribe: (type: string, listener: Listener) => () => void;
}

const RealtimeContext = createContext<RealtimeValue>({ status: 'connecting', subscribe: () => () => undefined });

export interface RealtimeProviderProps {
  children: ReactNode;
  /** Tests replace the socket and the ticket call. */
  options?: Partial<Pick<ConnectionOptions, 'createSocket' | 'ticket' | 'url' | 'random'>>;
}

/**
 * Holds the tab's realtime connection while it is mounted: the app mounts it only with a session
 * (src/shell/Root.tsx), so it connects after sign-in and stops on sign-out. A tab that wakes or
 * comes back online tries at once instead of waiting out the backoff. A session ended elsewhere
 * closes the socket (4401) and its new ticket is refused (401): the tab then signs out at once,
 * without waiting for its next call, and the sign-in page says why and returns here after.
 */
export const RealtimeProvider = ({ children, options }: RealtimeProviderProps) => {
  const [status, setStatus] = useState<RealtimeStatus>('connecting');
  const listeners = useRef(new Map<string, Set<Listener>>());
  const optionsRef = useRef(options);
  const handOver = useContext(SignedOutContext);
  const handOverRef = useRef(handOver);
  useEffect(() => {
    handOverRef.current = handOver;
  });

  useEffect(() => {
    const deliver = (message: RealtimeMessage) => {
      // A notification frame carries `notification`, an alert frame `alert`: the payload is under the type's name.
      const payload = message[message.type] ?? message;
      for (const listener of listeners.current.get(message.type) ?? []) listener(payload);
    };
    const connection = new RealtimeConnection({
      url: socketUrl,
      ticket: fetchTicket,
      language: getLocale,
      ...optionsRef.current,
      onMessage: deliver,
      onStatus: setStatus,
      onSessionEnded: () => {
        // Signed out by choice: the app is on its way out, as that sign-out chose (no notice, no way back here).
        if (afterChosenSignOut()) return;
        // Ended elsewhere or ran out, said as a call's 401 says it (providers/session.ts).
        handOverRef.current({ next: `${window.location.pathname}${window.location.search}`, notice: sessionEnded() });
      },
    });
    // After the screen's first answer on a page load (providers/firstAnswer.ts), unless unmounted by then.
    let stopped = false;
    void afterFirstAnswer().then(() => {
      if (!stopped) connection.start();
    });
    const wake = () => {
      if (document.visibilityState === 'visible') connection.wake();
    };
    document.addEventListener('visibilitychange', wake);
    window.addEventListener('online', wake);
    return () => {
      document.removeEventListener('visibilitychange', wake);
      window.removeEventListener('online', wake);
      stopped = true;
      connection.stop();
    };
  }, []);

  const subscribe = useCallback((type: string, listener: Listener) => {
    const set = listeners.current.get(type) ?? new Set<Listener>();
    listeners.current.set(type, set);
    set.add(listener);
    return () => {
      set.delete(listener);
    };
  }, []);
  const value = useMemo(() => ({ status, subscribe }), [status, subscribe]);

  return <RealtimeContext.Provider value={value}>{children}</RealtimeContext.Provider>;
};

export const useRealtimeStatus = (): RealtimeStatus => useContext(RealtimeContext).status;

/** Calls `handler` with each pushed event of this type (`'notification'` → the notification row). */
export const useRealtimeEvent = <T = unknown,>(type: string, handler: (payload: T) => void): void => {
  const { subscribe } = useContext(RealtimeContext);
  const handlerRef = useRef(handler);
  useEffect(() => {
    handlerRef.current = handler;
  });
  useEffect(() => subscribe(type, (payload) => handlerRef.current(payload as T)), [subscribe, type]);
};
