import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpError } from 'react-admin';
import { useLocation } from 'react-router-dom';
import { TestAdmin } from '../../../test/client/TestAdmin';
import { signIn } from '../../../test/client/fetchMock';
import { clearSession } from '../../providers/session';
import { FleetRequestList } from './FleetRequestList';

const requests = [
  { id: 21, usuario: 5, planta: 3, destino: 'Monterrey', motivo: 'Visita', fecha_salida: '2026-03-02T15:00:00Z', fecha_regreso: '2026-03-03T23:00:00Z', status: 0, vehiculo: null },
  { id: 22, usuario: 5, planta: 3, destino: 'Saltillo', motivo: 'Auditoría', fecha_salida: '2026-03-04T15:00:00Z', fecha_regreso: '2026-03-05T23:00:00Z', status: 0, vehiculo: null },
  { id: 23, usuario: 5, planta: 3, destino: 'Torreón', motivo: 'Capacitación', fecha_salida: '2026-03-06T15:00:00Z', fecha_regreso: '2026-03-07T23:00:00Z', status: 0, vehiculo: null },
];

const references: Record<string, object[]> = {
  usuarios: [{ id: 5, name: 'Ana', last_name: 'López Pérez' }],
  plantas: [{ id: 3, name: 'Planta Norte' }],
};

const fakeProvider = (recordAction = vi.fn(async (_resource: string, id: number, _path?: string) => ({ data: { id, status: 7 } }))) => ({
  // The screen asks for every plant as it opens (their names drawn with the rows).
  getList: vi.fn(async (resource: string) => (resource === 'plantas' ? { data: references.plantas, total: 1 } : { data: requests, total: requests.length })),
  getMany: vi.fn(async (resource: string) => ({ data: references[resource] ?? [] })),
  recordAction,
});

const Location = () => <output aria-label="location">{useLocation().pathname}</output>;

const ADMIN = ['Administrador'];
const HR = ['HHRR Administrador'];

/** The screen as a reader of these groups sees it (the session gives the groups, as after sign-in). */
const renderList = (groups = ADMIN, provider = fakeProvider()) => {
  signIn({ roles: groups, rol: groups[0] });
  render(
    <TestAdmin groups={groups} dataProvider={provider as never} path="/viajes_fleet/solicitudes" withToasts>
      <FleetRequestList />
      <Location />
    </TestAdmin>,
  );
  return { provider, user: userEvent.setup() };
};

/** How many times the screen asked for its rows (not the plants it asks for beside them). */
const listCalls = (provider: ReturnType<typeof fakeProvider>) => provider.getList.mock.calls.filter(([resource]) => resource === 'solicitudes_fleet').length;

const rowOf = async (id: number) => (await screen.findByRole('link', { name: `#${id}` }, { timeout: 5000 })).closest('tr')!;
const dialog = () => screen.getByRole('dialog');

/** Puts the reason in at once (typing each key is slow on a busy machine and tests nothing more). */
const writeReason = async (user: ReturnType<typeof userEvent.setup>, text: string) => {
  await user.click(within(dialog()).getByRole('textbox', { name: /Motivo de rechazo/ }));
  await user.paste(text);
};

