import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RecordContextProvider } from 'react-admin';
import { TestAdmin } from '../../../test/client/TestAdmin';
import { screenWidth } from '../../../test/client/screenWidth';
import { AuthLogPanel } from './AuthLogPanel';
import type { AuthEvent } from './authEventText';

const CHROME = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const person = { id: 5, name: 'Ana', last_name: 'López' };

const events: AuthEvent[] = [
  { id: 30, at: '2026-03-07T15:04:05', action: 'login', ip: '10.1.2.3', user_agent: CHROME, user_id: 5, user_name: 'Ana López', details: { second_factor: 'recovery', user_type: 'app' } },
  { id: 29, at: '2026-03-07T15:00:00', action: 'login_failed', ip: '10.9.9.9', user_agent: null, user_id: null, user_name: null, details: { email: 'ana@flotilla.mx' } },
  { id: 28, at: '2026-03-06T09:00:00', action: 'session_ended', ip: '10.0.0.1', user_agent: CHROME, user_id: 1, user_name: 'Rubén Hernández', details: { session: 4, by: 'admin' } },
  { id: 27, at: '2026-03-06T08:00:00', action: 'something_new', ip: null, user_agent: 'curl/8.0', user_id: 5, user_name: 'Ana López', details: null },
];

const renderPanel = (groups: string[], total = events.length) => {
  const getRecordList = vi.fn(async (_resource: string, _id: number, _sub: string, { page }: { page: number }) => ({
    data: page === 1 ? events : [{ ...events[0], id: 10, at: '2026-01-01T10:00:00', action: 'logout', details: null }],
    total,
  }));
  render(
    <TestAdmin groups={groups} resource="usuarios" dataProvider={{ getRecordList } as never}>
      <RecordContextProvider value={person}>
        <AuthLogPanel />
      </RecordContextProvider>
    </TestAdmin>,
  );
  return { getRecordList, actor: userEvent.setup() };
};

describe('AuthLogPanel', () => {
  it('shows an administrator the sign-in log: date, event with its details, address, browser and who did it', async () => {
    const { getRecordList } = renderPanel(['Administrador']);
    const table = await screen.findByRole('table', { name: 'Registro de accesos' });
    expect(within(table).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Fecha', 'Evento', 'Dirección IP', 'Navegador', 'Hecho por']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell').map((cell) => cell.textContent))).toEqual([
      ['07-03-2026 03:04 PM', 'Inicio de sesión · con código de recuperación · desde la app', '10.1.2.3', 'Teléfono', 'Ana López'],
      ['07-03-2026 03:00 PM', 'Intento de inicio de sesión fallido', '10.9.9.9', 'Navegador desconocido', '—'],
      ['06-03-2026 09:00 AM', 'Sesión cerrada', '10.0.0.1', 'Chrome 131 en Windows', 'Rubén Hernández'],
      // An action this screen does not know yet reads as the server names it, not blank.
      ['06-03-2026 08:00 AM', 'something_new', '—', 'Navegador desconocido', 'Ana López'],
    ]);
    expect(getRecordList).toHaveBeenCalledWith('usuarios', 5, 'accesos', { page: 1, perPage: 10 });
  });

  it('pages through a long log', async () => {
    const { getRecordList, actor } = renderPanel(['Administrador'], 11);
    await screen.findByText('10.1.2.3');
    expect(screen.getByText('1-10 de 11')).toBeInTheDocument();
    await actor.click(screen.getByRole('button', { name: 'Ir a la página siguiente' }));
    expect(await screen.findByText('Cierre de sesión')).toBeInTheDocument();
    expect(getRecordList).toHaveBeenLastCalledWith('usuarios', 5, 'accesos', { page: 2, perPage: 10 });
  });

  it('lists the events on a phone instead of a table five columns wide', async () => {
    screenWidth(390);
    renderPanel(['Administrador']);
    // Its own rows, not the table's: ListItemText's two lines.
    const list = await screen.findByRole('list', { name: 'Registro de accesos' });
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(within(list).getAllByRole('listitem')[0]).toHaveTextContent('Inicio de sesión · con código de recuperación · desde la app07-03-2026 03:04 PM · 10.1.2.3 · Teléfono · Ana López');
  });
});
