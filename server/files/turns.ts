import { setImmediate as nextTurn } from 'node:timers/promises';

/**
 * A long loop's way to share the event loop: `await turn()` in each round gives other requests
 * a turn once `sliceMs` of work has passed since the last one. By time, not by rounds: six
 * imports that each yield after a fixed count still run back to back in one loop phase.
 */
export function turns(sliceMs = 8) {
  let since = performance.now();
  return async () => {
    if (performance.now() - since < sliceMs) return;
    await nextTurn();
    since = performance.now();
  };
}
