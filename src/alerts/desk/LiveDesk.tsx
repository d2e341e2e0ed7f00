import { useCallback, useLayoutEffect, useRef, useState } from 'react';
import { visuallyHidden } from '@mui/utils';
import { useTranslate } from 'react-admin';
import { getSession } from '../../providers/session';
import { ActiveAlertsBanner } from './ActiveAlertsBanner';
import { useAlertSoundPlayer } from './alertSoundPlayer';
import { readAlertSound } from './alertSoundSetting';
import type { DeskAlert } from './deskAlerts';
import { deskSettled } from './deskHold';
import { DeskSpace } from './DeskSpace';
import { keepDeskSpace } from './keptDeskSpace';
import { useActiveAlerts } from './useActiveAlerts';
import { useSoundUnlock } from './useSoundUnlock';

const D = 'resources.alertas.desk';

/** What a screen reader says when alerts arrive, and its number: each arrival is a new live region, said at once. */
interface Arrival {
  text: string;
  key: number;
}

/** The desk itself (its own chunk, loaded for admin and C4 only): its alerts, their sound and their announcement. */
export const LiveDesk = () => {
  const translate = useTranslate();
  const player = useAlertSoundPlayer();
  useSoundUnlock(player);
  const [arrival, setArrival] = useState<Arrival>();
  const onNew = useCallback(
    (alerts: DeskAlert[]) => {
      // The setting is read as the alert arrives: the app bar's control may have changed it.
      if (readAlertSound()) player.play();
      const text =
        alerts.length === 1
          ? translate(`${D}.arrived`, { name: alerts[0].issued_by_name || '—' })
          : translate(`${D}.arrived_many`, { smart_count: alerts.length });
      setArrival((last) => ({ text, key: (last?.key ?? 0) + 1 }));
    },
    [player, translate],
  );
  const { desk, answered } = useActiveAlerts(onNew);
  const box = useRef<HTMLDivElement>(null);
  // Kept only from an answer: a failed load's empty banner is not the room the next load needs.
  useLayoutEffect(() => {
    const session = getSession();
    if (answered && session && box.current) keepDeskSpace(session, box.current.offsetHeight);
    // Before the paint: a screen held for the banner shows with it.
    if (desk) deskSettled();
  }, [desk, answered]);
  return (
    <>
      {/* flow-root: its height holds the banner's margin, as the room kept for it must. */}
      <div ref={box} style={{ display: 'flow-root' }}>
        {desk ? <ActiveAlertsBanner desk={desk} /> : <DeskSpace />}
      </div>
      {arrival && (
        <div key={arrival.key} role="alert" style={visuallyHidden}>
          {arrival.text}
        </div>
      )}
    </>
  );
};
