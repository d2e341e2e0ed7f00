import { useCallback, useSyncExternalStore } from 'react';

/** Whether this browser plays the alert sound: a desk's choice, kept across sessions and accounts. */
export const ALERT_SOUND_KEY = 'flotilla.alertSound';

const listeners = new Set<() => void>();

/** On unless this browser turned it off. */
export const readAlertSound = (): boolean => {
  try {
    return localStorage.getItem(ALERT_SOUND_KEY) !== 'off';
  } catch {
    return true;
  }
};

export const writeAlertSound = (on: boolean) => {
  try {
    localStorage.setItem(ALERT_SOUND_KEY, on ? 'on' : 'off');
  } catch {
    // Storage refused: the choice lasts while the tab is open.
  }
  for (const listener of listeners) listener();
};

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  // Another tab of this browser changed it.
  const fromOtherTab = (event: StorageEvent) => event.key === ALERT_SOUND_KEY && listener();
  window.addEventListener('storage', fromOtherTab);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', fromOtherTab);
  };
};

/** The sound's setting and its switch, shared by the app bar's control and the banner. */
export const useAlertSound = (): [on: boolean, set: (on: boolean) => void] => {
  const on = useSyncExternalStore(subscribe, readAlertSound);
  return [on, useCallback((next: boolean) => writeAlertSound(next), [])];
};
