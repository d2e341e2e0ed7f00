import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext, memoryStore } from 'react-admin';
import { formatDate } from '../../domain/dates';
import { accountServer, sessionsFixture, writesOf } from '../../test/client/accountServer';
import { json } from '../../test/client/fetchMock';
import { eachSignedInInSpanish } from '../../test/client/providerSession';
import { authProviderFor, TestAdmin } from '../../test/client/TestAdmin';
import { i18nProvider } from '../providers/i18nProvider';
import { SessionsCard } from './SessionsCard';
import { dataProvider } from '../providers/dataProvider';

const list = () => screen.findByRole('list', { name: 'Sus sesiones abiertas' });
const row = async (name: string) => within(await list()).getByRole('listitem', { name });

describe('SessionsCard: my open sessions', () => {
  eachSignedInInSpanish();

  it('names each session by its browser and system, or as the phone, and marks this one', async () => {
    accountServer();
    render(
      <TestAdmin dataProvider={dataProvider}>
        <SessionsCard />
      </TestAdmin>,
    );
    const rows = within(await list()).getAllByRole('listitem');
    expect(rows.map((item) => within(item).getByRole('heading', { level: 3 }).textContent)).toEqual([
      'Chrome 131 en Windows',
      'Firefox 133 en Linux',
      'Teléfono',
    ]);
    const current = await row('Chrome 131 en Windows');
    expect(within(current).getByText('Esta sesión')).toBeInTheDocument();
    expect(within(current).getByText('10.0.0.5')).toBeInTheDocument();
    const [mine] = sessionsFixture();
    expect(within(current).getByText(formatDate(mine.created_at, 'es'))).toBeInTheDocument();
    expect(within(current).getByText(formatDate(mine.last_used_at, 'es'))).toBeInTheDocument();
    const firefox = await row('Firefox 133 en Linux');
    expect(within(firefox).queryByText('Esta sesión')).toBeNull();
    // The address it was last used from.
    expect(within(firefox).getByText('192.168.1.21')).toBeInTheDocument();
  });

  it('ends another session once confirmed, and reads the list again', async () => {
    let sessions = sessionsFixture();
    const { calls } = accountServer({
      'GET auth/account/sessions/': () => json(sessions),
      'DELETE auth/account/sessions/7/': () => {
        sessions = sessions.filter((session) => session.id !== 7);
        return json(null, 204);
      },
    });
    render(
      <TestAdmin withToasts dataProvider={dataProvider}>
        <SessionsCard />
      </TestAdmin>,
    );
    const firefox = await row('Firefox 133 en Linux');
    const end = within(firefox).getByRole('button', { name: 'Cerrar sesión' });
    expect(end).toHaveAccessibleDescription('Firefox 133 en Linux');
    await userEvent.click(end);
    const dialog = await screen.findByRole('dialog', { name: '¿Cerrar la sesión?' });
    expect(dialog).toHaveTextContent('La sesión de Firefox 133 en Linux terminará de inmediato.');
    expect(writesOf(calls)).toEqual([]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cerrar sesión' }));
    expect(await screen.findByText('Sesión cerrada')).toBeInTheDocument();
    await waitFor(() => expect(within(screen.getByRole('list', { name: 'Sus sesiones abiertas' })).getAllByRole('listitem')).toHaveLength(2));
    // The row and its button are gone: the focus is on the list, not lost to the page.
    expect(screen.getByRole('list', { name: 'Sus sesiones abiertas' })).toHaveFocus();
    expect(writesOf(calls).map((call) => `${call.method} ${call.url}`)).toEqual(['DELETE /api/auth/account/sessions/7/']);
  });

  it('ends every other session once confirmed and says how many', async () => {
    const { calls } = accountServer({ 'POST auth/account/sessions/end_others/': () => json({ ended: 2 }) });
    render(
      <TestAdmin withToasts dataProvider={dataProvider}>
        <SessionsCard />
      </TestAdmin>,
    );
    await list();
    await userEvent.click(screen.getByRole('button', { name: 'Cerrar las demás sesiones' }));
    const dialog = await screen.findByRole('dialog', { name: '¿Cerrar las demás sesiones?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cerrar las demás sesiones' }));
    expect(await screen.findByText('Se cerraron 2 sesiones.')).toBeInTheDocument();
    expect(writesOf(calls)).toEqual([expect.objectContaining({ method: 'POST', url: '/api/auth/account/sessions/end_others/', body: {} })]);
  });

  it('offers no "end others" when this is the only session', async () => {
    accountServer({ 'GET auth/account/sessions/': () => json(sessionsFixture().filter((session) => session.current)) });
    render(
      <TestAdmin dataProvider={dataProvider}>
        <SessionsCard />
      </TestAdmin>,
    );
    expect(await screen.findByText('No tiene otras sesiones abiertas.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cerrar las demás sesiones' })).toBeNull();
  });

  it('signs out when the session ended is this one', async () => {
    const { calls } = accountServer({ 'DELETE auth/account/sessions/12/': () => json(null, 204) });
    const logout = vi.fn(async () => undefined);
    render(
      <AdminContext dataProvider={dataProvider} authProvider={{ ...authProviderFor(['Administrador']), logout }} i18nProvider={i18nProvider} store={memoryStore()}>
        <SessionsCard />
      </AdminContext>,
    );
    await userEvent.click(within(await row('Chrome 131 en Windows')).getByRole('button', { name: 'Cerrar sesión' }));
    const dialog = await screen.findByRole('dialog', { name: '¿Cerrar la sesión?' });
    expect(dialog).toHaveTextContent('Es la sesión que está usando ahora: tendrá que volver a iniciar sesión.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cerrar sesión' }));
    await waitFor(() => expect(logout).toHaveBeenCalled());
    expect(writesOf(calls).map((call) => `${call.method} ${call.url}`)).toEqual(['DELETE /api/auth/account/sessions/12/']);
  });
});
