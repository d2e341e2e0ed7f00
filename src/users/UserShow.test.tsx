import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { HttpError } from 'react-admin';
import { TestAdmin } from '../../test/client/TestAdmin';
import { UserShow } from './UserShow';
import { until } from '../../test/client/until';

const user = {
  id: 5,
  name: 'Ana',
  last_name: 'López',
  email: 'ana@flotilla.mx',
  telephone: '8112345678',
  department: null,
  planta: null,
  role: 1,
  status: 1,
  no_worker: '1234',
  state: 'Nuevo León',
  city: 'Monterrey',
  address: 'Av. Constitución 100',
  postal_code: '64000',
  plataforma: false,
  groups: [],
  puntos: 120,
  imagen: '/api/usuarios/5/imagen/',
  licencia: '/api/usuarios/5/licencia/',
  vencimiento: '2026-01-31',
  licencia_status: 0,
  last_login: null,
  created_at: '2025-03-07T15:04:05',
  updated_at: '2025-03-08T10:00:00',
};

const ledger = [
  { id: 2, delta: -30, balance: 120, reason: 'redeem', created_at: '2025-05-02T10:00:00', created_by: 2 },
  { id: 1, delta: 150, balance: 150, reason: 'trip', created_at: '2025-05-01T10:00:00', created_by: null },
];

const history = [
  { id: 9, action: 'accept_licence', field: 'licencia_status', from_state: 0, to_state: 1, reason: '', at: '2025-05-03T16:30:00', user_id: 2, user_name: 'Rubén Hernández' },
];

const security = { second_factor: { enabled: false, enabled_at: null, required: false, recovery_codes_left: 0 }, sessions: [] };
const signIns = [{ id: 40, at: '2025-05-04T08:00:00', action: 'login', ip: '10.1.2.3', user_agent: null, user_id: 5, user_name: 'Ana López', details: {} }];

/** Lists under the record by their path: history, the sign-in log (accesos) and the points ledger. */
const recordList = async (_resource: string, _id: number, sub: string) =>
  sub === 'history' ? { data: history, total: 1 } : sub === 'accesos' ? { data: signIns, total: 1 } : { data: ledger, total: 2 };

const provider = (
  record: Record<string, unknown> = user,
  recordAction = vi.fn(async (_resource: string, _id: number, action: string) => ({ data: action === 'seguridad' ? security : record })),
) => ({
  getOne: vi.fn(async () => ({ data: record })),
  getFile: vi.fn(async (_resource: string, _id: number, file: string) => ({ blob: new Blob(['bytes'], { type: file === 'imagen' ? 'image/png' : 'image/jpeg' }) })),
  getRecordList: vi.fn(recordList),
  recordAction,
  getMany: vi.fn(async () => ({ data: [{ id: 2, name: 'Rubén', last_name: 'Hernández' }] })),
});

const renderShow = (groups: string[], dataProvider: ReturnType<typeof provider>, path = '/usuarios/5') =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <TestAdmin groups={groups} resource="usuarios" dataProvider={dataProvider as never} withToasts>
        <Routes>
          <Route path="/usuarios/:id" element={<UserShow />} />
        </Routes>
      </TestAdmin>
    </MemoryRouter>,
  );

beforeAll(() => {
  URL.createObjectURL = vi.fn(() => `blob:${Math.random()}`);
  URL.revokeObjectURL = vi.fn();
});

