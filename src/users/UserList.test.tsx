import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TestAdmin } from '../../test/client/TestAdmin';
import { UserList } from './UserList';
import { until } from '../../test/client/until';

const users = [
  { id: 1, name: 'Ana', last_name: 'López Pérez', email: 'ana@flotilla.mx', telephone: '8112345678', department: 7, planta: 1, role: 1, status: 1, licencia_status: 1, puntos: 120, created_at: '2025-03-07T15:04:05' },
  { id: 2, name: 'Luis', last_name: 'Martínez', email: 'luis@flotilla.mx', telephone: '', department: null, planta: null, role: 0, status: 0, licencia_status: null, puntos: 0, created_at: '2025-01-02T08:00:00' },
];

const references: Record<string, object[]> = {
  departamentos: [
    { id: 7, name: 'Finanzas' },
    { id: 8, name: 'Compras' },
  ],
  plantas: [
    { id: 1, name: 'Planta Norte' },
    { id: 2, name: 'Planta Sur' },
  ],
};

const dataProvider = {
  // The screen also asks for the departments and plants as it opens (their names drawn with the rows).
  getList: vi.fn(async (resource: string) => (references[resource] ? { data: references[resource], total: references[resource].length } : { data: users, total: 2 })),
  getMany: vi.fn(async (resource: string) => ({ data: references[resource] ?? [] })),
  // Never settles: the test reads the call, not the download.
  exportList: vi.fn(() => new Promise(() => undefined)),
};

const renderList = (groups: string[], provider: object = dataProvider) =>
  render(
    <TestAdmin groups={groups} resource="usuarios" dataProvider={provider as never}>
      <UserList />
    </TestAdmin>,
  );

