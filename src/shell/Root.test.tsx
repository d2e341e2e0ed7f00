import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { json, mockFetch, signIn, type Call } from '../../test/client/fetchMock';
import { authProvider } from '../providers/authProvider';
import { i18nProvider } from '../providers/i18nProvider';
import { getSession } from '../providers/session';
import { Root } from './Root';
import { until } from '../../test/client/until';

const plants = { count: 1, next: null, previous: null, results: [{ id: 1, name: 'Planta Norte', code: 'PN', status: 1 }] };
const accepted = { access: 'a', refresh: 'r', groups: ['Administrador'], first_name: 'Ana', last_name: 'López', id: 1, websockets_token: 'w' };

/** The API as the flows below need it: sign-in accepted, one plant, logout answered. */
const api = () => mockFetch((call: Call) => json(call.url.includes('/auth/') ? accepted : plants));

const open = (path: string) => {
  window.history.pushState({}, '', path);
  return render(<Root />);
};

/** Signs in with the keyboard alone: the email field has the focus, Tab moves on, Enter submits. */
const signInThroughForm = async () => {
  const user = userEvent.setup();
  expect(await screen.findByLabelText('Correo electrónico')).toHaveFocus();
  await user.keyboard('ana@flotilla.mx');
  await user.tab();
  expect(screen.getByLabelText('Contraseña')).toHaveFocus();
  await user.keyboard('flotilla{Enter}');
  return user;
};

// The admin is a lazy chunk: load it once so that each test measures the flow, not transforms.
beforeAll(() => import('../App'), 30_000);

describe('Root: the light sign-in page before the admin', () => {
  beforeEach(async () => {
    localStorage.clear();
    sessionStorage.clear();
    await i18nProvider.changeLocale('es');
  });
  afterEach(() => vi.unstubAllGlobals());

  it('signs a visitor in at /login and lands on the page asked for', async () => {
    const { calls } = api();
    open('/plantas?page=1');
    expect(await screen.findByRole('button', { name: 'Iniciar sesión' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/login');
    expect(calls).toHaveLength(0);

    await signInThroughForm();
    expect(await screen.findByText('Planta Norte', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(window.location.pathname + window.location.search).toBe('/plantas?page=1');
    expect(calls[0].url).toBe('/api/auth/login/');
  });

  it('opens the admin at once with a session, and signing out returns to the sign-in page', async () => {
    signIn();
    const { calls } = api();
    open('/plantas');
    expect(await screen.findByText('Planta Norte', {}, { timeout: 10_000 })).toBeInTheDocument();

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Perfil' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Cerrar sesión' }));
    expect(await screen.findByRole('button', { name: 'Iniciar sesión' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/login');
    expect(getSession()).toBeNull();
    expect(calls.some((c) => c.url === '/api/auth/logout/')).toBe(true);
    // A chosen sign-out explains nothing, and signing in again opens the dashboard.
    expect(screen.queryByText('Su sesión expiró, vuelva a iniciar sesión')).not.toBeInTheDocument();

    await signInThroughForm();
    expect(await screen.findByRole('heading', { name: 'Hola, Ana López' }, { timeout: 10_000 })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/');
  });

  it('says the session expired and returns to the same page after signing in again', async () => {
    signIn({ refreshExpiresAt: Date.now() - 1000 });
    const logout = vi.spyOn(authProvider, 'logout');
    vi.spyOn(console, 'log').mockImplementation(() => undefined);
    api();
    open('/plantas');
    expect(await screen.findByText('Su sesión expiró, vuelva a iniciar sesión', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/login');
    // react-admin #10764: no logout loop on the way out. Whichever notices first hands over:
    // react-admin's check (one logout) or the realtime ticket's 401 (none: the session is cleared).
    expect(logout.mock.calls.length).toBeLessThanOrEqual(1);
    logout.mockRestore();

    await signInThroughForm();
    expect(await screen.findByText('Planta Norte', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/plantas');
  });

  it('shows the sign-in page at /login even with a session, and Back returns to the admin', async () => {
    signIn();
    const { calls } = api();
    window.history.pushState({}, '', '/plantas');
    open('/login');
    expect(await screen.findByRole('button', { name: 'Iniciar sesión' })).toBeInTheDocument();
    expect(calls).toHaveLength(0);

    window.history.back();
    expect(await screen.findByText('Planta Norte', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/plantas');
  });

  it('keeps a visitor without a session on /login when Back leads to an admin page', async () => {
    api();
    window.history.pushState({}, '', '/departamentos');
    open('/login');
    expect(await screen.findByRole('button', { name: 'Iniciar sesión' })).toBeInTheDocument();
    window.history.back();
    await until(() => expect(window.location.pathname).toBe('/login'));
    expect(screen.getByRole('button', { name: 'Iniciar sesión' })).toBeInTheDocument();
  });
});

describe('Root in the stored language', () => {
  afterEach(() => {
    localStorage.clear();
    vi.resetModules();
  });

  it('opens the sign-in page of a reader who chose English in English, never in Spanish first', async () => {
    localStorage.setItem('flotilla.language', 'en');
    vi.resetModules();
    const { Root: FreshRoot } = await import('./Root');
    window.history.pushState({}, '', '/login');
    const { container } = render(<FreshRoot />);
    // Nothing in Spanish while the English words load; then the page in English.
    expect(container).not.toHaveTextContent('Iniciar sesión');
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeInTheDocument();
    expect(screen.queryByText('Iniciar sesión')).not.toBeInTheDocument();
  });
});
