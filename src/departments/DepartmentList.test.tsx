import { render, screen, within } from '@testing-library/react';
import { TestAdmin } from '../../test/client/TestAdmin';
import { DepartmentList } from './DepartmentList';

const departments = [
  { id: 7, name: 'Finanzas', code: 'FIN', description: 'Pagos', planta: 1, status: 1, created_at: '2025-03-07T15:04:05', updated_at: null },
  { id: 8, name: 'Logística', code: 'LOG', description: '', planta: null, status: 0, created_at: '2025-03-07T15:04:05', updated_at: null },
];

const plants = [
  { id: 1, name: 'Planta Norte' },
  { id: 2, name: 'Planta Sur' },
];

const renderList = (rows = departments) => {
  const plantsAnswer = Promise.resolve({ data: plants, total: plants.length });
  // The screen asks for every plant as it opens; the rows come after, as the small call answers first in the app.
  const getList = vi.fn(async (resource: string) => (resource === 'plantas' ? plantsAnswer : plantsAnswer.then(() => ({ data: rows, total: rows.length }))));
  const getMany = vi.fn(async () => ({ data: plants }));
  render(
    <TestAdmin groups={['HHRR Administrador']} resource="departamentos" dataProvider={{ getList, getMany } as never}>
      <DepartmentList />
    </TestAdmin>,
  );
  return { getList, getMany };
};

const rowOf = async (name: string) => (await screen.findByRole('link', { name }, { timeout: 5000 })).closest('tr')!;

describe('DepartmentList', () => {
  it('shows each department with its plant by name, linking to the plant record', async () => {
    renderList();
    const finance = await rowOf('Finanzas');
    expect(within(finance).getByRole('link', { name: 'Planta Norte' })).toHaveAttribute('href', '/plantas/1/show');
    expect(within(await rowOf('Logística')).getByText('—')).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: /Planta/ })).toBeInTheDocument();
    // HR may write: create and row selection are offered.
    expect(await screen.findByRole('link', { name: /crear/i })).toBeInTheDocument();
    expect((await screen.findAllByRole('checkbox')).length).toBeGreaterThan(0);
  });

  it('draws the plant names with the rows from one call for every plant, not a lookup per row', async () => {
    const rows = [
      { ...departments[0], id: 1, name: 'Compras', planta: 1 },
      { ...departments[0], id: 2, name: 'Ventas', planta: 2 },
      { ...departments[0], id: 3, name: 'Calidad', planta: 1 },
    ];
    const { getList, getMany } = renderList(rows);
    expect(within(await rowOf('Compras')).getByRole('link', { name: 'Planta Norte' })).toBeInTheDocument();
    expect(within(await rowOf('Ventas')).getByRole('link', { name: 'Planta Sur' })).toBeInTheDocument();
    expect(within(await rowOf('Calidad')).getByRole('link', { name: 'Planta Norte' })).toBeInTheDocument();
    expect(getList.mock.calls.filter(([resource]) => resource === 'plantas')).toHaveLength(1);
    expect(getMany).not.toHaveBeenCalled();
  });
});
