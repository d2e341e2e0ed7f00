import { useDeferredValue } from 'react';

/**
 * False in a component's first drawing, true in the drawing React makes just after it: for parts
 * of the frame that a page load's rows need not wait for, each 20–40 ms of a new tab's first
 * drawing (the menu's sections, the app bar's buttons: docs/PERFORMANCE.md).
 */
export const useDrawnLater = () => useDeferredValue(true, false);
