import '@testing-library/jest-dom/vitest';
import { __unsafe_useEmotionCache as useEmotionCache } from '@emotion/react';
import { cleanup, configure, renderHook } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, vi } from 'vitest';
import { i18nProvider } from '../../src/providers/i18nProvider';
import { restoreWindow } from './pristineWindow';

// findBy…/waitFor wait for what a user waits for; 1 s (the library's default) is too short for a
// lazy screen to load on a busy 2-core machine, where sign-out → sign-in page flaked. A test that
// passes waits no longer; only a failure takes the full time.
configure({ asyncUtilTimeout: 10_000 });

// The client project shares a worker's modules and window between files (isolate: false), so
// each file starts as if alone: Testing Library's own automatic cleanup is registered only by the
// first file that imports it, and storage, timers, stubs, replaced window functions, styles, the
// language and the address would otherwise carry over.
beforeAll(async () => {
  forgetStyles();
  localStorage.clear();
  sessionStorage.clear();
  window.history.replaceState(null, '', '/');
  // The app's one i18n provider: a file that switched to English leaves it there.
  if (i18nProvider.getLocale() !== 'es') await i18nProvider.changeLocale('es');
});
afterEach(() => cleanup());
afterAll(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  restoreWindow();
});

/**
 * MUI's styles go into one emotion cache and one <style> per rule; kept from file to file they
 * pile up in the shared document and every style lookup in jsdom reads them all (the suite ran
 * twice as long). Each file starts with none, and emotion writes again what it renders.
 */
function forgetStyles(): void {
  const { result, unmount } = renderHook(() => useEmotionCache());
  unmount();
  const cache = result.current;
  if (!cache) return;
  cache.sheet.flush();
  for (const name of Object.keys(cache.inserted)) delete cache.inserted[name];
}
