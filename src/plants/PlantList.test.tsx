import { render, screen, within } from '@testing-library/react';
import { TestAdmin } from '../../test/client/TestAdmin';
import { PlantList } from './PlantList';

const plants = [
  { id: 1, name: 'Planta Norte', code: 'PN', city: 'Monterrey', state: 'Nuevo León', status: 1, created_at: '2025-03-07T15:04:05', updated_at: '2025-03-07T15:04:05' },
  { id: 2, name: 'Planta Sur', code: 'PS', city: 'Puebla', state: 'Puebla', status: 0, created_at: '2025-01-02T08:00:00', updated_at: '2025-01-02T08:00:00' },
];

const getList = vi.fn(async () => ({ data: plants, total: 2 }));

const renderList = (groups: string[]) =>
  render(
    <TestAdmin groups={groups} resource="plantas" dataProvider={{ getList } as never}>
      <PlantList />
    </TestAdmin>,
  );

describe('PlantList', () => {
  beforeEach(() => {
    getList.mockClear();
  });

  it('renders the rows with translated headers, status chips and SPEC §9 dates', async () => {
    renderList(['Administrador']);
    expect(await screen.findByText('Planta Norte')).toBeInTheDocument();
    expect(screen.getByText('Planta Sur')).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: /Nombre/ })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: /Código/ })).toBeInTheDocument();
    const north = screen.getByText('Planta Norte').closest('tr')!;
    expect(within(north).getByText('Activo')).toBeInTheDocument();
    expect(within(north).getByText('07-03-2025 03:04 PM')).toBeInTheDocument();
    expect(within(screen.getByText('Planta Sur').closest('tr')!).getByText('Inactivo')).toBeInTheDocument();
    expect(getList).toHaveBeenCalledWith('plantas', expect.objectContaining({ sort: { field: 'name', order: 'ASC' } }));
  });

  it('shows create, export and row selection to a writer (admin)', async () => {
    renderList(['Administrador']);
    await screen.findByText('Planta Norte');
    expect(await screen.findByRole('link', { name: /crear/i })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /exportar/i })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /columnas/i })).toBeInTheDocument();
    expect(await screen.findAllByRole('checkbox')).not.toHaveLength(0);
  });

  it('hides every write control from C4, which reads and exports only', async () => {
    renderList(['C4']);
    await screen.findByText('Planta Norte');
    expect(await screen.findByRole('button', { name: /exportar/i })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /crear/i })).not.toBeInTheDocument();
    expect(screen.queryAllByRole('checkbox')).toHaveLength(0);
    expect(screen.queryByRole('button', { name: /eliminar|habilitar|deshabilitar/i })).not.toBeInTheDocument();
  });
});