describe('UserList', () => {
  it('renders each user with the department by name, role, status and licence chips and points', async () => {
    renderList(['HHRR Administrador']);
    const ana = (await screen.findByText('ana@flotilla.mx')).closest('tr')!;
    expect(within(ana).getByText('López Pérez')).toBeInTheDocument();
    // The name opens the record page, as the row does.
    expect(within(ana).getByRole('link', { name: 'Ana' })).toHaveAttribute('href', '/usuarios/1');
    expect(dataProvider.getList).toHaveBeenCalledWith('departamentos', expect.objectContaining({ pagination: { page: 1, perPage: 1000 } }));
    expect(await within(ana).findByRole('link', { name: 'Finanzas' })).toHaveAttribute('href', expect.stringContaining('/departamentos/7/show'));
    expect(within(ana).getByText('Conductor')).toBeInTheDocument();
    expect(within(ana).getByText('Activo')).toBeInTheDocument();
    expect(within(ana).getByText('Aceptada')).toBeInTheDocument();
    expect(within(ana).getByText('120')).toBeInTheDocument();
    const luis = screen.getByText('luis@flotilla.mx').closest('tr')!;
    expect(within(luis).getByText('Pasajero')).toBeInTheDocument();
    expect(within(luis).getByText('Inactivo')).toBeInTheDocument();
    expect(within(luis).getByText('Sin licencia')).toBeInTheDocument();
    const headers = screen.getAllByRole('columnheader').map((header) => header.textContent);
    expect(headers).toEqual(['', 'Nombre', 'Apellidos', 'Correo electrónico', 'Departamento', 'Rol', 'Estatus', 'Licencia', 'Puntos']);
    expect(dataProvider.getList).toHaveBeenCalledWith('usuarios', expect.objectContaining({ sort: { field: 'last_name', order: 'ASC' }, pagination: { page: 1, perPage: 25 } }));
  });

  it('lists and exports the people who use the app, not back-office staff (permanent plataforma=false)', async () => {
    renderList(['HHRR Administrador']);
    await screen.findByText('ana@flotilla.mx');
    expect(dataProvider.getList).toHaveBeenCalledWith('usuarios', expect.objectContaining({ filter: { plataforma: false } }));
    const actor = userEvent.setup();
    await actor.click(screen.getByRole('button', { name: /exportar/i }));
    await actor.click(screen.getByRole('menuitem', { name: /xlsx/i }));
    await until(() => expect(dataProvider.exportList).toHaveBeenCalledWith('usuarios', expect.objectContaining({ filter: { plataforma: false } })));
  });

  it('lets the columns button show the telephone, plant (by name) and creation date (SPEC §9)', async () => {
    renderList(['HHRR Administrador']);
    await screen.findByText('ana@flotilla.mx');
    const actor = userEvent.setup();
    await actor.click(screen.getByRole('button', { name: /columnas/i }));
    for (const name of ['Teléfono', 'Planta', 'Creado']) await actor.click(await screen.findByRole('switch', { name }));
    await actor.keyboard('{Escape}');
    const ana = screen.getByText('ana@flotilla.mx').closest('tr')!;
    expect(await within(ana).findByRole('link', { name: 'Planta Norte' })).toBeInTheDocument();
    expect(within(ana).getByText('8112345678')).toBeInTheDocument();
    expect(within(ana).getByText('07-03-2025 03:04 PM')).toBeInTheDocument();
  });

  it('draws department and plant names with the rows from one call for each, not a lookup per row', async () => {
    const rows = [
      { ...users[0], id: 11, email: 'a@flotilla.mx', department: 7, planta: 1 },
      { ...users[0], id: 12, email: 'b@flotilla.mx', department: 8, planta: 2 },
      { ...users[0], id: 13, email: 'c@flotilla.mx', department: 7, planta: 1 },
    ];
    const referencesFirst = Promise.resolve();
    const provider = {
      ...dataProvider,
      // The rows come after the departments and plants, as the small calls answer first in the app.
      getList: vi.fn(async (resource: string) => (references[resource] ? { data: references[resource], total: 2 } : referencesFirst.then(() => ({ data: rows, total: 3 })))),
      getMany: vi.fn(async (resource: string) => ({ data: references[resource] ?? [] })),
    };
    renderList(['HHRR Administrador'], provider);
    const rowOf = async (email: string) => (await screen.findByText(email, {}, { timeout: 5000 })).closest('tr')!;
    expect(within(await rowOf('a@flotilla.mx')).getByRole('link', { name: 'Finanzas' })).toHaveAttribute('href', '/departamentos/7/show');
    expect(within(await rowOf('b@flotilla.mx')).getByRole('link', { name: 'Compras' })).toBeInTheDocument();
    const actor = userEvent.setup();
    await actor.click(screen.getByRole('button', { name: /columnas/i }));
    await actor.click(await screen.findByRole('switch', { name: 'Planta' }));
    await actor.keyboard('{Escape}');
    expect(within(await rowOf('b@flotilla.mx')).getByRole('link', { name: 'Planta Sur' })).toHaveAttribute('href', '/plantas/2/show');
    expect(within(await rowOf('c@flotilla.mx')).getByRole('link', { name: 'Planta Norte' })).toBeInTheDocument();
    for (const resource of ['departamentos', 'plantas']) {
      expect(provider.getList.mock.calls.filter(([called]) => called === resource)).toHaveLength(1);
      expect(provider.getMany).not.toHaveBeenCalledWith(resource, expect.anything());
    }
  });

  it('offers HR create, import, export, columns and row selection', async () => {
    renderList(['HHRR Administrador']);
    await screen.findByText('ana@flotilla.mx');
    expect(await screen.findByRole('link', { name: /crear/i })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Importar' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /exportar/i })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /columnas/i })).toBeInTheDocument();
    expect((await screen.findAllByRole('checkbox')).length).toBeGreaterThan(0);
  });

  it('shows C4 the users without any write control: no checkboxes, create or import', async () => {
    renderList(['C4']);
    await screen.findByText('ana@flotilla.mx');
    expect(await screen.findByRole('button', { name: /exportar/i })).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('link', { name: /crear/i })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Importar' })).not.toBeInTheDocument();
    expect(screen.queryAllByRole('checkbox')).toHaveLength(0);
    expect(screen.queryByRole('button', { name: /eliminar|habilitar|deshabilitar/i })).not.toBeInTheDocument();
  });
});
