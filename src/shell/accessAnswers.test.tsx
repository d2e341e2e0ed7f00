import { render, screen } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { AdminContext, ListBase, ResourceContextProvider, memoryStore, testDataProvider, useListContext, type AuthProvider } from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, expect, test, vi } from 'vitest';
import { i18nProvider } from '../providers/i18nProvider';
import { clearSession, saveSession } from '../providers/session';
import { adminQueryClient } from './accessAnswers';

const never = () => new Promise<never>(() => undefined);
/** react-admin's checks never answer: only answers already in the query client let the list ask. */
const silentAuth: AuthProvider = { login: never, logout: never, checkAuth: never, checkError: never, canAccess: never };

const Names = () => {
  const { data } = useListContext();
  return <>{data?.map((record) => <p key={record.id}>{record.name}</p>)}</>;
};

const renderList = (queryClient: QueryClient, getList: () => Promise<unknown>) =>
  render(
    <MemoryRouter initialEntries={['/usuarios']}>
      <AdminContext queryClient={queryClient} dataProvider={testDataProvider({ getList } as never)} authProvider={silentAuth} i18nProvider={i18nProvider} store={memoryStore()}>
        <ResourceContextProvider value="usuarios">
          <ListBase>
            <Names />
          </ListBase>
        </ResourceContextProvider>
      </AdminContext>
    </MemoryRouter>,
  );

const signIn = (roles: string[]) =>
  saveSession({
    email: 'a@flotilla.mx', rol: roles[0] ?? '', roles, nombre: 'A', id: 1, access: 'a', refresh: 'r', remember: true, language: 'es',
    websockets_token: '', accessExpiresAt: Date.now() + 60_000, refreshExpiresAt: Date.now() + 120_000,
  });

afterEach(() => clearSession());

test('with a stored session the list asks for its rows without waiting for checkAuth and canAccess', async () => {
  signIn(['Administrador']);
  const getList = vi.fn(async () => ({ data: [{ id: 1, name: 'Ana' }], total: 1 }));
  renderList(adminQueryClient(['usuarios']), getList);
  expect(await screen.findByText('Ana', {}, { timeout: 10_000 })).toBeTruthy();
  expect(getList).toHaveBeenCalledTimes(1);
});

test("the answers are the stored groups' own: a group that may not list users is refused, and no session answers nothing", () => {
  signIn(['Administrador']);
  expect(adminQueryClient(['usuarios']).getQueryData(['auth', 'canAccess', { action: 'list', resource: 'usuarios', enabled: true }])).toBe(true);
  signIn(['Conductor']);
  expect(adminQueryClient(['usuarios']).getQueryData(['auth', 'canAccess', { action: 'list', resource: 'usuarios', enabled: true }])).toBe(false);
  clearSession();
  expect(adminQueryClient(['usuarios']).getQueryData(['auth', 'checkAuth', {}])).toBeUndefined();
});
