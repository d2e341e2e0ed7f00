import { useCallback, useState } from 'react';
import { visuallyHidden } from '@mui/utils';
import { useTranslate } from 'react-admin';
import { ActiveAlertsBanner } from './ActiveAlertsBanner';
import { useAlertSoundPlayer } from './alertSoundPlayer';
import { readAlertSound } from './alertSoundSetting';
import type { DeskAlert } from './deskAlerts';
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
  const desk = useActiveAlerts(onNew);
  return (
    <>
      <ActiveAlertsBanner desk={desk} />
      {arrival && (
        <div key={arrival.key} role="alert" style={visuallyHidden}>
          {arrival.text}
        </div>
      )}
    </>
  );
};
