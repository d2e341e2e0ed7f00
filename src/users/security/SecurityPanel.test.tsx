import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext, RecordContextProvider, memoryStore, testDataProvider } from 'react-admin';
import { authProviderFor, TestAdmin } from '../../../test/client/TestAdmin';
import { i18nProvider } from '../../providers/i18nProvider';
import { SecurityPanel } from './SecurityPanel';
import type { UserSecurity } from './useUserSecurity';

const CHROME = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const person = { id: 5, name: 'Ana', last_name: 'López' };
const session = { created_at: '2026-03-07T15:04:05', last_used_at: '2026-03-07T16:00:00', last_ip: null, second_factor: true, current: false };

const security = (enabled = true): UserSecurity => ({
  second_factor: { enabled, enabled_at: enabled ? '2026-03-01T09:30:00' : null, required: true, recovery_codes_left: enabled ? 7 : 0 },
  sessions: [
    { ...session, id: 12, ip: '10.1.2.3', user_agent: CHROME, app: false },
    { ...session, id: 13, ip: '10.4.5.6', user_agent: null, app: true },
  ],
});

/** The server as the panel calls it: seguridad/ answers the state (a copy, as JSON would), the writes what they answer. */
const serverWith = (state: UserSecurity) =>
  vi.fn(async (_resource: string, _id: number, action: string) => {
    if (action === 'seguridad') return { data: structuredClone(state) };
    if (action === 'cerrar_sesiones') return { data: { ended: 2 } };
    if (action === 'cerrar_sesion') return { data: { ended: 1 } };
    return { data: { second_factor: { enabled: false } } };
  });

const renderPanel = (recordAction = serverWith(security()), record: Record<string, unknown> = person) => {
  render(
    <TestAdmin groups={['Administrador']} resource="usuarios" dataProvider={{ recordAction } as never} withToasts>
      <RecordContextProvider value={record}>
        <SecurityPanel />
      </RecordContextProvider>
    </TestAdmin>,
  );
  return { recordAction, actor: userEvent.setup() };
};

