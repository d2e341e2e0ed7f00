import { createContext, useContext, useState, type ReactNode } from 'react';
import { RouterProvider, createMemoryRouter, useInRouterContext } from 'react-router-dom';
import { AdminContext, ResourceContextProvider, memoryStore, testDataProvider, type AuthProvider, type DataProvider, type RaThemeOptions } from 'react-admin';
import { Notifier } from '../../src/layout/Notifier';
import { i18nProvider } from '../../src/providers/i18nProvider';
import { LiveWords } from '../../src/shell/LiveWords';
import { canAccessRecord } from '../../src/providers/recordAccess';

/** An auth provider that answers canAccess as the app's does (domain/access and row restrictions) for fixed groups. */
export const authProviderFor = (groups: string[]): AuthProvider => ({
  login: async () => undefined,
  logout: async () => undefined,
  checkAuth: async () => undefined,
  checkError: async () => undefined,
  getIdentity: async () => ({ id: 1, fullName: 'Test User' }),
  canAccess: async ({ resource, action, record }) => (resource ? canAccessRecord(groups, resource, action, record) : true),
});

export interface TestAdminProps {
  children: ReactNode;
  groups?: string[];
  dataProvider?: Partial<DataProvider>;
  resource?: string;
  /** Also render the app's toasts, so a test can read them. */
  withToasts?: boolean;
  /** Where the in-memory router starts (ignored inside a test's own router). */
  path?: string;
  /** A theme (the app's, src/theme.tsx) instead of react-admin's default. */
  theme?: RaThemeOptions;
  /** The dark one beside it, which react-admin's light/dark switch turns to. */
  darkTheme?: RaThemeOptions;
}

// The router is made once; its route reads the current children, so a test's rerender still reaches them.
const RoutedChildrenContext = createContext<ReactNode>(null);
const RoutedChildren = () => useContext(RoutedChildrenContext);

/**
 * A memory DATA router, as the app has (src/App.tsx): forms block leaving with unsaved changes
 * only under one. A test that brings its own <MemoryRouter> keeps it.
 */
const TestRouter = ({ path, children }: { path: string; children: ReactNode }) => {
  const inRouter = useInRouterContext();
  const [router] = useState(() => (inRouter ? null : createMemoryRouter([{ path: '*', element: <RoutedChildren /> }], { initialEntries: [path] })));
  return router ? (
    <RoutedChildrenContext.Provider value={children}>
      <RouterProvider router={router} useTransitions={false} />
    </RoutedChildrenContext.Provider>
  ) : (
    children
  );
};

/** AdminContext with our Spanish i18n, an in-memory store and the given role. */
export const TestAdmin = ({ children, groups = ['Administrador'], dataProvider = {}, resource, withToasts = false, path = '/', theme, darkTheme }: TestAdminProps) => (
  <TestRouter path={path}>
    <AdminContext
      dataProvider={testDataProvider(dataProvider)}
      authProvider={authProviderFor(groups)}
      i18nProvider={i18nProvider}
      store={memoryStore()}
      theme={theme}
      darkTheme={darkTheme}
    >
      {/* As the app draws a new language (src/App.tsx). */}
      <LiveWords>
        {resource ? <ResourceContextProvider value={resource}>{children}</ResourceContextProvider> : children}
        {withToasts && <Notifier />}
      </LiveWords>
    </AdminContext>
  </TestRouter>
);
