import { Suspense, useCallback, useEffect, useState } from 'react';
import { i18nReady, isI18nReady } from '../providers/i18nProvider';
import { afterFirstAnswer, holdUntilFirstAnswer } from '../providers/firstAnswer';
import { openPageLoad, stopRecording } from '../providers/openingCalls';
import { getSession } from '../providers/session';
import { lazyNamed, useLoaded } from '../common/lazyNamed';
import type { HandOver } from './SignedOut';
import { keepScreenScripts, preloadScreenScripts } from './screenScripts';
import { SignInShell } from './SignInShell';
import { LOGIN_PATH, enterSignIn, landingPath } from './signInLocation';

// The admin (react-admin, its data provider and every screen) is fetched only with a session.
const loadApp = () => import('../App');
/** The admin, and the screen the page opens on loaded before its first drawing (src/shell/routeScreens.ts). */
const loadAdmin = () =>
  loadApp().then(async (app) => {
    await app.preloadScreen(window.location.pathname);
    keepScreenScripts(window.location.pathname);
    return app;
  });
const App = lazyNamed(loadAdmin, 'App');
/** The admin is what this page shows: any page but /login, with a stored session. */
const showsAdmin = () => window.location.pathname !== LOGIN_PATH && getSession() !== null;
// Fetch the admin now rather than after the first render: the first list waits for it.
if (showsAdmin()) {
  // The screen's reads, asked again at once, before the admin's scripts run (providers/openingCalls.ts).
  openPageLoad(`${window.location.pathname}${window.location.search}`, getSession()!);
  // The screen's scripts, as the last load of this path fetched them, beside the admin's (screenScripts.ts).
  preloadScreenScripts(window.location.pathname);
  void App.preload().catch(() => undefined);
  // The bell and the realtime ticket wait for the screen's first answer (providers/firstAnswer.ts).
  holdUntilFirstAnswer();
  // Until then, the reads are the screen's; registered before the bell's and the ticket's waits, so it runs first.
  void afterFirstAnswer().then(stopRecording);
}

type View = { admin: true } | { admin: false; notice?: string };

/** /login always shows the sign-in page; any other page shows the admin with a session, else /login. */
const viewOfLocation = (): View => {
  if (showsAdmin()) return { admin: true };
  enterSignIn();
  return { admin: false };
};

/** Decides between the light sign-in shell and the admin, and switches between them. */
export const Root = () => {
  const [view, setView] = useState<View>(viewOfLocation);
  const [wordsReady, setWordsReady] = useState(isI18nReady);
  // The admin draws once loaded, never behind a Suspense fallback (useLoaded says why).
  const appLoaded = useLoaded(App, view.admin);

  // A reader who chose English waits for its chunk (a few KB) rather than seeing Spanish first.
  useEffect(() => {
    if (!wordsReady) void i18nReady.then(() => setWordsReady(true));
  }, [wordsReady]);

  // While signed out no router listens to back and forward: decide again as on a fresh load.
  useEffect(() => {
    if (view.admin) return;
    const onPopState = () => setView(viewOfLocation());
    window.addEventListener('popstate', onPopState);
    return () => window.removeEventListener('popstate', onPopState);
  }, [view.admin]);

  const signedIn = useCallback(async () => {
    const next = landingPath();
    try {
      await loadApp();
    } catch {
      // The admin's chunks are gone (a new version was deployed): load the page afresh.
      window.location.assign(next);
      return;
    }
    window.history.replaceState(null, '', next);
    setView({ admin: true });
  }, []);

  const signedOut = useCallback(({ next, notice }: HandOver) => {
    enterSignIn(next ?? '/');
    setView({ admin: false, notice });
  }, []);

  if (!wordsReady) return null;
  if (!view.admin) return <SignInShell onSignedIn={signedIn} notice={view.notice} />;
  if (!appLoaded) return null;
  return (
    <Suspense fallback={null}>
      <App onSignedOut={signedOut} />
    </Suspense>
  );
};