describe('SecurityPanel', () => {
  it("shows an administrator the person's second factor and open sessions", async () => {
    const { recordAction } = renderPanel();
    const panel = await screen.findByRole('region', { name: 'Seguridad de la cuenta' });
    const factor = await within(panel).findByRole('region', { name: 'Verificación en dos pasos' });
    expect(within(factor).getByText('Activada')).toBeInTheDocument();
    expect(within(factor).getByText('Obligatoria para su grupo')).toBeInTheDocument();
    expect(factor).toHaveTextContent('Activada el 01-03-2026 09:30 AM. Quedan 7 códigos de recuperación');
    const sessions = within(panel).getByRole('region', { name: 'Sesiones abiertas' });
    // Each session's heading sits one level below "Sesiones abiertas" (h3).
    expect(within(sessions).getByRole('heading', { name: 'Chrome 131 en Windows', level: 4 })).toBeInTheDocument();
    expect(within(sessions).getByRole('heading', { name: 'Teléfono' })).toBeInTheDocument();
    expect(within(sessions).getByText('10.1.2.3')).toBeInTheDocument();
    // Another person's sessions, not "Sus sesiones abiertas" as on one's own account page.
    expect(within(sessions).getByRole('list', { name: 'Sesiones abiertas' })).toBeInTheDocument();
    expect(recordAction).toHaveBeenCalledWith('usuarios', 5, 'seguridad');
  });

  it('removes the second factor after a red confirmation that says what follows', async () => {
    const state = security();
    const recordAction = serverWith(state);
    const { actor } = renderPanel(recordAction);
    await actor.click(await screen.findByRole('button', { name: 'Quitar la verificación en dos pasos' }));
    const dialog = screen.getByRole('dialog', { name: '¿Quitar la verificación en dos pasos de Ana López?' });
    expect(dialog).toHaveTextContent('se cerrarán todas sus sesiones');
    // The server's answer from now on: the factor is off.
    Object.assign(state, security(false));
    const confirm = within(dialog).getByRole('button', { name: 'Quitar la verificación en dos pasos' });
    expect(confirm).toHaveClass('MuiButton-colorError');
    await actor.click(confirm);
    expect(await screen.findByText('Verificación en dos pasos quitada')).toBeInTheDocument();
    expect(recordAction).toHaveBeenCalledWith('usuarios', 5, 'quitar_segundo_factor', { method: 'POST', body: {} });
    // The panel reloads: off, and nothing left to remove.
    expect(await screen.findByText('Desactivada')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Quitar la verificación en dos pasos' })).not.toBeInTheDocument();
  });

  it('ends one session after confirming it, by its number', async () => {
    const { recordAction, actor } = renderPanel();
    const sessions = await screen.findByRole('region', { name: 'Sesiones abiertas' });
    const phone = within(sessions).getAllByRole('listitem').find((item) => within(item).queryByRole('heading', { name: 'Teléfono' }))!;
    await actor.click(within(phone).getByRole('button', { name: 'Cerrar sesión' }));
    await actor.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cerrar sesión' }));
    expect(await screen.findByText('Sesión cerrada')).toBeInTheDocument();
    expect(recordAction).toHaveBeenCalledWith('usuarios', 5, 'cerrar_sesion', { method: 'POST', body: { sesion: 13 } });
  });

  it('ends all the sessions after a confirmation, and says how many', async () => {
    const { recordAction, actor } = renderPanel();
    await actor.click(await screen.findByRole('button', { name: 'Cerrar todas' }));
    const dialog = screen.getByRole('dialog', { name: '¿Cerrar todas las sesiones de Ana López?' });
    await actor.click(within(dialog).getByRole('button', { name: 'Cerrar todas' }));
    expect(await screen.findByText('Se cerraron 2 sesiones')).toBeInTheDocument();
    expect(recordAction).toHaveBeenCalledWith('usuarios', 5, 'cerrar_sesiones', { method: 'POST', body: {} });
  });

  it("offers neither on the administrator's own record, where My account manages them", async () => {
    // TestAdmin's identity is user 1.
    renderPanel(serverWith(security()), { ...person, id: 1 });
    expect(await screen.findByText('Su propia verificación en dos pasos se administra desde Mi cuenta.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Chrome 131 en Windows' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Quitar la verificación en dos pasos' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cerrar todas' })).not.toBeInTheDocument();
  });

  it('signs out when an administrator ends, on their own record, the session they are using', async () => {
    const state = security();
    state.sessions[0].current = true;
    const recordAction = serverWith(state);
    const logout = vi.fn(async () => undefined);
    // TestAdmin's identity is user 1: their own record.
    render(
      <AdminContext
        authProvider={{ ...authProviderFor(['Administrador']), logout }}
        dataProvider={testDataProvider({ recordAction } as never)}
        i18nProvider={i18nProvider}
        store={memoryStore()}
      >
        <RecordContextProvider value={{ ...person, id: 1 }}>
          <SecurityPanel />
        </RecordContextProvider>
      </AdminContext>,
    );
    const actor = userEvent.setup();
    const chrome = await screen.findByRole('listitem', { name: 'Chrome 131 en Windows' });
    expect(within(chrome).getByText('Esta sesión')).toBeInTheDocument();
    await actor.click(within(chrome).getByRole('button', { name: 'Cerrar sesión' }));
    const dialog = screen.getByRole('dialog');
    expect(dialog).toHaveTextContent('Es la sesión que está usando ahora: tendrá que volver a iniciar sesión.');
    await actor.click(within(dialog).getByRole('button', { name: 'Cerrar sesión' }));
    await waitFor(() => expect(logout).toHaveBeenCalled());
    expect(recordAction).toHaveBeenCalledWith('usuarios', 1, 'cerrar_sesion', { method: 'POST', body: { sesion: 12 } });
    // Nothing read again with the tokens just ended (that call would sign out as "expired").
    expect(recordAction.mock.calls.filter(([, , action]) => action === 'seguridad')).toHaveLength(1);
  });

  it('says when the person has no open session', async () => {
    renderPanel(serverWith({ ...security(false), sessions: [] }));
    expect(await screen.findByText('No tiene sesiones abiertas.')).toBeInTheDocument();
    expect(screen.getByText('Desactivada')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cerrar todas' })).not.toBeInTheDocument();
  });
});
