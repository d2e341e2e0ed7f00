import { render, screen, within } from '@testing-library/react';
import { TestAdmin } from '../../test/client/TestAdmin';
import { PartList } from './PartList';

const records = [
  { id: 1, name: 'Filtro de aceite', description: 'Cambio cada 10,000 km', status: 1, created_at: '2025-03-07T15:04:05', updated_at: null },
  { id: 2, name: 'Balata delantera', description: '', status: 0, created_at: '2025-01-02T08:00:00', updated_at: null },
];

const getList = vi.fn(async () => ({ data: records, total: 2 }));

const renderList = (groups: string[]) =>
  render(
    <TestAdmin groups={groups} resource="piezas" dataProvider={{ getList } as never}>
      <PartList />
    </TestAdmin>,
  );

describe('PartList', () => {
  beforeEach(() => getList.mockClear());

  it('lists name (a link to the record), description, status and creation date, by name', async () => {
    renderList(['Administrador']);
    const first = (await screen.findByText('Filtro de aceite')).closest('a')!;
    expect(first).toHaveAttribute('href', '/piezas/1/show');
    const row = first.closest('tr')!;
    expect(within(row).getByText('Cambio cada 10,000 km')).toBeInTheDocument();
    expect(within(row).getByText('Activo')).toBeInTheDocument();
    expect(within(row).getByText('07-03-2025 03:04 PM')).toBeInTheDocument();
    expect(within(screen.getByRole('link', { name: 'Balata delantera' }).closest('tr')!).getByText('Inactivo')).toBeInTheDocument();
    const headers = screen.getAllByRole('columnheader').map((header) => header.textContent);
    expect(headers).toEqual(['', 'Nombre', 'Descripción', 'Estatus', expect.stringMatching(/^Cread/)]);
    expect(getList).toHaveBeenCalledWith('piezas', expect.objectContaining({ sort: { field: 'name', order: 'ASC' }, pagination: { page: 1, perPage: 25 } }));
  });

  it('offers an admin create, export and row selection', async () => {
    renderList(['Administrador']);
    await screen.findByText('Filtro de aceite');
    expect(await screen.findByRole('link', { name: /crear/i })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /exportar/i })).toBeInTheDocument();
    expect(await screen.findByRole('checkbox', { name: 'Seleccionar Filtro de aceite' })).toBeInTheDocument();
  });

  it.each([['HHRR Administrador'], ['C4']])('lets %s read and export only', async (group) => {
    renderList([group]);
    await screen.findByText('Filtro de aceite');
    expect(await screen.findByRole('button', { name: /exportar/i })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /crear/i })).not.toBeInTheDocument();
    expect(screen.queryAllByRole('checkbox')).toHaveLength(0);
    expect(screen.queryByRole('button', { name: /eliminar|habilitar|deshabilitar/i })).not.toBeInTheDocument();
  });
});
