import type { ReactNode } from 'react';
import { AdminContext, ResourceContextProvider, memoryStore, testDataProvider, type AuthProvider, type DataProvider } from 'react-admin';
import { Notifier } from '../../src/layout/Notifier';
import { i18nProvider } from '../../src/providers/i18nProvider';
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
}

/** AdminContext with our Spanish i18n, an in-memory store and the given role. */
export const TestAdmin = ({ children, groups = ['Administrador'], dataProvider = {}, resource, withToasts = false }: TestAdminProps) => (
  <AdminContext
    dataProvider={testDataProvider(dataProvider)}
    authProvider={authProviderFor(groups)}
    i18nProvider={i18nProvider}
    store={memoryStore()}
  >
    {resource ? <ResourceContextProvider value={resource}>{children}</ResourceContextProvider> : children}
    {withToasts && <Notifier />}
  </AdminContext>
);