describe('FleetRequestList', () => {
  afterEach(() => clearSession());

  it('lists the requests from solicitudes_fleet/, soonest departure first, without a status column', async () => {
    const { provider } = renderList();
    await rowOf(21);
    expect(provider.getList).toHaveBeenCalledWith('solicitudes_fleet', expect.objectContaining({ filter: {}, sort: { field: 'fecha_salida', order: 'ASC' } }));
    const headers = screen.getAllByRole('columnheader').map((header) => header.textContent);
    expect(headers).toEqual(['', 'ID', 'Solicitante', 'Planta', 'Destino', 'Salida', 'Regreso', 'Vehículo', 'Decisión']);
  });

  it('draws the plant names with the rows from one call for every plant, not a lookup per row', async () => {
    const { provider } = renderList();
    for (const id of [21, 22, 23]) expect(await within(await rowOf(id)).findByRole('link', { name: 'Planta Norte' })).toHaveAttribute('href', '/plantas/3/show');
    expect(provider.getList.mock.calls.filter(([resource]) => resource === 'plantas')).toHaveLength(1);
    expect(provider.getMany).not.toHaveBeenCalledWith('plantas', expect.anything());
  });

  it('accepts a row after confirming: GET prestamos/{id}/aceptar_solicitud/, a toast, the list reloads', async () => {
    const { provider, user } = renderList(HR);
    const row = await rowOf(22);
    await user.click(within(row).getByRole('button', { name: 'Aceptar' }));
    expect(dialog()).toHaveTextContent('¿Aceptar la solicitud #22?');
    expect(provider.recordAction).not.toHaveBeenCalled();
    const calls = listCalls(provider);
    await user.click(within(dialog()).getByRole('button', { name: 'Confirmar' }));
    expect(await screen.findByText('Solicitud #22 aceptada')).toBeInTheDocument();
    expect(provider.recordAction).toHaveBeenCalledWith('prestamos', 22, 'aceptar_solicitud');
    await waitFor(() => expect(listCalls(provider)).toBeGreaterThan(calls));
    // Deciding does not open the record.
    expect(screen.getByRole('status', { name: 'location' })).toHaveTextContent('/viajes_fleet/solicitudes');
  });

  it.each([
    ['an administrator', 'rechazar_solicitud_por_admin', ADMIN],
    ['HR', 'rechazar_solicitud', HR],
  ])('rejects as %s only with a reason: POST prestamos/{id}/%s/', async (_who, call, groups) => {
    const { provider, user } = renderList(groups);
    const row = await rowOf(21);
    await user.click(within(row).getByRole('button', { name: 'Rechazar' }));
    await user.click(within(dialog()).getByRole('button', { name: 'Rechazar' }));
    expect(await screen.findByText('El campo no puede estar vacío.')).toBeInTheDocument();
    expect(provider.recordAction).not.toHaveBeenCalled();
    await writeReason(user, 'Sin vehículos disponibles');
    await user.click(within(dialog()).getByRole('button', { name: 'Rechazar' }));
    expect(await screen.findByText('Solicitud #21 rechazada')).toBeInTheDocument();
    expect(provider.recordAction).toHaveBeenCalledWith('prestamos', 21, call, { method: 'POST', body: { motivo_de_rechazo: 'Sin vehículos disponibles' } });
  });

  it('accepts three selected requests one after the other and reports the two done and the one that failed', async () => {
    const recordAction = vi.fn(async (_resource: string, id: number, _path?: string) => {
      if (id === 22) throw new HttpError('La solicitud ya no está pendiente.', 409, { code: 'invalid_transition' });
      return { data: { id, status: 7 } };
    });
    const { provider, user } = renderList(ADMIN, fakeProvider(recordAction));
    await rowOf(21);
    for (const id of [21, 22, 23]) await user.click(screen.getByRole('checkbox', { name: `Seleccionar #${id}` }));
    const bulk = screen.getAllByRole('button', { name: 'Aceptar' }).find((button) => !button.closest('tr'))!;
    await user.click(bulk);
    expect(dialog()).toHaveTextContent('¿Aceptar estas 3 solicitudes?');
    const calls = listCalls(provider);
    await user.click(within(dialog()).getByRole('button', { name: 'Aceptar' }));
    expect(await screen.findByText('Se aceptaron 2 de 3 solicitudes. No se pudieron aceptar: #22: La solicitud ya no está pendiente.')).toBeInTheDocument();
    expect(recordAction.mock.calls.map(([, id, path]) => [id, path])).toEqual([
      [21, 'aceptar_solicitud'],
      [22, 'aceptar_solicitud'],
      [23, 'aceptar_solicitud'],
    ]);
    await waitFor(() => expect(listCalls(provider)).toBeGreaterThan(calls));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('rejects the selection with one reason, required, as the reader refuses (HR)', async () => {
    const { provider, user } = renderList(HR);
    await rowOf(21);
    await user.click(screen.getByRole('checkbox', { name: 'Seleccionar #21' }));
    await user.click(screen.getByRole('checkbox', { name: 'Seleccionar #23' }));
    const bulk = screen.getAllByRole('button', { name: 'Rechazar' }).find((button) => !button.closest('tr'))!;
    await user.click(bulk);
    expect(dialog()).toHaveTextContent('¿Rechazar estas 2 solicitudes?');
    await user.click(within(dialog()).getByRole('button', { name: 'Rechazar' }));
    expect(await screen.findByText('El campo no puede estar vacío.')).toBeInTheDocument();
    await writeReason(user, 'Fuera de política');
    await user.click(within(dialog()).getByRole('button', { name: 'Rechazar' }));
    expect(await screen.findByText('2 solicitudes rechazadas')).toBeInTheDocument();
    const body = { method: 'POST', body: { motivo_de_rechazo: 'Fuera de política' } };
    expect(provider.recordAction.mock.calls).toEqual([
      ['prestamos', 21, 'rechazar_solicitud', body],
      ['prestamos', 23, 'rechazar_solicitud', body],
    ]);
  });

  it('gives C4 the list to read, without boxes or decision buttons; a row opens the record', async () => {
    const { user } = renderList(['C4']);
    const row = await rowOf(21);
    expect(await screen.findByRole('button', { name: /exportar/i })).toBeInTheDocument();
    expect(screen.queryAllByRole('checkbox')).toHaveLength(0);
    expect(screen.queryByRole('button', { name: /aceptar|rechazar/i })).not.toBeInTheDocument();
    expect(screen.queryByRole('columnheader', { name: 'Decisión' })).not.toBeInTheDocument();
    await user.click(within(row).getByText('Monterrey'));
    await waitFor(() => expect(screen.getByRole('status', { name: 'location' })).toHaveTextContent('/viajes_fleet/viajes/21'));
  });

  it('says when no request awaits a decision', async () => {
    renderList(ADMIN, { ...fakeProvider(), getList: vi.fn(async () => ({ data: [], total: 0 })) });
    expect(await screen.findByText('No hay solicitudes esperando una decisión.', {}, { timeout: 5000 })).toBeInTheDocument();
  });
});
