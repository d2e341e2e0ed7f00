import { useEffect, useState } from 'react';
import { useAfterFirstAnswer } from '../../providers/firstAnswer';
import { canAccessRecord } from '../../providers/recordAccess';
import { getSession } from '../../providers/session';
import { hasKeptDeskSpace } from './keptDeskSpace';

/**
 * The first screen an account sees on a browser (after signing in, or with a session but no room
 * kept for the desk, keptDeskSpace.ts) would draw before the desk's banner and be pushed down by
 * it under the pointer. On such a load the desk asks its alerts at once, beside the screen's own
 * reads rather than after them, and the menu and screen below it are drawn hidden until those
 * alerts answer (or fail), for at most HOLD_MS: the screen appears once, in its place.
 */
const HOLD_MS = 2000;

const listeners = new Set<() => void>();

/** Whether this load waits for the desk: an account that attends alerts with no room kept for it. */
const desksFirst = (): boolean => {
  const session = getSession();
  return !!session && canAccessRecord(session.roles, 'alertas', 'attend') && !hasKeptDeskSpace(session);
};

/** The desk's first load answered or failed (its banner is drawn): the screen may show. */
export const deskSettled = () => {
  for (const listener of [...listeners]) listener();
};

/** Whether the menu and screen are held hidden for the desk's first answer (read by the layout). */
export const useHeldForDesk = (): boolean => {
  const [held, setHeld] = useState(desksFirst);
  useEffect(() => {
    if (!held) return;
    const release = () => setHeld(false);
    listeners.add(release);
    const fallback = setTimeout(release, HOLD_MS);
    return () => {
      listeners.delete(release);
      clearTimeout(fallback);
    };
  }, [held]);
  return held;
};

/**
 * Whether the desk may load its chunk and ask its alerts: once the screen's first answer is in
 * (providers/firstAnswer.ts), or at once on a load that holds the screen for it.
 */
export const useDeskMayLoad = (): boolean => {
  const [first] = useState(desksFirst);
  return useAfterFirstAnswer() || first;
};
