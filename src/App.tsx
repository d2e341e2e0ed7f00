import { AdminContext, AdminUI, CustomRoutes, Resource } from 'react-admin';
import { useCallback, useEffect, useState } from 'react';
import { RouterProvider, createBrowserRouter } from 'react-router-dom';
import type { QueryClient } from '@tanstack/react-query';
import { adminQueryClient } from './common/raInternals/accessAnswers';
import { guardScreens } from './shell/guardScreens';
import { AccessDenied } from './layout/AccessDenied';
import { Home } from './home/Home';
import { Layout } from './layout/Layout';
import { NotFound } from './layout/NotFound';
import { Notifier } from './layout/Notifier';
import { authProvider } from './providers/authProvider';
import { dataProvider } from './providers/dataProvider';
import { i18nProvider } from './providers/i18nProvider';
import { aliasRoutes } from './routes/aliasRoutes';
import { RealtimeProvider } from './realtime/RealtimeProvider';
import { LiveWords } from './shell/LiveWords';
import { SignedOut, SignedOutContext, type HandOver } from './shell/SignedOut';
import { store } from './shell/store';
import { darkTheme, theme } from './theme';
import { loanRoutes } from './loans';
import { accountRoutes } from './account';
import { RESOURCES } from './resources';

export { preloadScreen } from './shell/routeScreens';

/**
 * Resources are named by API base (DOMAIN §3), which are also the Spanish routes of SPEC §2;
 * English aliases redirect to them (src/routes/aliases.ts). react-admin's <Admin> as its two halves,
 * its context and its UI: <Admin> also imports react-admin's default words (ra-language-english),
 * for an i18nProvider this admin always gives, and they would be loaded with the first screen.
 */
const FlotillaAdmin = ({ queryClient }: { queryClient: QueryClient }) => {
  // A new language asks every shown answer again: the server writes some texts (notifications) in the caller's.
  const askAgain = useCallback(() => void queryClient.invalidateQueries(), [queryClient]);
  return (
    <AdminContext
      queryClient={queryClient}
      dataProvider={dataProvider}
      authProvider={authProvider}
      i18nProvider={i18nProvider}
      store={store}
      theme={theme}
      darkTheme={darkTheme}
    >
      <LiveWords onChange={askAgain}>
        <AdminUI
          title="Flotilla"
          layout={Layout}
          loginPage={SignedOut}
          dashboard={Home}
          catchAll={NotFound}
          accessDenied={AccessDenied}
          notification={Notifier}
          requireAuth
          disableTelemetry
        >
          <CustomRoutes noLayout>{aliasRoutes}</CustomRoutes>
          {RESOURCES.map(([name, definition]) => (
            <Resource key={name} name={name} {...guardScreens(definition)} />
          ))}
          <CustomRoutes>{loanRoutes}</CustomRoutes>
          <CustomRoutes>{accountRoutes}</CustomRoutes>
        </AdminUI>
      </LiveWords>
    </AdminContext>
  );
};

type Router = ReturnType<typeof createBrowserRouter>;

export interface AppProps {
  /** The session ended: the sign-in shell (src/shell/Root.tsx) takes over from the admin. */
  onSignedOut?: (handOver: HandOver) => void;
}

/**
 * Real paths (/plantas, /login) instead of react-admin's default hash router: SPEC §2 routes.
 * A data router, because forms warn about unsaved changes through react-router's useBlocker.
 * Created on mount rather than at import so that it starts from the current URL, and disposed
 * on unmount (signing out) so that it stops listening to the browser's history. Without
 * transitions, as react-admin's lists expect: in one, the address would change at once while the
 * screen under it kept the previous list (or sort) until React got round to it, so a click or a
 * search typed meanwhile landed in the old list, or undid the sort just chosen.
 */
const stayHere = () => undefined;

export const App = ({ onSignedOut = stayHere }: AppProps) => {
  const [router, setRouter] = useState<Router | null>(null);
  // One per sign-in (App unmounts on sign-out), so no answer outlives the session it came from.
  const [queryClient] = useState(() => adminQueryClient(RESOURCES.map(([name]) => name)));
  useEffect(() => {
    const created = createBrowserRouter([{ path: '*', element: <FlotillaAdmin queryClient={queryClient} /> }]);
    setRouter(created);
    return () => created.dispose();
  }, [queryClient]);
  if (!router) return null;
  return (
    <SignedOutContext.Provider value={onSignedOut}>
      {/* Mounted only with a session (src/shell/Root.tsx): the socket lives as long as the sign-in. */}
      <RealtimeProvider>
        <RouterProvider router={router} useTransitions={false} />
      </RealtimeProvider>
    </SignedOutContext.Provider>
  );
};
