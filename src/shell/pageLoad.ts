import { lazyNamed } from '../common/lazyNamed';
import { afterFirstAnswer, holdUntilFirstAnswer } from '../providers/firstAnswer';
import { askKeptReads, openPageLoad, stopRecording } from '../providers/openingCalls';
import { getSession } from '../providers/session';
import { accessGood, refreshGood } from '../providers/tokenTimes';
import { keepScreenScripts, preloadScreenScripts } from './screenScripts';
import { LOGIN_PATH } from './signInLocation';

/**
 * The start of a page load with a stored session. src/main.tsx imports this module before
 * anything else, so that it runs before the sign-in page's chunk (React, MUI, the words)
 * evaluates: in a new tab that evaluation compiles the chunk afresh and takes a few hundred ms,
 * during which the admin's chunks and the screen's reads are already on their way.
 */

// The admin (react-admin, its data provider and every screen) is fetched only with a session.
export const loadApp = () => import('../App');
/** The admin, and the screen the page opens on loaded before its first drawing (src/shell/routeScreens.ts). */
const loadAdmin = () =>
  loadApp().then(async (app) => {
    await app.preloadScreen(window.location.pathname);
    keepScreenScripts(window.location.pathname);
    return app;
  });
export const App = lazyNamed(loadAdmin, 'App');
/** The admin is what this page shows: any page but /login, with a stored session. */
export const showsAdmin = () => window.location.pathname !== LOGIN_PATH && getSession() !== null;

if (showsAdmin()) {
  // The screen's reads, asked again at once, before the admin's scripts run (providers/openingCalls.ts).
  const session = getSession()!;
  openPageLoad(`${window.location.pathname}${window.location.search}`, session);
  if (!accessGood(session) && refreshGood(session)) {
    // An expired access token is refreshed as soon as the refresh's module is in, before the
    // admin's first drawing rather than by the screen's first call after it; the kept reads
    // then leave with the new token. A refused refresh ends the session as it would there.
    void import('../providers/tokenRefresh')
      .then(({ ensureFreshSession }) => ensureFreshSession())
      .then(askKeptReads, () => undefined);
  }
  // The screen's scripts, as the last load of this path fetched them, beside the admin's (screenScripts.ts).
  preloadScreenScripts(window.location.pathname);
  void App.preload().catch(() => undefined);
  // The bell and the realtime ticket wait for the screen's first answer (providers/firstAnswer.ts).
  holdUntilFirstAnswer();
  // Until then, the reads are the screen's; registered before the bell's and the ticket's waits, so it runs first.
  void afterFirstAnswer().then(stopRecording);
}
