import { render, screen, within } from '@testing-library/react';
import { TestAdmin } from '../../test/client/TestAdmin';
import { CatalogList } from './CatalogList';

const record = (id: number, name: string, description: string, status: number, created_at: string) => ({ id, name, description, status, created_at, updated_at: null });

/** piezas and accesorios share the catalogue screens; each is checked under its own resource. */
describe.each([
  ['piezas', record(1, 'Filtro de aceite', 'Cambio cada 10,000 km', 1, '2025-03-07T15:04:05'), record(2, 'Balata delantera', '', 0, '2025-01-02T08:00:00')],
  ['accesorios', record(1, 'Gato hidráulico', 'Con maneral', 1, '2025-03-07T15:04:05'), record(2, 'Extintor', '', 0, '2025-01-02T08:00:00')],
])('CatalogList on %s', (resource, active, inactive) => {
  const getList = vi.fn(async () => ({ data: [active, inactive], total: 2 }));
  const renderList = (groups: string[]) =>
    render(
      <TestAdmin groups={groups} resource={resource} dataProvider={{ getList } as never}>
        <CatalogList />
      </TestAdmin>,
    );

  beforeEach(() => {
    getList.mockClear();
  });

  it('lists name (a link to the record), description, status and creation date, by name', async () => {
    renderList(['Administrador']);
    const first = (await screen.findByText(active.name)).closest('a')!;
    expect(first).toHaveAttribute('href', `/${resource}/1/show`);
    const row = first.closest('tr')!;
    expect(within(row).getByText(active.description)).toBeInTheDocument();
    expect(within(row).getByText('Activo')).toBeInTheDocument();
    expect(within(row).getByText('07-03-2025 03:04 PM')).toBeInTheDocument();
    expect(within(screen.getByRole('link', { name: inactive.name }).closest('tr')!).getByText('Inactivo')).toBeInTheDocument();
    const headers = screen.getAllByRole('columnheader').map((header) => header.textContent);
    expect(headers).toEqual(['', 'Nombre', 'Descripción', 'Estatus', expect.stringMatching(/^Cread/)]);
    expect(getList).toHaveBeenCalledWith(resource, expect.objectContaining({ sort: { field: 'name', order: 'ASC' }, pagination: { page: 1, perPage: 25 } }));
  });

  it('offers an admin create, export and row selection', async () => {
    renderList(['Administrador']);
    await screen.findByText(active.name);
    expect(await screen.findByRole('link', { name: /crear/i })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /exportar/i })).toBeInTheDocument();
    expect(await screen.findByRole('checkbox', { name: `Seleccionar ${active.name}` })).toBeInTheDocument();
  });

  it.each([['HHRR Administrador'], ['C4']])('lets %s read and export only', async (group) => {
    renderList([group]);
    await screen.findByText(active.name);
    expect(await screen.findByRole('button', { name: /exportar/i })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /crear/i })).not.toBeInTheDocument();
    expect(screen.queryAllByRole('checkbox')).toHaveLength(0);
    expect(screen.queryByRole('button', { name: /eliminar|habilitar|deshabilitar/i })).not.toBeInTheDocument();
  });
});
