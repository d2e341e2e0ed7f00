/**
 * What test files replace on the shared window (isolate: false), as jsdom first gave it. Kept in
 * a module of its own, imported once a worker, so the originals are read before any file runs.
 */
const originals = {
  window: { confirm: window.confirm, matchMedia: window.matchMedia, innerWidth: window.innerWidth, innerHeight: window.innerHeight },
  URL: { createObjectURL: URL.createObjectURL, revokeObjectURL: URL.revokeObjectURL },
};

/** Puts back what a file replaced, so the next file in the worker starts with jsdom's own. */
export function restoreWindow(): void {
  for (const [name, value] of Object.entries(originals.window)) {
    Object.defineProperty(window, name, { value, configurable: true, writable: true });
  }
  Object.assign(URL, originals.URL);
}
