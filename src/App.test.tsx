import { render, screen } from '@testing-library/react';
import { App } from './App';
import { json, mockFetch, signIn } from '../test/client/fetchMock';
import { authProvider } from './providers/authProvider';

const plants = { count: 1, next: null, previous: null, results: [{ id: 1, name: 'Planta Norte', code: 'PN', status: 1 }] };

const open = (path: string) => {
  window.history.pushState({}, '', path);
  return render(<App />);
};

// Screens are lazy chunks: load them once up front so each test measures routing, not transforms.
beforeAll(async () => {
  await Promise.all([import('./login/LoginPage'), import('./plants/PlantList')]);
}, 30_000);

describe('App routes (SPEC §2)', { timeout: 20_000 }, () => {
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
  });
  afterEach(() => vi.unstubAllGlobals());

  it('sends a visitor without a session to /login, logging out once (no redirect loop)', async () => {
    const logout = vi.spyOn(authProvider, 'logout');
    const { calls } = mockFetch(() => json(plants));
    open('/plantas');
    expect(await screen.findByRole('button', { name: 'Iniciar sesión' }, { timeout: 10_000 })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/login');
    // react-admin #10764: an instant getPermissions made LogoutOnMount loop for seconds.
    expect(logout).toHaveBeenCalledTimes(1);
    expect(calls).toHaveLength(0);
    logout.mockRestore();
  });

  it('redirects the English alias to the Spanish route, keeping the rest of the path and the query', async () => {
    signIn();
    const { calls } = mockFetch(() => json(plants));
    open('/plants?page=1');
    expect(await screen.findByText('Planta Norte', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/plantas');
    expect(window.location.search).toBe('?page=1');
    expect(calls.some((c) => c.url.startsWith('/api/plantas/'))).toBe(true);
  });

  it('opens Home at /Home with the user and the shortcuts of the role', async () => {
    signIn({ nombre: 'Ana López', roles: ['C4'], rol: 'C4' });
    mockFetch(() => json(plants));
    open('/Home');
    expect(await screen.findByRole('heading', { name: 'Bienvenido, Ana López' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/');
    expect(screen.getByRole('link', { name: 'Plantas' })).toHaveAttribute('href', '/plantas');
    expect(screen.getByRole('link', { name: 'Departamentos' })).toBeInTheDocument();
  });

  it('shows the 404 page for any other path', async () => {
    signIn();
    mockFetch(() => json(plants));
    open('/no/such/page');
    expect(await screen.findByRole('heading', { level: 1, name: 'Página no encontrada' }, { timeout: 10_000 })).toBeInTheDocument();
  });
});
