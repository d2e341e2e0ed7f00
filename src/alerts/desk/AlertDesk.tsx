import { useCanAccess } from 'react-admin';
import { lazyNamed, useLoaded } from '../../common/lazyNamed';
import { canAccessRecord } from '../../providers/recordAccess';
import { getSession } from '../../providers/session';
import { useDeskMayLoad } from './deskHold';
import { DeskSpace } from './DeskSpace';

const LiveDesk = lazyNamed(() => import('./LiveDesk'), 'LiveDesk');

/**
 * The live alert desk on every screen (mounted under the app bar by src/layout/AppBar.tsx) for those who attend
 * alerts (DOMAIN §1: admin and C4; HR reads the list but is not the desk): nothing for the others,
 * not even a call or its chunk. On a page load its chunk, like its call, waits for the screen's
 * first answer (providers/firstAnswer.ts), holding the banner's last room meanwhile (keptDeskSpace.ts);
 * with no room kept, it loads at once and the screen waits for it (deskHold.ts).
 * Drawn once loaded, not suspended: a suspension here would hold the whole screen behind the
 * layout's fallback.
 */
export const AlertDesk = () => {
  const { canAccess } = useCanAccess({ resource: 'alertas', action: 'attend' });
  const ready = useDeskMayLoad();
  const loaded = useLoaded(LiveDesk, canAccess === true && ready);
  // useCanAccess answers a drawing later; the room is held from the first, by the rule it applies.
  if (!(canAccess ?? canAccessRecord(getSession()?.roles ?? [], 'alertas', 'attend'))) return null;
  return canAccess && loaded ? <LiveDesk /> : <DeskSpace />;
};
