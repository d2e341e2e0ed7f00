import { useCanAccess } from 'react-admin';
import { lazyNamed, useLoaded } from '../../common/lazyNamed';

const SoundSwitch = lazyNamed(() => import('./SoundSwitch'), 'SoundSwitch');

/**
 * The app bar's on/off control of the alert desk's sound (remembered by this browser), shown to
 * whoever has the desk, alerts or not; loaded for them only, as the desk is (AlertDesk.tsx).
 */
export const AlertSoundToggle = () => {
  const { canAccess } = useCanAccess({ resource: 'alertas', action: 'attend' });
  const loaded = useLoaded(SoundSwitch, canAccess === true);
  return canAccess && loaded ? <SoundSwitch /> : null;
};
