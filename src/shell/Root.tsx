import { Suspense, useCallback, useEffect, useState } from 'react';
import { i18nReady, isI18nReady } from '../providers/i18nProvider';
import { useLoaded } from '../common/lazyNamed';
import type { HandOver } from './SignedOut';
import { App, loadApp, showsAdmin } from './pageLoad';
import { SignInShell } from './SignInShell';
import { enterSignIn, landingPath } from './signInLocation';

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
