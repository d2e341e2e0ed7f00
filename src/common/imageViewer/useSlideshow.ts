import { useEffect } from 'react';
import { IMAGE_VIEWER } from './constants';

/** While `playing`, calls `next` every interval (SPEC §9: 5000 ms); the timer restarts when the image changes. */
export const useSlideshow = (playing: boolean, index: number, next: () => void, intervalMs: number = IMAGE_VIEWER.slideshowIntervalMs) => {
  useEffect(() => {
    if (!playing) return;
    const timer = setTimeout(next, intervalMs);
    return () => clearTimeout(timer);
  }, [playing, index, next, intervalMs]);
};
