import { render, screen } from '@testing-library/react';
import { App } from './App';
import { json, mockFetch, signIn } from '../test/client/fetchMock';
import { Root } from './shell/Root';

const plants = { count: 1, next: null, previous: null, results: [{ id: 1, name: 'Planta Norte', code: 'PN', status: 1 }] };

const open = (path: string) => {
  window.history.pushState({}, '', path);
  return render(<App />);
};

// Screens are lazy chunks: load them once up front so each test measures routing, not transforms.
beforeAll(async () => {
  await Promise.all([
    import('./plants/PlantList'),
    import('./users/UserShow'),
    import('./users/UserEdit'),
    import('./platformUsers/PlatformUserList'),
  ]);
}, 30_000);

describe('App routes (SPEC §2)', () => {
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
  });
  afterEach(() => vi.unstubAllGlobals());

  it('sends a visitor without a session to /login without calling the API', async () => {
    const { calls } = mockFetch(() => json(plants));
    window.history.pushState({}, '', '/plantas');
    render(<Root />);
    expect(await screen.findByRole('button', { name: 'Iniciar sesión' }, { timeout: 10_000 })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/login');
    expect(calls).toHaveLength(0);
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

  it('opens Home at /Home with the user and the figures the role may list', async () => {
    signIn({ nombre: 'Ana López', roles: ['C4'], rol: 'C4' });
    const figures = { planta: null, generated_at: '2026-03-14T15:00:00.000Z', figures: [{ key: 'alerts_active', count: 2, count_exact: true, filter: { status: 0 }, link: { status: 0 } }] };
    mockFetch((call) => json(call.url.startsWith('/api/inicio/') ? figures : plants));
    open('/Home');
    expect(await screen.findByRole('heading', { name: 'Hola, Ana López' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/');
    expect(await screen.findByRole('link', { name: '2 Alertas activas' })).toHaveAttribute('href', '/alertas?filter=%7B%22status%22%3A0%7D');
  });

  it('shows the 404 page for any other path', async () => {
    signIn();
    mockFetch(() => json(plants));
    open('/no/such/page');
    expect(await screen.findByRole('heading', { level: 1, name: 'Página no encontrada' }, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByText('La dirección /no/such/page no existe.')).toBeInTheDocument();
  });

  it('names the address as typed when an English alias leads to a screen that does not exist yet', async () => {
    signIn();
    mockFetch(() => json(plants));
    open('/fleet_trips');
    expect(await screen.findByRole('heading', { level: 1, name: 'Página no encontrada' }, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByText('La dirección /fleet_trips no existe.')).toBeInTheDocument();
  });

  it('opens the user record page at /users/:usuario → /usuarios/:usuario (SPEC §2), not the edit form', async () => {
    signIn({ roles: ['HHRR Administrador'], rol: 'HHRR Administrador' });
    const ana = { id: 5, name: 'Ana', last_name: 'López', email: 'ana@flotilla.mx', plataforma: false, groups: [], puntos: 0, imagen: null, licencia: null, status: 1, role: 0 };
    const { calls } = mockFetch((call) => json(call.url.includes('/puntos/') ? { count: 0, next: null, previous: null, results: [] } : ana));
    open('/users/5');
    expect(await screen.findByRole('heading', { level: 1, name: 'Ana López' }, { timeout: 10_000 })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/usuarios/5');
    expect(screen.queryByRole('button', { name: 'Guardar' })).not.toBeInTheDocument();
    expect(calls.some((c) => c.url === '/api/usuarios/5/')).toBe(true);
  });

  it('opens the edit form at /usuarios/:id/edit', async () => {
    signIn({ roles: ['HHRR Administrador'], rol: 'HHRR Administrador' });
    mockFetch(() => json({ id: 5, name: 'Ana', last_name: 'López', email: 'ana@flotilla.mx', plataforma: false, status: 1, role: 0 }));
    open('/usuarios/5/edit');
    expect(await screen.findByRole('button', { name: 'Guardar' }, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^Nombre/ })).toHaveValue('Ana');
  });

  it('lists platform users at /users/platform → /usuarios/plataforma for an admin', async () => {
    signIn();
    const staff = { count: 1, next: null, previous: null, results: [{ id: 2, name: 'Rosa', last_name: 'Díaz', email: 'rosa@flotilla.mx', groups: ['C4'], status: 1 }] };
    const { calls } = mockFetch(() => json(staff));
    open('/users/platform');
    expect(await screen.findByText('rosa@flotilla.mx', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/usuarios/plataforma');
    expect(calls.some((c) => c.url.startsWith('/api/usuarios/plataforma/?'))).toBe(true);
  });
});
