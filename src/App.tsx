import { Admin, CustomRoutes, Resource, localStorageStore } from 'react-admin';
import { useState } from 'react';
import { RouterProvider, createBrowserRouter } from 'react-router-dom';
import accessories from './accessories';
import departments from './departments';
import { Home } from './home/Home';
import { Layout } from './layout/Layout';
import { NotFound } from './layout/NotFound';
import { Notifier } from './layout/Notifier';
import { lazyNamed } from './common/lazyNamed';
import parts from './parts';
import plants from './plants';
import platformUsers from './platformUsers';
import { authProvider } from './providers/authProvider';
import { dataProvider } from './providers/dataProvider';
import { i18nProvider } from './providers/i18nProvider';
import { aliasRoutes } from './routes/aliasRoutes';
import { theme } from './theme';
import users from './users';

// The login page is only needed before signing in: its own chunk.
const LoginPage = lazyNamed(() => import('./login/LoginPage'), 'LoginPage');

/** UI preferences (selected columns, list params, locale) persist per browser. */
const store = localStorageStore(undefined, 'flotilla');

/**
 * Resources are named by API base (DOMAIN §3), which are also the Spanish routes of SPEC §2;
 * English aliases redirect to them (src/routes/aliases.ts).
 */
const FlotillaAdmin = () => (
    <Admin
      title="Flotilla"
      dataProvider={dataProvider}
      authProvider={authProvider}
      i18nProvider={i18nProvider}
      store={store}
      layout={Layout}
      loginPage={LoginPage}
      dashboard={Home}
      catchAll={NotFound}
      notification={Notifier}
      theme={theme}
      requireAuth
      disableTelemetry
    >
      <CustomRoutes noLayout>{aliasRoutes}</CustomRoutes>
      <Resource name="usuarios" {...users} />
      <Resource name="usuarios/plataforma" {...platformUsers} />
      <Resource name="plantas" {...plants} />
      <Resource name="departamentos" {...departments} />
      <Resource name="piezas" {...parts} />
      <Resource name="accesorios" {...accessories} />
    </Admin>
);

/**
 * Real paths (/plantas, /login) instead of react-admin's default hash router: SPEC §2 routes.
 * A data router, because forms warn about unsaved changes through react-router's useBlocker.
 * Created on mount rather than at import so that it starts from the current URL.
 */
export const App = () => {
  const [router] = useState(() => createBrowserRouter([{ path: '*', element: <FlotillaAdmin /> }]));
  return <RouterProvider router={router} />;
};
