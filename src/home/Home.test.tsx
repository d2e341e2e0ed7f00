import { render, screen, waitFor } from '@testing-library/react';
import { TestAdmin } from '../../test/client/TestAdmin';
import { afterFirstAnswer, holdUntilFirstAnswer } from '../providers/firstAnswer';
import { clearSession, saveSession } from '../providers/session';
import { Home } from './Home';

describe('Home', () => {
  it('lets the bell and realtime go at once: it asks for no list or record they would wait for', async () => {
    holdUntilFirstAnswer(); // as a page load with a stored session does
    let released = false;
    void afterFirstAnswer().then(() => (released = true));
    render(
      <TestAdmin>
        <Home />
      </TestAdmin>,
    );
    await screen.findByRole('heading', { level: 1 });
    // Well before the 3 s a screen without answers would otherwise hold them.
    await waitFor(() => expect(released).toBe(true), { timeout: 1000 });
  });

  it('names each shortcut by all it shows, its "Solo lectura" too (WCAG 2.5.3)', async () => {
    saveSession({
      email: 'c4@flotilla.mx', rol: 'C4', roles: ['C4'], nombre: 'Carla', id: 3, access: 'a', refresh: 'r', remember: false, language: 'es',
      websockets_token: '', accessExpiresAt: Date.now() + 60_000, refreshExpiresAt: Date.now() + 120_000,
    });
    try {
      render(
        <TestAdmin groups={['C4']}>
          <Home />
        </TestAdmin>,
      );
      expect(await screen.findByRole('link', { name: 'Solicitudes de préstamo Solo lectura' })).toBeInTheDocument();
    } finally {
      clearSession();
    }
  });
});
