import { useEffect } from 'react';
import type { AlertSoundPlayer } from './alertSoundPlayer';

/**
 * Unlocks the player on the first click, tap or key anywhere on the page (browsers let sound play
 * only after a gesture), whatever the setting: turning the sound on later is itself such a click,
 * but it arrives after the pointer went down. Later gestures resume it if the browser suspended it.
 */
export const useSoundUnlock = (player: AlertSoundPlayer) => {
  useEffect(() => {
    const unlock = () => player.unlock();
    const options = { capture: true, passive: true };
    document.addEventListener('pointerdown', unlock, options);
    document.addEventListener('keydown', unlock, options);
    return () => {
      document.removeEventListener('pointerdown', unlock, options);
      document.removeEventListener('keydown', unlock, options);
    };
  }, [player]);
};
