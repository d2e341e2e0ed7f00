import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { accountFixture, sessionsFixture } from '../../test/client/accountServer';
import { json, mockFetch, signIn } from '../../test/client/fetchMock';
import { App } from '../App';
import { Root } from '../shell/Root';

/** The account's reads, Home's figures (none), and an empty page for the app's other calls (the bell). */
const answer = (url: string) => {
  const path = new URL(url, 'http://localhost').pathname;
  if (path === '/api/auth/account/') return json(accountFixture());
  if (path === '/api/auth/account/sessions/') return json(sessionsFixture());
  if (path.startsWith('/api/inicio/')) return json({ planta: null, generated_at: '2026-03-14T15:00:00.000Z', figures: [], months: [] });
  return json({ count: 0, next: null, previous: null, results: [] });
};

const open = (path: string) => {
  window.history.pushState({}, '', path);
  return render(<App />);
};

beforeAll(async () => {
  await import('./AccountPage');
}, 30_000);

describe('My account in the app', () => {
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
    signIn({ nombre: 'Ana López' });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('opens at /mi_cuenta from its English alias, titled in the tab', async () => {
    mockFetch((call) => answer(call.url));
    open('/my_account');
    expect(await screen.findByRole('heading', { level: 1, name: 'Mi cuenta' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/mi_cuenta');
    await waitFor(() => expect(document.title).toBe('Mi cuenta · Flotilla'));
  });

  it('is reached from the user menu, above the sign-out', async () => {
    mockFetch((call) => answer(call.url));
    open('/');
    await userEvent.click(await screen.findByRole('button', { name: /^Perfil/ }));
    const menu = await screen.findByRole('menu');
    const items = within(menu).getAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual(['Mi cuenta', 'Cerrar sesión']);
    await userEvent.click(items[0]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Mi cuenta' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/mi_cuenta');
    // The user menu closed on the way (the side menu is a menu too).
    expect(screen.queryByRole('menuitem', { name: 'Cerrar sesión' })).toBeNull();
  });

  it('signs out when a change answers 401, saying the session was ended elsewhere (not only on a read)', async () => {
    mockFetch((call) =>
      call.method === 'DELETE' && call.url.endsWith('/api/auth/account/sessions/7/')
        ? json({ detail: 'El token no es válido.', code: 'token_not_valid' }, 401)
        : answer(call.url),
    );
    // The whole page, sign-in shell included, which the admin hands over to.
    window.history.pushState({}, '', '/mi_cuenta');
    render(<Root />);
    const sessions = await screen.findByRole('list', { name: 'Sus sesiones abiertas' }, { timeout: 10_000 });
    const firefox = (await within(sessions).findAllByRole('listitem')).find((row) => row.textContent?.includes('Firefox'))!;
    await userEvent.click(within(firefox).getByRole('button', { name: 'Cerrar sesión' }));
    await userEvent.click(within(await screen.findByRole('dialog', { name: '¿Cerrar la sesión?' })).getByRole('button', { name: 'Cerrar sesión' }));
    expect(await screen.findByText('Se cerró su sesión desde otro lugar', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/login');
  });
});
