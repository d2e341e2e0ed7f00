import { render, screen } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { AdminContext, ListBase, ResourceContextProvider, memoryStore, testDataProvider, useCanAccess, useListContext, usePermissions, type AuthProvider } from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, expect, test, vi } from 'vitest';
import { i18nProvider } from '../../providers/i18nProvider';
import { clearSession, saveSession } from '../../providers/session';
import { CHECK_AUTH_FRESH_MS, adminQueryClient } from './accessAnswers';
import { until } from '../../../test/client/until';

const never = () => new Promise<never>(() => undefined);
/** react-admin's checks never answer: only answers already in the query client let the list ask. */
const silentAuth: AuthProvider = { login: never, logout: never, checkAuth: never, checkError: never, canAccess: never };

const Names = () => {
  const { data } = useListContext();
  return <>{data?.map((record) => <p key={record.id}>{record.name}</p>)}</>;
};

/**
 * What react-admin's resource registration reads (without getPermissions it answers a constant,
 * but its query's own answer still redraws the component that asks, there the whole admin).
 */
const permissionsDrawn = { count: 0 };
const Permissions = () => {
  usePermissions();
  permissionsDrawn.count += 1;
  return null;
};

/** A menu entry asks whether the resource may be listed, as react-admin's does. */
const MenuEntry = () => {
  const { canAccess } = useCanAccess({ action: 'list', resource: 'usuarios' });
  return <p>{canAccess ? 'menu: usuarios' : 'menu: …'}</p>;
};

const renderList = (queryClient: QueryClient, getList: () => Promise<unknown>, authProvider: AuthProvider = silentAuth) =>
  render(
    <MemoryRouter initialEntries={['/usuarios']}>
      <AdminContext queryClient={queryClient} dataProvider={testDataProvider({ getList } as never)} authProvider={authProvider} i18nProvider={i18nProvider} store={memoryStore()}>
        <MenuEntry />
        <Permissions />
        <ResourceContextProvider value="usuarios">
          <ListBase authLoading={<p>auth pending</p>}>
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

test('the menu entry and the permissions have their answers too, so the list never shows its access loading page', async () => {
  signIn(['Administrador']);
  permissionsDrawn.count = 0;
  renderList(adminQueryClient(['usuarios']), async () => ({ data: [{ id: 1, name: 'Ana' }], total: 1 }));
  // Drawn at once: the menu's question, unanswered, made the list wait as if access were pending.
  expect(screen.getByText('menu: usuarios')).toBeTruthy();
  expect(screen.queryByText('auth pending')).toBeNull();
  expect(await screen.findByText('Ana', {}, { timeout: 10_000 })).toBeTruthy();
  // Answered from the start, the permissions never redrew what asks for them.
  expect(permissionsDrawn.count).toBe(1);
});

test('list access is not asked again in the background, and checkAuth only once its answer is old', async () => {
  signIn(['Administrador']);
  const checkAuth = vi.fn(async () => undefined);
  const canAccess = vi.fn(async () => true);
  const getList = vi.fn(async () => ({ data: [{ id: 1, name: 'Ana' }], total: 1 }));
  const client = adminQueryClient(['usuarios']);
  const { unmount } = renderList(client, getList, { ...silentAuth, checkAuth, canAccess });
  expect(await screen.findByText('Ana', {}, { timeout: 10_000 })).toBeTruthy();
  expect(checkAuth).not.toHaveBeenCalled();
  expect(canAccess).not.toHaveBeenCalled();
  unmount();
  // The next screen, once the answer is CHECK_AUTH_FRESH_MS old, asks checkAuth again; list access still not.
  vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + CHECK_AUTH_FRESH_MS + 1 });
  try {
    renderList(client, getList, { ...silentAuth, checkAuth, canAccess });
    await until(() => expect(checkAuth).toHaveBeenCalledTimes(1));
    expect(canAccess).not.toHaveBeenCalled();
  } finally {
    vi.useRealTimers();
  }
});

test("the answers are the stored groups' own: a group that may not list users is refused, and no session answers nothing", () => {
  signIn(['Administrador']);
  expect(adminQueryClient(['usuarios']).getQueryData(['auth', 'canAccess', { action: 'list', resource: 'usuarios', enabled: true }])).toBe(true);
  signIn(['Conductor']);
  expect(adminQueryClient(['usuarios']).getQueryData(['auth', 'canAccess', { action: 'list', resource: 'usuarios', enabled: true }])).toBe(false);
  expect(adminQueryClient(['usuarios']).getQueryData(['auth', 'canAccess', { action: 'list', resource: 'usuarios' }])).toBe(false);
  clearSession();
  expect(adminQueryClient(['usuarios']).getQueryData(['auth', 'checkAuth', {}])).toBeUndefined();
});

/** What a list asks without a record: its toolbar's Create and Export, its bulk buttons' delete and status. */
const RecordlessAccess = () => {
  const answers = {
    create: useCanAccess({ action: 'create', resource: 'rutas' }),
    export: useCanAccess({ action: 'export', resource: 'rutas' }),
    delete: useCanAccess({ action: 'delete', resource: 'rutas' }),
    status: useCanAccess({ action: 'status', resource: 'rutas' }),
  };
  return <p>{Object.entries(answers).map(([action, answer]) => `${action} ${answer.isPending ? 'pending' : String(answer.canAccess)}`).join(', ')}</p>;
};

/** A record's own ask, as a row's delete flow makes it. */
const RecordAccess = () => {
  const { isPending, canAccess } = useCanAccess({ action: 'delete', resource: 'rutas', record: { id: 4 } });
  return <p>{isPending ? 'record: pending' : `record: ${String(canAccess)}`}</p>;
};

test('what a list asks without a record is answered in its first drawing, the groups\' own, and never asked; a record\'s ask still is', async () => {
  const canAccess = vi.fn(async (_params: { action: string }) => true);
  for (const [roles, expected] of [
    [['Administrador'], 'create true, export true, delete true, status true'],
    [['C4'], 'create false, export true, delete false, status false'],
  ] as const) {
    signIn([...roles]);
    const { unmount } = render(
      <AdminContext queryClient={adminQueryClient(['rutas'])} dataProvider={testDataProvider()} authProvider={{ ...silentAuth, canAccess }} i18nProvider={i18nProvider} store={memoryStore()}>
        <RecordlessAccess />
        <RecordAccess />
      </AdminContext>,
    );
    // Answered a moment later, Create and Export wrapped the toolbar onto a second line under the reader's eyes.
    expect(screen.getByText(expected)).toBeInTheDocument();
    expect(await screen.findByText('record: true')).toBeInTheDocument();
    unmount();
  }
  // Only the record's ask reached the auth provider: its restrictions follow the record's fields.
  expect(canAccess.mock.calls.map(([params]) => params.action)).toEqual(['delete', 'delete']);
});