describe('UserShow', () => {
  it('shows the photo from a blob, the details, the licence with its expiry and status, and the points ledger', async () => {
    const dataProvider = provider();
    renderShow(['HHRR Administrador'], dataProvider);
    expect(await screen.findByRole('heading', { name: 'Ana López' })).toBeInTheDocument();
    expect(await screen.findByRole('img', { name: 'Foto de perfil de Ana López' })).toHaveAttribute('src', expect.stringMatching(/^blob:/));
    expect(dataProvider.getFile).toHaveBeenCalledWith('usuarios', 5, 'imagen');
    expect(screen.getByText('8112345678')).toBeInTheDocument();
    // Never signed in: a dash, like every other empty detail, not a blank.
    expect(screen.getByText('Último acceso').closest('.RaLabeled-label')?.parentElement).toHaveTextContent(/^Último acceso—$/);
    const licence = screen.getByRole('region', { name: 'Licencia de conducir' });
    expect(within(licence).getByText('Vence el 31-01-2026')).toBeInTheDocument();
    expect(within(licence).getByText('Pendiente')).toBeInTheDocument();
    expect(await within(licence).findByRole('img', { name: 'Licencia de Ana López' })).toBeInTheDocument();
    const points = screen.getByRole('region', { name: 'Puntos' });
    expect(within(points).getByText('120 puntos')).toBeInTheDocument();
    const table = await within(points).findByRole('table', { name: 'Movimientos' });
    expect(within(table).getByText('-30')).toBeInTheDocument();
    expect(within(table).getByText('+150')).toBeInTheDocument();
    expect(within(table).getByText('Canje')).toBeInTheDocument();
    expect(within(table).getByText('Viaje')).toBeInTheDocument();
    expect(await within(table).findByRole('link', { name: 'Rubén Hernández' })).toHaveAttribute('href', '/usuarios/2');
    expect(dataProvider.getRecordList).toHaveBeenCalledWith('usuarios', 5, 'puntos', { page: 1, perPage: 10 });
  });

  it('draws its cards with the record, none before: stacked on a phone, the summary coming after the others pushed them down', async () => {
    let answer: (value: { data: typeof user }) => void = () => undefined;
    const dataProvider = { ...provider(), getOne: vi.fn(() => new Promise<{ data: typeof user }>((resolve) => (answer = resolve))) };
    renderShow(['HHRR Administrador'], dataProvider);
    await until(() => expect(dataProvider.getOne).toHaveBeenCalled());
    expect(screen.queryByRole('heading', { name: 'Datos del usuario' })).not.toBeInTheDocument();
    answer({ data: user });
    expect(await screen.findByRole('heading', { name: 'Ana López' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Datos del usuario' })).toBeInTheDocument();
  });

  it("shows the record's history with the licence states by name", async () => {
    const dataProvider = provider();
    renderShow(['HHRR Administrador'], dataProvider);
    const panel = await screen.findByRole('region', { name: 'Historial' });
    const [line] = within(await within(panel).findByRole('list', { name: 'Historial' })).getAllByRole('listitem');
    expect(line).toHaveTextContent('Licencia aceptada');
    expect(line).toHaveTextContent('Pendiente → Aceptada');
    expect(line).toHaveTextContent('Rubén Hernández');
    expect(dataProvider.getRecordList).toHaveBeenCalledWith('usuarios', 5, 'history', { page: 1, perPage: 10 });
  });

  it('accepts the licence after confirming (GET aceptar_licencia/) and says so', async () => {
    const dataProvider = provider();
    renderShow(['HHRR Administrador'], dataProvider);
    const actor = userEvent.setup();
    await actor.click(await screen.findByRole('button', { name: 'Aceptar licencia' }));
    expect(screen.getByRole('dialog')).toHaveTextContent('¿Aceptar la licencia de Ana López?');
    expect(dataProvider.recordAction).not.toHaveBeenCalled();
    await actor.click(screen.getByRole('button', { name: 'Confirmar' }));
    expect(dataProvider.recordAction).toHaveBeenCalledWith('usuarios', 5, 'aceptar_licencia');
    // The toast (the history also has a line with these words).
    expect(await screen.findByRole('alert')).toHaveTextContent('Licencia aceptada');
  });

  it('rejects the licence (GET rechazar_licencia/), and shows the failure toast when the server refuses', async () => {
    const recordAction = vi.fn(async () => Promise.reject(new HttpError('La acción no es posible en el estado actual', 409, { code: 'invalid_transition' })));
    const dataProvider = provider(user, recordAction);
    renderShow(['Administrador'], dataProvider);
    const actor = userEvent.setup();
    await actor.click(await screen.findByRole('button', { name: 'Rechazar licencia' }));
    await actor.click(screen.getByRole('button', { name: 'Confirmar' }));
    expect(recordAction).toHaveBeenCalledWith('usuarios', 5, 'rechazar_licencia');
    expect(await screen.findByText('No se pudo validar la licencia: La acción no es posible en el estado actual')).toBeInTheDocument();
  });

  it('disables the user after confirming (PATCH status 0) and says so', async () => {
    const dataProvider = { ...provider(), update: vi.fn(async (_resource: string, { data }: { data: object }) => ({ data: { ...user, ...data } })) };
    renderShow(['HHRR Administrador'], dataProvider);
    const actor = userEvent.setup();
    await actor.click(await screen.findByRole('button', { name: 'Deshabilitar' }));
    // Named by the resource's representation: the full name in the app, the first name here (TestAdmin declares no resources).
    expect(screen.getByRole('dialog')).toHaveTextContent('¿Deshabilitar a Ana?');
    await actor.click(screen.getByRole('button', { name: 'Confirmar' }));
    expect(dataProvider.update).toHaveBeenCalledWith('usuarios', expect.objectContaining({ id: 5, data: { status: 0 } }));
    expect(await screen.findByText('Usuario deshabilitado')).toBeInTheDocument();
  });

  it("shows an administrator the account's security and sign-in log under the points", async () => {
    const dataProvider = provider();
    renderShow(['Administrador'], dataProvider);
    const securityPanel = await screen.findByRole('region', { name: 'Seguridad de la cuenta' });
    expect(await within(securityPanel).findByText('Desactivada')).toBeInTheDocument();
    const log = screen.getByRole('region', { name: 'Registro de accesos' });
    expect(await within(log).findByText('Inicio de sesión')).toBeInTheDocument();
    const points = screen.getByRole('region', { name: 'Puntos' });
    expect(points.compareDocumentPosition(securityPanel) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(securityPanel.compareDocumentPosition(log) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it.each([['HHRR Administrador'], ['C4']])("shows %s neither the account's security nor its sign-in log, nor asks the server for them", async (group) => {
    const dataProvider = provider();
    renderShow([group], dataProvider);
    await screen.findByRole('table', { name: 'Movimientos' });
    // The page's access-checked parts have rendered (HR's redeem button; C4's history).
    await (group === 'C4' ? screen.findByRole('list', { name: 'Historial' }) : screen.findByRole('button', { name: 'Canjear puntos' }));
    expect(screen.queryByRole('region', { name: 'Seguridad de la cuenta' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Registro de accesos' })).not.toBeInTheDocument();
    expect(dataProvider.recordAction).not.toHaveBeenCalledWith('usuarios', 5, 'seguridad');
    expect(dataProvider.getRecordList).not.toHaveBeenCalledWith('usuarios', 5, 'accesos', expect.anything());
  });

  it('shows C4 the record without a single write button', async () => {
    renderShow(['C4'], provider({ ...user, plataforma: true, groups: ['C4'] }));
    expect(await screen.findByRole('heading', { name: 'Ana López' })).toBeInTheDocument();
    await screen.findByRole('table', { name: 'Movimientos' });
    // DOMAIN §1: whoever can show the record reads its history.
    expect(await screen.findByRole('list', { name: 'Historial' })).toBeInTheDocument();
    for (const name of [/editar/i, /eliminar/i, /habilitar/i, /aceptar licencia/i, /rechazar licencia/i, /subir licencia|reemplazar licencia/i, /canjear/i, /quitar permisos/i]) {
      expect(screen.queryByRole('button', { name })).not.toBeInTheDocument();
      expect(screen.queryByRole('link', { name })).not.toBeInTheDocument();
    }
  });

  it('offers remove permissions only on platform users and only to admins, after a confirmation', async () => {
    const platform = { ...user, plataforma: true, groups: ['HHRR Administrador'] };
    const dataProvider = provider(platform);
    renderShow(['Administrador'], dataProvider);
    const actor = userEvent.setup();
    await actor.click(await screen.findByRole('button', { name: 'Quitar permisos' }));
    expect(screen.getByRole('dialog')).toHaveTextContent('(HHRR Administrador)');
    await actor.click(screen.getByRole('button', { name: 'Confirmar' }));
    expect(dataProvider.recordAction).toHaveBeenCalledWith('usuarios', 5, 'quitar_permisos');
    expect(await screen.findByText('Permisos retirados')).toBeInTheDocument();
  });

  it('does not offer HR any write on a platform user (the server restricts those rows to admins)', async () => {
    renderShow(['HHRR Administrador'], provider({ ...user, plataforma: true, groups: ['C4'] }));
    expect(await screen.findByRole('heading', { name: 'Ana López' })).toBeInTheDocument();
    await screen.findByRole('table', { name: 'Movimientos' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    for (const name of [/editar/i, /eliminar/i, /habilitar/i, /aceptar licencia/i, /canjear/i, /quitar permisos/i]) {
      expect(screen.queryByRole('button', { name })).not.toBeInTheDocument();
      expect(screen.queryByRole('link', { name })).not.toBeInTheDocument();
    }
  });

  it('does not offer an admin to remove their own permissions (the server refuses it)', async () => {
    // TestAdmin's identity is user 1.
    renderShow(['Administrador'], provider({ ...user, id: 1, plataforma: true, groups: ['Administrador'] }), '/usuarios/1');
    expect(await screen.findByRole('button', { name: 'Aceptar licencia' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Quitar permisos' })).not.toBeInTheDocument();
  });

  it.each([
    [0, ['Aceptar licencia', 'Rechazar licencia']],
    [1, ['Rechazar licencia']],
    [2, ['Aceptar licencia']],
    [3, ['Rechazar licencia']],
    [4, []],
  ])('offers only the licence decisions that mean something in state %i', async (licencia_status, offered) => {
    renderShow(['HHRR Administrador'], provider({ ...user, licencia_status }));
    await screen.findByText('Licencia de conducir');
    await screen.findByRole('button', { name: 'Canjear puntos' }); // the page's actions have rendered
    for (const name of ['Aceptar licencia', 'Rechazar licencia']) {
      expect([name, screen.queryByRole('button', { name }) !== null]).toEqual([name, offered.includes(name)]);
    }
  });

  it('does not offer remove permissions on an app user, even to an admin', async () => {
    renderShow(['Administrador'], provider());
    expect(await screen.findByRole('button', { name: 'Aceptar licencia' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Quitar permisos' })).not.toBeInTheDocument();
  });
});
