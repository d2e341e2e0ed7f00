import { useCallback, useEffect, useRef, useState } from 'react';
import { useDataProvider } from 'react-admin';
import { ALERT_STATUS } from '../../../domain/alerts';
import { BESIDE_THE_SCREEN } from '../../providers/firstAnswer';
import { useRealtimeEvent, useRealtimeStatus } from '../../realtime/RealtimeProvider';
import { useDeskMayLoad } from './deskHold';
import { applyAlert, EMPTY_DESK, missesSome, newestId, SHOWN, type DeskAlert, type DeskState } from './deskAlerts';

/**
 * The desk's active alerts (GET alertas/ status 0, newest first), kept live: loaded on mount
 * (once the screen's own first answer is in, as the bell's count waits, unless the screen waits
 * for them: deskHold.ts) and again each time the socket (re)connects, since an alert raised or
 * attended while it was down was never pushed; in between, each `alert` frame adds or removes one
 * at once. `onNew` hears of the alerts raised after the first load, whether pushed or found by a
 * reload: the sound and the announcement. `desk` is undefined until the first load has answered
 * or failed (a frame meanwhile waits for its answer); `answered` says a load has answered, so that
 * what the banner shows is whole.
 */
export const useActiveAlerts = (onNew: (alerts: DeskAlert[]) => void): { desk?: DeskState; answered: boolean } => {
  const dataProvider = useDataProvider();
  const ready = useDeskMayLoad();
  const status = useRealtimeStatus();
  const [desk, setDesk] = useState<DeskState>();
  const [answered, setAnswered] = useState(false);
  const deskRef = useRef<DeskState>(EMPTY_DESK);
  const onNewRef = useRef(onNew);
  useEffect(() => {
    onNewRef.current = onNew;
  });
  /** The highest id seen; undefined until the first load answers (what it lists is not new). */
  const seen = useRef<number | undefined>(undefined);
  /** The latest load's number, whether it is out, and the frames pushed meanwhile (its answer may predate them). */
  const loads = useRef({ latest: 0, out: false, pushed: [] as DeskAlert[] });

  const show = useCallback((next: DeskState) => {
    deskRef.current = next;
    setDesk(next);
  }, []);

  /** The active alerts of `list` raised after every one seen, told once; the first load's are only remembered. */
  const noteNew = useCallback((list: DeskAlert[], pushed: boolean) => {
    const before = seen.current;
    seen.current = newestId(list, before ?? 0);
    if (before === undefined && !pushed) return;
    const fresh = list.filter((a) => a.status === ALERT_STATUS.active && Number(a.id) > (before ?? 0));
    if (fresh.length) onNewRef.current(fresh);
  }, []);

  const load = useCallback(async () => {
    const number = ++loads.current.latest;
    Object.assign(loads.current, { out: true, pushed: [] });
    try {
      const { data, total } = await dataProvider.getList<DeskAlert>('alertas', {
        filter: { status: ALERT_STATUS.active },
        sort: { field: 'created_at', order: 'DESC' },
        pagination: { page: 1, perPage: SHOWN },
        meta: BESIDE_THE_SCREEN,
      });
      if (number !== loads.current.latest) return;
      const next = loads.current.pushed.reduce(applyAlert, { alerts: data, total: total ?? data.length });
      noteNew(data, false);
      show(next);
      setAnswered(true);
    } catch {
      // The banner keeps what it shows (nothing, the first time); the next reconnection loads again.
      if (number === loads.current.latest) show(deskRef.current);
    } finally {
      if (number === loads.current.latest) Object.assign(loads.current, { out: false, pushed: [] });
    }
  }, [dataProvider, noteNew, show]);

  useEffect(() => {
    if (ready) void load();
  }, [ready, load]);

  // Each time the socket is (back) online: the first connection too, which may come after the first load.
  const wasOnline = useRef(false);
  useEffect(() => {
    const online = status === 'online';
    if (online && !wasOnline.current && ready) void load();
    wasOnline.current = online;
  }, [status, ready, load]);

  useRealtimeEvent<DeskAlert | null>('alert', (alert) => {
    if (!alert || alert.id === undefined) return;
    if (loads.current.out) loads.current.pushed.push(alert);
    const next = applyAlert(deskRef.current, alert);
    // Before the first answer the banner holds its room: the frame is applied with that answer.
    const held = loads.current.out && !answered;
    if (!held) show(next);
    if (alert.status === ALERT_STATUS.active) noteNew([alert], true);
    else if (!held && missesSome(next)) void load();
  });

  return { desk, answered };
};
